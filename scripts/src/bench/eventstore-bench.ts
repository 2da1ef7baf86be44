import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import {
  JOB_EVENT_SCHEMA_VERSION,
  jobStreamId,
  type JobEvent,
} from '@job-intake/contracts/jobs/job-events';
import { withDatabase } from '../../../backend/src/database/connection-url';
import { ensureDatabase, migrate } from '../../../backend/src/database/data-source';
import { startThrowAwayPostgres } from '../../../backend/src/database/throw-away-postgres';
import { createPostgresEventStore } from '../../../backend/src/event-store/postgres/postgres-event-store';
import type { EventStore, NewEvent } from '../../../backend/src/event-store/event-store.port';
import { jobListProjection } from '../../../backend/src/jobs/projections/job-list.projection';
import {
  projectionContentHash,
  rebuildProjection,
} from '../../../backend/src/projections/projection-rebuild';
import { perSecond } from '../shared/format';

const COMPANY_ID = '00000000-0000-4000-8000-0000000000b1';
const FORM_ID = '00000000-0000-4000-8000-0000000000b2';
const FORM_VERSION_ID = '00000000-0000-4000-8000-0000000000b3';

export interface EventStoreBenchOptions {
  readonly singleWriterAppends: number;
  readonly concurrentAppends: number;
  readonly totalEvents: number;
}

/**
 * Appends/s with 1 and 8 concurrent writers, then fills the store to `totalEvents` and times a
 * projection rebuild over all of it, on a throw-away embedded PostgreSQL.
 */
export async function eventStoreBench(options: EventStoreBenchOptions): Promise<void> {
  const server = await startThrowAwayPostgres();
  await ensureDatabase(server.url, 'bench');
  const url = withDatabase(server.url, 'bench');
  await migrate(url);
  const store = createPostgresEventStore({ connectionString: url, poolSize: 10 });
  const pool = new Pool({ connectionString: url, max: 4 });
  try {
    const results: Record<string, string> = {};
    results['appends/s, 1 writer (1 event each)'] = await timeAppends(
      store,
      1,
      options.singleWriterAppends,
      1,
    );
    results['appends/s, 8 writers (1 event each)'] = await timeAppends(
      store,
      8,
      options.concurrentAppends,
      1,
    );
    const stored = options.singleWriterAppends + options.concurrentAppends;
    const batches = Math.ceil((options.totalEvents - stored) / 20);
    results['appends/s, 8 writers (20 events each)'] = await timeAppends(store, 8, batches, 20);
    const total = await store.countAfter({ commit: -1n, prepare: -1n });
    results['events in the store'] = total.toLocaleString('en-US');
    for (const round of [1, 2]) {
      const started = Date.now();
      const { folded } = await rebuildProjection(store, pool, jobListProjection);
      results[`projection rebuild ${round}, events/s`] = perSecond(folded, Date.now() - started);
      results[`projection rebuild ${round}, content hash`] = await projectionContentHash(
        pool,
        jobListProjection,
      );
    }
    console.table(results);
  } finally {
    await store.close();
    await pool.end();
    await server.stop();
  }
}

/** `appends` appends of `eventsEach` events spread over `writers` concurrent writers. */
async function timeAppends(
  store: EventStore,
  writers: number,
  appends: number,
  eventsEach: number,
): Promise<string> {
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (next < appends) {
        next += 1;
        const jobId = randomUUID();
        await store.append(jobStreamId(jobId), jobEvents(jobId, eventsEach), {
          expectedRevision: 'no_stream',
        });
      }
    }),
  );
  const rate = perSecond(appends, Date.now() - started);
  console.log(
    `${appends.toLocaleString('en-US')} appends of ${eventsEach} event(s) by ${writers} writer(s): ${rate} appends/s`,
  );
  return rate;
}

/** A created job followed by the edits a job typically sees (settings, answers, notes). */
function jobEvents(jobId: string, count: number): NewEvent[] {
  const name = `Bench job ${jobId.slice(0, 8)}`;
  const events: JobEvent[] = [
    {
      type: 'JobCreated',
      data: {
        jobId,
        uuid: randomUUID(),
        form_id: FORM_ID,
        form_version_id: FORM_VERSION_ID,
        form_variant_id: FORM_ID,
        settings: {
          name,
          reference_no: '',
          location: null,
          contact: null,
          first_furnishing: '2026-11-21',
          ff_est: false,
          last_furnishing: '2026-11-28',
          lf_est: false,
          total_contract_amt: '0.00',
          total_claim_amt: '0.00',
        },
        customer_id: null,
        workflow_step_id: null,
        origin: 'staff',
        creator_user_id: null,
        creator_name: 'Bench',
        form_variant: { id: FORM_ID, title: 'Default', logo_url: null },
        location_desc: null,
        progress: { percent: 100, remaining: 0 },
      },
    },
  ];
  for (let i = 1; i < count; i += 1) events.push(followUp(i, name));
  return events.map((event) => ({
    id: randomUUID(),
    type: event.type,
    schemaVersion: JOB_EVENT_SCHEMA_VERSION[event.type],
    data: event.data,
    metadata: {
      companyId: COMPANY_ID,
      actor: { kind: 'system', process: 'bench' },
      correlationId: randomUUID(),
      occurredAt: new Date().toISOString(),
    },
  }));
}

function followUp(i: number, name: string): JobEvent {
  switch (i % 3) {
    case 0:
      return { type: 'JobSettingsUpdated', data: { changes: { name: `${name} v${i}` } } };
    case 1:
      return {
        type: 'AnswersSaved',
        data: {
          answers: { [`field-${i}`]: `answer ${i}` },
          progress: { percent: i % 100, remaining: 1 },
        },
      };
    default:
      return { type: 'NoteAdded', data: { noteId: randomUUID(), description: `Note ${i}` } };
  }
}
