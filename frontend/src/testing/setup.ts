import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { installBlobStream } from './blob-stream';
import { resetAccessLog } from './access-log-handlers';
import { resetEmailTemplates } from './email-templates-handlers';
import { resetEmails } from './emails-handlers';
import { resetJobs } from './jobs-handlers';
import { installMatchMedia } from './match-media';
import { server } from './server';
import { resetShareLinks } from './share-links-handlers';

// findBy… and waitFor give up after 5 s instead of 1: on a busy 2-core machine a page's first
// render can take longer than a second. A test still fails when the element never comes.
configure({ asyncUtilTimeout: 5_000 });
installMatchMedia();
installBlobStream();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetJobs();
  resetShareLinks();
  resetEmailTemplates();
  resetEmails();
  resetAccessLog();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
