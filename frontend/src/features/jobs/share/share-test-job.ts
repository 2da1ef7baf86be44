import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { seedJob, TEST_FORM } from '../../../testing/jobs-handlers';

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
