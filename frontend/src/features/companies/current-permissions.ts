import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import { paths } from '../../config/paths';
import { useHasPermission, useSessionUser, userHasPermission } from '../../shared/api/auth-slice';

/** The sidebar's Company link: the user's own company, for users with the company permission. */
export function useCompanyNavLink(): { to: string; label: string } | null {
  const membership = useSessionUser()?.memberships[0];
  const allowed = useHasPermission('company');
  if (!membership || !allowed) return null;
  return { to: paths.company(membership.company.id), label: 'Company' };
}

/** Checks a permission of the signed-in user's first membership (spec section 6). */
export function useCan(): (permission: PermissionName) => boolean {
  const user = useSessionUser();
  return (permission) => userHasPermission(user, permission);
}
