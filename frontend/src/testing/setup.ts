import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetJobs } from './jobs-handlers';
import { server } from './server';
import { resetShareLinks } from './share-links-handlers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetJobs();
  resetShareLinks();
  window.localStorage.clear();
});
afterAll(() => server.close());
