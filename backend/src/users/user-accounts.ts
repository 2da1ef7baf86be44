import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import type { ColumnChoice } from '@job-intake/contracts/identity/identity-api';
import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import { Membership } from './membership.entity';
import { User } from './user.entity';

/** Which account `withEmail` looks for, and what it reads of it. */
export interface AccountLookup {
  /** Read the password hash too (it is never selected otherwise). */
  readonly password?: boolean;
  /** Only an account that is a member of a company. */
  readonly member?: boolean;
}

/**
 * What other modules may read and change of an account (decision 0034): sign-in, sessions,
 * password reset, settings and company set-up. A caller inside a transaction passes its manager.
 */
@Injectable()
export class UserAccounts {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Membership) private readonly memberships: Repository<Membership>,
  ) {}

  /** The account with this e-mail address (in any case), if there is one. */
  async withEmail(
    email: string,
    { password = false, member = false }: AccountLookup = {},
    db: EntityManager = this.dataSource.manager,
  ): Promise<User | undefined> {
    const query = db.getRepository(User).createQueryBuilder('user');
    if (password) query.addSelect('user.password_hash');
    if (member) query.innerJoin('user.memberships', 'membership');
    return (
      (await query.where('lower(user.email) = lower(:email)', { email }).getOne()) ?? undefined
    );
  }

  /** The account, which must exist (TypeORM's EntityNotFoundError otherwise). */
  get(id: string): Promise<User> {
    return this.users.findOneByOrFail({ id });
  }

  /** The account's password hash. */
  async passwordHashOf(id: string): Promise<string> {
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect('user.password_hash')
      .where('user.id = :id', { id })
      .getOneOrFail();
    return user.password_hash;
  }

  async setPasswordHash(
    id: string,
    passwordHash: string,
    db: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await db.update(User, { id }, { password_hash: passwordHash });
  }

  /** Signs every token of the account out: tokens carry the version they were issued at. */
  async revokeTokens(id: string): Promise<void> {
    await this.users.increment({ id }, 'token_version', 1);
  }

  async setListOptions(
    id: string,
    options: { list_count: number; column_choice: ColumnChoice },
  ): Promise<void> {
    await this.users.update({ id }, options);
  }

  /** The account's memberships, oldest first, with their companies and roles. */
  membershipsOf(userId: string): Promise<Membership[]> {
    return this.memberships.find({
      where: { user_id: userId },
      relations: { company: true, role: true },
      order: { created_at: 'ASC', id: 'ASC' },
    });
  }

  /**
   * What every request's session needs of the account, in one statement (it runs before each
   * authenticated request): the account, its first membership (the company it works in, oldest
   * first) and that membership's role's permission names; undefined when there is no such account
   * or it is a member of no company.
   */
  async sessionOf(userId: string): Promise<AccountSession | undefined> {
    const rows: AccountSession[] = await this.dataSource.query(
      `SELECT u.id, u.name, u.email, u.api_key, u.token_version,
         m.id AS membership_id, m.company_id, m.role_id,
         ARRAY(SELECT p.name FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id
           WHERE rp.role_id = m.role_id ORDER BY p.name) AS permissions
       FROM users u
       CROSS JOIN LATERAL (SELECT id, company_id, role_id FROM memberships
         WHERE user_id = u.id ORDER BY created_at, id LIMIT 1) m
       WHERE u.id = $1`,
      [userId],
    );
    return rows[0];
  }
}

/** An account with its first membership, as `sessionOf` reads it. */
export interface AccountSession {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly api_key: string | null;
  readonly token_version: number;
  readonly membership_id: string;
  readonly company_id: string;
  readonly role_id: string;
  readonly permissions: PermissionName[];
}
