import { SingleBar, Presets } from 'cli-progress';
import { allProjections } from '../../../backend/src/projections/projection-registry';
import {
  catchUpProjection,
  projectionContentHash,
  resetProjection,
} from '../../../backend/src/projections/projection-rebuild';
import type { Projection } from '../../../backend/src/projections/projection';
import type { Connection } from '../shared/connect';
import { perSecond } from '../shared/format';

/** Empties and replays one projection (or all), printing the content hash before and after. */
export async function projectionsRebuild(
  connection: Connection,
  name: string | undefined,
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
  for (const projection of chosen) allSame = (await rebuildOne(connection, projection)) && allSame;
  return allSame;
}

async function rebuildOne({ store, pool }: Connection, projection: Projection): Promise<boolean> {
  await catchUpProjection(store, pool, projection);
  const before = await projectionContentHash(pool, projection);
  console.log(`${projection.name}: content hash before rebuild ${before}`);

  const total = await store.countAfter({ commit: -1n, prepare: -1n });
  const bar = new SingleBar(
    { format: `${projection.name} |{bar}| {percentage}% {value}/{total} events, {rate} events/s` },
    Presets.shades_classic,
  );
  const started = Date.now();
  bar.start(total, 0, { rate: 0 });
  await resetProjection(pool, projection);
  const folded = await catchUpProjection(store, pool, projection, (count) =>
    bar.update(count, { rate: perSecond(count, Date.now() - started) }),
  );
  bar.stop();
  const elapsed = Date.now() - started;
  const after = await projectionContentHash(pool, projection);
  console.log(
    `${projection.name}: replayed ${folded} events in ${(elapsed / 1000).toFixed(1)} s (${perSecond(folded, elapsed)} events/s)`,
  );
  console.log(
    `${projection.name}: content hash after rebuild  ${after} (${before === after ? 'identical' : 'DIFFERENT'})`,
  );
  return before === after;
}
