import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@job-intake/contracts/identity/identity-api';
import { hasPermission, type PermissionName } from '@job-intake/contracts/identity/permissions';
import { useAppSelector } from '../store/hooks';

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

export interface AuthState {
  token: string | null;
  user: SessionUser | null;
  /** Why the user was signed out, shown on the login page (e.g. an expired session). */
  notice: string | null;
  /** Signed out on purpose (Logout, here or in another tab): the next sign-in starts afresh. */
  signedOutByUser: boolean;
}

export const SESSION_EXPIRED_NOTICE = 'Your session has expired. Please sign in again.';

const signedOutState: AuthState = { token: null, user: null, notice: null, signedOutByUser: false };
const loggedOutState: AuthState = { ...signedOutState, signedOutByUser: true };

const authSlice = createSlice({
  name: 'auth',
  initialState: signedOutState,
  reducers: {
    signedIn: (_state, action: PayloadAction<StoredSession>) => ({
      ...signedOutState,
      ...action.payload,
    }),
    signedOut: () => loggedOutState,
    /** A 401 to an authenticated call: the token is no longer good. */
    sessionExpired: () => ({ ...signedOutState, notice: SESSION_EXPIRED_NOTICE }),
    /** Another tab signed in or out (the storage event). */
    sessionRestored: (_state, action: PayloadAction<StoredSession | null>) =>
      action.payload ? { ...signedOutState, ...action.payload } : loggedOutState,
    /** Fresh user data from the server (GET /auth/me, saved settings). */
    sessionUserUpdated: (state, action: PayloadAction<Partial<SessionUser>>) => {
      if (!state.user) return;
      const updated = { ...state.user, ...action.payload };
      // Unchanged data keeps the same object: nothing re-renders, nothing is stored again.
      if (JSON.stringify(updated) !== JSON.stringify(state.user)) state.user = updated;
    },
    /** A password change answers a new token; every older one is revoked. */
    tokenReplaced: (state, action: PayloadAction<string>) => {
      if (state.token) state.token = action.payload;
    },
  },
});

export const {
  signedIn,
  signedOut,
  sessionExpired,
  sessionRestored,
  sessionUserUpdated,
  tokenReplaced,
} = authSlice.actions;
export const authReducer = authSlice.reducer;

/** The slice of the root state the auth selectors read. */
export interface WithAuth {
  auth: AuthState;
}

export const selectToken = (state: WithAuth) => state.auth.token;
const selectSessionUser = (state: WithAuth) => state.auth.user;
export const selectIsSignedIn = (state: WithAuth) => !!state.auth.token && !!state.auth.user;
export const selectAuthNotice = (state: WithAuth) => state.auth.notice;
export const selectSignedOutByUser = (state: WithAuth) => state.auth.signedOutByUser;

/** The check of spec section 6, on the first membership's role. */
export function userHasPermission(user: SessionUser | null, permission: PermissionName): boolean {
  return hasPermission(user?.memberships[0]?.role.permissions, permission);
}

/** The signed-in user, or null. */
export function useSessionUser(): SessionUser | null {
  return useAppSelector(selectSessionUser);
}

/** Whether the signed-in user's role holds the permission. */
export function useHasPermission(permission: PermissionName): boolean {
  return userHasPermission(useSessionUser(), permission);
}

// ---- localStorage ---------------------------------------------------------------------------

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

/** The state a new store starts with: signed in when a session is stored. */
export function initialAuthState(): AuthState {
  const stored = readStoredSession();
  return stored ? { ...signedOutState, ...stored } : signedOutState;
}

function globalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
