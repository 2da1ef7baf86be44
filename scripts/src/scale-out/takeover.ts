import type { Pool } from 'pg';
import type { Balancer, Instance } from './balancer';
import { DEMO_FORM_ID } from './workload';

const TAKEOVER_LIMIT_MS = 60_000;

/**
 * After the projecting instance died: how long until a job created on the survivor shows in its
 * job list, i.e. until the survivor holds the projection lease and has folded the backlog.
 */
export async function measureTakeover(
  balancer: Balancer,
  token: string,
  killedAt: number,
): Promise<number | null> {
  const name = `Takeover probe ${Date.now()}`;
  const created = await balancer.send('POST', '/job', token, { name, form_id: DEMO_FORM_ID });
  if (created.status !== 201) throw new Error(`The survivor refused a job: HTTP ${created.status}`);
  while (performance.now() - killedAt < TAKEOVER_LIMIT_MS) {
    const list = await balancer.send<{ jobs?: unknown[] }>(
      'GET',
      '/jobs?list=open&size=100&sort=created&dir=desc',
      token,
    );
    if (JSON.stringify(list.body).includes(name)) return Math.round(performance.now() - killedAt);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

/** Which instance's sessions hold advisory locks (the leases), from PostgreSQL itself. */
export async function leaseHolders(
  pool: Pool,
  instances: readonly Instance[],
): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ application_name: string; locks: string }>(
    `SELECT a.application_name, count(*) AS locks FROM pg_locks l
     JOIN pg_stat_activity a ON a.pid = l.pid
     WHERE l.locktype = 'advisory' AND l.granted GROUP BY a.application_name`,
  );
  const held: Record<string, number> = {};
  for (const instance of instances) {
    held[instance.name] = rows
      .filter((row) => row.application_name.includes(instance.name))
      .reduce((sum, row) => sum + Number(row.locks), 0);
  }
  return held;
}
