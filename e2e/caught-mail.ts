// The e-mails the app's local catcher kept (no SMTP_URL), as the specs read them: GET /dev/mail
// answers a signed-in super admin only, since its messages hold reset and invitation links.
import type { APIRequestContext } from '@playwright/test';
import { bearer } from './guest-helpers';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** Every message the catcher holds, newest first. */
export async function caughtMails(request: APIRequestContext): Promise<CaughtMail[]> {
  const answer = await request.get('/api/v1/dev/mail', { headers: await bearer(request, 'super') });
  if (answer.status() !== 200) {
    throw new Error(`GET /dev/mail answered ${answer.status()}: ${await answer.text()}`);
  }
  return ((await answer.json()) as { messages: CaughtMail[] }).messages;
}
