import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { screen } from '@testing-library/react';
import { seedJob, TEST_FORM } from './jobs-handlers';
import { renderApp } from './render-app';

const [projectDetails] = TEST_FORM.sections;

/** A job whose form has three sections, for sharing some of them. */
export function seedShareableJob(overrides: Partial<JobDetail> = {}): JobDetail {
  if (!projectDetails) throw new Error('TEST_FORM has no section');
  const section = (id: string, title: string, order: number) => ({
    ...projectDetails,
    id,
    title,
    order,
    fields: [],
  });
  return seedJob({
    name: 'Lakeside Tower',
    form: {
      ...TEST_FORM,
      sections: [
        projectDetails,
        section('section-owner', 'Owner Information', 2),
        section('section-lender', 'Lender Information', 3),
      ],
    },
    ...overrides,
  });
}

/** Opens the job page on its Share tab. */
export async function openShareTab(jobId: string) {
  const view = renderApp(`/job/${jobId}?tab=share`);
  await screen.findByRole('heading', { level: 2, name: 'Create Share Link' });
  return view;
}

/** A link in the Share tab's list, by its label. */
export const linkItem = (label: string) => screen.getByRole('listitem', { name: label });
