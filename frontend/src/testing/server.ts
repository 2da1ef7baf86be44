import { setupServer } from 'msw/node';
import { authHandlers } from './auth-handlers';
import { jobsHandlers } from './jobs-handlers';

/** The API as the tests see it; a test overrides a route with `server.use(...)`. */
export const server = setupServer(...authHandlers, ...jobsHandlers);
