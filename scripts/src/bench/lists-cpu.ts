import { readFile } from 'node:fs/promises';
import type { Pool } from 'pg';

/** /proc's CPU times are in clock ticks: USER_HZ, 100 per second on Linux. */
const TICKS_PER_SECOND = 100;

/** CPU time (ms, user and system) of each process by pid, at one moment. */
export type CpuTimes = ReadonlyMap<number, number>;

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
    const pids = [backendPid, ...rows.map((row) => row.pid)];
    return new Map(await Promise.all(pids.map(async (pid) => [pid, await cpuMs(pid)] as const)));
  };
}

/** The CPU time used between two readings (a process started between them counts in full). */
export function cpuBetween(before: CpuTimes, after: CpuTimes): number {
  let used = 0;
  for (const [pid, ms] of after) used += ms - (before.get(pid) ?? 0);
  return used;
}

async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // The fields after the command's name (which may hold spaces): the 14th and 15th of the line,
  // utime and stime, are the 12th and 13th after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) || 0) + (Number(fields[12]) || 0)) * (1000 / TICKS_PER_SECOND);
}
