import type { TestApp } from '../../../testing/test-app';
import type { Auth } from '../../testing/job-fixtures';
import { startJobApiApp, type JobApiApp } from '../../testing/job-api-app';
import { expectStatusChangeRefused } from '../../testing/status-changes';

describe('POST /job/{id}/status (archive-job: archive)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('archive-job');
    ({ t, standard } = app);
  });
  afterAll(() => app.close());

  it.each([
    ['archived', 'archived', 'Only open jobs and jobs in Review can be archived.'],
    ['deleted', 'archived', 'Only open jobs and jobs in Review can be archived.'],
    ['submitted', 'archived', 'Only open jobs and jobs in Review can be archived.'],
  ])('a %s job cannot become %s (409, nothing appended)', (from, to, message) =>
    expectStatusChangeRefused(t, standard, from, to, message),
  );
});
