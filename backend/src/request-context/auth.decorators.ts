import {
  createParamDecorator,
  type ExecutionContext,
  SetMetadata,
  UnauthorizedException,
} from '@nestjs/common';
import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import type { AuthenticatedUser, RequestWithUser } from './authenticated-user';

export const IS_PUBLIC = 'isPublic';
export const REQUIRED_PERMISSIONS = 'requiredPermissions';
export const ANY_PERMISSION = 'anyPermission';
export const CHANGES_NOTHING = 'changesNothing';
export const SELF_SERVICE = 'selfService';

/** No sign-in needed (login, reset, guest links, health). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The caller's role must hold every one of these permissions (spec section 6). */
export const RequirePermissions = (...permissions: PermissionName[]) =>
  SetMetadata(REQUIRED_PERMISSIONS, permissions);

/** The caller's role must hold at least one of these permissions. */
export const RequireAnyPermission = (...permissions: PermissionName[]) =>
  SetMetadata(ANY_PERMISSION, permissions);

/**
 * A POST that only reads (a search, a report): like a GET, `audit` opens it where it opens the
 * reads of the permissions it needs. Every other POST, PUT, PATCH or DELETE is a write, which a
 * role without a write permission (an auditor) may not call (decision 0045).
 */
export const ChangesNothing = () => SetMetadata(CHANGES_NOTHING, true);

/**
 * A write that changes only the caller's own account (password, list preferences), open to every
 * signed-in user, an auditor too (decision 0045).
 */
export const SelfService = () => SetMetadata(SELF_SERVICE, true);

export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthenticatedUser => {
    const user = context.switchToHttp().getRequest<RequestWithUser>().user;
    if (!user) throw new UnauthorizedException('Sign in to continue.');
    return user;
  },
);
