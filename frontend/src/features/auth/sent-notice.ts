import type { LoginNotice } from './login-page';

/** The message a page sent the user to /login with (after a password reset, an invitation). */
export function sentNotice(state: unknown): LoginNotice | null {
  const sent = isRecord(state) ? state.notice : null;
  return typeof sent === 'string' ? { text: sent, variant: 'success' } : null;
}

/**
 * The same message on a reload of /login, which shows the sign-in page before the router is
 * loaded: the router keeps a navigation's state under `usr` in the history entry, and the browser
 * keeps the entry's state across a reload.
 */
export function sentNoticeInHistory(historyState: unknown): LoginNotice | null {
  return sentNotice(isRecord(historyState) ? historyState.usr : null);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
