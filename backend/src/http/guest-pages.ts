import type { INestApplication } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PUBLIC_CONFIG_PATH } from '@job-intake/contracts/config/public-config';
import {
  GUEST_PAGE_CHUNKS_FILE,
  GUEST_PAGE_FILE,
  type GuestPage,
  type GuestPageChunks,
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
 * The page names the API reads it starts with as preloads (decision 0056), and the page's own
 * code, a lazy chunk of the build (decision 0057): the browser fetches them while it loads the
 * entry's script, instead of after running it, a round trip less each on a phone.
 */
export function useGuestPages(app: INestApplication, apiPrefix: string): void {
  const dist = app.get<AppConfig>(APP_CONFIG).FRONTEND_DIST;
  const file = join(dist, GUEST_PAGE_FILE);
  const handler: RequestHandler = (request, response, next) => {
    const page = ['GET', 'HEAD'].includes(request.method) ? matchGuestPage(request.path) : null;
    if (!page) {
      next();
      return;
    }
    // Read on each request: small, in the OS's cache, and always the build being served.
    Promise.all([readFile(file, 'utf8'), pageChunks(dist, page)]).then(
      ([html, chunks]) => {
        const head = preloads(page, chunks, apiPrefix).join('');
        response
          .set({ 'Cache-Control': REVALIDATE })
          .type('html')
          .send(html.replace('</head>', `${head}</head>`));
      },
      () => next(),
    );
  };
  app.use(handler);
}

/**
 * The page's own code and style (its chunk's files) and its first reads, as preloads: paths of the
 * build (`assets/c-….js`) and percent-encoded API paths, nothing to escape in an attribute.
 */
function preloads(page: GuestPage, chunks: PageChunk, apiPrefix: string): string[] {
  const reads = [guestPageRead(page), PUBLIC_CONFIG_PATH];
  return [
    // A style preloaded, not applied: the page's loading state is drawn without waiting for it.
    ...chunks.styles.map((style) => `<link rel="preload" href="/${style}" as="style">`),
    ...chunks.scripts.map((script) => `<link rel="modulepreload" href="/${script}">`),
    ...reads.map(
      (read) =>
        `<link rel="preload" href="/${apiPrefix}/${read}" as="fetch" crossorigin="anonymous">`,
    ),
  ];
}

type PageChunk = GuestPageChunks[GuestPage['page']];

/**
 * The files of `page`'s own chunk (GUEST_PAGE_CHUNKS_FILE, written by the guest build), or none
 * in a build without that file: the page then loads them itself, a round trip later.
 */
async function pageChunks(dist: string, page: GuestPage): Promise<PageChunk> {
  const none = { scripts: [], styles: [] };
  try {
    const chunks = JSON.parse(
      await readFile(join(dist, GUEST_PAGE_CHUNKS_FILE), 'utf8'),
    ) as Partial<GuestPageChunks>;
    return chunks[page.page] ?? none;
  } catch {
    return none;
  }
}
