import type { TestApp } from '../../../testing/test-app';
import type { Auth } from '../../testing/job-fixtures';
import { startJobApiApp, type JobApiApp } from '../../testing/job-api-app';
import { expectStatusChangeRefused } from '../../testing/status-changes';

describe('POST /job/{id}/status (reopen-job: re-open)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('reopen-job');
    ({ t, standard } = app);
  });
  afterAll(() => app.close());

  it.each([
    ['open', 'open', 'Only a job in Review can be re-opened.'],
    ['deleted', 'open', 'Only a job in Review can be re-opened.'],
  ])('a %s job cannot become %s (409, nothing appended)', (from, to, message) =>
    expectStatusChangeRefused(t, standard, from, to, message),
  );
});
