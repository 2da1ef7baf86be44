import { CONTACT_LOCATION_WARNING } from '@job-intake/contracts/jobs/job-settings';
import { IMPORT_STILL_RUNNING } from '@job-intake/contracts/jobs/job-import-api';
import { IMPORT_SENDING } from './send-to-provider-panel';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../../testing/auth-handlers';
import {
  importRequests,
  landImport,
  previewRequests,
  type ProviderOutcome,
  seedImport,
  serviceType,
} from '../../../testing/import-handlers';
import { reviewerSession, seedJob } from '../../../testing/jobs-handlers';
import { openJobStreams, pushJobChange } from '../../../testing/live-updates-handlers';
import { renderApp } from '../../../testing/render-app';

const PANEL = { name: 'Send to the provider' };

/** A job in Review, answered to a reviewer who may send it. */
function pendingJob(overrides: Parameters<typeof seedJob>[0] = { name: 'Harbor Bridge' }) {
  return seedJob({
    status: 'pending',
    review_at: '2025-03-08T12:00:00.000Z',
    can_import: true,
    ...overrides,
  });
}

async function openPanel(jobId: string) {
  const view = renderApp(`/job/${jobId}?tab=data`, { session: reviewerSession() });
  const panel = await screen.findByRole('region', PANEL);
  await within(panel).findByRole('button', PANEL);
  return { ...view, panel };
}

async function sendWith(outcome: ProviderOutcome, overrides?: Parameters<typeof seedJob>[0]) {
  const job = pendingJob(overrides);
  seedImport(job, { outcome });
  const view = await openPanel(job.id);
  await view.user.click(within(view.panel).getByRole('button', PANEL));
  await view.user.click(within(view.panel).getByRole('button', { name: 'Send' }));
  return { ...view, job };
}

describe('the Job Data tab’s Send to the provider panel', { timeout: 20_000 }, () => {
  it('is not shown to a user who may not send, nor on a job not in Review', async () => {
    const pending = pendingJob({ name: 'Harbor Bridge', can_import: false });
    seedImport(pending);
    renderApp(`/job/${pending.id}`, { session: sessionOf('standard') });
    await screen.findByRole('heading', { name: 'Harbor Bridge' });
    expect(screen.queryByRole('region', PANEL)).not.toBeInTheDocument();

    const open = seedJob({ name: 'Open Job', can_import: true });
    seedImport(open);
    renderApp(`/job/${open.id}`, { session: reviewerSession() });
    await screen.findByRole('heading', { name: 'Open Job' });
    expect(screen.queryByRole('region', PANEL)).not.toBeInTheDocument();
  });

  it('hides itself when the server answers 403 to the reviewer', async () => {
    const job = pendingJob({ name: 'Not Mine' });
    renderApp(`/job/${job.id}`, { session: reviewerSession() });
    await screen.findByRole('heading', { name: 'Not Mine' });
    await waitFor(() => expect(previewRequests).toEqual([job.id]));
    await waitFor(() => expect(screen.queryByRole('region', PANEL)).not.toBeInTheDocument());
  });

  it('lists the problems with the way to fix each, and cannot send while there are any', async () => {
    const job = pendingJob({ name: 'Harbor Bridge', contact: null });
    const empty = { label: 'Owner Name', mapped: null, required: true, value: '' };
    seedImport(job, { fields: [{ field_id: 'field-owner', ...empty }] });
    const { panel, user } = await openPanel(job.id);

    const problems = within(panel).getByRole('list', { name: 'Problems to fix before sending' });
    expect(within(problems).getByText(CONTACT_LOCATION_WARNING, { exact: false })).toBeVisible();
    expect(within(problems).getByRole('link', { name: 'Open the Settings' })).toHaveAttribute(
      'href',
      `/job/${job.id}?tab=settings&edit=location`,
    );
    expect(within(problems).getByText(/Owner Name is required and empty\./)).toBeVisible();
    expect(within(panel).getByRole('button', PANEL)).toBeDisabled();

    // The field's section is read-only in Review: its edit pencil takes the focus.
    await user.click(within(problems).getByRole('button', { name: 'Go to the field' }));
    expect(screen.getByRole('button', { name: 'Edit Project Details' })).toHaveFocus();
  });

  it('lists the furnishing dates to check without stopping the send', async () => {
    const job = pendingJob();
    const warnings = [
      {
        code: 'furnishing_untouched' as const,
        field: 'last_furnishing' as const,
        message: 'Last Furnishing (03/14/2025) has not been changed since the job was created.',
      },
      {
        code: 'last_furnishing_future' as const,
        field: 'last_furnishing' as const,
        message:
          'Last Furnishing (03/14/2025) lies in the future but is not marked as an estimate.',
      },
    ];
    seedImport(job, { warnings });
    const { panel } = await openPanel(job.id);

    const list = within(panel).getByRole('list', { name: 'Things to check before sending' });
    expect(within(panel).getByText(/2 things to check \(you can still send\)/)).toBeVisible();
    for (const { message } of warnings)
      expect(within(list).getByText(message, { exact: false })).toBeVisible();
    expect(within(list).getAllByRole('link', { name: 'Open the Settings' })[0]).toHaveAttribute(
      'href',
      `/job/${job.id}?tab=settings`,
    );
    expect(within(panel).getByText(/Ready to send/)).toBeVisible();
    expect(within(panel).getByRole('button', PANEL)).toBeEnabled();
  });

  it('names the single service instead of a select, and shows Ready to send', async () => {
    const job = pendingJob({
      name: 'Harbor Bridge',
      attachments: [
        {
          id: 'attachment-1',
          file_name: 'site-plan.pdf',
          location: 'attachments/1-site-plan.pdf',
          size: 12_800,
          mime_type: 'application/pdf',
          created_at: '2025-03-08T12:00:00.000Z',
          status: 'active',
        },
      ],
    });
    seedImport(job, { services: [serviceType('s-1', 'Notice :: Basic', { default: true })] });
    const { panel, user } = await openPanel(job.id);

    expect(within(panel).getByText(/Ready to send/)).toBeVisible();
    expect(within(panel).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(panel).getByText('Notice :: Basic', { selector: 'strong' })).toBeVisible();
    await user.click(within(panel).getByText('What the provider will receive'));
    expect(within(panel).getByText('Harbor Bridge')).toBeVisible();
    // The attachment's size reads as on the Job Data tab's list.
    expect(within(panel).getByText('site-plan.pdf', { selector: 'dt' })).toBeVisible();
    expect(within(panel).getByText('application/pdf, 13 KB')).toBeVisible();
  });

  it('offers a select with two services and sends the chosen one', async () => {
    const job = pendingJob();
    seedImport(job, {
      services: [
        serviceType('s-1', 'Notice :: Basic', { default: true }),
        serviceType('s-2', 'Lien :: Direct', { lien_direct: true }),
      ],
    });
    const { panel, user } = await openPanel(job.id);
    const select = within(panel).getByRole('combobox', { name: 'Service type' });
    expect(select).toHaveValue('s-1');
    await user.selectOptions(select, 's-2');
    await user.click(within(panel).getByText('What the provider will receive'));
    expect(await within(panel).findByText('Lien :: Direct', { selector: 'dd' })).toBeVisible();
    await user.click(within(panel).getByRole('button', PANEL));
    const confirmation = within(panel).getByRole('group', { name: 'Confirm sending' });
    expect(confirmation).toHaveTextContent('as Lien :: Direct?');
    expect(within(confirmation).getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.click(within(confirmation).getByRole('button', { name: 'Send' }));
    await within(panel).findByText(/Sent to the provider/);
    expect(importRequests).toEqual([{ id: job.id, service: 's-2' }]);
  });

  it('shows Submitted and the Direct No after the provider answers', async () => {
    const { panel } = await sendWith({ directNo: 'D-4242' });
    const result = await within(panel).findByRole('status');
    expect(result).toHaveTextContent('Sent to the provider. Direct No D-4242');
    expect(await screen.findByText('Job data sent to the provider on')).toBeVisible();
    expect(result.parentElement).toHaveFocus();
  });

  it('shows the provider’s refusal in a red alert that can be dismissed, and the job stays in Review', async () => {
    const { panel, user } = await sendWith({ status: 400, message: 'Unknown DIV_ID 5001' });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveClass('alert-danger');
    expect(alert).toHaveTextContent('Unknown DIV_ID 5001');
    await user.click(within(alert).getByRole('button', { name: /close/i }));
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', PANEL)).toBeEnabled();
  });

  it('shows the provider’s refusal again after a reload, until it is dismissed for the session', async () => {
    const { panel, job, unmount } = await sendWith({ status: 400, message: 'Unknown DIV_ID 5001' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Unknown DIV_ID 5001');
    unmount();

    const reloaded = await openPanel(job.id);
    const alert = await within(reloaded.panel).findByRole('alert');
    expect(alert).toHaveTextContent('The job was not sent');
    expect(alert).toHaveTextContent('Unknown DIV_ID 5001');
    // Shown again, not a new answer: the focus stays where the page put it.
    expect(alert.parentElement).not.toHaveFocus();
    expect(within(reloaded.panel).getByRole('button', PANEL)).toBeEnabled();
    await reloaded.user.click(within(alert).getByRole('button', { name: /close/i }));
    expect(within(reloaded.panel).queryByRole('alert')).not.toBeInTheDocument();
    reloaded.unmount();

    const again = await openPanel(job.id);
    await within(again.panel).findByText(/Ready to send/);
    expect(within(again.panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the job is being sent on a page opened while the provider is asked, with no enabled Send', async () => {
    const job = pendingJob({ name: 'Harbor Bridge', import_state: 'sending' });
    seedImport(job);
    const { panel } = await openPanel(job.id);
    expect(within(panel).getByRole('status')).toHaveTextContent(IMPORT_SENDING);
    expect(within(panel).getByRole('button', PANEL)).toBeDisabled();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the provider has not answered yet on a 202, then shows the Direct No when the live page brings it', async () => {
    // An id of its own: the fake's streams of earlier tests' job-1 may not have closed yet.
    const { panel, job } = await sendWith('still running', {
      id: 'job-still-running',
      name: 'Harbor Bridge',
    });
    const info = await within(panel).findByRole('status');
    expect(info).toHaveClass('alert-info');
    expect(info).toHaveTextContent(IMPORT_STILL_RUNNING);
    expect(within(panel).getByRole('button', PANEL)).toBeDisabled();

    const landed = landImport(job, 'D-7007');
    await waitFor(() => expect(openJobStreams(job.id)).toBe(1));
    pushJobChange(job.id, landed.revision);
    // The live page coalesces changes before reloading: allow more than the default wait.
    await waitFor(
      () =>
        expect(within(panel).getByRole('status')).toHaveTextContent(
          'Sent to the provider. Direct No D-7007',
        ),
      { timeout: 6_000 },
    );
  });
});
