import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import {
  ANY_PERMISSION,
  CHANGES_NOTHING,
  IS_PUBLIC,
  REQUIRED_PERMISSIONS,
  SELF_SERVICE,
} from '../request-context/auth.decorators';
import type { AuthenticatedUser, RequestWithUser } from '../request-context/authenticated-user';
import { looksLikeApiToken } from '../api-tokens/shared/api-token-secret';
import { ApiTokenLimit } from './api-token-limit';
import { readsByMethod, refusal, type RouteAccess } from './route-access';
import { SessionService } from './session.service';

/**
 * Every endpoint needs a valid bearer token unless marked @Public(): a session, or an API token
 * (`jit_…`, decision 0047) counted against its own request limit. Then the permissions named
 * by @RequirePermissions() and @RequireAnyPermission(), read from the first membership's role;
 * a write needs a write permission besides (`route-access.ts`, decision 0045).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly apiTokenLimit: ApiTokenLimit,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<Request & RequestWithUser>();
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedException('Sign in to continue.');
    request.user = await this.callerOf(token, context.switchToHttp().getResponse<Response>());
    const why = refusal(request.user.permissions, this.accessOf(context, request.method));
    if (why) throw new ForbiddenException(why);
    return true;
  }

  private async callerOf(token: string, response: Response): Promise<AuthenticatedUser> {
    if (!looksLikeApiToken(token)) return this.sessions.authenticate(token);
    const caller = await this.sessions.authenticateApiToken(token);
    await this.apiTokenLimit.count(caller.apiTokenId, response);
    return caller;
  }

  private accessOf(context: ExecutionContext, method: string): RouteAccess {
    const targets = [context.getHandler(), context.getClass()];
    const read = <T>(key: string) => this.reflector.getAllAndOverride<T>(key, targets);
    return {
      all: read<PermissionName[]>(REQUIRED_PERMISSIONS) ?? [],
      any: read<PermissionName[]>(ANY_PERMISSION) ?? [],
      reads: readsByMethod(method) || (read<boolean>(CHANGES_NOTHING) ?? false),
      selfService: read<boolean>(SELF_SERVICE) ?? false,
    };
  }
}

function bearerToken(request: Request): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}
