import type { SessionUser } from '@job-intake/contracts/identity/identity-api';

/**
 * The signed-in session (spec section 4, Login): the access token and the user, kept in
 * localStorage under one key so that a reload or a new tab stays signed in. Other tools (e.g.
 * screenshot scripts) write this key directly: keep its name and its `{ token, user }` shape.
 */
export const SESSION_STORAGE_KEY = 'job-intake.session';

export interface StoredSession {
  token: string;
  user: SessionUser;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const { token, user } = value as Partial<StoredSession>;
  return (
    typeof token === 'string' &&
    token !== '' &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.name === 'string' &&
    Array.isArray(user.memberships)
  );
}

/** The stored session, or null when there is none or it is unreadable. */
export function readStoredSession(
  storage: Storage | undefined = globalStorage(),
): StoredSession | null {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isStoredSession(parsed) ? { token: parsed.token, user: parsed.user } : null;
  } catch {
    return null;
  }
}

/** Writes the session (or removes it when signed out). */
export function writeStoredSession(
  session: StoredSession | null,
  storage: Storage | undefined = globalStorage(),
): void {
  try {
    if (session) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else storage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Private mode or a full storage: the session still lives in memory.
  }
}

function globalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
