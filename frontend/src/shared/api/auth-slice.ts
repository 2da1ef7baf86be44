import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@job-intake/contracts/identity/identity-api';
import {
  hasPermission,
  mayRead,
  type PermissionName,
} from '@job-intake/contracts/identity/permissions';
import { useAppSelector } from '../store/hooks';
import { readStoredSession, type StoredSession } from './stored-session';

/**
 * The signed-in session (spec section 4, Login): the access token and the user, kept in
 * localStorage (stored-session.ts) whenever they change.
 */
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

/** Whether the user may read what the permission opens (`audit` opens the jobs' reads). */
export function userMayRead(user: SessionUser | null, permission: PermissionName): boolean {
  const names = user?.memberships[0]?.role.permissions.map(({ value }) => value) ?? [];
  return mayRead(names, permission);
}

/** The signed-in user, or null. */
export function useSessionUser(): SessionUser | null {
  return useAppSelector(selectSessionUser);
}

/** Whether the signed-in user's role holds the permission. */
export function useHasPermission(permission: PermissionName): boolean {
  return userHasPermission(useSessionUser(), permission);
}

/** Whether the signed-in user may read what the permission opens, as an auditor may. */
export function useMayRead(permission: PermissionName): boolean {
  return userMayRead(useSessionUser(), permission);
}

/**
 * Whether the signed-in user may change jobs (projects); an auditor, who holds only `audit`,
 * sees every job read-only.
 */
export function useCanChangeJobs(): boolean {
  return useHasPermission('projects');
}

/** The state a new store starts with: signed in when a session is stored. */
export function initialAuthState(): AuthState {
  const stored = readStoredSession();
  return stored ? { ...signedOutState, ...stored } : signedOutState;
}
