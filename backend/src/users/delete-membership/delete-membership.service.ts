import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  OWN_MEMBERSHIP_MESSAGE,
  type DeleteMembershipResponse,
} from '@job-intake/contracts/identity/users-api';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { DomainError } from '../../shared/domain-error';
import { Membership } from '../membership.entity';

/**
 * DELETE /membership/{id}: the user leaves the company (spec section 6: never one's own row).
 * The user record stays: history names them, and other companies may still have them.
 */
@Injectable()
export class DeleteMembershipService {
  constructor(private readonly dataSource: DataSource) {}

  async delete(
    companyId: string,
    actor: AuthenticatedUser,
    membershipId: string,
  ): Promise<DeleteMembershipResponse> {
    const memberships = this.dataSource.getRepository(Membership);
    const membership = await memberships.findOneBy({ id: membershipId, company_id: companyId });
    if (!membership) throw new DomainError('not_found', 'Membership not found');
    if (membership.user_id === actor.id) throw new DomainError('conflict', OWN_MEMBERSHIP_MESSAGE);
    await memberships.delete({ id: membership.id });
    return { membership_id: membership.id };
  }
}
