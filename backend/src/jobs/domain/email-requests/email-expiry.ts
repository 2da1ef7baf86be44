import type { EmailState } from './email-requests.decider';

/**
 * An e-mail request is expired from its expiry instant on, whether or not the hourly reminder
 * run has recorded EmailExpired yet: its link takes no answer past that instant.
 */
export function isExpired(email: EmailState, now: Date): boolean {
  return email.expired || now.getTime() >= Date.parse(email.expiresAt);
}
