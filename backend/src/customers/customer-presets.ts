import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import { PG_POOL } from '../database/database.module';

/** What other modules may read of customer presets (decision 0034). */
@Injectable()
export class CustomerPresets {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** The company's preset with this id; undefined for none (or another company's). */
  async find(companyId: string, id: number): Promise<CustomerPresetDto | undefined> {
    const { rows } = await this.pool.query<CustomerPresetDto>(
      `SELECT company, name, phone, email, address, address_2, city, state, zip, county
       FROM customers WHERE company_id = $1 AND id = $2`,
      [companyId, id],
    );
    return rows[0];
  }
}
