import type { PermissionName } from '@job-intake/contracts/identity/permissions';

/** How a permission reads on the users page and on API tokens. */
const LABELS: Record<PermissionName, string> = {
  company: 'Company',
  forms: 'Forms',
  users: 'Users',
  super: 'Super Admin',
  services: 'Services',
  workflows: 'Workflows',
  data_export: 'Data Export',
  projects: 'Projects',
  project_history: 'Project History',
  audit: 'Audit',
};

export function permissionLabel(name: string): string {
  return LABELS[name as PermissionName] ?? name;
}
