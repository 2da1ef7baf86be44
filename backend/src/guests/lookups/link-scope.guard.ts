import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { GUEST_LINK_NOT_FOUND } from '@job-intake/contracts/guests/guest-api';
import { GuestLinks } from '../../jobs/guest-links/guest-links';
import { DomainError } from '../../shared/domain-error';

/**
 * Lookups through a share link while it is open; an unknown, closed, complete or expired (its
 * e-mail request's) link is 404.
 */
@Injectable()
export class LinkScopeGuard implements CanActivate {
  constructor(private readonly links: GuestLinks) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { uuid = '' } = context.switchToHttp().getRequest<Request<{ uuid?: string }>>().params;
    const link = await this.links.find(uuid);
    if (link?.status !== 'open' || !link.company_id || link.expired)
      throw new DomainError('not_found', GUEST_LINK_NOT_FOUND);
    return true;
  }
}
