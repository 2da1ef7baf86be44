import { createHash } from 'node:crypto';

/**
 * Stands for the public origin in a stored e-mail request (the processor has no configuration);
 * the sender puts PUBLIC_URL in its place. An http(s) address, so the HTML part links it.
 */
export const PUBLIC_ORIGIN_PLACEHOLDER = 'https://public-origin.invalid';

/** Where a recipient stops the request's reminders: the unsubscribe page of the frontend. */
export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/unsubscribe/${encodeURIComponent(token)}`;
}

/** The lines under every e-mail of a request, in text and HTML. */
export function unsubscribeFooter(token: string): { text: string; html: string } {
  const url = unsubscribeUrl(PUBLIC_ORIGIN_PLACEHOLDER, token);
  return {
    text: `\n\n--\nNo more reminders for this request: ${url}`,
    html: `<br>\n<br>\n--<br>\nNo more reminders for this request: <a href="${url}">${url}</a>`,
  };
}

/** A stored text with the public origin filled in. */
export function withPublicOrigin(text: string, origin: string): string {
  return text.split(PUBLIC_ORIGIN_PLACEHOLDER).join(origin.replace(/\/+$/, ''));
}

/** The Message-ID of the message an event sends to one recipient: the same on every attempt. */
export function messageIdOf(eventId: string, recipient: string): string {
  const recipientHash = createHash('sha256')
    .update(recipient.toLowerCase())
    .digest('hex')
    .slice(0, 16);
  return `<${eventId}.${recipientHash}@job-intake>`;
}
