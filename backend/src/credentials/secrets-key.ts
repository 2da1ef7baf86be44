import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { keptInDataDir } from '../config/kept-in-data-dir';

/**
 * The key of the deployment's SecretBox: SECRETS_KEY when set, else one generated once and kept
 * in DATA_DIR/secrets-key. Losing it loses what it sealed; several instances must share it.
 */
export function secretsKey(config: Pick<AppConfig, 'SECRETS_KEY' | 'DATA_DIR'>): Buffer {
  const hex =
    config.SECRETS_KEY ??
    keptInDataDir(config.DATA_DIR, 'secrets-key', () => randomBytes(32).toString('hex'));
  return Buffer.from(hex, 'hex');
}
