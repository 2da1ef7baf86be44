import type { PoolClient } from 'pg';
import { JOB_EVENT_TYPES } from '@job-intake/contracts/jobs/job-events';
import type { ProjectionEvent } from '../../event-store/event-store.port';
import { insertByColumns } from '../../projections/column-arrays';
import type { Projection } from '../../projections/projection';
import { jobIdOfStream } from '../domain/job-stream';
import { countChanges, type CountChange } from './job-list-counts';
import { foldJobListEvent, type JobListRow } from './job-list-row';

/**
 * One row per job for the job lists, search and the job page (GET /jobs, POST /search,
 * GET /job/{id} read it, never the store). A batch is folded in memory over the rows it touches
 * (one SELECT) and written back with one multi-row upsert, a typed array per column; a single
 * event is a batch of one.
 * job_list_counts keeps each company's number of jobs per status, moved by the same batch.
 */
export const jobListProjection: Projection = {
  name: 'job-list',
  // JobRenamed: the spine slice's rename, read as a settings update.
  eventTypes: [...JOB_EVENT_TYPES, 'JobRenamed'],
  writes: 'read-model',
  tables: [
    { name: 'job_list', orderBy: 'id' },
    { name: 'job_list_counts', orderBy: 'company_id, status' },
  ],

  apply(event: ProjectionEvent, db: PoolClient): Promise<void> {
    return applyJobListBatch([event], db);
  },
  applyBatch: applyJobListBatch,
};

async function applyJobListBatch(
  events: readonly ProjectionEvent[],
  db: PoolClient,
): Promise<void> {
  const rows = await readRows(db, events);
  const before = [...rows.values()];
  const changed = new Set<string>();
  for (const event of events) {
    const jobId = jobIdOfStream(event.streamId);
    const row = jobId ? foldJobListEvent(rows.get(jobId), event) : undefined;
    if (!jobId || !row) continue;
    rows.set(jobId, row);
    changed.add(jobId);
  }
  const after = [...changed].map((jobId) => rows.get(jobId) as JobListRow);
  await writeRows(db, after);
  await writeCounts(db, countChanges(before, after));
}

async function readRows(
  db: PoolClient,
  events: readonly ProjectionEvent[],
): Promise<Map<string, JobListRow>> {
  const jobIds = [...new Set(events.map((event) => jobIdOfStream(event.streamId)))].filter(
    (jobId): jobId is string => jobId !== null,
  );
  if (jobIds.length === 0) return new Map();
  const { rows } = await db.query<{ row: JobListRow }>(
    'SELECT to_jsonb(j) AS row FROM job_list j WHERE id = ANY($1::uuid[])',
    [jobIds],
  );
  return new Map(rows.map(({ row }) => [row.id as string, row]));
}

/** Columns a row does not name are NULL: a created row leaves its review, import... dates unset. */
async function writeRows(db: PoolClient, rows: readonly JobListRow[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((c) => c !== 'id');
  const insert = await insertByColumns(db, 'job_list', rows);
  await db.query(
    `${insert.text}
     ON CONFLICT (id) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
    insert.values,
  );
}

/** Moves the counts; a status a company no longer has any job in loses its row, as a rebuild. */
async function writeCounts(db: PoolClient, changes: readonly CountChange[]): Promise<void> {
  if (changes.length === 0) return;
  await db.query(
    `INSERT INTO job_list_counts
     SELECT * FROM jsonb_populate_recordset(NULL::job_list_counts, $1::jsonb)
     ON CONFLICT (company_id, status) DO UPDATE SET jobs = job_list_counts.jobs + EXCLUDED.jobs`,
    [JSON.stringify(changes)],
  );
  // Only a count that went down can have reached zero.
  const lowered = changes.filter((change) => change.jobs < 0);
  if (lowered.length === 0) return;
  await db.query('DELETE FROM job_list_counts WHERE jobs = 0 AND company_id = ANY($1::uuid[])', [
    [...new Set(lowered.map((change) => change.company_id))],
  ]);
}
