import { Pool } from 'pg';
import { inTransaction } from '../database/in-transaction';
import type { GlobalPosition } from '../event-store/event-store.port';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { CheckpointWatch } from './checkpoint-watch';
import { lockCheckpoint, saveCheckpoint } from './checkpoints';

const at = (n: number): GlobalPosition => ({ commit: BigInt(n), prepare: BigInt(n) });
const NAMES = ['watched-a', 'watched-b'];

describe('CheckpointWatch: waiting for stored checkpoints', () => {
  let database: TestDatabase;
  let pool: Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new Pool({ connectionString: database.url, max: 3 });
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  /** A watch whose safety-net poll is far beyond every test, or as given. */
  const watching = async (pollMs = 600_000) => {
    const watch = new CheckpointWatch(pool, database.url, NAMES, pollMs);
    watch.start();
    return watch;
  };
  const save = (name: string, position: GlobalPosition) =>
    inTransaction(pool, async (tx) => {
      await lockCheckpoint(tx, name);
      await saveCheckpoint(tx, name, position);
    });

  it('resolves when the last projection commits the position (told by its NOTIFY)', async () => {
    const watch = await watching();
    await save('watched-a', at(5));
    const waiting = watch.waitFor(at(5), 60_000);
    let settled = false;
    void waiting.then(() => (settled = true));
    await save('watched-b', at(4));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);

    await save('watched-b', at(7));
    await expect(waiting).resolves.toBe(true);
    await watch.stop();
  });

  it('gives up with false after the timeout, and at once for a position already passed answers true', async () => {
    const watch = await watching();
    await expect(watch.waitFor(at(100), 50)).resolves.toBe(false);
    await expect(watch.waitFor(at(5), 60_000)).resolves.toBe(true);
    await watch.stop();
  });

  it('sees a checkpoint moved without a notification through its poll', async () => {
    const watch = await watching(100);
    const waiting = watch.waitFor(at(20), 60_000);
    await pool.query(
      `UPDATE projection_checkpoints SET commit_position = 20, prepare_position = 20
       WHERE name = ANY($1)`,
      [NAMES],
    );
    await expect(waiting).resolves.toBe(true);
    await watch.stop();
  });
});
