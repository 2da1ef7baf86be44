import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import { paths } from '../../config/paths';
import { useSessionUser, userHasPermission, userMayRead } from '../../shared/api/auth-slice';

/**
 * Who opens /company/{id}: the company permission, or `audit` (an auditor sees its Statistics,
 * Data Export and Webhooks tabs only).
 */
export const COMPANY_PAGE_PERMISSIONS: readonly PermissionName[] = ['company', 'audit'];

/** The sidebar's Company link: the user's own company, for those who may open its page. */
export function useCompanyNavLink(): { to: string; label: string } | null {
  const user = useSessionUser();
  const membership = user?.memberships[0];
  const allowed = COMPANY_PAGE_PERMISSIONS.some((permission) =>
    userHasPermission(user, permission),
  );
  if (!membership || !allowed) return null;
  return { to: paths.company(membership.company.id), label: 'Company' };
}

/** Checks a permission of the signed-in user's first membership (spec section 6). */
export function useCan(): (permission: PermissionName) => boolean {
  const user = useSessionUser();
  return (permission) => userHasPermission(user, permission);
}

/** Whether the signed-in user may read what a permission opens (`audit` opens some reads). */
export function useCanRead(): (permission: PermissionName) => boolean {
  const user = useSessionUser();
  return (permission) => userMayRead(user, permission);
}
