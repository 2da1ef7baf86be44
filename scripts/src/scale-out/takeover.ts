import type { Pool } from 'pg';
import { DEMO_FORM_ID, leaseHolders } from '@job-intake/backend/tools';
import type { Balancer, Instance } from './balancer';

const TAKEOVER_LIMIT_MS = 60_000;
const POLL_MS = 50;

/** Each worker's lease holder (the instance's name), from PostgreSQL's own lock table. */
export async function holders(pool: Pool): Promise<Record<string, string | null>> {
  return Object.fromEntries(await leaseHolders(pool));
}

/** Milliseconds from the kill until the survivor holds every worker's lease. */
export async function measureLeaseTakeover(
  pool: Pool,
  survivor: Instance,
  killedAt: number,
): Promise<number | null> {
  while (performance.now() - killedAt < TAKEOVER_LIMIT_MS) {
    const held = Object.values(await holders(pool));
    if (held.every((holder) => holder === survivor.name))
      return Math.round(performance.now() - killedAt);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return null;
}

/**
 * After the projecting instance died: how long until a job created on the survivor shows in its
 * job list, i.e. until the survivor holds the projection lease and has folded the backlog.
 */
export async function measureReadYourWrites(
  balancer: Balancer,
  token: string,
  killedAt: number,
): Promise<number | null> {
  const name = `Takeover probe ${Date.now()}`;
  const created = await balancer.send('POST', '/job', token, { name, form_id: DEMO_FORM_ID });
  if (created.status !== 201) throw new Error(`The survivor refused a job: HTTP ${created.status}`);
  while (performance.now() - killedAt < TAKEOVER_LIMIT_MS) {
    const list = await balancer.send(
      'GET',
      '/jobs?list=open&size=100&sort=created&dir=desc',
      token,
    );
    if (JSON.stringify(list.body).includes(name)) return Math.round(performance.now() - killedAt);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return null;
}
