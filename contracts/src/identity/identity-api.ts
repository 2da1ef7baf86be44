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
export const PASSWORD_MIN_LENGTH = 8;
