import type { CompanyUserRow, CreateUserRequest } from '@job-intake/contracts/identity/users-api';
import type { UserValues } from '@job-intake/contracts/identity/user.schema';

/** The dialog's inputs: the user's saved fields, or empty ones for a new user. */
export function toUserValues(user: CompanyUserRow | null): UserValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    cnt_id: user?.cnt_id ?? '',
    api_key: '',
    remove_key: false,
    role: user?.role.id ?? '',
  };
}

/** The fields POST /user and PATCH /user/{id} share, trimmed. */
export function toUserFields(values: UserValues, roleId: string): CreateUserRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    cnt_id: values.cnt_id.trim() || null,
    value: roleId,
  };
}

/** PATCH's api_key: null removes the saved key, a typed key replaces it, nothing keeps it. */
export function apiKeyChange(values: UserValues): { api_key?: string | null } {
  if (values.remove_key) return { api_key: null };
  return values.api_key.trim() ? { api_key: values.api_key.trim() } : {};
}

/** New users start in the role of the first workflow step, where new jobs go. */
export function defaultRoleId(
  firstStepRoleId: string | undefined,
  roles: readonly { id: string }[] | undefined,
): string {
  if (!roles || roles.length === 0) return '';
  return roles.some((role) => role.id === firstStepRoleId)
    ? (firstStepRoleId ?? '')
    : (roles[0]?.id ?? '');
}
