import {
  LOGIN_FAILED_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  RESET_CODE_INVALID_MESSAGE,
  RESET_REQUEST_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type AuthResponse,
  type ChangePasswordRequest,
  type LoginRequest,
  type ResetPasswordRequest,
  type SessionUser,
} from '@job-intake/contracts/identity/identity-api';
import {
  COMPANY_ADMIN_PERMISSIONS,
  PERMISSIONS,
  STANDARD_USER_PERMISSIONS,
  type PermissionName,
} from '@job-intake/contracts/identity/permissions';
import { http, HttpResponse } from 'msw';
import { readStoredSession, type StoredSession } from '../shared/api/stored-session';
import { apiUrl } from './api-url';

export type DemoUser = 'standard' | 'admin' | 'super' | 'auditor';

function sessionUser(
  key: DemoUser,
  name: string,
  email: string,
  company: string,
  role: string,
  permissions: readonly PermissionName[],
): SessionUser {
  return {
    id: `user-${key}`,
    name,
    email,
    cnt_id: null,
    api_key: null,
    list_count: 100,
    column_choice: 'form_variant',
    memberships: [
      {
        id: `membership-${key}`,
        company: { id: `company-${company === 'Job Intake Provider' ? 0 : 1}`, name: company },
        role_id: `role-${key}`,
        role: {
          id: `role-${key}`,
          name: role,
          permissions: permissions.map((value) => ({ value })),
        },
      },
    ],
  };
}

/** The demo users as the API answers them, with the passwords the login handler accepts. */
export const demoUsers: Record<DemoUser, { user: SessionUser; password: string }> = {
  standard: {
    user: sessionUser(
      'standard',
      'Stan Standard',
      'user@demo.job-intake.local',
      'Demo Construction Co.',
      'Standard User',
      STANDARD_USER_PERMISSIONS,
    ),
    password: 'demo-user-pass',
  },
  admin: {
    user: sessionUser(
      'admin',
      'Alice Admin',
      'admin@demo.job-intake.local',
      'Demo Construction Co.',
      'Admin',
      COMPANY_ADMIN_PERMISSIONS,
    ),
    password: 'demo-admin-pass',
  },
  auditor: {
    user: sessionUser(
      'auditor',
      'Audrey Auditor',
      'auditor@demo.job-intake.local',
      'Demo Construction Co.',
      'Auditor',
      ['audit'],
    ),
    password: 'demo-auditor-pass',
  },
  super: {
    user: sessionUser(
      'super',
      'Sam Super',
      'super@job-intake.local',
      'Job Intake Provider',
      'Super Admin',
      PERMISSIONS.map((p) => p.name),
    ),
    password: 'super-admin-pass',
  },
};

/** A stored session of a demo user (what the login page keeps in localStorage). */
export function sessionOf(who: DemoUser): StoredSession {
  return { token: `token-${who}`, user: demoUsers[who].user };
}

/** The code the reset handler accepts; any other is refused with the server's message. */
export const GOOD_RESET_CODE = 'good-code';
/** The current password the change-password handler accepts. */
export const CURRENT_PASSWORD = 'current-pass';

const error = (status: number, message: string, extra: object = {}) =>
  HttpResponse.json({ statusCode: status, message, ...extra }, { status });

/** The user a bearer token stands for: a demo user's, or the session the test stored. */
function userOfToken(authorization: string | null): SessionUser | undefined {
  const token = authorization?.replace(/^Bearer /, '');
  if (!token) return undefined;
  const demo = Object.keys(demoUsers).find((who) => token === `token-${who}`) as
    DemoUser | undefined;
  if (demo) return demoUsers[demo].user;
  const stored = readStoredSession();
  return stored?.token === token ? stored.user : undefined;
}

export const authHandlers = [
  http.post<never, LoginRequest>(apiUrl('/auth/login'), async ({ request }) => {
    const { email, password } = await request.json();
    const found = (Object.keys(demoUsers) as DemoUser[]).find(
      (who) => demoUsers[who].user.email === email && demoUsers[who].password === password,
    );
    if (!found) return error(401, LOGIN_FAILED_MESSAGE);
    return HttpResponse.json<AuthResponse>({ ...sessionOf(found), expires_in: 28800 });
  }),

  http.post(apiUrl('/auth/logout'), () => HttpResponse.json({ success: true })),

  http.get(apiUrl('/auth/me'), ({ request }) => {
    const user = userOfToken(request.headers.get('Authorization'));
    return user
      ? HttpResponse.json(user)
      : error(401, 'Your session has expired. Please sign in again.');
  }),

  http.post(apiUrl('/resetRequest'), () => HttpResponse.json({ message: RESET_REQUEST_MESSAGE })),

  http.post<never, ResetPasswordRequest>(apiUrl('/auth/reset'), async ({ request }) => {
    const body = await request.json();
    if (body.reset_code !== GOOD_RESET_CODE)
      return error(400, RESET_CODE_INVALID_MESSAGE, { success: false });
    return HttpResponse.json({
      success: true,
      message: PASSWORD_RESET_DONE_MESSAGE,
      redirect: '/login',
    });
  }),

  http.get(apiUrl('/dev/mail/status'), () => HttpResponse.json({ active: false })),
  http.get(apiUrl('/dev/mail'), () => error(404, 'Not found')),
  http.get(apiUrl('/dev/webhooks/status'), () => HttpResponse.json({ active: false, url: null })),
  http.get(apiUrl('/dev/webhooks'), () => error(404, 'Not found')),

  http.post(apiUrl('/settings/userConfig'), ({ request }) =>
    userOfToken(request.headers.get('Authorization'))
      ? HttpResponse.json({ result: 'success' })
      : error(401, 'Sign in to continue.'),
  ),

  http.post<never, ChangePasswordRequest>(apiUrl('/settings/password'), async ({ request }) => {
    const { current } = await request.json();
    if (current !== CURRENT_PASSWORD)
      return error(400, WRONG_CURRENT_PASSWORD_MESSAGE, { error: WRONG_CURRENT_PASSWORD_MESSAGE });
    return HttpResponse.json({ token: 'token-after-change' });
  }),
];
