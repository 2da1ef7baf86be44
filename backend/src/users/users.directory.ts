import { Inject, Injectable } from '@nestjs/common';
import { PG_POOL } from '../database/database.module';
import type { Queryable } from '../database/pg-pool';

/** A member of a company as other modules see them. */
export interface Member {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly apiKey: string | null;
}

/** A user as an e-mail to them names them. */
export interface Contact {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

/** A member of a company in one of its roles. */
export interface RoleMember extends Contact {
  readonly company_id: string;
  readonly role_id: string;
}

/**
 * What other modules may read of users (decision 0034): they never query the users' tables. A
 * caller inside its own transaction (a projection's batch) constructs it on its client.
 */
@Injectable()
export class UsersDirectory {
  constructor(@Inject(PG_POOL) private readonly pool: Queryable) {}

  /** Names by user id; an unknown id is left out. */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.pool.query<{ id: string; name: string }>(
      'SELECT id, name FROM users WHERE id = ANY($1::uuid[])',
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** The user's provider API key; null when they have none (or no such user). */
  async apiKeyOf(id: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ api_key: string | null }>(
      'SELECT api_key FROM users WHERE id = $1',
      [id],
    );
    return rows[0]?.api_key || null;
  }

  /** The user's provider contact id (CNT_ID); null when they have none (or no such user). */
  async contactIdOf(id: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ cnt_id: string | null }>(
      'SELECT cnt_id FROM users WHERE id = $1',
      [id],
    );
    return rows[0]?.cnt_id ?? null;
  }

  /** The company's members with these e-mail addresses (exactly as stored). */
  async membersByEmail(companyId: string, emails: readonly string[]): Promise<Member[]> {
    const { rows } = await this.pool.query<Member>(
      `SELECT u.id, u.name, u.email, u.api_key AS "apiKey" FROM users u
       JOIN memberships m ON m.user_id = u.id AND m.company_id = $1
       WHERE u.email = ANY($2::text[])`,
      [companyId, emails],
    );
    return rows;
  }

  /** Name and e-mail address by user id; an unknown id is left out. */
  async contactsOf(ids: readonly string[]): Promise<Map<string, Contact>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.pool.query<Contact>(
      'SELECT id, name, email FROM users WHERE id = ANY($1::uuid[])',
      [[...new Set(ids)]],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The members of each company's role, by e-mail address. */
  async membersInRoles(
    roles: readonly { readonly company_id: string; readonly role_id: string }[],
  ): Promise<RoleMember[]> {
    if (roles.length === 0) return [];
    const { rows } = await this.pool.query<RoleMember>(
      `SELECT m.company_id, m.role_id, u.id, u.name, u.email
       FROM (SELECT DISTINCT * FROM jsonb_to_recordset($1::jsonb) AS r (company_id uuid, role_id uuid))
         AS asked
       JOIN memberships m ON m.company_id = asked.company_id AND m.role_id = asked.role_id
       JOIN users u ON u.id = m.user_id
       ORDER BY u.email`,
      [JSON.stringify(roles)],
    );
    return rows;
  }

  /** The company's first member (by sign-up) with this provider contact id (CNT_ID), if any. */
  async memberWithContactId(
    companyId: string,
    contactId: string,
  ): Promise<{ id: string; name: string } | undefined> {
    const { rows } = await this.pool.query<{ id: string; name: string }>(
      `SELECT u.id, u.name FROM users u JOIN memberships m ON m.user_id = u.id
       WHERE m.company_id = $1 AND u.cnt_id = $2 ORDER BY u.created_at, u.id LIMIT 1`,
      [companyId, contactId],
    );
    return rows[0];
  }
}
