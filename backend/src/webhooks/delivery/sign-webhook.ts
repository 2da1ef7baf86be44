import { Webhook } from 'standardwebhooks';

/** The secrets an endpoint signs with now: its own, and the one before it during the overlap. */
export interface SigningSecrets {
  readonly secret: string;
  readonly previous_secret: string | null;
  readonly previous_secret_until: Date | null;
}

/**
 * The Standard Webhooks headers of one attempt: `webhook-id` (the same on every attempt),
 * `webhook-timestamp` (this attempt's) and `webhook-signature`, one `v1,` signature per secret
 * in use, space-separated, signed by the reference implementation.
 */
export function signedHeaders(
  messageId: string,
  body: string,
  secrets: SigningSecrets,
  now: Date,
): Record<string, string> {
  const inUse = [secrets.secret];
  if (
    secrets.previous_secret &&
    secrets.previous_secret_until &&
    secrets.previous_secret_until > now
  )
    inUse.push(secrets.previous_secret);
  return {
    'content-type': 'application/json',
    'user-agent': 'JobIntake-Webhooks/1',
    'webhook-id': messageId,
    'webhook-timestamp': Math.floor(now.getTime() / 1000).toString(),
    'webhook-signature': inUse
      .map((secret) => new Webhook(secret).sign(messageId, now, body))
      .join(' '),
  };
}
