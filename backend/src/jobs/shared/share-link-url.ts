import type { Request } from 'express';
import type { AppConfig } from '../../config/app-config';

/** PUBLIC_URL, else the origin the browser called from, else this request's own host. */
export function publicOrigin(config: AppConfig, request: Request): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  const origin = request.get('origin');
  if (origin && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.get('host') ?? `localhost:${config.PORT}`}`;
}

/** Where a guest opens a share link: `<origin>/link/<uuid>`. */
export function shareLinkUrl(origin: string, uuid: string): string {
  return `${origin.replace(/\/+$/, '')}/link/${uuid}`;
}
