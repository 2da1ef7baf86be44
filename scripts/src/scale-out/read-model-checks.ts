import type { Pool } from 'pg';
import {
  comparePositions,
  type EventStore,
} from '../../../backend/src/event-store/event-store.port';
import { readCheckpoint } from '../../../backend/src/projections/checkpoints';
import { allProjections } from '../../../backend/src/all-projections';
import {
  projectionContentHash,
  rebuildProjection,
} from '../../../backend/src/projections/projection-rebuild';
import type { CheckResult } from './acknowledged-checks';

/** Waits until every projection's stored checkpoint has reached the store's head. */
export async function waitForProjections(
  store: EventStore,
  pool: Pool,
  timeoutMs: number,
): Promise<boolean> {
  const head = await store.headPosition();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const checkpoints = await Promise.all(
      allProjections.map(({ name }) => readCheckpoint(pool, name)),
    );
    if (checkpoints.every((checkpoint) => comparePositions(checkpoint, head) >= 0)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** Every read model folded by the instances, in turns and across a kill, equals a fresh rebuild. */
export async function checkRebuildHashes(store: EventStore, pool: Pool): Promise<CheckResult> {
  const differing: string[] = [];
  const readModels = allProjections.filter((projection) => projection.writes === 'read-model');
  for (const projection of readModels) {
    const projected = await projectionContentHash(pool, projection);
    await rebuildProjection(store, pool, projection);
    const rebuilt = await projectionContentHash(pool, projection);
    if (projected !== rebuilt) differing.push(`${projection.name}: ${projected} ≠ ${rebuilt}`);
  }
  return {
    check: 'read models equal a rebuild from the events (content hashes)',
    ok: differing.length === 0,
    detail:
      differing.length === 0
        ? `${readModels.length} read models, equal hashes`
        : differing.join('; '),
  };
}
