import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import { IS_PUBLIC, REQUIRED_PERMISSIONS } from '../request-context/auth.decorators';
import type { RequestWithUser } from '../request-context/authenticated-user';
import { SessionService } from './session.service';

/**
 * Every endpoint needs a valid bearer token unless marked @Public(), and the permissions named
 * by @RequirePermissions(), read from the first membership's role.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<Request & RequestWithUser>();
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedException('Sign in to continue.');
    request.user = await this.sessions.authenticate(token);
    const required =
      this.reflector.getAllAndOverride<PermissionName[]>(REQUIRED_PERMISSIONS, targets) ?? [];
    const missing = required.filter(
      (permission) => !request.user?.permissions.includes(permission),
    );
    if (missing.length > 0) {
      throw new ForbiddenException(
        `You do not have permission to do this (${missing.join(', ')} is needed).`,
      );
    }
    return true;
  }
}

function bearerToken(request: Request): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}
