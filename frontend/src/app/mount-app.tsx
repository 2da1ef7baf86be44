import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app';
import { routes } from './router';
import { makeStore } from './store';

/**
 * Shows the whole app (store, router, every route) in the page's root, replacing what was there.
 * A chunk of its own (load-app.ts): /login's first load does without it.
 */
export function mountApp(root: Root): void {
  root.render(
    <StrictMode>
      <App store={makeStore()} router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}
