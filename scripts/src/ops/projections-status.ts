import { allProjections } from '../../../backend/src/projections/projection-registry';
import { readCheckpoint } from '../../../backend/src/projections/checkpoints';
import type { Connection } from '../shared/connect';
import { formatPosition } from '../shared/format';

/** Each projection's checkpoint and how many events it is behind. */
export async function projectionsStatus({ store, pool }: Connection): Promise<void> {
  const head = await store.headPosition();
  console.log(`Event store head: ${formatPosition(head)}`);
  const rows = [];
  for (const projection of allProjections) {
    const checkpoint = await readCheckpoint(pool, projection.name);
    rows.push({
      projection: projection.name,
      checkpoint: formatPosition(checkpoint),
      lag: await store.countAfter(checkpoint),
    });
  }
  console.table(rows);
}
