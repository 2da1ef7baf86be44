import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { PG_POOL } from '../database/database.module';
import { budgetRefused } from './budget-refused';
import { underBudgetLock } from './budget-lock';
import type { BudgetRefusal } from './domain/daily-budget';

/** What a guest's write is charged to: a share link's saves, a public form's new jobs. */
export type ChargeScope = 'link_save' | 'public_job';

export interface GuestCharge {
  readonly scope: ChargeScope;
  /** The link's or the form's id. */
  readonly key: string;
  /** The bytes the write stores. */
  readonly bytes: number;
}

/** The charges of a scope's key in the last 24 hours, the request's own not counted. */
export interface ChargeUsage {
  readonly count: number;
  readonly bytes: number;
}

/** The key's charges in the rolling day (guest_charges_key covers it). */
const USAGE = `
  SELECT count(*)::int AS count, coalesce(sum(bytes), 0)::float8 AS bytes FROM guest_charges
  WHERE scope = $1 AND key = $2 AND created_at > now() - interval '1 day'`;

/**
 * The daily budgets of guests' writes that are not uploads (table guest_charges, decision 0031):
 * a write is charged before it is stored, judged under its key's lock on every instance, and
 * given back when storing it fails.
 */
@Injectable()
export class GuestCharges {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * Runs `store` once the charge fits: `judge` sees the key's usage and refuses (413/429 naming
   * the limit) or lets it through. A `store` that throws gives the charge back.
   */
  async charged<T>(
    charge: GuestCharge,
    judge: (usage: ChargeUsage) => BudgetRefusal | null,
    store: () => Promise<T>,
  ): Promise<T> {
    const id = await this.reserve(charge, judge);
    try {
      return await store();
    } catch (error) {
      // The store's error is the answer; a charge that cannot be given back only counts a day.
      await this.pool.query('DELETE FROM guest_charges WHERE id = $1', [id]).catch(() => undefined);
      throw error;
    }
  }

  /** Forgets the charges older than the day they count for. */
  async forgetOld(): Promise<void> {
    await this.pool.query(`DELETE FROM guest_charges WHERE created_at <= now() - interval '1 day'`);
  }

  private reserve(
    charge: GuestCharge,
    judge: (usage: ChargeUsage) => BudgetRefusal | null,
  ): Promise<string> {
    return underBudgetLock(
      this.pool,
      ['guest_charges', `${charge.scope}:${charge.key}`],
      async (client) => {
        const { rows } = await client.query<ChargeUsage>(USAGE, [charge.scope, charge.key]);
        const refusal = judge(rows[0] as ChargeUsage);
        if (refusal) throw budgetRefused(refusal);
        const id = randomUUID();
        await client.query(
          'INSERT INTO guest_charges (id, scope, key, bytes) VALUES ($1, $2, $3, $4)',
          [id, charge.scope, charge.key, charge.bytes],
        );
        return id;
      },
    );
  }
}
