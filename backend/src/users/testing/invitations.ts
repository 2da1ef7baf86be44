import { INVITATION_EMAIL_SUBJECT } from '@job-intake/contracts/identity/users-api';
import { recipient, type TestSmtpServer } from '../../mail/testing/test-smtp-server';
import type { TestApp } from '../../testing/test-app';

/** The link in the latest e-mail with this subject to this address (it is sent before the answer). */
export function lastLink(smtp: TestSmtpServer, email: string, subject: string): string {
  const mail = smtp.messages
    .filter((message) => recipient(message) === email.toLowerCase() && message.subject === subject)
    .at(-1);
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`No e-mail "${subject}" with a link to ${email}`);
  return link;
}

/** The token of the latest invitation e-mailed to this address. */
export function invitationToken(smtp: TestSmtpServer, email: string): string {
  const link = new URL(lastLink(smtp, email, INVITATION_EMAIL_SUBJECT));
  return decodeURIComponent(link.pathname.replace(/^\/invitation\//, ''));
}

/**
 * Invites through POST /user and accepts the e-mailed link, as the invited person would:
 * the way a test gets a member of the company.
 */
export async function addMember(
  t: TestApp,
  smtp: TestSmtpServer,
  auth: Record<string, string>,
  body: { email: string } & Record<string, unknown>,
  query = '',
): Promise<{ id: string; membership_id: string; redirect: string }> {
  await t.http.post(`/api/v1/user${query}`).set(auth).send(body).expect(201);
  const token = invitationToken(smtp, body.email);
  const accepted = await t.http.post('/api/v1/invitation/accept').send({ token }).expect(200);
  const { rows } = await t.pool.query(
    `SELECT u.id, m.id AS membership_id FROM users u JOIN memberships m ON m.user_id = u.id
      WHERE lower(u.email) = lower($1) ORDER BY m.created_at DESC LIMIT 1`,
    [body.email],
  );
  const member = rows[0] as { id: string; membership_id: string };
  return { ...member, redirect: accepted.body.redirect as string };
}
