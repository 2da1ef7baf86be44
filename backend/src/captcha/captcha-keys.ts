import { createHmac } from 'node:crypto';
import { jwtSecret } from '../config/auth-config';
import type { AppConfig } from '../config/app-config';

/**
 * The key that signs ALTCHA challenges: ALTCHA_HMAC_KEY when set, else one derived from the
 * session token key (itself kept in DATA_DIR), so that it survives restarts without a new file
 * and a leaked ALTCHA key tells nothing about the session key.
 */
export function altchaHmacKey(
  config: Pick<AppConfig, 'ALTCHA_HMAC_KEY' | 'JWT_SECRET' | 'DATA_DIR'>,
): string {
  if (config.ALTCHA_HMAC_KEY) return config.ALTCHA_HMAC_KEY;
  return createHmac('sha256', jwtSecret(config)).update('altcha-challenges').digest('hex');
}
