import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { routes } from '../app/router';
import { makeStore } from '../app/store';

/** Renders the whole app, with a fresh store, at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App store={makeStore()} router={router} />);
  return { ...view, router, user };
}
