import { Inject, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { Pool } from 'pg';
import type { ShareLinkStatus } from '@job-intake/contracts/jobs/share-links-api';
import { PG_POOL } from '../../database/database.module';

/** A share link as the share-links read model holds it. */
export interface GuestLink {
  id: string;
  uuid: string;
  job_id: string;
  company_id: string;
  sections: string[];
  status: ShareLinkStatus;
  /**
   * The link is an e-mail request's and the request expired, recorded by the reminder run or not
   * yet: past its expiry instant by the database's clock, which every instance shares.
   */
  expired: boolean;
}

/** What other modules may read of share links (decision 0034): the link a guest holds. */
@Injectable()
export class GuestLinks {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** The link by its public uuid; undefined for an unknown or malformed uuid. */
  async find(uuid: string): Promise<GuestLink | undefined> {
    if (!isUUID(uuid)) return undefined;
    const { rows } = await this.pool.query<GuestLink>(
      `SELECT l.id, l.uuid, l.job_id, l.company_id, l.sections, l.status,
         EXISTS (SELECT 1 FROM email_log e WHERE e.link_id = l.id
           AND (e.status = 'expired' OR e.expires_at <= now())) AS expired
       FROM share_links l WHERE l.uuid = $1`,
      [uuid],
    );
    return rows[0];
  }
}
