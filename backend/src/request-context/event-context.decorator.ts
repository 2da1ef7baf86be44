import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { EventMetadata } from '../event-store/event-store.port';
import type { RequestWithUser } from './authenticated-user';

/** The metadata every event of a request carries: company, actor, correlation id and time. */
export const EventContext = createParamDecorator(
  (_: unknown, context: ExecutionContext): EventMetadata => {
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    if (!request.user) throw new UnauthorizedException('Sign in to continue.');
    return {
      companyId: request.user.companyId,
      actor: { kind: 'user', userId: request.user.id },
      correlationId: String(request.id ?? ''),
      occurredAt: new Date().toISOString(),
    };
  },
);

/** The company whose data a request may see: the first membership's. */
export const CompanyScope = createParamDecorator(
  (_: unknown, context: ExecutionContext): string => {
    const user = context.switchToHttp().getRequest<RequestWithUser>().user;
    if (!user) throw new UnauthorizedException('Sign in to continue.');
    return user.companyId;
  },
);
