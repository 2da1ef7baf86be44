import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '../../../testing/api-url';
import { seedJob } from '../../../testing/jobs-handlers';
import {
  dropJobStreams,
  openJobStreams,
  pushJobChange,
} from '../../../testing/live-updates-handlers';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { COALESCE_MS } from './use-job-live-updates';

/** GET /job/{id} requests (the job page's loads), by job id. */
const jobLoads = new Map<string, number>();
const countLoads = ({ request }: { request: Request }) => {
  const match = /\/job\/([^/]+)$/.exec(new URL(request.url).pathname);
  if (request.method === 'GET' && match) {
    jobLoads.set(match[1]!, (jobLoads.get(match[1]!) ?? 0) + 1);
  }
};
const loadsOf = (jobId: string) => jobLoads.get(jobId) ?? 0;
const settle = () => new Promise((resolve) => setTimeout(resolve, COALESCE_MS * 3));

beforeEach(() => {
  jobLoads.clear();
  server.events.on('request:start', countLoads);
});
afterEach(() => {
  server.events.removeListener('request:start', countLoads);
});

/** The job page of a fresh job, with its live stream open. */
async function openJobPage(name: string) {
  const job = seedJob({ name, revision: 3 });
  const view = renderApp(`/job/${job.id}`);
  await screen.findByRole('heading', { level: 1, name });
  await waitFor(() => expect(openJobStreams(job.id)).toBe(1));
  return { job, ...view };
}

describe('useJobLiveUpdates on the job page', () => {
  it('refetches the job once when it changes elsewhere, and shows the change', async () => {
    const { job } = await openJobPage('Riverside Clinic');
    expect(loadsOf(job.id)).toBe(1);

    seedJob({ ...job, name: 'Riverside Clinic (renamed)', revision: 4 });
    pushJobChange(job.id, 4);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Riverside Clinic (renamed)' }),
    ).toBeInTheDocument();
    await settle();
    expect(loadsOf(job.id)).toBe(2);
  });

  it('refetches once for a burst of changes', async () => {
    const { job } = await openJobPage('Burst');
    seedJob({ ...job, revision: 8 });

    for (const revision of [4, 5, 6, 7, 8]) pushJobChange(job.id, revision);

    await waitFor(() => expect(loadsOf(job.id)).toBe(2));
    await settle();
    expect(loadsOf(job.id)).toBe(2);
  });

  it('does not refetch a revision the page already shows', async () => {
    const { job } = await openJobPage('Up to date');

    pushJobChange(job.id, 3);

    await settle();
    expect(loadsOf(job.id)).toBe(1);
  });

  it('reconnects after the connection drops and still follows the job', async () => {
    const { job } = await openJobPage('Flaky network');

    dropJobStreams(job.id);
    await waitFor(() => expect(openJobStreams(job.id)).toBe(1), { timeout: 3000 });
    seedJob({ ...job, name: 'After the drop', revision: 4 });
    pushJobChange(job.id, 4);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'After the drop' }),
    ).toBeInTheDocument();
  });

  it('keeps unsaved typing when a change elsewhere refetches the job', async () => {
    const { job, user } = await openJobPage('Shared form');
    const form = await screen.findByRole('form', { name: 'Job form' });
    await user.type(within(form).getByLabelText(/Owner Name/), 'Typed here');

    seedJob({ ...job, answerData: { 'field-amount': '2500.00' }, revision: 4 });
    pushJobChange(job.id, 4);

    await waitFor(() =>
      expect(within(form).getByLabelText(/Contract Amount/)).toHaveValue('2,500.00'),
    );
    expect(within(form).getByLabelText(/Owner Name/)).toHaveValue('Typed here');
  });

  it('gives up when the job is gone, and closes the stream when the page closes', async () => {
    const { job, unmount } = await openJobPage('Closing');
    unmount();
    await waitFor(() => expect(openJobStreams(job.id)).toBe(0));

    let attempts = 0;
    server.use(
      http.get(apiUrl('/job/:id/live'), () => {
        attempts += 1;
        return HttpResponse.json({ message: 'Job not found' }, { status: 404 });
      }),
    );
    renderApp(`/job/${job.id}`);
    await waitFor(() => expect(attempts).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(attempts).toBe(1);
  });
});
