import { readFile } from 'node:fs/promises';
import type { Pool } from 'pg';

/** /proc's CPU times are in clock ticks: USER_HZ, 100 per second on Linux. */
const TICKS_PER_SECOND = 100;

/** CPU time (ms, user and system) of the backend and of each PostgreSQL process, at one moment. */
export interface CpuTimes {
  readonly backendMs: number;
  readonly database: ReadonlyMap<number, number>;
}

/** CPU time (ms) the backend and PostgreSQL used between two readings. */
export interface CpuUse {
  readonly backendMs: number;
  readonly databaseMs: number;
}

/** Reads the CPU times of the processes that serve a bench's requests. */
export type CpuMeter = () => Promise<CpuTimes>;

/**
 * The backend process and every PostgreSQL process of the bench's server (its connections and
 * background workers): the CPU time a request costs the server, which the machine's load does
 * not stretch as it does a request's time.
 */
export function serverCpuMeter(pool: Pool, backendPid: number): CpuMeter {
  return async () => {
    const { rows } = await pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity');
    const database = await Promise.all(
      rows.map(async ({ pid }) => [pid, await cpuMs(pid)] as const),
    );
    return { backendMs: await cpuMs(backendPid), database: new Map(database) };
  };
}

/** The CPU time used between two readings (a process started between them counts in full). */
export function cpuBetween(before: CpuTimes, after: CpuTimes): CpuUse {
  let databaseMs = 0;
  for (const [pid, ms] of after.database) databaseMs += ms - (before.database.get(pid) ?? 0);
  return { backendMs: after.backendMs - before.backendMs, databaseMs };
}

async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // The fields after the command's name (which may hold spaces): the 14th and 15th of the line,
  // utime and stime, are the 12th and 13th after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) || 0) + (Number(fields[12]) || 0)) * (1000 / TICKS_PER_SECOND);
}
