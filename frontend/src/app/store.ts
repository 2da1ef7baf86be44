import { configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { api } from '../shared/api/api-slice';
import {
  type AuthState,
  initialAuthState,
  sessionExpired,
  sessionRestored,
  signedIn,
  signedOut,
} from '../shared/api/auth-slice';
import {
  readStoredSession,
  SESSION_STORAGE_KEY,
  writeStoredSession,
} from '../shared/api/stored-session';
import { rootReducer } from '../shared/store/root-reducer';

/**
 * A fresh store per call, so each test starts from an empty cache. The session starts from
 * localStorage (`auth`) unless one is given.
 */
export function makeStore(auth: AuthState = initialAuthState()) {
  const listeners = createListenerMiddleware();
  // Another user, or nobody: nothing cached for the previous session may show.
  listeners.startListening({
    matcher: isAnyOf(signedIn, signedOut, sessionExpired, sessionRestored),
    effect: (_action, { dispatch }) => {
      dispatch(api.util.resetApiState());
    },
  });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { auth },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listeners.middleware).concat(api.middleware),
  });

  // The session is kept in localStorage whenever it changes.
  let saved = store.getState().auth;
  store.subscribe(() => {
    const { auth: current } = store.getState();
    if (current.token === saved.token && current.user === saved.user) return;
    saved = current;
    writeStoredSession(
      current.token && current.user ? { token: current.token, user: current.user } : null,
    );
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;

/**
 * Follows sign-ins and sign-outs of other tabs (the storage event fires in every other tab of the
 * origin). Returns the function that stops following.
 */
export function syncSessionAcrossTabs(store: AppStore): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== SESSION_STORAGE_KEY) return;
    const stored = readStoredSession();
    const { token } = store.getState().auth;
    if ((stored?.token ?? null) !== token) store.dispatch(sessionRestored(stored));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
