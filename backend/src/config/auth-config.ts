import { randomBytes } from 'node:crypto';
import type { AppConfig } from './app-config';
import { keptInDataDir } from './kept-in-data-dir';

/** The only algorithm session tokens are signed and accepted with. */
export const JWT_ALGORITHM = 'HS256';

/**
 * The key that signs session tokens: JWT_SECRET when set, else one generated once and kept in
 * DATA_DIR so that a restart does not sign everybody out.
 */
export function jwtSecret(config: Pick<AppConfig, 'JWT_SECRET' | 'DATA_DIR'>): string {
  return (
    config.JWT_SECRET ??
    keptInDataDir(config.DATA_DIR, 'jwt-secret', () => randomBytes(48).toString('base64url'))
  );
}
