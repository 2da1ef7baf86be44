import type { INestApplication } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { join } from 'node:path';
import { GUEST_PAGE_FILE, isGuestPagePath } from '@job-intake/contracts/guests/guest-pages';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { REVALIDATE } from './static-assets';

/**
 * The guest pages (/link, /new, /unsubscribe) get the built guest page, guest.html: the guest
 * app alone, a small first load, and the service worker that keeps them offline (decision
 * 0052). Every other address keeps the staff app's index.html (ServeStaticModule). A build
 * without guest.html falls through to index.html, whose router still has the guest pages.
 */
export function useGuestPages(app: INestApplication): void {
  const page = join(app.get<AppConfig>(APP_CONFIG).FRONTEND_DIST, GUEST_PAGE_FILE);
  const handler: RequestHandler = (request, response, next) => {
    if (!['GET', 'HEAD'].includes(request.method) || !isGuestPagePath(request.path)) {
      next();
      return;
    }
    response.sendFile(page, { headers: { 'Cache-Control': REVALIDATE } }, (error) => {
      if (error && !response.headersSent) next();
    });
  };
  app.use(handler);
}
