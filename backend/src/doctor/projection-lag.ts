import type { Pool } from 'pg';
import type { EventStore } from '../event-store/event-store.port';
import type { Projection } from '../projections/projection';
import { readCheckpoint } from '../projections/checkpoints';
import { byThreshold, ok, type CheckResult } from './doctor-check';

/** Behind by a few seconds is a projection at work; a minute behind is the alert of deploy/. */
const LAG_SECONDS = { warnFrom: 10, failFrom: 60 };

/** How far each projection is behind the store: events, and the age of the oldest not folded. */
export async function checkProjectionLag(
  store: EventStore,
  pool: Pool,
  projections: readonly Projection[],
  now: Date = new Date(),
): Promise<CheckResult[]> {
  const results = [];
  for (const projection of projections) {
    const check = `projection ${projection.name}`;
    const checkpoint = await readCheckpoint(pool, projection.name);
    const behind = await store.countAfter(checkpoint);
    const [oldest] = behind > 0 ? await store.readAll({ after: checkpoint, maxCount: 1 }) : [];
    if (!oldest) {
      results.push(ok(check, behind > 0 ? `${behind} events committing` : 'caught up'));
      continue;
    }
    const seconds = Math.max(0, (now.getTime() - Date.parse(oldest.metadata.occurredAt)) / 1000);
    const reason = `${behind} events behind, the oldest from ${Math.round(seconds)} s ago`;
    results.push(byThreshold(check, seconds, LAG_SECONDS, reason));
  }
  return results;
}
