import { Inject, Injectable } from '@nestjs/common';
import type { CompanyConfigSettings } from '@job-intake/contracts/identity/company-api';
import { PG_POOL } from '../database/database.module';
import type { Queryable } from '../database/pg-pool';

/** How long a company's submitted jobs stay before they are archived (spec section 4). */
export interface ArchivePolicy {
  readonly company_id: string;
  readonly archive_length: number;
  readonly archive_duration: 'day' | 'week' | 'month';
}

/**
 * What other modules may read of a company (decision 0034): they never query its table. A caller
 * inside its own transaction (a projection's batch) constructs it on its client.
 */
@Injectable()
export class Companies {
  constructor(@Inject(PG_POOL) private readonly pool: Queryable) {}

  async exists(id: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM companies WHERE id = $1', [id]);
    return rowCount !== 0;
  }

  /** The company's name; undefined for no such company. */
  async nameOf(id: string): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ name: string }>(
      'SELECT name FROM companies WHERE id = $1',
      [id],
    );
    return rows[0]?.name;
  }

  /** The settings the company has set (the defaults are the caller's). */
  async settingsOf(id: string): Promise<Partial<CompanyConfigSettings>> {
    const { rows } = await this.pool.query<{
      config_settings: Partial<CompanyConfigSettings> | null;
    }>('SELECT config_settings FROM companies WHERE id = $1', [id]);
    return rows[0]?.config_settings ?? {};
  }

  /** Names by company id; an unknown id is left out. */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    const { rows } = await this.pool.query<{ id: string; name: string }>(
      'SELECT id, name FROM companies WHERE id = ANY($1::uuid[])',
      [[...new Set(ids)]],
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** The settings each company has set, by company id (the defaults are the caller's). */
  async settingsOfEach(
    ids: readonly string[],
  ): Promise<Map<string, Partial<CompanyConfigSettings>>> {
    const { rows } = await this.pool.query<{
      id: string;
      config_settings: Partial<CompanyConfigSettings> | null;
    }>('SELECT id, config_settings FROM companies WHERE id = ANY($1::uuid[])', [[...new Set(ids)]]);
    return new Map(rows.map((row) => [row.id, row.config_settings ?? {}]));
  }

  /** The archive policy of every company that archives its submitted jobs (not "never"). */
  async archivePolicies(): Promise<ArchivePolicy[]> {
    const { rows } = await this.pool.query<ArchivePolicy>(
      `SELECT id AS company_id, archive_length, archive_duration FROM companies
       WHERE archive_length >= 0`,
    );
    return rows;
  }

  /** The company's default contact id (CNT_ID); null when it has none (or no such company). */
  async contactIdOf(id: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ contact_id: string | null }>(
      'SELECT contact_id FROM companies WHERE id = $1',
      [id],
    );
    return rows[0]?.contact_id ?? null;
  }
}
