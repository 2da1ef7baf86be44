import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  invitationSentMessage,
  type CreateUserRequest,
  type InviteUserResponse,
} from '@job-intake/contracts/identity/users-api';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { Companies } from '../../companies/companies.reader';
import { Roles } from '../../roles/roles.reader';
import { DomainError } from '../../shared/domain-error';
import { companyName, Invitations, memberEmails } from '../shared/invitations';
import { isUniqueViolation } from '../../shared/postgres-errors';

/**
 * POST /user: invites the person by e-mail, whether the e-mail is new or already has an account
 * (decision 0014). The answer shows only what the admin typed, the same in both cases; only a
 * member of this company is refused, which tells nothing about other companies.
 */
@Injectable()
export class InviteUserService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly invitations: Invitations,
    private readonly companies: Companies,
    private readonly roles: Roles,
  ) {}

  async invite(
    companyId: string,
    actor: AuthenticatedUser,
    request: CreateUserRequest,
  ): Promise<InviteUserResponse> {
    const { company, issued } = await this.dataSource
      .transaction(async (db) => {
        const role = await this.roles.withPermissions(companyId, request.value, db);
        if ((await memberEmails(db, companyId, [request.email])).size > 0) {
          throw new DomainError('conflict', `${request.email} is already a user of this company.`);
        }
        const invitee = {
          name: request.name,
          email: request.email,
          cnt_id: request.cnt_id ?? null,
          api_key: request.api_key ?? null,
          role,
        };
        return {
          company: { name: await companyName(this.companies, companyId) },
          issued: await this.invitations.record(db, companyId, actor, invitee),
        };
      })
      .catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        throw new DomainError(
          'conflict',
          `${request.email} was invited by someone else at the same moment; reload the users.`,
        );
      });
    await this.invitations.send(issued, company, actor);
    return { invitation: issued.row, message: invitationSentMessage(issued.row.email) };
  }
}
