import { env } from '../../config/env';

/** Logo images are served under /api/v1/{file location} (spec section 2, "Form builder"). */
export function logoUrl(location: string): string {
  return `${env.apiUrl}/${location.replace(/^\/+/, '')}`;
}
