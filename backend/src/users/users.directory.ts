import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../database/database.module';

/** A member of a company as other modules see them. */
export interface Member {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly apiKey: string | null;
}

/** What other modules may read of users (decision 0034): they never query the users' tables. */
@Injectable()
export class UsersDirectory {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

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
}
