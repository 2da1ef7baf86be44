import { randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@job-intake/contracts/integrations/webhooks-api';

/** A new signing secret: the Standard Webhooks form, `whsec_` and 32 random bytes in base64. */
export const newEndpointSecret = (): string =>
  `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
