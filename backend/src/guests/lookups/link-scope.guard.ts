import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { Request } from 'express';
import type { Pool } from 'pg';
import { GUEST_LINK_NOT_FOUND } from '@job-intake/contracts/guests/guest-api';
import { PG_POOL } from '../../database/database.module';
import { LINK_EXPIRED } from '../shared/guest-links';
import { DomainError } from '../../shared/domain-error';

/**
 * Lookups through a share link while it is open; an unknown, closed, complete or expired (its
 * e-mail request's) link is 404.
 */
@Injectable()
export class LinkScopeGuard implements CanActivate {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { uuid = '' } = context.switchToHttp().getRequest<Request<{ uuid?: string }>>().params;
    const { rows } = isUUID(uuid)
      ? await this.pool.query(
          `SELECT 1 FROM share_links l
           WHERE l.uuid = $1 AND l.status = 'open' AND l.company_id IS NOT NULL
             AND NOT ${LINK_EXPIRED}`,
          [uuid],
        )
      : { rows: [] };
    if (!rows.length) throw new DomainError('not_found', GUEST_LINK_NOT_FOUND);
    return true;
  }
}
