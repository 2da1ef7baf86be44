import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { WithdrawInvitationResponse } from '@job-intake/contracts/identity/users-api';
import { DomainError } from '../../shared/domain-error';

/** DELETE /invitation/{id}: the link stops working; an accepted invitation is history, not found. */
@Injectable()
export class WithdrawInvitationService {
  constructor(private readonly dataSource: DataSource) {}

  async withdraw(companyId: string, id: string): Promise<WithdrawInvitationResponse> {
    const [rows]: [{ id: string }[], number] = await this.dataSource.query(
      'DELETE FROM invitations WHERE id = $1 AND company_id = $2 AND accepted_at IS NULL RETURNING id',
      [id, companyId],
    );
    if (rows.length === 0) throw new DomainError('not_found', 'Invitation not found');
    return { invitation_id: id };
  }
}
