import type { Root } from 'react-dom/client';

/** Fetches the app's chunk (the router, the store, the routes) and shows the app in `root`. */
export async function loadApp(root: Root): Promise<void> {
  const { mountApp } = await import('./mount-app');
  mountApp(root);
}
