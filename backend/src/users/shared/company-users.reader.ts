import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  DEFAULT_USER_SORT,
  type CompanyUserRow,
  type PendingInvitationRow,
  type UserSort,
  type UsersListQuery,
  type UsersListResponse,
} from '@job-intake/contracts/identity/users-api';
import { Companies } from '../../companies/companies.reader';
import { containsPattern, readPage, type PagedList } from '../../database/paged-query';
import { DomainError } from '../../shared/domain-error';
import { companyName, INVITATION_SELECT } from './invitations';

const USER_COLUMNS = `
  u.id, m.id AS membership_id, u.name, u.email, u.cnt_id,
  (u.api_key IS NOT NULL) AS has_api_key,
  json_build_object('id', r.id, 'name', r.name) AS role,
  m.created_at`;

const MEMBERS = `
  FROM memberships m
  JOIN users u ON u.id = m.user_id
  JOIN roles r ON r.id = m.role_id
 WHERE m.company_id = $1`;

const USER_SORT_KEYS: PagedList<UserSort>['sorts'] = {
  name: 'lower(u.name)',
  email: 'lower(u.email)',
  role: 'lower(r.name)',
  cnt_id: { expression: 'u.cnt_id', nullable: true },
  api_key: '(u.api_key IS NOT NULL)',
};

type UserRow = Omit<CompanyUserRow, 'is_self'>;

/**
 * The company's users, one row per membership, a page at a time, and the invitations not accepted
 * yet (expired ones too, so that the admin sees to invite again), read with SQL. API keys stay on
 * the server.
 */
@Injectable()
export class CompanyUsersReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly companies: Companies,
  ) {}

  async list(
    companyId: string,
    callerId: string,
    query: Omit<UsersListQuery, 'company_id'>,
  ): Promise<UsersListResponse> {
    const company = { id: companyId, name: await companyName(this.companies, companyId) };
    const { rows, ...page } = await readPage<UserRow, UserSort>(
      this.dataSource,
      membersList(companyId, query.q),
      query,
    );
    const invitations: PendingInvitationRow[] = await this.dataSource.query(
      `${INVITATION_SELECT} WHERE i.company_id = $1 AND i.accepted_at IS NULL
        ORDER BY lower(i.name), i.id`,
      [companyId],
    );
    return { company, users: rows.map((row) => withSelf(row, callerId)), ...page, invitations };
  }

  async get(
    companyId: string,
    userId: string,
    callerId: string,
    db: EntityManager = this.dataSource.manager,
  ): Promise<CompanyUserRow> {
    const rows: UserRow[] = await db.query(`SELECT ${USER_COLUMNS} ${MEMBERS} AND u.id = $2`, [
      companyId,
      userId,
    ]);
    const row = rows[0];
    if (!row) throw new DomainError('not_found', 'User not found');
    return withSelf(row, callerId);
  }
}

/** The company's memberships, those whose name or e-mail holds `search` when one is given. */
function membersList(companyId: string, search: string | undefined): PagedList<UserSort> {
  const searching = search !== undefined && search !== '';
  return {
    select: USER_COLUMNS,
    from: searching
      ? `${MEMBERS} AND (lower(u.name) ILIKE $2 OR lower(u.email) ILIKE $2)`
      : MEMBERS,
    params: searching ? [companyId, containsPattern(search)] : [companyId],
    sorts: USER_SORT_KEYS,
    tieBreaker: 'm.id',
    defaultSort: DEFAULT_USER_SORT,
  };
}

function withSelf(row: UserRow, callerId: string): CompanyUserRow {
  return { ...row, is_self: row.id === callerId };
}
