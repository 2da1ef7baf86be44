import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  CompanyUserRow,
  PendingInvitationRow,
  UsersListResponse,
} from '@job-intake/contracts/identity/users-api';
import { DomainError } from '../../shared/domain-error';
import { INVITATION_SELECT } from './invitations';

const USER_SELECT = `
  SELECT u.id, m.id AS membership_id, u.name, u.email, u.cnt_id,
         (u.api_key IS NOT NULL) AS has_api_key,
         json_build_object('id', r.id, 'name', r.name) AS role,
         (u.id = $2) AS is_self,
         m.created_at
    FROM memberships m
    JOIN users u ON u.id = m.user_id
    JOIN roles r ON r.id = m.role_id`;

/**
 * The company's users, one row per membership, and the invitations not accepted yet (expired ones
 * too, so that the admin sees to invite again), read with SQL. API keys stay on the server.
 */
@Injectable()
export class CompanyUsersReader {
  constructor(private readonly dataSource: DataSource) {}

  async list(companyId: string, callerId: string): Promise<UsersListResponse> {
    const companies: { id: string; name: string }[] = await this.dataSource.query(
      'SELECT id, name FROM companies WHERE id = $1',
      [companyId],
    );
    const company = companies[0];
    if (!company) throw new DomainError('not_found', 'Company not found');
    const users: CompanyUserRow[] = await this.dataSource.query(
      `${USER_SELECT} WHERE m.company_id = $1 ORDER BY lower(u.name), u.id`,
      [companyId, callerId],
    );
    const invitations: PendingInvitationRow[] = await this.dataSource.query(
      `${INVITATION_SELECT} WHERE i.company_id = $1 AND i.accepted_at IS NULL
        ORDER BY lower(i.name), i.id`,
      [companyId],
    );
    return { company, users, invitations };
  }

  async get(
    companyId: string,
    userId: string,
    callerId: string,
    db: EntityManager = this.dataSource.manager,
  ): Promise<CompanyUserRow> {
    const rows: CompanyUserRow[] = await db.query(
      `${USER_SELECT} WHERE m.company_id = $1 AND u.id = $3`,
      [companyId, callerId, userId],
    );
    const row = rows[0];
    if (!row) throw new DomainError('not_found', 'User not found');
    return row;
  }
}
