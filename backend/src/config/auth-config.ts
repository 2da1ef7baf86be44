import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from './app-config';

/** The only algorithm session tokens are signed and accepted with. */
export const JWT_ALGORITHM = 'HS256';

/**
 * The key that signs session tokens: JWT_SECRET when set, else one generated once and kept in
 * DATA_DIR so that a restart does not sign everybody out.
 */
export function jwtSecret(config: Pick<AppConfig, 'JWT_SECRET' | 'DATA_DIR'>): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = join(config.DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.DATA_DIR, { recursive: true, mode: 0o755 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
