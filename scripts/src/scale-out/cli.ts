/**
 * The scale-out drill (issue 18): two app instances on one PostgreSQL, load sent to them in turn,
 * the instance holding the leases killed with SIGKILL mid-load, then the checks. Needs a build:
 *
 *   npm run build && npm run scale-out [-- --rounds 24]
 */
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Pool } from 'pg';
import { createEventStore } from '@job-intake/backend/tools';
import { ROOT } from '../../../e2e/paths';
import { type CheckResult } from './acknowledged-checks';
import { Balancer } from './balancer';
import { startCluster } from './cluster';
import { runDrill } from './drill';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '24' } } });
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 4)
    throw new Error('--rounds must be a whole number ≥ 4');
  if (!existsSync(join(ROOT, 'backend/dist/main.js')))
    throw new Error('Run `npm run build` first.');

  const cluster = await startCluster(2);
  const store = createEventStore({ databaseUrl: cluster.databaseUrl });
  const pool = new Pool({ connectionString: cluster.databaseUrl, max: 4 });
  try {
    const { results, figures } = await runDrill({
      cluster,
      balancer: new Balancer(cluster.instances),
      store,
      pool,
      rounds,
    });
    report(results, figures);
    return results.every((result) => result.ok) ? 0 : 1;
  } finally {
    await store.close();
    await pool.end();
    await cluster.stop();
  }
}

function report(results: readonly CheckResult[], figures: Record<string, string>): void {
  console.log('\nScale-out drill');
  console.table(figures);
  for (const result of results) {
    console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.check}\n      ${result.detail}`);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
