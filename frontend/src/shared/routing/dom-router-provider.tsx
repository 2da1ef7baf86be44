import { flushSync } from 'react-dom';
import { type DataRouter, RouterProvider } from 'react-router';

function flush(update: () => unknown): undefined {
  flushSync(update);
}

/**
 * React Router's provider with React DOM's `flushSync`, so that a navigation asking for
 * `flushSync: true` commits at once. This is what `react-router/dom` exports; that entry is not
 * imported because under Vitest its CommonJS build loads a second copy of react-router.
 */
export function DomRouterProvider({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} flushSync={flush} />;
}
