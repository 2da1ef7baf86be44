import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@job-intake/contracts/integrations/webhooks-api';

/** The three headers a Standard Webhooks delivery is signed with. */
export interface SignedDeliveryHeaders {
  'webhook-id'?: string;
  'webhook-timestamp'?: string;
  'webhook-signature'?: string;
}

/**
 * Whether one of the delivery's `v1,` signatures is the Standard Webhooks signature with `secret`
 * (`whsec_` and the base64 key): base64 HMAC-SHA256 over `id.timestamp.body`. The timestamp's age
 * is not checked, since the deliveries are read long after they came.
 */
export function signatureMatches(
  secret: string,
  headers: SignedDeliveryHeaders,
  body: Buffer,
): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) return false;
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest();
  return signatures
    .split(' ')
    .filter((signature) => signature.startsWith('v1,'))
    .map((signature) => Buffer.from(signature.slice(3), 'base64'))
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected));
}
