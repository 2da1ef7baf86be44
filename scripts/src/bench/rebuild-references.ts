import type { Pool } from 'pg';
import { jobListProjection, jobNotesProjection, type Projection } from '@job-intake/backend/tools';

/** Where the references build their tables: copies of the live ones, indexes included. */
export const REFERENCE_SCHEMA = 'bench_reference';

/** One projection's read model built again by a single `INSERT … SELECT` over the events table. */
export interface RebuildReference {
  readonly projection: Projection;
  readonly table: string;
  /** The statement that fills REFERENCE_SCHEMA.<table> from the events. */
  readonly insertSelect: string;
  /** It gives the same rows as the projection (else a subset of the columns' work). */
  readonly sameRows: boolean;
}

const ACTOR_USER = `CASE WHEN metadata #>> '{actor,kind}' = 'user'
  THEN (metadata #>> '{actor,userId}')::uuid END`;

/** The job-list rows as JobCreated leaves them, every column extracted from its jsonb. */
const JOB_LIST_FROM_CREATED = `
  INSERT INTO ${REFERENCE_SCHEMA}.job_list (id, uuid, company_id, name, reference_no, status,
    revision, location, location_desc, contact, first_furnishing, ff_est, last_furnishing, lf_est,
    total_contract_amt, total_claim_amt, user_submitted, answer_data, progress_percent,
    progress_remaining, files, links, notes, form_id, form_version_id, form_variant, customer_id,
    workflow_step_id, origin, creator_user_id, entry_user, created_at, updated_at)
  SELECT (data ->> 'jobId')::uuid, (data ->> 'uuid')::uuid, (metadata ->> 'companyId')::uuid,
    s ->> 'name', s ->> 'reference_no', 'open', revision, s ->> 'location',
    data ->> 'location_desc', s ->> 'contact', s ->> 'first_furnishing', (s ->> 'ff_est')::boolean,
    s ->> 'last_furnishing', (s ->> 'lf_est')::boolean, s ->> 'total_contract_amt',
    s ->> 'total_claim_amt', '{}', '{}', (data #>> '{progress,percent}')::int,
    (data #>> '{progress,remaining}')::int, 0, 0, 0, data ->> 'form_id',
    data ->> 'form_version_id', data -> 'form_variant', data ->> 'customer_id',
    (data ->> 'workflow_step_id')::uuid, data ->> 'origin', (data ->> 'creator_user_id')::uuid,
    coalesce(data ->> 'creator_name', 'Guest'), (metadata ->> 'occurredAt')::timestamptz,
    (metadata ->> 'occurredAt')::timestamptz
  FROM events, LATERAL (SELECT data -> 'settings' AS s) settings
  WHERE type = 'JobCreated'`;

/** Every note added and not deleted since. */
const JOB_NOTES_FROM_EVENTS = `
  INSERT INTO ${REFERENCE_SCHEMA}.job_notes
    (id, job_id, company_id, description, user_id, created_at, revision)
  SELECT (data ->> 'noteId')::uuid, substring(stream_id FROM 5)::uuid,
    (metadata ->> 'companyId')::uuid, data ->> 'description', ${ACTOR_USER},
    (metadata ->> 'occurredAt')::timestamptz, revision
  FROM events added
  WHERE type = 'NoteAdded' AND NOT EXISTS (
    SELECT 1 FROM events deleted
    WHERE deleted.type = 'NoteDeleted' AND deleted.data ->> 'noteId' = added.data ->> 'noteId')`;

export const REBUILD_REFERENCES: readonly RebuildReference[] = [
  {
    projection: jobListProjection,
    table: 'job_list',
    insertSelect: JOB_LIST_FROM_CREATED,
    sameRows: false,
  },
  {
    projection: jobNotesProjection,
    table: 'job_notes',
    insertSelect: JOB_NOTES_FROM_EVENTS,
    sameRows: true,
  },
];

/** Milliseconds the reference's INSERT … SELECT takes into a fresh copy of the live table. */
export async function timeReference(pool: Pool, reference: RebuildReference): Promise<number> {
  const { table } = reference;
  await pool.query(`CREATE SCHEMA IF NOT EXISTS ${REFERENCE_SCHEMA}`);
  await pool.query(`DROP TABLE IF EXISTS ${REFERENCE_SCHEMA}.${table}`);
  await pool.query(
    `CREATE TABLE ${REFERENCE_SCHEMA}.${table} (LIKE public.${table} INCLUDING ALL)`,
  );
  const started = performance.now();
  await pool.query(reference.insertSelect);
  return performance.now() - started;
}
