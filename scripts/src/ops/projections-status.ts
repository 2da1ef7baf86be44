import { allProjections } from '../../../backend/src/projections/projection-registry';
import { readCheckpoint } from '../../../backend/src/projections/checkpoints';
import { interruptedRebuildAt } from '../../../backend/src/projections/shadow-tables';
import type { Projection } from '../../../backend/src/projections/projection';
import type { Connection } from '../shared/connect';
import { formatPosition } from '../shared/format';

/** Each projection's checkpoint, how many events it is behind, and any rebuild left to resume. */
export async function projectionsStatus(connection: Connection): Promise<void> {
  const { store, pool } = connection;
  const head = await store.headPosition();
  console.log(`Event store head: ${formatPosition(head)}`);
  const rows = [];
  for (const projection of allProjections) {
    const checkpoint = await readCheckpoint(pool, projection.name);
    rows.push({
      projection: projection.name,
      checkpoint: formatPosition(checkpoint),
      lag: await store.countAfter(checkpoint),
      rebuild: await rebuildState(connection, projection),
    });
  }
  console.table(rows);
}

async function rebuildState({ store, pool }: Connection, projection: Projection): Promise<string> {
  const reached = await interruptedRebuildAt(pool, projection);
  if (!reached) return '';
  const left = await store.countAfter(reached);
  return `stopped at ${formatPosition(reached)}, ${left} events left: \`projections rebuild ${projection.name}\` resumes it`;
}
