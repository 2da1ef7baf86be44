/**
 * Permissions (spec section 6). A role holds a list of them; a check passes when the first
 * membership's role holds the one asked for. Page permissions open screens, action permissions
 * allow operations.
 */
export const PERMISSIONS = [
  { name: 'company', type: 'page', description: 'Company settings (/company/{id})' },
  { name: 'forms', type: 'page', description: 'Create and edit forms; see all forms' },
  { name: 'users', type: 'page', description: 'Users, roles and workflow steps (/users)' },
  { name: 'super', type: 'page', description: 'All companies, statistics and reports' },
  { name: 'services', type: 'page', description: 'The Services tab of the company page' },
  { name: 'workflows', type: 'action', description: 'Add or edit roles and workflow steps' },
  { name: 'data_export', type: 'page', description: 'The Data Export tab' },
  { name: 'projects', type: 'action', description: 'Create and work on jobs' },
  { name: 'project_history', type: 'action', description: 'See the history of jobs' },
  {
    name: 'audit',
    type: 'page',
    description:
      'Read every job of the company, its history, statistics and export; change nothing',
  },
] as const;

export type PermissionName = (typeof PERMISSIONS)[number]['name'];
export type PermissionType = 'page' | 'action';

/** What the Standard User role of a new company holds. */
export const STANDARD_USER_PERMISSIONS: readonly PermissionName[] = ['projects', 'project_history'];

/** Everything but super: the Admin role of a new company. */
export const COMPANY_ADMIN_PERMISSIONS: readonly PermissionName[] = PERMISSIONS.map(
  (p) => p.name,
).filter((name) => name !== 'super');

export function isPermissionName(value: string): value is PermissionName {
  return PERMISSIONS.some((permission) => permission.name === value);
}

/** The check of spec section 6: any permission value equal to the one asked. */
export function hasPermission(
  permissions: readonly { value: string }[] | undefined,
  wanted: PermissionName,
): boolean {
  return permissions?.some((permission) => permission.value === wanted) ?? false;
}

/**
 * The permissions whose reads `audit` opens too (never their writes): the jobs with everything
 * in them, their History and time travel, and the data export.
 */
export const READS_OPENED_BY_AUDIT: readonly PermissionName[] = [
  'projects',
  'project_history',
  'data_export',
];

/** Permissions that let their holder change nothing: `audit` and the reads it stands for. */
const READ_ONLY_PERMISSIONS: readonly PermissionName[] = [
  'audit',
  'project_history',
  'data_export',
];

/** Whether a role holding these permission names may read what `wanted` opens. */
export function mayRead(permissions: readonly string[], wanted: PermissionName): boolean {
  return (
    permissions.includes(wanted) ||
    (permissions.includes('audit') && READS_OPENED_BY_AUDIT.includes(wanted))
  );
}

/**
 * Whether a role may change anything at all: it holds a permission besides the read-only ones.
 * A role holding only `audit` (an auditor) does not.
 */
export function mayWrite(permissions: readonly string[]): boolean {
  return permissions.some((name) => !(READ_ONLY_PERMISSIONS as readonly string[]).includes(name));
}
