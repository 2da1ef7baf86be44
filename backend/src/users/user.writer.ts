import { Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { hashPassword } from '../credentials/passwords';
import { Membership } from './membership.entity';
import { User } from './user.entity';

export interface NewUser {
  readonly id?: string;
  readonly name: string;
  readonly email: string;
  /**
   * Only the demo seed and registration, whose person types it, give one. Without it the account
   * has no usable password (a hash of random bytes nobody knows) until its holder chooses one
   * through a first-password link (decision 0014).
   */
  readonly password?: string;
  readonly cnt_id?: string | null;
  readonly api_key?: string | null;
}

/**
 * Creates accounts and memberships, in the caller's transaction: for invitations here and for
 * other modules' set-up of a company (decision 0034).
 */
@Injectable()
export class UserWriter {
  async create(db: EntityManager, user: NewUser): Promise<User> {
    return db.save(
      db.create(User, {
        id: user.id ?? randomUUID(),
        name: user.name,
        email: user.email,
        password_hash: await hashPassword(user.password ?? randomBytes(32).toString('base64url')),
        cnt_id: user.cnt_id ?? null,
        api_key: user.api_key ?? null,
        list_count: 100,
        column_choice: 'form_variant',
        token_version: 0,
      }),
    );
  }

  addMembership(
    db: EntityManager,
    userId: string,
    companyId: string,
    roleId: string,
  ): Promise<Membership> {
    return db.save(
      db.create(Membership, {
        id: randomUUID(),
        user_id: userId,
        company_id: companyId,
        role_id: roleId,
      }),
    );
  }
}
