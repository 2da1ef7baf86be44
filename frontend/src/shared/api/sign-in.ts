import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { AuthResponse, LoginRequest } from '@job-intake/contracts/identity/identity-api';
import { env } from '../../config/env';

/**
 * POST /auth/login on fetch alone: /login's first load signs in before Redux and the router are
 * loaded (issue 29), and the app's login route signs in through the same call. A refusal is thrown
 * in RTK Query's error shape (`{ status, data }`), so `errorStatus`, `errorMessage` and
 * `proofRequestOf` read it as they read any failed API call.
 */
export async function signIn(request: LoginRequest): Promise<AuthResponse> {
  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
  } catch (cause) {
    throw { status: 'FETCH_ERROR', error: String(cause) } satisfies FetchBaseQueryError;
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok || data === undefined) {
    throw { status: response.status, data } satisfies FetchBaseQueryError;
  }
  return data as AuthResponse;
}
