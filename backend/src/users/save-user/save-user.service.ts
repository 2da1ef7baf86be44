import { ForbiddenException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SaveUserResponse, UpdateUserRequest } from '@job-intake/contracts/identity/users-api';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { Roles } from '../../roles/roles.reader';
import { DomainError } from '../../shared/domain-error';
import { CompanyUsersReader } from '../shared/company-users.reader';
import { Membership } from '../membership.entity';
import { isUniqueViolation } from '../../shared/postgres-errors';
import { User } from '../user.entity';

/** PATCH /user/{id}: a member's name, e-mail, keys and role in this company. */
@Injectable()
export class SaveUserService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: CompanyUsersReader,
    private readonly roles: Roles,
  ) {}

  async update(
    companyId: string,
    actor: AuthenticatedUser,
    userId: string,
    request: UpdateUserRequest,
  ): Promise<SaveUserResponse> {
    if (request.id !== undefined && request.id !== userId) {
      throw new DomainError('invalid', 'id in the body must be the id of the URL');
    }
    try {
      return await this.dataSource.transaction(async (db) => {
        const membership = await db.findOneBy(Membership, {
          user_id: userId,
          company_id: companyId,
        });
        if (!membership) throw new DomainError('not_found', 'User not found');
        const user = await db.findOneByOrFail(User, { id: userId });

        const changes: Partial<Pick<User, 'name' | 'email' | 'cnt_id' | 'api_key'>> = {};
        if (request.name !== undefined && request.name !== user.name) changes.name = request.name;
        if (request.email !== undefined && request.email !== user.email) {
          const holder = await findByEmail(db, request.email);
          if (holder && holder.id !== user.id) {
            throw new DomainError(
              'conflict',
              `Another user already has the e-mail ${request.email}.`,
            );
          }
          changes.email = request.email;
        }
        if (request.cnt_id !== undefined && (request.cnt_id ?? null) !== user.cnt_id) {
          changes.cnt_id = request.cnt_id ?? null;
        }
        if (request.api_key !== undefined && (request.api_key ?? null) !== user.api_key) {
          changes.api_key = request.api_key ?? null;
        }
        if (Object.keys(changes).length > 0) {
          await this.assertOwnsIdentity(db, user, companyId, actor);
          await db.update(User, { id: user.id }, changes);
        }

        if (request.value !== undefined && request.value !== membership.role_id) {
          const role = await this.roles.withPermissions(companyId, request.value, db);
          if (
            userId === actor.id &&
            companyId === actor.companyId &&
            !role.permissions.includes('users')
          ) {
            throw new DomainError(
              'conflict',
              `You can't give yourself the role '${role.name}': it lacks the users permission, so you would lose this page. Ask another admin.`,
            );
          }
          await db.update(Membership, { id: membership.id }, { role_id: role.id });
        }
        return { user: await this.users.get(companyId, userId, actor.id, db) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new DomainError('conflict', `Another user already has the e-mail ${request.email}.`);
      }
      throw error;
    }
  }

  /**
   * A person who also belongs to another company keeps their name, e-mail and keys under that
   * company's control: only a super admin may change them from here (an e-mail change would
   * otherwise let one company take over another's account through a password reset).
   */
  private async assertOwnsIdentity(
    db: EntityManager,
    user: User,
    companyId: string,
    actor: AuthenticatedUser,
  ): Promise<void> {
    if (actor.permissions.includes('super') || user.id === actor.id) return;
    const elsewhere: unknown[] = await db.query(
      'SELECT 1 FROM memberships WHERE user_id = $1 AND company_id <> $2 LIMIT 1',
      [user.id, companyId],
    );
    if (elsewhere.length > 0) {
      throw new ForbiddenException(
        `${user.name} also belongs to another company, so only their role can be changed here; their name, e-mail, CNT ID and API key can be changed by a super admin.`,
      );
    }
  }
}

function findByEmail(db: EntityManager, email: string): Promise<User | null> {
  return db
    .createQueryBuilder(User, 'user')
    .where('lower(user.email) = lower(:email)', { email })
    .getOne();
}
