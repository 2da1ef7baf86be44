import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { routes } from '../app/router';
import { makeStore } from '../app/store';
import {
  readStoredSession,
  type StoredSession,
  writeStoredSession,
} from '../shared/api/stored-session';
import { sessionOf } from './auth-handlers';
import './preload-pages';

interface RenderAppOptions {
  /**
   * Who is signed in: a stored session, or null for a guest. Left out, the session the test put
   * in localStorage is used, else a super admin's (every permission, so every page opens).
   */
  session?: StoredSession | null;
}

/** Renders the whole app, with a fresh store, at `path`. */
export function renderApp(path: string, { session }: RenderAppOptions = {}) {
  if (session !== undefined) writeStoredSession(session);
  else if (!readStoredSession()) writeStoredSession(sessionOf('super'));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const store = makeStore();
  const view = render(<App store={store} router={router} />);
  return { ...view, router, user, store };
}
