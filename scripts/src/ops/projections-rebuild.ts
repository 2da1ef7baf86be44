import { SingleBar, Presets } from 'cli-progress';
import { comparePositions, START } from '../../../backend/src/event-store/event-store.port';
import { allProjections } from '../../../backend/src/all-projections';
import { catchUpProjection } from '../../../backend/src/projections/catch-up-projection';
import {
  projectionContentHash,
  rebuildProjection,
} from '../../../backend/src/projections/projection-rebuild';
import type { Projection } from '../../../backend/src/projections/projection';
import type { Connection } from '../shared/connect';
import { perSecond } from '../shared/format';

export interface RebuildFlags {
  /** Drop what an interrupted rebuild left and fold from the first event. */
  readonly restart: boolean;
}

/** Rebuilds one projection (or all) while the app runs, printing the content hash before and after. */
export async function projectionsRebuild(
  connection: Connection,
  name: string | undefined,
  flags: RebuildFlags,
): Promise<boolean> {
  const chosen = name
    ? allProjections.filter((projection) => projection.name === name)
    : allProjections;
  if (chosen.length === 0) {
    console.error(
      `Unknown projection "${name}". Known: ${allProjections.map((p) => p.name).join(', ')}`,
    );
    return false;
  }
  let allSame = true;
  for (const projection of chosen) {
    allSame = (await rebuildOne(connection, projection, flags)) && allSame;
  }
  return allSame;
}

async function rebuildOne(
  { store, pool }: Connection,
  projection: Projection,
  flags: RebuildFlags,
): Promise<boolean> {
  await catchUpProjection(store, pool, projection);
  const before = await projectionContentHash(pool, projection);
  console.log(describe(projection));
  console.log(`${projection.name}: content hash before rebuild ${before}`);

  const bar = new SingleBar(
    { format: `${projection.name} |{bar}| {percentage}% {value}/{total} events, {rate} events/s` },
    Presets.shades_classic,
  );
  const started = Date.now();
  const outcome = await rebuildProjection(store, pool, projection, {
    restart: flags.restart,
    onStart: (pending) => bar.start(pending, 0, { rate: 0 }),
    onBatch: (count) => bar.update(count, { rate: perSecond(count, Date.now() - started) }),
  });
  bar.stop();
  const elapsed = Date.now() - started;
  const after = await projectionContentHash(pool, projection);
  const resumed =
    comparePositions(outcome.resumedFrom, START) === 0 ? '' : ', resuming an interrupted rebuild';
  console.log(
    `${projection.name}: replayed ${outcome.folded} events in ${(elapsed / 1000).toFixed(1)} s (${perSecond(outcome.folded, elapsed)} events/s${resumed})`,
  );
  console.log(
    `${projection.name}: content hash after rebuild  ${after} (${before === after ? 'identical' : 'DIFFERENT'})`,
  );
  return before === after;
}

function describe(projection: Projection): string {
  const tables = projection.tables.map((table) => table.name).join(', ');
  return projection.writes === 'read-model'
    ? `${projection.name}: read model ${tables}, rebuilt in shadow tables and swapped in when complete`
    : `${projection.name}: side effects, not a read model: replayed in place, where it must add nothing to ${tables} (nothing is sent again)`;
}
