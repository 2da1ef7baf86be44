import type { Pool } from 'pg';
import { pendingMigrations } from '../database/migration-status';
import { fail, ok, warn, type CheckResult } from './doctor-check';

export async function checkDatabase(pool: Pool): Promise<CheckResult> {
  const { rows } = await pool.query<{ server_version: string }>('SHOW server_version');
  return ok('database', `reachable, PostgreSQL ${rows[0]?.server_version}`);
}

export async function checkMigrations(pool: Pool): Promise<CheckResult> {
  const pending = await pendingMigrations(pool);
  if (pending.length === 0) return ok('migrations', 'current');
  return fail(
    'migrations',
    `${pending.length} not applied (${pending.join(', ')}): start the app of this version to apply them`,
  );
}

/** Skew above which clocks disagree enough to matter: event times, leases, expiries. */
const SKEW_WARN_MS = 1_000;
const SKEW_FAIL_MS = 10_000;

/**
 * The instances record no clock of their own anywhere (leases are advisory locks), so this is the
 * database's clock against this process's, the middle of the round trip taken as the same moment.
 */
export async function checkClock(pool: Pool): Promise<CheckResult> {
  const sent = Date.now();
  const { rows } = await pool.query<{ now: Date }>('SELECT clock_timestamp() AS now');
  const received = Date.now();
  const skew = Math.round(rows[0]!.now.getTime() - (sent + received) / 2);
  const reason = `the database's clock is ${Math.abs(skew)} ms ${skew < 0 ? 'behind' : 'ahead of'} this machine's (±${Math.ceil((received - sent) / 2)} ms)`;
  if (Math.abs(skew) >= SKEW_FAIL_MS) return fail('clock skew', reason);
  return Math.abs(skew) >= SKEW_WARN_MS ? warn('clock skew', reason) : ok('clock skew', reason);
}
