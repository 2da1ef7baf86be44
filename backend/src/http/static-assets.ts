import type { ServerResponse } from 'node:http';
import { relative, sep } from 'node:path';

/** Vite names every file under assets/ by its content's hash: a new build means new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (also the answer to every client-side route) names the current build's assets. */
export const REVALIDATE = 'no-cache';

/**
 * The `setHeaders` of the built app's static files: hashed assets cached for a year, everything
 * else (index.html, the SPA fallback) revalidated on each load so a new build shows at once.
 */
export function staticCacheHeaders(
  rootPath: string,
): (response: ServerResponse, filePath: string) => void {
  return (response, filePath) => {
    const hashed = relative(rootPath, filePath).startsWith(`assets${sep}`);
    response.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
  };
}
