import type { Connect, Plugin } from 'vite';
// By path: Node loads vite.config.ts's packages as they are, and contracts' exports are .ts.
import { GUEST_PAGE_FILE, isGuestPagePath } from '../../contracts/src/guests/guest-pages';

/**
 * `vite dev` and `vite preview` answer the guest pages' addresses with guest.html, as the
 * backend does for the built app (backend/src/http/guest-pages.ts); every other address keeps
 * Vite's fallback to index.html.
 */
export function guestPageFallback(): Plugin {
  const rewrite: Connect.NextHandleFunction = (request, _response, next) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (request.method === 'GET' && isGuestPagePath(pathname)) request.url = `/${GUEST_PAGE_FILE}`;
    next();
  };
  return {
    name: 'guest-page-fallback',
    configureServer(server) {
      server.middlewares.use(rewrite);
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewrite);
    },
  };
}
