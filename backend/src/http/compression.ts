import type { INestApplication } from '@nestjs/common';
import compression from 'compression';

/**
 * Compressed answers, API and the built app alike: brotli when the browser accepts it (the
 * library's quality 4, quick enough for answers made per request), else gzip. Only compressible
 * types over 1 kB; images and other already compressed files go as they are.
 */
export function useCompression(app: INestApplication): void {
  app.use(compression());
}
