import type { PageInfo, PageQuery } from '../paging';
import type { PermissionDto } from './identity-api';

/**
 * The users page API (spec sections 2, 3, 5, 6, 7): users and their memberships, roles, workflow
 * steps and the CSV user upload. Every call is scoped to the caller's company; a super admin may
 * name another company with the `company_id` query parameter (the /admin/users/{id} page).
 */

/**
 * The standard e-mail pattern of spec section 5 (a local part, @, a domain and a top-level domain
 * of 2 or more letters) lives with the other input patterns; re-exported here for its users.
 */
export { EMAIL_PATTERN, isEmail } from '../job-form/patterns';

/** Query parameter a super admin uses to manage another company. */
export interface CompanyScopeQuery {
  company_id?: string;
}

// ---------------------------------------------------------------------------------------------
// Users and memberships

/** One row of the Application Users table (GET /users). */
export interface CompanyUserRow {
  /** The user's id (PATCH /user/{id}). */
  id: string;
  /** The membership in this company (DELETE /membership/{id}). */
  membership_id: string;
  name: string;
  email: string;
  cnt_id: string | null;
  /** Whether the user holds an API key; the key itself never leaves the server here. */
  has_api_key: boolean;
  role: { id: string; name: string };
  /** True for the caller's own row, which cannot be deleted. */
  is_self: boolean;
  created_at: string;
}

/**
 * An invitation to the company that its addressee has not accepted yet. It shows only what the
 * admin typed, never anything of an account the e-mail may already have (decision 0014).
 */
export interface PendingInvitationRow {
  id: string;
  name: string;
  email: string;
  role: { id: string; name: string };
  expires_at: string;
  /** The link no longer works (by the server's clock); inviting again sends a new one. */
  expired: boolean;
  created_at: string;
}

/** The columns the Application Users table sorts by. */
export const USER_SORTS = ['name', 'email', 'role', 'cnt_id', 'api_key'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const DEFAULT_USER_SORT = { sort: 'name', dir: 'asc' } as const;

/** GET /users?page=…&size=…&sort=…&dir=…&q=…: `q` finds users by name or e-mail. */
export interface UsersListQuery extends CompanyScopeQuery, PageQuery<UserSort> {
  q?: string;
}

/**
 * GET /users: one page of the company's users (`total` counts every match) and every invitation
 * not accepted yet.
 */
export interface UsersListResponse extends PageInfo<UserSort> {
  company: { id: string; name: string };
  users: CompanyUserRow[];
  total: number;
  invitations: PendingInvitationRow[];
}

/**
 * POST /user. `value` is the id of the role the user gets in this company. The person is invited
 * by e-mail and becomes a member on accepting; a new account takes name, CNT ID and API key from
 * here, an existing account keeps its own.
 */
export interface CreateUserRequest {
  name: string;
  email: string;
  cnt_id?: string | null;
  api_key?: string | null;
  value: string;
}

/**
 * PATCH /user/{id}: every field is optional (`id`, if sent, must be the one of the URL).
 * `api_key` left out keeps the stored key; null or an empty string removes it. Name, e-mail,
 * CNT ID and API key of a user who also belongs to another company can only be changed by a
 * super admin; the role in this company always can.
 */
export type UpdateUserRequest = Partial<CreateUserRequest> & { id?: string };

/** PATCH /user/{id} */
export interface SaveUserResponse {
  user: CompanyUserRow;
}

/**
 * POST /user: the same answer whether the e-mail is new or already has an account elsewhere, so
 * that it tells nothing about accounts outside the company.
 */
export interface InviteUserResponse {
  invitation: PendingInvitationRow;
  message: string;
}

/** DELETE /invitation/{id}: an open invitation withdrawn; its link stops working. */
export interface WithdrawInvitationResponse {
  invitation_id: string;
}

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;
export const INVITATION_EMAIL_SUBJECT = 'You are invited to Job Intake';
export const INVITATION_INVALID_MESSAGE =
  'This invitation link is invalid, has expired or was already used. Ask for a new invitation.';

export function invitationSentMessage(email: string): string {
  return `An invitation was sent to ${email}.`;
}

/** The page an invitation e-mail links to. */
export function invitationLinkPath(token: string): string {
  return `/invitation/${encodeURIComponent(token)}`;
}

/** POST /invitation/lookup and POST /invitation/accept */
export interface InvitationTokenRequest {
  token: string;
}

/** Longer than any token the server makes: a bound on what a request may carry. */
export const INVITATION_TOKEN_MAX_LENGTH = 200;

/** POST /invitation/lookup: what the invitation offers, for its addressee. */
export interface InvitationDetails {
  company: { name: string };
  email: string;
  role: string;
  /** True when the e-mail has no account yet: accepting leads on to choosing a password. */
  new_account: boolean;
}

/** POST /invitation/accept: where to go next (the password form for a new account, else /login). */
export interface AcceptInvitationResponse {
  message: string;
  redirect: string;
}

export function invitationAcceptedMessage(company: string): string {
  return `You are now a member of ${company}${company.endsWith('.') ? '' : '.'}`;
}

export interface DeleteMembershipResponse {
  membership_id: string;
}

export const OWN_MEMBERSHIP_MESSAGE =
  "You can't delete your own membership. Ask another user with the users permission to remove you.";

// ---------------------------------------------------------------------------------------------
// Roles

/** A role of the company (GET /roles). */
export interface CompanyRoleDto {
  id: string;
  name: string;
  assign_workflow: boolean;
  permissions: PermissionDto[];
  /** How many users of the company hold the role. */
  user_count: number;
}

/** POST /roles and POST /roles/{id}. Permissions by id or by name. */
export interface SaveRoleRequest {
  name: string;
  assign_workflow: boolean;
  permissions: (number | string)[];
}

export const ROLE_NAME_MAX_LENGTH = 100;
/** More than the permission catalogue holds: a bound on what one request may name. */
export const ROLE_MAX_PERMISSIONS = 50;

/** Spec section 5: a new role needs a name that is not blank and at least one permission. */
export function canSaveRole(role: { name: string; permissions: readonly unknown[] }): boolean {
  return role.name.trim() !== '' && role.permissions.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Workflow steps

/** One step of the company's workflow, in order (GET /workflows). */
export interface WorkflowStepDto {
  id: string;
  /** 1 for the first step. */
  position: number;
  role: { id: string; name: string; assign_workflow: boolean };
}

/** POST /workflows and POST /workflows/{id}. */
export interface SaveWorkflowStepRequest {
  role_id: string;
}

export const ONLY_STEP_MESSAGE = "Sorry, you can't delete the only step.";

// ---------------------------------------------------------------------------------------------
// CSV user upload (POST /userFile, multipart: file, div_id, role_id)

/** The columns a user CSV may have; the first line names them, in any order. */
/** Limits of a user's fields (POST /user, PATCH /user/{id}, the user CSV and the user dialog). */
export const USER_NAME_MAX_LENGTH = 200;
export const USER_EMAIL_MAX_LENGTH = 254;
export const USER_API_KEY_MAX_LENGTH = 200;

export const USER_CSV_COLUMNS = ['name', 'email', 'cnt_id', 'api_key', 'role'] as const;
export type UserCsvColumn = (typeof USER_CSV_COLUMNS)[number];
export const USER_CSV_REQUIRED_COLUMNS: readonly UserCsvColumn[] = ['name', 'email'];
export const USER_CSV_MAX_ROWS = 1000;
export const USER_CSV_MAX_BYTES = 1024 * 1024;
export const USER_CSV_EXAMPLE = [
  'name,email,cnt_id,api_key,role',
  'Pat Example,pat@example.com,100245,,Reviewer',
  'Lee Sample,lee@example.com,,,',
].join('\n');

/** What happened to one row of an accepted file. */
export type UploadedUserStatus = 'invited' | 'existing';

export interface UploadedUser {
  /** Line of the file (the header is line 1). */
  line: number;
  name: string;
  email: string;
  role: string;
  /** invited: an invitation was sent (as by POST /user); existing: already a member here. */
  status: UploadedUserStatus;
}

/** Answer of an accepted file. upload_count counts the invitations sent. */
export interface UserUploadResponse {
  users: UploadedUser[];
  upload_count: number;
}

/** One reason a line was refused. Line 0 means the file as a whole. */
export interface UserUploadRowError {
  line: number;
  field?: UserCsvColumn;
  reason: string;
}

/**
 * A file with any bad row is refused as a whole (400) and nothing is imported: the answer lists
 * every bad line so the file can be fixed and uploaded again.
 */
export interface UserUploadErrorResponse {
  statusCode: 400;
  message: string;
  error: string;
  errors: UserUploadRowError[];
}

export const UPLOAD_SUCCESS_MESSAGE = 'Upload completed successfully!';

// ---------------------------------------------------------------------------------------------
// Provider look-ups through the backend

/** GET /provider/contacts/{cnt_id}/api-key */
export interface ContactApiKeyResponse {
  cnt_id: string;
  api_key: string;
}

export const CNT_ID_NEEDED_MESSAGE = "A CNT ID is needed to look up the user's API Key";
