import { timingSafeEqual } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** The three headers a Standard Webhooks delivery is signed with. */
export interface SignedDeliveryHeaders {
  'webhook-id'?: string;
  'webhook-timestamp'?: string;
  'webhook-signature'?: string;
}

/**
 * Whether one of the delivery's `v1,` signatures is the one the Standard Webhooks reference
 * library makes with `secret` (base64 HMAC-SHA256 over `id.timestamp.body`). Its `verify` is not
 * used because it refuses a timestamp older than five minutes, and deliveries are read long after
 * they came.
 */
export function signatureMatches(
  secret: string,
  headers: SignedDeliveryHeaders,
  body: Buffer,
): boolean {
  const id = headers['webhook-id'];
  const seconds = Number(headers['webhook-timestamp']);
  const signatures = headers['webhook-signature'];
  if (!id || !Number.isSafeInteger(seconds) || !signatures) return false;
  const expected = Buffer.from(
    new Webhook(secret).sign(id, new Date(seconds * 1000), body).slice('v1,'.length),
    'base64',
  );
  return signatures
    .split(' ')
    .filter((signature) => signature.startsWith('v1,'))
    .map((signature) => Buffer.from(signature.slice('v1,'.length), 'base64'))
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected));
}
