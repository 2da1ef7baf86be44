import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../testing/api-url';
import { sessionOf } from '../../../testing/auth-handlers';
import { seedJob } from '../../../testing/jobs-handlers';
import { recordSavedDownloads } from '../../../testing/saved-downloads';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

describe('Download audit record on the History tab', () => {
  const saved = recordSavedDownloads('blob:record');

  async function openHistory() {
    const job = seedJob({ name: 'Audited' });
    const app = renderApp(`/job/${job.id}`, { session: sessionOf('admin') });
    await app.user.click(await screen.findByRole('tab', { name: 'History' }));
    const panel = await screen.findByRole('region', { name: 'History' });
    return { ...app, job, panel };
  }

  it("saves the signed record under the server's file name, asked with the session's token", async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(apiUrl('/job/:id/audit-record'), ({ request, params }) => {
        asked.push(request.headers.get('Authorization'));
        return HttpResponse.json(
          { format: 'job-intake-audit-record/1', signature: 'x' },
          {
            headers: {
              'Content-Disposition': `attachment; filename="audit-record-${String(params.id)}-2026-11-30.json"`,
            },
          },
        );
      }),
    );
    const { user, job, panel } = await openHistory();
    await user.click(within(panel).getByRole('button', { name: 'Download audit record' }));

    await waitFor(() =>
      expect(saved).toEqual([
        { name: `audit-record-${job.id}-2026-11-30.json`, href: 'blob:record' },
      ]),
    );
    expect(asked).toEqual([`Bearer ${sessionOf('admin').token}`]);
  });

  it("shows the server's refusal instead of saving anything", async () => {
    server.use(
      http.get(apiUrl('/job/:id/audit-record'), () =>
        HttpResponse.json({ statusCode: 404, message: 'Job not found' }, { status: 404 }),
      ),
    );
    const { user, panel } = await openHistory();
    await user.click(within(panel).getByRole('button', { name: 'Download audit record' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Job not found');
    expect(saved).toEqual([]);
  });
});
