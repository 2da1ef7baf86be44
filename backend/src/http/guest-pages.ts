import type { INestApplication } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PUBLIC_CONFIG_PATH } from '@job-intake/contracts/config/public-config';
import {
  GUEST_PAGE_FILE,
  guestPageRead,
  matchGuestPage,
} from '@job-intake/contracts/guests/guest-pages';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { REVALIDATE } from './static-assets';

/**
 * The guest pages (/link, /new, /unsubscribe) get the built guest page, guest.html: the guest
 * app alone, a small first load, and the service worker that keeps them offline (decision
 * 0052). Every other address keeps the staff app's index.html (ServeStaticModule); so does a
 * guest address when the build has no guest.html (`npm run build` makes both).
 *
 * The page names the API reads it starts with as preloads (decision 0056): the browser fetches
 * them while it loads the script, instead of after running it, a round trip less on a phone.
 */
export function useGuestPages(app: INestApplication, apiPrefix: string): void {
  const file = join(app.get<AppConfig>(APP_CONFIG).FRONTEND_DIST, GUEST_PAGE_FILE);
  const handler: RequestHandler = (request, response, next) => {
    const page = ['GET', 'HEAD'].includes(request.method) ? matchGuestPage(request.path) : null;
    if (!page) {
      next();
      return;
    }
    // Read on each request: small, in the OS's cache, and always the build being served.
    readFile(file, 'utf8').then(
      (html) => {
        const reads = [guestPageRead(page), PUBLIC_CONFIG_PATH];
        response
          .set({ 'Cache-Control': REVALIDATE })
          .type('html')
          .send(
            withPreloads(
              html,
              reads.map((read) => `/${apiPrefix}/${read}`),
            ),
          );
      },
      () => next(),
    );
  };
  app.use(handler);
}

/** `paths` (percent-encoded: nothing to escape in an attribute) as fetch preloads in the head. */
function withPreloads(html: string, paths: readonly string[]): string {
  const links = paths
    .map((path) => `<link rel="preload" href="${path}" as="fetch" crossorigin="anonymous">`)
    .join('');
  return html.replace('</head>', `${links}</head>`);
}
