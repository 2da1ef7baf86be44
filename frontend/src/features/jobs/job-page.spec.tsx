import type { JobStatus } from '@job-intake/contracts/jobs/job-status';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionOf } from '../../testing/auth-handlers';
import { jobRequests, seedJob } from '../../testing/jobs-handlers';
import { renderApp } from '../../testing/render-app';

const DATES = {
  created_at: '2024-12-01T12:00:00.000Z',
  review_at: '2024-12-02T12:00:00.000Z',
  imported_at: '2024-12-03T12:00:00.000Z',
  archived_at: '2024-12-04T12:00:00.000Z',
  deleted_at: '2024-12-05T12:00:00.000Z',
};

describe('JobPage', () => {
  it('shows the job with its tabs, the Notes count and a link back to its list', async () => {
    const job = seedJob({
      name: 'Lakeside Tower',
      reference_no: 'LT-1',
      status: 'pending',
      notes: [
        { id: 'n1', description: 'One', user: { name: 'A' }, created_at: DATES.created_at },
        { id: 'n2', description: 'Two', user: { name: 'A' }, created_at: DATES.created_at },
      ],
    });

    renderApp(`/job/${job.id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lakeside Tower' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/LT-1 · Notice Intake/)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.trim())).toEqual([
      'Settings',
      'Job Data',
      'Share',
      'History',
      'Notes (2)',
    ]);
    expect(screen.getByRole('tab', { name: 'Job Data' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: '← Back to Review' })).toHaveAttribute(
      'href',
      '/jobs/review',
    );
  });

  it.each(['submitted', 'archived', 'deleted'] as const)(
    'has no Settings tab when the job is %s',
    async (status) => {
      const job = seedJob({ name: 'Done', status });

      renderApp(`/job/${job.id}?tab=settings`);

      await screen.findByRole('heading', { level: 1, name: 'Done' });
      expect(screen.queryByRole('tab', { name: 'Settings' })).not.toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Job Data' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    },
  );

  it('keeps the open tab in the address', async () => {
    const job = seedJob({ name: 'Tabs' });
    const { user, router } = renderApp(`/job/${job.id}`);

    await user.click(await screen.findByRole('tab', { name: /Settings/ }));

    expect(router.state.location.search).toBe('?tab=settings');
    expect(screen.getByRole('region', { name: 'Client Information' })).toBeVisible();
  });

  it('sends the user to the job lists with an error when the job cannot be loaded', async () => {
    const { router, user } = renderApp('/job/unknown');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Error Loading Job Form Information. Please contact an Admin for support.',
    );
    expect(router.state.location.pathname).toBe('/jobs/open');
    expect(await screen.findByText('No jobs found')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the Job Data tab', () => {
  it.each([
    ['open', 'Open', 'Job Created on 12/01/2024'],
    ['pending', 'Review', 'Finalized for Review on 12/02/2024'],
    ['submitted', 'Submitted', 'Job data sent to the provider on 12/03/2024'],
    ['archived', 'Archived', 'Archived on 12/04/2024'],
    ['deleted', 'Deleted', 'Deleted on 12/05/2024'],
  ] as const)('shows a %s job with its badge and dated caption', async (status, badge, caption) => {
    const job = seedJob({ name: 'Dated', status: status as JobStatus, ...DATES });

    renderApp(`/job/${job.id}`);

    const panel = await screen.findByRole('tabpanel', { name: 'Job Data' });
    expect(within(panel).getByText(badge, { selector: '.badge' })).toBeInTheDocument();
    expect(
      within(panel).getByText(caption.replace(/ \d.*$/, ''), { exact: false }),
    ).toHaveTextContent(caption);
  });

  it.each([
    ['open', 'Job is being created and can be edited'],
    ['pending', 'Ready for review, still editable'],
    ['submitted', 'Submitted and cannot be edited'],
  ] as const)('tells what a %s job allows (spec section 4)', async (status, message) => {
    const job = seedJob({ name: 'Told', status: status as JobStatus, ...DATES });

    renderApp(`/job/${job.id}`);

    const panel = await screen.findByRole('tabpanel', { name: 'Job Data' });
    expect(within(panel).getByText(message)).toBeInTheDocument();
  });

  it('offers Re-open Job for a job in Review, and re-opens it', async () => {
    const job = seedJob({ name: 'In review', status: 'pending' });
    const { user } = renderApp(`/job/${job.id}`);

    await user.click(await screen.findByRole('button', { name: 'Re-open Job' }));

    expect(await screen.findByText('Job Created on', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-open Job' })).not.toBeInTheDocument();
    expect(jobRequests).toContainEqual({
      method: 'POST',
      path: `/api/v1/job/${job.id}/status`,
      body: { id: job.id, status: 'open' },
    });
  });

  it('shows the Direct No of a submitted job and no Archive or Delete', async () => {
    const job = seedJob({ name: 'Imported', status: 'submitted', directNo: 'D-4711' });

    renderApp(`/job/${job.id}`);

    expect(await screen.findByText('D-4711')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive Job' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Job' })).not.toBeInTheDocument();
  });

  it('prints 100 ms after the click', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const job = seedJob({ name: 'Printable' });
    const { user } = renderApp(`/job/${job.id}`);

    await user.click(await screen.findByRole('button', { name: 'Print' }));

    expect(print).not.toHaveBeenCalled();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    print.mockRestore();
  });

  it.each([
    ['Archive Job', 'Are you sure you want to archive this job?', 'archived'],
    ['Delete Job', 'Are you sure you want to delete this job?', 'deleted'],
  ] as const)(
    '%s asks first, then goes back to the job lists',
    async (action, question, status) => {
      const job = seedJob({ name: 'To go' });
      const { user, router } = renderApp(`/job/${job.id}`);

      await user.click(await screen.findByRole('button', { name: action }));
      const dialog = await screen.findByRole('dialog', { name: action });
      expect(dialog).toHaveTextContent(question);

      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(jobRequests.filter((r) => r.path.endsWith('/status'))).toEqual([]);

      await user.click(screen.getByRole('button', { name: action }));
      await user.click(
        within(await screen.findByRole('dialog', { name: action })).getByRole('button', {
          name: action,
        }),
      );

      await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/open'));
      expect(jobRequests).toContainEqual({
        method: 'POST',
        path: `/api/v1/job/${job.id}/status`,
        body: { id: job.id, status },
      });
    },
  );

  it('shows the answers of the job section by section, with the required fields remaining', async () => {
    const job = seedJob({
      name: 'Answered',
      answerData: {
        'field-owner': 'Olive Owner',
        'field-start': '2025-02-01',
        'field-amount': '1500.5',
      },
      progress: { percent: 100, remaining: 0 },
    });

    renderApp(`/job/${job.id}`);

    const section = await screen.findByRole('region', { name: 'Project Details' });
    expect(within(section).getByText('Olive Owner')).toBeInTheDocument();
    expect(within(section).getByText('02/01/2025')).toBeInTheDocument();
    expect(within(section).getByText('$1,500.50')).toBeInTheDocument();
    expect(screen.getByText('0 required field(s) remaining')).toBeInTheDocument();
  });

  it('saves the answers with Save Changes, then finalizes the job for Review', async () => {
    const job = seedJob({ name: 'To fill' });
    const { user } = renderApp(`/job/${job.id}`);
    const form = await screen.findByRole('form', { name: 'Job form' });

    await user.type(within(form).getByLabelText(/Owner Name/), 'Olive Owner');
    await user.type(within(form).getByLabelText(/Start Date/), '02/01/2025');
    await user.type(within(form).getByLabelText(/Contract Amount/), '1500');
    expect(within(form).getByRole('button', { name: 'Finalize' })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await within(form).findByText('Form saved successfully!')).toBeInTheDocument();
    expect(jobRequests).toContainEqual({
      method: 'POST',
      path: `/api/v1/job/${job.id}/results`,
      body: {
        id: job.id,
        answers: {
          'field-owner': 'Olive Owner',
          'field-start': '2025-02-01',
          'field-amount': '1500.00',
        },
      },
    });

    await user.click(within(form).getByRole('button', { name: 'Finalize' }));

    expect(
      await screen.findByText('Finalized for Review on', { exact: false }),
    ).toBeInTheDocument();
    expect(jobRequests).toContainEqual({
      method: 'POST',
      path: `/api/v1/job/${job.id}/finalize`,
      body: { id: job.id, uuid: job.uuid },
    });
  });

  it('asks before leaving the page with unsaved answers', async () => {
    const job = seedJob({ name: 'Half done' });
    const { user, router } = renderApp(`/job/${job.id}`);
    const form = await screen.findByRole('form', { name: 'Job form' });
    await user.type(within(form).getByLabelText(/Owner Name/), 'Unsaved');

    await user.click(screen.getByRole('link', { name: '← Back to Open' }));

    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent(
      'You have unsaved changes. Are you sure you want to leave this page?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(`/job/${job.id}`);
  });
});

describe('the History tab', () => {
  it('is there only for users with project_history', async () => {
    const job = seedJob({ name: 'Private history' });
    const standard = sessionOf('standard');
    const withoutHistory = {
      token: 'token-custom',
      user: {
        ...standard.user,
        memberships: standard.user.memberships.map((m) => ({
          ...m,
          role: { ...m.role, permissions: [{ value: 'projects' as const }] },
        })),
      },
    };

    renderApp(`/job/${job.id}?tab=history`, { session: withoutHistory });

    await screen.findByRole('heading', { level: 1, name: 'Private history' });
    expect(screen.queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Job Data' })).toHaveAttribute('aria-selected', 'true');
  });
});
