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

/** GET /users */
export interface UsersListResponse {
  company: { id: string; name: string };
  users: CompanyUserRow[];
}

/**
 * POST /user. `value` is the id of the role the user gets in this company. An e-mail that already
 * belongs to a user adds that user to this company (their name and keys stay as they are).
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

/** What POST /user did: a new user, or an existing user added to this company. */
export interface SaveUserResponse {
  user: CompanyUserRow;
  created: boolean;
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
export type UploadedUserStatus = 'created' | 'added' | 'existing';

export interface UploadedUser {
  /** Line of the file (the header is line 1). */
  line: number;
  name: string;
  email: string;
  role: string;
  /** created: a new user; added: an existing user joined this company; existing: already here. */
  status: UploadedUserStatus;
}

/** Answer of an accepted file. upload_count counts the users created or added. */
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
