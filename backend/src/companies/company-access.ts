import { ForbiddenException } from '@nestjs/common';
import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import type { AuthenticatedUser } from '../request-context/authenticated-user';
import { DomainError } from '../shared/domain-error';

export const COMPANY_NOT_FOUND = 'Company not found';

/**
 * Who may open a company's settings (spec section 6): a super admin any company, a user with the
 * company permission (or another one `allowedBy` names) only their own. Another company is
 * answered like a missing one (404).
 */
export function assertCompanyAccess(
  user: AuthenticatedUser,
  companyId: string,
  allowedBy: readonly PermissionName[] = ['company'],
): void {
  if (isSuperAdmin(user)) return;
  if (!allowedBy.some((permission) => user.permissions.includes(permission))) {
    throw new ForbiddenException(
      `You do not have permission to do this (${allowedBy.join(' or ')} is needed).`,
    );
  }
  if (companyId !== user.companyId) throw new DomainError('not_found', COMPANY_NOT_FOUND);
}

export const isSuperAdmin = (user: AuthenticatedUser): boolean =>
  user.permissions.includes('super');
