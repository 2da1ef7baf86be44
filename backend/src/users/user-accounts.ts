import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import type { ColumnChoice } from '@job-intake/contracts/identity/identity-api';
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
   * What every request's session needs, in one statement (it runs before each authenticated
   * request): the account's first membership (the company it works in, oldest first) with the
   * account, its role and the role's permissions; null when the account is a member of no company.
   */
  firstMembershipWithUser(userId: string): Promise<Membership | null> {
    return this.memberships
      .createQueryBuilder('membership')
      .innerJoinAndSelect('membership.user', 'user')
      .innerJoinAndSelect('membership.role', 'role')
      .leftJoinAndSelect('role.permissions', 'permission')
      .where(
        `membership.id = (SELECT m.id FROM memberships m WHERE m.user_id = :userId
          ORDER BY m.created_at, m.id LIMIT 1)`,
        { userId },
      )
      .getOne();
  }
}
