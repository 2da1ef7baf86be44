import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import { useSessionUser, userHasPermission } from '../../shared/api/auth-slice';

/** The sidebar's Company link: the user's own company, for users with the company permission. */
export function useCompanyNavLink(): { to: string; label: string } | null {
  const user = useSessionUser();
  const membership = user?.memberships[0];
  if (!membership || !userHasPermission(user, 'company')) return null;
  return { to: `/company/${encodeURIComponent(membership.company.id)}`, label: 'Company' };
}

/** Checks a permission of the signed-in user's first membership (spec section 6). */
export function useCan(): (permission: PermissionName) => boolean {
  const user = useSessionUser();
  return (permission) => userHasPermission(user, permission);
}
