import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { env } from '../../config/env';
import { selectToken, sessionExpired, type WithAuth } from './auth-slice';

/** Per-endpoint options of the base query (`extraOptions` of an endpoint definition). */
export interface ApiExtraOptions {
  /** Sent without the token, and a 401 is the endpoint's own answer (login, password reset). */
  public?: boolean;
}

const publicQuery = fetchBaseQuery({
  baseUrl: env.apiUrl,
  prepareHeaders: (headers) => {
    headers.set('Cache-Control', 'no-cache');
    return headers;
  },
});

const authenticatedQuery = fetchBaseQuery({
  baseUrl: env.apiUrl,
  prepareHeaders: (headers, { getState }) => {
    headers.set('Cache-Control', 'no-cache');
    const token = selectToken(getState() as WithAuth);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * Every request goes through here: the bearer token is added in one place, and a 401 to a call
 * that carried a token clears the stored session (spec section 4, Login); the route guards then
 * send the user to /login.
 */
const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions
> = async (args, api, extraOptions) => {
  if (extraOptions?.public) return publicQuery(args, api, {});
  const tokenSent = selectToken(api.getState() as WithAuth);
  const result = await authenticatedQuery(args, api, {});
  // Only when the token that failed is still the current one (not a session signed in since).
  if (
    result.error?.status === 401 &&
    tokenSent &&
    selectToken(api.getState() as WithAuth) === tokenSent
  ) {
    api.dispatch(sessionExpired());
  }
  return result;
};

/** The one API slice; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Job',
    'JobList',
    'Form',
    'FormList',
    'Company',
    'CompanyList',
    'UserList',
    'RoleList',
    'WorkflowSteps',
    'ShareLinks',
    'JobEmails',
    'EmailTemplates',
    'AccessLog',
    'ApiTokens',
  ],
  endpoints: () => ({}),
});
