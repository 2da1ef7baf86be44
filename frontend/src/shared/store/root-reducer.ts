import { combineReducers } from '@reduxjs/toolkit';
import { api } from '../api/api-slice';
import { authReducer } from '../api/auth-slice';

/** The app's state: the session and RTK Query's cache. */
export const rootReducer = combineReducers({ auth: authReducer, [api.reducerPath]: api.reducer });

export type RootState = ReturnType<typeof rootReducer>;
