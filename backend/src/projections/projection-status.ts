import type { Pool } from 'pg';
import type { EventStore, GlobalPosition } from '../event-store/event-store.port';
import { readCheckpoints } from './checkpoints';

export interface ProjectionStatus {
  readonly name: string;
  readonly checkpoint: GlobalPosition;
  /** Events the store holds after the checkpoint. */
  readonly lag: number;
  /** Age of the oldest event a reader can see after the checkpoint; 0 when there is none. */
  readonly lagSeconds: number;
}

type Behind = Pick<ProjectionStatus, 'lag' | 'lagSeconds'>;

/**
 * Each projection's checkpoint and how far behind it is: one query for the checkpoints, then a
 * count and a one-event read per distinct checkpoint (projections that caught up share one), so
 * a scrape or a health check costs a few queries however many projections there are.
 */
export async function projectionStatuses(
  store: EventStore,
  pool: Pool,
  names: readonly string[],
): Promise<ProjectionStatus[]> {
  const checkpoints = await readCheckpoints(pool, names);
  const behindByPosition = new Map<string, Promise<Behind>>();
  const behind = (checkpoint: GlobalPosition) => {
    const key = `${checkpoint.commit}/${checkpoint.prepare}`;
    const known = behindByPosition.get(key) ?? howFarBehind(store, checkpoint);
    behindByPosition.set(key, known);
    return known;
  };
  return Promise.all(
    [...checkpoints].map(async ([name, checkpoint]) => ({
      name,
      checkpoint,
      ...(await behind(checkpoint)),
    })),
  );
}

async function howFarBehind(store: EventStore, checkpoint: GlobalPosition): Promise<Behind> {
  const [lag, [next]] = await Promise.all([
    store.countAfter(checkpoint),
    store.readAll({ after: checkpoint, maxCount: 1 }),
  ]);
  const since = next ? Date.parse(next.metadata.occurredAt) : Date.now();
  return { lag, lagSeconds: Math.max(0, (Date.now() - since) / 1000) };
}
