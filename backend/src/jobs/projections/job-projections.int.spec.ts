import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  comparePositions,
  EVENT_STORE,
  START,
  type EventStore,
} from '../../event-store/event-store.port';
import type { Projection } from '../../projections/projection';
import { allProjections } from '../../all-projections';
import { projectionContentHash, rebuildProjection } from '../../projections/projection-rebuild';
import { interruptedRebuildAt, shadowOf } from '../../projections/shadow-tables';
import { ReadModels } from '../../projections/projections.module';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DemoJobsSeed, DEMO_JOBS } from '../seed/demo-jobs.seed';
import { jobListProjection } from './job-list.projection';
import { jobNotesProjection } from './job-notes.projection';
import {
  API,
  createJob,
  runCommand,
  saveAnswers,
  submitJob,
  type Auth,
  ignoreDroppedConnections,
} from '../testing/job-fixtures';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');

describe('job projections: rebuilt from the events, they give the same rows', () => {
  let t: TestApp;
  let standard: Auth;
  let reviewer: Auth;
  const dataDir = mkdtempSync(join(tmpdir(), 'job-projections-'));

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    ignoreDroppedConnections(t);
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
    reviewer = { Authorization: `Bearer ${await t.login('reviewer')}` };

    // Every kind of event, on several jobs.
    await t.app.get(DemoJobsSeed).run();
    const located = await createJob(t, reviewer, {
      name: 'Located',
      selectedLocation: '5001',
      createLink: true,
    });
    await t.http
      .patch(`${API}/job/${located}`)
      .set(reviewer)
      .send({ name: "O'Brien's Yard", selectedLocation: '5002' })
      .expect(200);
    await runCommand(
      t,
      located,
      { type: 'SubmitCustomerValues', data: { values: { reference_no: 'C-1', ff_est: true } } },
      { actor: { kind: 'guest' } },
    );
    await t.http
      .post(`${API}/job/${located}/settings`)
      .set(reviewer)
      .send({ field: 'ff_est' })
      .expect(200);
    const note = (
      await t.http.post(`${API}/note`).set(standard).send({ job_id: located, description: 'keep' })
    ).body;
    const gone = (
      await t.http.post(`${API}/note`).set(standard).send({ job_id: located, description: 'drop' })
    ).body;
    await t.http.delete(`${API}/note/${gone.id}`).set(standard).expect(200);
    void note;
    const files = (
      await t.http
        .post(`${API}/attach`)
        .set(standard)
        .field('job_id', located)
        .field('company_id', '00000000-0000-4000-8000-000000000001')
        .attach('files[]', PNG, 'a.png')
        .attach('files[]', PNG, 'b.png')
        .expect(201)
    ).body;
    await t.http.delete(`${API}/attachment/${files[0].id}`).set(standard).expect(200);
    await saveAnswers(t, located, 50, 3);

    const submitted = await createJob(t, standard, { name: 'Submitted' });
    await submitJob(t, submitted);
    const reopened = await createJob(t, standard, { name: 'Reopened' });
    await saveAnswers(t, reopened, 100);
    await runCommand(t, reopened, { type: 'Finalize', data: {} });
    await runCommand(t, reopened, { type: 'Reopen', data: {} });
    const deleted = await createJob(t, standard, { name: 'Deleted' });
    await t.http
      .post(`${API}/job/${deleted}/status`)
      .set(standard)
      .send({ id: deleted, status: 'deleted' })
      .expect(200);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const store = () => t.app.get<EventStore>(EVENT_STORE);
  const rows = async (projection: Projection) =>
    Promise.all(
      projection.tables.map(
        async (table) =>
          (
            await t.pool.query(
              `SELECT ${table.hashedColumns?.join(', ') ?? '*'} FROM ${table.name}
               ORDER BY ${table.orderBy}`,
            )
          ).rows,
      ),
    );
  const counts = async (projection: Projection) =>
    Promise.all(
      projection.tables.map(
        async (table) =>
          (await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table.name}`))
            .rows[0]?.n ?? 0,
      ),
    );
  /** Index and constraint names and definitions, which later migrations refer to. */
  const structure = async (projection: Projection) =>
    Promise.all(
      projection.tables.map(
        async (table) =>
          (
            await t.pool.query(
              `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
               WHERE schemaname = 'public' AND tablename = $1
               UNION ALL
               SELECT conname, pg_get_constraintdef(oid) FROM pg_constraint
               WHERE conrelid = to_regclass('public.' || $1)
               ORDER BY 1, 2`,
              [table.name],
            )
          ).rows,
      ),
    );

  it('the tools rebuild the projections the feature modules registered with the app', () => {
    const names = (projections: readonly Projection[]) => projections.map(({ name }) => name);
    expect(names(allProjections)).toEqual(names(t.app.get(ReadModels).runner.projections));
  });

  it.each(allProjections.map((projection) => [projection.name, projection] as const))(
    '%s: an ops rebuild while the app runs keeps the live rows readable and gives the same ones',
    async (_name, projection) => {
      const before = await projectionContentHash(t.pool, projection);
      const contentBefore = await rows(projection);
      const structureBefore = await structure(projection);
      const countsBefore = await counts(projection);
      // Seen after each batch, and by a reader polling throughout, the swap included.
      const observed: number[][] = [];
      const polled: number[][] = [];
      let rebuilding = true;
      const poller = (async () => {
        while (rebuilding) polled.push(await counts(projection));
      })();

      try {
        await rebuildProjection(store(), t.pool, projection, {
          batchSize: 10,
          onBatch: async () => {
            observed.push(await counts(projection));
          },
        });
      } finally {
        rebuilding = false;
        await poller;
      }

      expect(observed.length).toBeGreaterThan(1);
      for (const seen of [...observed, ...polled]) {
        seen.forEach((count, table) =>
          expect(count).toBeGreaterThanOrEqual(countsBefore[table] ?? 0),
        );
      }
      expect(await projectionContentHash(t.pool, projection)).toBe(before);
      expect(await rows(projection)).toEqual(contentBefore);
      expect(await structure(projection)).toEqual(structureBefore);
      // The running app follows the rebuilt checkpoint and keeps folding new events.
      const next = await createJob(t, standard, { name: `After rebuilding ${projection.name}` });
      expect((await t.http.get(`${API}/job/${next}`).set(standard).expect(200)).body.name).toBe(
        `After rebuilding ${projection.name}`,
      );
    },
  );

  /** Starts a rebuild of the job list and stops it after two batches, as a killed CLI would. */
  async function interruptedRebuild() {
    let batches = 0;
    await expect(
      rebuildProjection(store(), t.pool, jobListProjection, {
        batchSize: 5,
        onBatch: () => {
          batches += 1;
          if (batches === 2) throw new Error('interrupted');
        },
      }),
    ).rejects.toThrow('interrupted');
    return interruptedRebuildAt(t.pool, jobListProjection);
  }

  it('an interrupted rebuild resumes from its shadow checkpoint, with the writes made meanwhile', async () => {
    const reached = await interruptedRebuild();
    expect(reached && comparePositions(reached, START)).toBeGreaterThan(0);
    const written = await createJob(t, standard, { name: 'Written during a rebuild' });

    const resumed = await rebuildProjection(store(), t.pool, jobListProjection);

    expect(resumed.resumedFrom).toEqual(reached);
    expect((await t.http.get(`${API}/job/${written}`).set(standard).expect(200)).body.name).toBe(
      'Written during a rebuild',
    );
    expect(await interruptedRebuildAt(t.pool, jobListProjection)).toBeNull();
    const { rows: shadowSchema } = await t.pool.query('SELECT to_regnamespace($1) AS oid', [
      shadowOf(jobListProjection).schema,
    ]);
    expect(shadowSchema).toEqual([{ oid: null }]);
  });

  it('a rebuild asked to restart folds from the first event despite an interrupted one', async () => {
    const before = await projectionContentHash(t.pool, jobListProjection);
    await interruptedRebuild();

    const restarted = await rebuildProjection(store(), t.pool, jobListProjection, {
      restart: true,
    });

    expect(restarted.resumedFrom).toEqual(START);
    expect(await projectionContentHash(t.pool, jobListProjection)).toBe(before);
  });

  it('refuses a second rebuild of the same projection while one runs', async () => {
    let second: Promise<unknown> | undefined;
    await rebuildProjection(store(), t.pool, jobListProjection, {
      batchSize: 10,
      onBatch: async () => {
        second ??= rebuildProjection(store(), t.pool, jobListProjection).catch(
          (error: Error) => error.message,
        );
        await second;
      },
    });
    expect(await second).toBe('Another rebuild of job-list is running');
  });

  it('a swap that cannot drop the live table (a foreign key into it) leaves the live rows', async () => {
    const before = await projectionContentHash(t.pool, jobNotesProjection);
    await t.pool.query('CREATE TABLE note_refs (note_id uuid REFERENCES job_notes (id))');
    try {
      await expect(rebuildProjection(store(), t.pool, jobNotesProjection)).rejects.toThrow(
        /depend/,
      );
      expect(await projectionContentHash(t.pool, jobNotesProjection)).toBe(before);
    } finally {
      await t.pool.query('DROP TABLE note_refs');
    }
    const resumed = await rebuildProjection(store(), t.pool, jobNotesProjection);
    expect(comparePositions(resumed.resumedFrom, START)).toBeGreaterThan(0);
    expect(await projectionContentHash(t.pool, jobNotesProjection)).toBe(before);
  });

  it('gives up the swap rather than queue readers behind a long query, then resumes', async () => {
    const before = await projectionContentHash(t.pool, jobNotesProjection);
    const longQuery = await t.pool.connect();
    try {
      await longQuery.query('BEGIN');
      await longQuery.query('SELECT count(*) FROM job_notes');
      await expect(
        rebuildProjection(store(), t.pool, jobNotesProjection, { swapLockTimeoutMs: 50 }),
      ).rejects.toThrow('a long query held its tables');
    } finally {
      await longQuery.query('ROLLBACK');
      longQuery.release();
    }
    expect(await projectionContentHash(t.pool, jobNotesProjection)).toBe(before);

    const resumed = await rebuildProjection(store(), t.pool, jobNotesProjection);

    expect(comparePositions(resumed.resumedFrom, START)).toBeGreaterThan(0);
    expect(await projectionContentHash(t.pool, jobNotesProjection)).toBe(before);
  });

  it('starts over when the stopped rebuild lacks a table of the projection', async () => {
    await interruptedRebuild();
    await t.pool.query(`DROP TABLE ${shadowOf(jobListProjection).schema}.job_list`);

    const rebuilt = await rebuildProjection(store(), t.pool, jobListProjection);

    expect(rebuilt.resumedFrom).toEqual(START);
  });

  it('starts over when a migration changed the live table since the rebuild stopped', async () => {
    await interruptedRebuild();
    await t.pool.query('ALTER TABLE job_list ADD COLUMN added_by_a_migration text');
    try {
      const rebuilt = await rebuildProjection(store(), t.pool, jobListProjection);
      expect(rebuilt.resumedFrom).toEqual(START);
      const { rows: columns } = await t.pool.query(
        `SELECT 1 FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = 'job_list'
           AND column_name = 'added_by_a_migration'`,
      );
      expect(columns).toHaveLength(1);
    } finally {
      await t.pool.query('ALTER TABLE job_list DROP COLUMN added_by_a_migration');
    }
  });

  it('the demo jobs were created through the command path, once', async () => {
    expect(await t.app.get(DemoJobsSeed).run()).toBe(0);
    for (const demo of DEMO_JOBS) {
      const job = (await t.http.get(`${API}/job/${demo.id}`).set(standard).expect(200)).body;
      expect(job.name).toBe(demo.request.name);
      const { rows } = await t.pool.query(
        `SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'JobCreated'`,
        [`job-${demo.id}`],
      );
      expect(rows[0].n).toBe(1);
    }
    const harbor = (await t.http.get(`${API}/job/${DEMO_JOBS[1]?.id}`).set(standard)).body;
    expect(harbor).toMatchObject({
      location_desc: 'Demo Construction Co. – Main Office (Cleveland, OH)',
      notes: [{ user: { name: 'Rita Reviewer' } }],
    });
    expect((await t.http.get(`${API}/job/${DEMO_JOBS[2]?.id}`).set(standard)).body.links).toBe(1);
    await t.app.get(ReadModels).caughtUpWith(null);
  });
});
