import { GUEST_LINK_CLOSED, GUEST_LINK_NOT_FOUND } from '@job-intake/contracts/guests/guest-api';
import type { Companies } from '../../companies/companies.reader';
import type { EventMetadata } from '../../event-store/event-store.port';
import type { GuestLink, GuestLinks } from '../../jobs/guest-links/guest-links';
import { DomainError } from '../../shared/domain-error';

/** A share link with the name of its job's company, which the guest page shows. */
export interface GuestLinkRow extends GuestLink {
  company_name: string;
}

/**
 * The link a guest holds, by its public uuid: an unknown or malformed uuid is 404 (it names no
 * link), a closed link 403. A complete or expired link is found: the guest sees it read-only.
 */
export async function findGuestLink(
  links: GuestLinks,
  companies: Companies,
  uuid: string,
): Promise<GuestLinkRow> {
  const link = await links.find(uuid);
  const companyName = link && (await companies.nameOf(link.company_id));
  if (!link || companyName === undefined) throw new DomainError('not_found', GUEST_LINK_NOT_FOUND);
  if (link.status === 'closed') throw new DomainError('forbidden', GUEST_LINK_CLOSED);
  return { ...link, company_name: companyName };
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
