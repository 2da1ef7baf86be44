import { allProjections } from '../../../backend/src/all-projections';
import { readCheckpoint } from '../../../backend/src/projections/checkpoints';
import { interruptedRebuildAt } from '../../../backend/src/projections/shadow-tables';
import type { Projection } from '../../../backend/src/projections/projection';
import { leaseHolders } from '../../../backend/src/workers/lease-holders';
import type { WorkerName } from '../../../backend/src/workers/worker-names';
import type { Connection } from '../shared/connect';
import { formatPosition } from '../shared/format';

/**
 * Each projection's checkpoint, how many events it is behind, any rebuild left to resume, and
 * which app instance runs it; then which instance runs each other worker (docs/decisions/0029).
 */
export async function projectionsStatus(connection: Connection): Promise<void> {
  const { store, pool } = connection;
  const head = await store.headPosition();
  const holders = await leaseHolders(pool);
  const holderOf = (worker: WorkerName) => holders.get(worker) ?? 'nobody';
  console.log(`Event store head: ${formatPosition(head)}`);
  const rows = [];
  for (const projection of allProjections) {
    const checkpoint = await readCheckpoint(pool, projection.name);
    rows.push({
      projection: projection.name,
      checkpoint: formatPosition(checkpoint),
      lag: await store.countAfter(checkpoint),
      rebuild: await rebuildState(connection, projection),
      instance: holderOf('projections'),
    });
  }
  console.table(rows);
  console.table([...holders.keys()].map((worker) => ({ worker, instance: holderOf(worker) })));
}

async function rebuildState({ store, pool }: Connection, projection: Projection): Promise<string> {
  const reached = await interruptedRebuildAt(pool, projection);
  if (!reached) return '';
  const left = await store.countAfter(reached);
  return `stopped at ${formatPosition(reached)}, ${left} events left: \`projections rebuild ${projection.name}\` resumes it`;
}
