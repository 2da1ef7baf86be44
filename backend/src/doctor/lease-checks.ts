import type { Pool } from 'pg';
import { leaseHolders } from '../workers/lease-holders';
import { ok, warn, type CheckResult } from './doctor-check';

/** Which instance holds each worker's lease; none means that work is not being done. */
export async function checkLeases(pool: Pool): Promise<CheckResult[]> {
  const holders = await leaseHolders(pool);
  return [...holders].map(([worker, holder]) =>
    holder
      ? ok(`lease ${worker}`, `held by ${holder}`)
      : warn(`lease ${worker}`, 'held by no instance: is the app running?'),
  );
}
