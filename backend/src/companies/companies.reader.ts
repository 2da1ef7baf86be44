import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { CompanyConfigSettings } from '@job-intake/contracts/identity/company-api';
import { PG_POOL } from '../database/database.module';

/** What other modules may read of a company (decision 0034): they never query its table. */
@Injectable()
export class Companies {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

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
}
