import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReadModels } from '../../projections/projections.module';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { leaseHolders } from '../lease-holders';
import { WORKER_NAMES } from '../worker-names';

export interface TwoInstances {
  /** Started first, so it takes every lease. */
  readonly a: TestApp;
  readonly b: TestApp;
  close(): Promise<void>;
}

/** Two app instances on one database, as behind a load balancer, named instance-a and -b. */
export async function startTwoInstances(): Promise<TwoInstances> {
  const dataDir = mkdtempSync(join(tmpdir(), 'two-instances-'));
  const a = await createTestApp({ INSTANCE_ID: 'instance-a', DATA_DIR: dataDir });
  const b = await createTestApp({ INSTANCE_ID: 'instance-b', DATA_DIR: dataDir }, a.database);
  for (const t of [a, b]) t.pool.on('error', () => undefined);
  return {
    a,
    b,
    close: async () => {
      await b.close();
      await a.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The instance holding each worker's lease, by worker. */
export async function holders(t: TestApp): Promise<Record<string, string | null>> {
  return Object.fromEntries(await leaseHolders(t.pool));
}

/** Every worker held by this instance. */
export const allHeldBy = (instance: string) =>
  Object.fromEntries(WORKER_NAMES.map((name) => [name, instance]));

/** Polls (every 50 ms, at most 20 s) until the check passes. */
export async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 400; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('Condition not met in 20 s');
}

/** Waits until every projection has folded the whole store. */
export async function projectionsIdle(t: TestApp): Promise<void> {
  const runner = t.app.get(ReadModels).runner;
  await eventually(async () => (await runner.status()).every((status) => status.lag === 0));
}
