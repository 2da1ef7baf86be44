import { isEmail } from '../job-form/patterns';
import type { CaptchaConfig } from '../guests/guest-api';
import type { PermissionName, PermissionType } from './permissions';

/** GET /permissions */
export interface PermissionDto {
  id: number;
  name: PermissionName;
  type: PermissionType;
  description: string;
}

export interface RoleDto {
  id: string;
  name: string;
  assign_workflow: boolean;
  permissions: PermissionDto[];
}

export interface MembershipDto {
  id: string;
  company: { id: string; name: string };
  role_id: string;
  /** The role's permissions as the UI checks them: a list of items with a value. */
  role: { id: string; name: string; permissions: { value: PermissionName }[] };
}

export const COLUMN_CHOICES = ['form_variant', 'location'] as const;
export type ColumnChoice = (typeof COLUMN_CHOICES)[number];
export const LIST_COUNTS = [100, 500, 1000] as const;

/** The signed-in user, as POST /auth/login answers it and the UI keeps it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  cnt_id: string | null;
  api_key: string | null;
  list_count: number;
  column_choice: ColumnChoice;
  memberships: MembershipDto[];
}

export interface LoginRequest {
  email: string;
  password: string;
  /** The solved captcha's token, sent when the server asked for a proof (SignInProofRequired). */
  captcha?: string;
}

export interface AuthResponse {
  token: string;
  /** Seconds until the token expires. */
  expires_in: number;
  user: SessionUser;
}

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  company_name: string;
}

/** POST /auth/register: the same answer whether or not the e-mail already has an account. */
export interface RegisterResponse {
  message: string;
}

export interface ResetRequest {
  email: string;
}

export interface ResetRequestResponse {
  message: string;
}

export interface ResetPasswordRequest {
  email: string;
  reset_code: string;
  new_pass: string;
  confirm_pass: string;
}

export interface ResetPasswordResponse {
  success: boolean;
  message: string;
  redirect: string;
}

export const LOGIN_FAILED_MESSAGE = 'The email and password combination did not match.';
export const RESET_REQUEST_MESSAGE =
  'If this email exists a message with reset link will be sent to it soon.';
export const PASSWORD_MISMATCH_MESSAGE =
  'Your new password does not match the Confirm New Password field';

// ---- Passwords ------------------------------------------------------------------------------

/** The password policy: at least this many characters (and at most PASSWORD_MAX_LENGTH). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
/** The longest e-mail address sign-in, registration and reset requests read. */
export const SIGN_IN_EMAIL_MAX_LENGTH = 320;
export const RESET_CODE_MAX_LENGTH = 200;
export const SIGN_IN_EMAIL_MESSAGE = 'email must be an e-mail address (name@example.com)';
const NEW_PASSWORD = 'Your new password';

/**
 * What is wrong with a new password, or undefined when the policy accepts it. `subject` names the
 * password in the message ('Your new password must be at least 8 characters long.'). An e-mail
 * address is refused: first passwords used to be e-mails (the account's own or its creator's),
 * which others know (decision 0014).
 */
export function passwordPolicyProblem(
  password: string,
  subject = NEW_PASSWORD,
): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `${subject} must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `${subject} must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  if (password.trim() === '') return `${subject} cannot be only spaces.`;
  if (isEmail(password)) return `${subject} cannot be an e-mail address.`;
  return undefined;
}

export const PASSWORD_TOO_SHORT_MESSAGE = `${NEW_PASSWORD} must be at least ${PASSWORD_MIN_LENGTH} characters long.`;

// ---- Password reset -------------------------------------------------------------------------

/** How long a reset link works, in minutes. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const RESET_CODE_INVALID_MESSAGE =
  'This password reset link is invalid, has expired or was already used. Please request a new one.';
export const PASSWORD_RESET_DONE_MESSAGE =
  'Your password has been updated. Please sign in with your new password.';
export const PASSWORD_RESET_EMAIL_SUBJECT = 'Reset your Job Intake password';

/**
 * An account made for someone else (a new company's admin, an invited new user) starts without a
 * usable password; its holder chooses one through a first-password link, which works this long.
 */
export const FIRST_PASSWORD_TTL_MINUTES = 7 * 24 * 60;
export const FIRST_PASSWORD_EMAIL_SUBJECT = 'Choose your Job Intake password';

/**
 * The reset page's query value `code` holds the reset code and the e-mail separated by a pipe
 * (spec section 2). Anything but exactly two non-empty parts is not a reset code.
 */
export function parseResetCode(value: string): { code: string; email: string } | undefined {
  const parts = value.split('|');
  if (parts.length !== 2) return undefined;
  const [code = '', email = ''] = parts;
  if (code.trim() === '' || email.trim() === '') return undefined;
  return { code: code.trim(), email: email.trim() };
}

/** The path of the link in the reset e-mail, query value properly encoded. */
export function resetLinkPath(code: string, email: string): string {
  return `/reset?code=${encodeURIComponent(`${code}|${email}`)}`;
}

// ---- Rate limits ----------------------------------------------------------------------------

export const TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE =
  'Too many sign-in attempts. Please wait a few minutes and try again.';
export const TOO_MANY_RESET_REQUESTS_MESSAGE =
  'Too many password reset requests. Please wait a few minutes and try again.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a minute and try again.';
/**
 * Sign-in tries of one account from one client address before each further try must wait; a
 * success forgives them. The wait starts at SIGN_IN_DELAY_SECONDS and doubles with each failure,
 * up to MAX_SIGN_IN_DELAY_MINUTES (decision 0013).
 */
export const FREE_SIGN_IN_FAILURES = 3;
export const SIGN_IN_DELAY_SECONDS = 30;
export const MAX_SIGN_IN_DELAY_MINUTES = 15;
/** Failed tries of one account from every address before tries are spaced (never locked). */
export const FREE_ACCOUNT_SIGN_IN_FAILURES = 20;
export const MAX_ACCOUNT_SIGN_IN_DELAY_MINUTES = 2;
/** Failed tries are counted in windows of this length from the first one. */
export const SIGN_IN_FAILURE_WINDOW_MINUTES = 60;
/** The answer when too many passwords are being checked at once. */
export const SERVER_BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';
/** The answer when one address has too many password checks running or waiting at once. */
export const TOO_MANY_SIGN_INS_AT_ONCE_MESSAGE =
  'Too many sign-ins from your network at once. Please try again in a moment.';
/**
 * POST /auth/login answers 428 with this body when the client's address is past its failed
 * sign-ins (SIGN_IN_FAILURES_PER_ADDRESS): the client shows the captcha and sends the solved
 * token as `captcha` with the retry (decision 0013).
 */
export interface SignInProofRequired {
  statusCode: 428;
  error: 'Precondition Required';
  code: typeof SIGN_IN_PROOF_REQUIRED;
  message: string;
  captcha: CaptchaConfig;
}
export const SIGN_IN_PROOF_REQUIRED = 'SIGN_IN_PROOF_REQUIRED';
export const SIGN_IN_PROOF_REQUIRED_MESSAGE =
  'Too many failed sign-ins from your network. Solve the check below to continue.';
/** The 428 message when the sent token was not solved, has expired or was used before. */
export const SIGN_IN_PROOF_FAILED_MESSAGE =
  'The check was not solved, has expired or was already used. Solve it again below.';
/** Reset e-mails one address may be sent in the window. */
export const MAX_RESET_REQUESTS_PER_EMAIL = 3;
export const RESET_REQUEST_WINDOW_MINUTES = 15;

// ---- Registration ---------------------------------------------------------------------------

export const REGISTRATION_RECEIVED_MESSAGE =
  'Thank you. Sign in with this e-mail address and the password you chose. If the address already had an account, nothing was created and its holder was told by e-mail.';
export const REGISTRATION_ATTEMPT_SUBJECT = 'Someone tried to register with your e-mail address';

// ---- Personal settings (/settings) ----------------------------------------------------------

/** POST /settings/userConfig */
export interface UserConfigRequest {
  list_count: number;
  column_choice: ColumnChoice;
}

export interface UserConfigResponse {
  result: 'success';
}

/** POST /settings/password */
export interface ChangePasswordRequest {
  current: string;
  new_pass: string;
}

/** A fresh token: every other session of the user was signed out by the change. */
export interface ChangePasswordResponse {
  token: string;
}

export interface ChangePasswordError {
  statusCode: number;
  error: string;
  message: string;
}

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';
export const USER_CONFIG_SAVED_MESSAGE = 'Your job list options have been saved.';

export const COLUMN_CHOICE_LABELS: Record<ColumnChoice, string> = {
  form_variant: 'Logo',
  location: 'Location',
};
