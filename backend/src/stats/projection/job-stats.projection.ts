import type { PoolClient } from 'pg';
import type { ProjectionEvent } from '../../event-store/event-store.port';
import { upcastJobEvent } from '../../jobs/domain/job-event-upcasting';
import { jobIdOfStream } from '../../jobs/domain/job-stream';
import type { Projection } from '../../projections/projection';
import { foldJobStatsEvent, type JobStatsRow } from '../domain/job-stats.fold';
import { addDelta, type DailyDeltas } from './daily-deltas';

const EVENT_TYPES = [
  'JobCreated',
  'JobFinalized',
  'JobImported',
  'JobArchived',
  'ShareLinkCreated',
  'ShareLinkSubmitted',
  'EmailRequested',
  'EmailSent',
];

/**
 * The statistics (POST /report/stats, GET /job/{id}/stats): per-company per-day counters and one
 * row per job. A batch reads the job rows it touches (one SELECT), folds them in memory, writes
 * them back with one upsert and adds its counters to the days with one additive upsert.
 */
export const jobStatsProjection: Projection = {
  name: 'job-stats',
  eventTypes: EVENT_TYPES,
  writes: 'read-model',
  tables: [
    { name: 'job_stats', orderBy: 'job_id' },
    { name: 'job_stats_daily', orderBy: 'company_id, day' },
  ],

  apply(event: ProjectionEvent, db: PoolClient): Promise<void> {
    return applyJobStatsBatch([event], db);
  },
  applyBatch: applyJobStatsBatch,
};

async function applyJobStatsBatch(
  events: readonly ProjectionEvent[],
  db: PoolClient,
): Promise<void> {
  const rows = await readRows(db, events);
  const changed = new Set<string>();
  const deltas: DailyDeltas = new Map();
  for (const recorded of events) {
    const jobId = jobIdOfStream(recorded.streamId);
    const event = upcastJobEvent(recorded);
    if (!jobId || !event) continue;
    const { occurredAt, companyId } = recorded.metadata;
    const change = foldJobStatsEvent(rows.get(jobId), { jobId, companyId, occurredAt, event });
    if (!change) continue;
    rows.set(jobId, change.row);
    changed.add(jobId);
    addDelta(deltas, change.row.company_id, occurredAt, change.delta);
  }
  await writeRows(
    db,
    [...changed].map((jobId) => rows.get(jobId) as JobStatsRow),
  );
  await writeDays(db, deltas);
}

async function readRows(
  db: PoolClient,
  events: readonly ProjectionEvent[],
): Promise<Map<string, JobStatsRow>> {
  const jobIds = [...new Set(events.map((event) => jobIdOfStream(event.streamId)))].filter(
    (jobId): jobId is string => jobId !== null,
  );
  if (jobIds.length === 0) return new Map();
  const { rows } = await db.query<{ row: JobStatsRow }>(
    'SELECT to_jsonb(s) AS row FROM job_stats s WHERE job_id = ANY($1::uuid[])',
    [jobIds],
  );
  return new Map(rows.map(({ row }) => [row.job_id, row]));
}

async function writeRows(db: PoolClient, rows: readonly JobStatsRow[]): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = Object.keys(first).filter((column) => column !== 'job_id');
  await db.query(
    `INSERT INTO job_stats SELECT * FROM jsonb_populate_recordset(NULL::job_stats, $1::jsonb)
     ON CONFLICT (job_id) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
    [JSON.stringify(rows)],
  );
}

async function writeDays(db: PoolClient, deltas: DailyDeltas): Promise<void> {
  const days = [...deltas.values()];
  const [first] = days;
  if (!first) return;
  const counters = Object.keys(first).filter((c) => c !== 'company_id' && c !== 'day');
  await db.query(
    `INSERT INTO job_stats_daily
     SELECT * FROM jsonb_populate_recordset(NULL::job_stats_daily, $1::jsonb)
     ON CONFLICT (company_id, day) DO UPDATE SET
     ${counters.map((c) => `${c} = job_stats_daily.${c} + EXCLUDED.${c}`).join(', ')}`,
    [JSON.stringify(days)],
  );
}
