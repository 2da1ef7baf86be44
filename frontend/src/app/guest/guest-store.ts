import { configureStore } from '@reduxjs/toolkit';
import { api } from '../../shared/api/api-slice';
import { rootReducer } from '../../shared/store/root-reducer';

/**
 * The guest pages' store: RTK Query's cache, beside a session that stays signed out (the shared
 * base query reads it; a guest never signs in, and a staff user's stored session is not read).
 */
export function makeGuestStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type GuestStore = ReturnType<typeof makeGuestStore>;
