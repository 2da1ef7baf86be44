import { Inject, Injectable } from '@nestjs/common';
import type { CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import { PG_POOL } from '../database/database.module';
import type { Queryable } from '../database/pg-pool';

/** A job's customer preset, as the job list refers to it (its id as text). */
export interface CustomerRef {
  readonly company_id: string;
  readonly customer_id: string;
}

/**
 * What other modules may read of customer presets (decision 0034). A caller inside its own
 * transaction (a projection's batch) constructs it on its client.
 */
@Injectable()
export class CustomerPresets {
  constructor(@Inject(PG_POOL) private readonly pool: Queryable) {}

  /** The company's preset with this id; undefined for none (or another company's). */
  async find(companyId: string, id: number): Promise<CustomerPresetDto | undefined> {
    const { rows } = await this.pool.query<CustomerPresetDto>(
      `SELECT company, name, phone, email, address, address_2, city, state, zip, county
       FROM customers WHERE company_id = $1 AND id = $2`,
      [companyId, id],
    );
    return rows[0];
  }

  /**
   * The name each preset is shown by (its name, else its company's name), keyed by
   * `customerKey`; a reference to no preset of that company is left out.
   */
  async displayNamesOf(refs: readonly CustomerRef[]): Promise<Map<string, string>> {
    if (refs.length === 0) return new Map();
    const { rows } = await this.pool.query<CustomerRef & { name: string }>(
      `SELECT asked.company_id, asked.customer_id, coalesce(nullif(cu.name, ''), cu.company, '') AS name
       FROM jsonb_to_recordset($1::jsonb) AS asked (company_id uuid, customer_id text)
       JOIN customers cu ON cu.id::text = asked.customer_id AND cu.company_id = asked.company_id`,
      [JSON.stringify(refs)],
    );
    return new Map(rows.map((row) => [customerKey(row), row.name]));
  }
}

export function customerKey(ref: CustomerRef): string {
  return `${ref.company_id}:${ref.customer_id}`;
}
