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

/** No sign-in needed (login, reset, guest links, health). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The caller's role must hold every one of these permissions (spec section 6). */
export const RequirePermissions = (...permissions: PermissionName[]) =>
  SetMetadata(REQUIRED_PERMISSIONS, permissions);

export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthenticatedUser => {
    const user = context.switchToHttp().getRequest<RequestWithUser>().user;
    if (!user) throw new UnauthorizedException('Sign in to continue.');
    return user;
  },
);
