import type { Pool } from 'pg';
import { isUUID } from 'class-validator';
import type { ShareLinkStatus } from '@job-intake/contracts/jobs/share-links-api';
import { GUEST_LINK_CLOSED, GUEST_LINK_NOT_FOUND } from '@job-intake/contracts/guests/guest-api';
import type { EventMetadata } from '../../event-store/event-store.port';
import { DomainError } from '../../shared/domain-error';

/**
 * SQL on a share link `l`: it is an e-mail request's and the request expired, recorded by the
 * reminder run or not yet: past its expiry instant by the database's clock, which every instance
 * shares.
 */
export const LINK_EXPIRED = `EXISTS (SELECT 1 FROM email_log e WHERE e.link_id = l.id
  AND (e.status = 'expired' OR e.expires_at <= now()))`;

/** A share link as the share-links read model holds it. */
export interface GuestLinkRow {
  id: string;
  uuid: string;
  job_id: string;
  company_id: string;
  /** The job's company, which the guest page names. */
  company_name: string;
  sections: string[];
  status: ShareLinkStatus;
  /** The link is an e-mail request's, and the request expired (LINK_EXPIRED): closed until resent. */
  expired: boolean;
}

/**
 * The link a guest holds, by its public uuid: an unknown or malformed uuid is 404 (it names no
 * link), a closed link 403. A complete or expired link is found: the guest sees it read-only.
 */
export async function findGuestLink(pool: Pool, uuid: string): Promise<GuestLinkRow> {
  if (!isUUID(uuid)) throw new DomainError('not_found', GUEST_LINK_NOT_FOUND);
  const { rows } = await pool.query<GuestLinkRow>(
    `SELECT l.id, l.uuid, l.job_id, l.company_id, c.name AS company_name, l.sections, l.status,
       ${LINK_EXPIRED} AS expired
     FROM share_links l JOIN companies c ON c.id = l.company_id
     WHERE l.uuid = $1`,
    [uuid],
  );
  const link = rows[0];
  if (!link) throw new DomainError('not_found', GUEST_LINK_NOT_FOUND);
  if (link.status === 'closed') throw new DomainError('forbidden', GUEST_LINK_CLOSED);
  return link;
}

/** A guest's events: History shows 'Guest'; the company is the link's job's. */
export function guestMetadata(companyId: string, correlationId: string): EventMetadata {
  return {
    companyId,
    actor: { kind: 'guest' },
    correlationId,
    occurredAt: new Date().toISOString(),
  };
}
