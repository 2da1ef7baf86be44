import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { env } from '../../config/env';

/**
 * Every request goes through this base query: the auth work adds the bearer token header (via
 * `prepareHeaders`) and the 401 → /login handling here, in one place.
 */
const baseQuery = fetchBaseQuery({ baseUrl: env.apiUrl });

/** The one API slice; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Job', 'JobList'],
  endpoints: () => ({}),
});
