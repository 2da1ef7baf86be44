import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import {
  PROVIDER_CONNECTION,
  type ProviderConnection,
} from '../../../provider/provider-connection';
import { noticeJobs } from '../../../provider/testing/provider-test-helpers';
import { DEMO_COMPANY_ID } from '../../../seed/demo-seed';
import { pendingJob, sendImport } from '../../testing/import-jobs';
import { readHistory, startJobApiApp, type JobApiApp } from '../../testing/job-api-app';
import { API } from '../../testing/job-fixtures';
import { JobSchedules } from '../../job-schedules';

const DAY_MS = 86_400_000;

describe('automatic archiving of a job sent to the provider through the import', () => {
  let app: JobApiApp;
  beforeAll(async () => {
    app = await startJobApiApp('archive-imported');
  });
  afterAll(() => app.close());

  it('archives it once the company archive time (2 weeks) has passed since the import', async () => {
    const { t } = app;
    await t.pool.query(
      `UPDATE companies SET archive_length = 2, archive_duration = 'week' WHERE id = $1`,
      [DEMO_COMPANY_ID],
    );
    const id = await pendingJob(app);
    const sent = await sendImport(app, id).expect(200);
    expect(sent.body).toMatchObject({ status: 'submitted' });
    const sandbox = t.app.get<ProviderConnection>(PROVIDER_CONNECTION, { strict: false }).url;
    expect(await noticeJobs(sandbox, id)).toHaveLength(1);
    const job = async () =>
      (await t.http.get(`${API}/job/${id}`).set(app.reviewer)).body as JobDetail;
    const importedAt = Date.parse((await job()).imported_at!);

    const scheduler = t.app.get(JobSchedules).archiveDue;
    const early = await scheduler.run(new Date(importedAt + 13 * DAY_MS));
    expect(early.archived).not.toContain(id);
    expect((await job()).status).toBe('submitted');

    const due = await scheduler.run(new Date(importedAt + 15 * DAY_MS));
    expect(due.archived).toContain(id);
    expect((await job()).status).toBe('archived');
    const again = await scheduler.run(new Date(importedAt + 16 * DAY_MS));
    expect(again.archived).not.toContain(id);

    const history = await readHistory(t, id, app.reviewer);
    const automatic = history.filter(
      (entry) => entry.parameter === 'Status changed from Submitted to Archived automatically',
    );
    expect(automatic).toHaveLength(1);
  });
});
