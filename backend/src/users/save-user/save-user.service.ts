import { ForbiddenException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  CreateUserRequest,
  SaveUserResponse,
  UpdateUserRequest,
} from '@job-intake/contracts/identity/users-api';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { CompanySetup } from '../../companies/company-setup.service';
import { DomainError } from '../../shared/domain-error';
import { ListUsersQueryHandler } from '../list-users/list-users.query-handler';
import { Membership } from '../membership.entity';
import { isUniqueViolation } from '../shared/postgres-errors';
import { User } from '../user.entity';

interface RoleRow {
  id: string;
  name: string;
  permissions: string[];
}

/**
 * POST /user and PATCH /user/{id}. A new e-mail creates the user, whose first password is the
 * creating user's e-mail (spec section 6); an e-mail that already has a user adds that user to
 * the company instead of making a second one.
 */
@Injectable()
export class SaveUserService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly setup: CompanySetup,
    private readonly users: ListUsersQueryHandler,
  ) {}

  async create(
    companyId: string,
    actor: AuthenticatedUser,
    request: CreateUserRequest,
  ): Promise<SaveUserResponse> {
    try {
      return await this.dataSource.transaction(async (db) => {
        const role = await companyRole(db, companyId, request.value);
        const existing = await findByEmail(db, request.email);
        if (existing) {
          const member = await db.existsBy(Membership, {
            user_id: existing.id,
            company_id: companyId,
          });
          if (member) {
            throw new DomainError(
              'conflict',
              `${existing.email} is already a user of this company.`,
            );
          }
          await this.setup.addMembership(db, existing.id, companyId, role.id);
          return {
            user: await this.users.get(companyId, existing.id, actor.id, db),
            created: false,
          };
        }
        const user = await this.setup.createUser(db, {
          name: request.name,
          email: request.email,
          password: actor.email,
          cnt_id: request.cnt_id ?? null,
          api_key: request.api_key ?? null,
        });
        await this.setup.addMembership(db, user.id, companyId, role.id);
        return { user: await this.users.get(companyId, user.id, actor.id, db), created: true };
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new DomainError(
          'conflict',
          `${request.email} was added by someone else at the same moment; reload the users.`,
        );
      }
      throw error;
    }
  }

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
          const role = await companyRole(db, companyId, request.value);
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
        return { user: await this.users.get(companyId, userId, actor.id, db), created: false };
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

async function companyRole(db: EntityManager, companyId: string, roleId: string): Promise<RoleRow> {
  const rows: RoleRow[] = await db.query(
    `SELECT r.id, r.name,
            COALESCE(array_agg(p.name) FILTER (WHERE p.name IS NOT NULL), '{}') AS permissions
       FROM roles r
       LEFT JOIN role_permissions rp ON rp.role_id = r.id
       LEFT JOIN permissions p ON p.id = rp.permission_id
      WHERE r.id = $1 AND r.company_id = $2
      GROUP BY r.id`,
    [roleId, companyId],
  );
  const role = rows[0];
  if (!role) throw new DomainError('not_found', 'Role not found');
  return role;
}

function findByEmail(db: EntityManager, email: string): Promise<User | null> {
  return db
    .createQueryBuilder(User, 'user')
    .where('lower(user.email) = lower(:email)', { email })
    .getOne();
}
