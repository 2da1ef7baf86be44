import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../testing/auth-handlers';
import { CONTRACT_PDF, seedJob } from '../../testing/jobs-handlers';
import { renderApp } from '../../testing/render-app';

/** The read-only auditor (decision 0045): every job in view, no control that changes one. */
const auditor = sessionOf('auditor');

function seedAuditedJob() {
  return seedJob({
    name: 'Audited job',
    answerData: { 'field-owner': 'Roof repair' },
    attachments: [CONTRACT_PDF],
    notes: [
      {
        id: 'n1',
        description: 'Called the owner',
        user: { name: 'Stan Standard' },
        created_at: '2025-03-07T12:00:00.000Z',
      },
    ],
  });
}

const CHANGING_BUTTONS = [
  /Save Changes/,
  /Finalize/,
  /Archive Job/,
  /Delete Job/,
  /Re-open Job/,
  /Create Job/,
  /Add Note/,
  /^Delete/,
];

function expectNoChangingButton(within: HTMLElement = document.body) {
  const names = [...within.querySelectorAll('button')].map((button) => button.textContent ?? '');
  const labels = [...within.querySelectorAll('button[aria-label]')].map(
    (button) => button.getAttribute('aria-label') ?? '',
  );
  for (const pattern of CHANGING_BUTTONS)
    expect([...names, ...labels].filter((name) => pattern.test(name.trim()))).toEqual([]);
}

describe('an auditor', () => {
  it('sees the job lists without Create Job', async () => {
    seedAuditedJob();
    renderApp('/jobs/open', { session: auditor });
    expect(await screen.findByRole('link', { name: 'Audited job' })).toBeInTheDocument();
    expectNoChangingButton();
  });

  it('sees a job read-only: answers and files, History, no Settings or Share, no edit control', async () => {
    const job = seedAuditedJob();
    renderApp(`/job/${job.id}`, { session: auditor });
    await screen.findByRole('heading', { level: 1, name: 'Audited job' });

    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Job Data', 'History', expect.stringMatching(/^Notes/)]);
    const files = await screen.findByRole('group', { name: 'Attachments' });
    expect(within(files).getByRole('link', { name: 'contract.pdf' })).toBeInTheDocument();
    expect(within(files).queryByLabelText('Choose files to attach')).not.toBeInTheDocument();
    expect(screen.getByText('Roof repair')).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.getByRole('button', { name: /Print/ })).toBeInTheDocument();
    expectNoChangingButton();
  });

  it('reads the notes without Add Note or Delete', async () => {
    const job = seedAuditedJob();
    renderApp(`/job/${job.id}?tab=notes`, { session: auditor });
    const panel = await screen.findByRole('region', { name: 'Notes' });
    expect(await within(panel).findByText('Called the owner')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).queryByRole('status')).not.toBeInTheDocument());
    expectNoChangingButton(panel);
  });
});
