import type { PoolClient } from 'pg';
import { JOB_EVENT_TYPES, type JobEvent } from '@job-intake/contracts/jobs/job-events';
import {
  JOB_SETTINGS_FIELDS,
  type JobSettingsValues,
} from '@job-intake/contracts/jobs/job-settings';
import type { RecordedEvent } from '../../event-store/event-store.port';
import type { Projection } from '../../projections/projection';
import { upcastJobEvent } from '../domain/job-event-upcasting';
import { jobIdOfStream } from '../domain/job-stream';

type Sets = Record<string, unknown>;
/** A SET value computed in SQL from the row itself; `?` stands for the (optional) parameter. */
class Sql {
  constructor(
    readonly expression: string,
    readonly parameter?: unknown,
  ) {}
}

/**
 * One row per job for the job lists, search and the job page (GET /jobs, POST /search,
 * GET /job/{id} read it, never the store). Every event of a job moves its revision, so the
 * revision the page sends back as expected_revision is the stream's.
 */
export const jobListProjection: Projection = {
  name: 'job-list',
  // JobRenamed: the spine slice's rename, read as a settings update.
  eventTypes: [...JOB_EVENT_TYPES, 'JobRenamed'],
  writes: 'read-model',
  tables: [{ name: 'job_list', orderBy: 'id' }],

  async apply(recorded: RecordedEvent, db: PoolClient): Promise<void> {
    const event = upcastJobEvent(recorded);
    const jobId = jobIdOfStream(recorded.streamId);
    if (!event || !jobId) return;
    if (event.type === 'JobCreated') return insertJob(db, recorded, event.data);
    const sets = await changesOf(db, jobId, event, recorded.metadata.occurredAt);
    await update(db, jobId, recorded, sets);
  },
};

async function insertJob(
  db: PoolClient,
  recorded: RecordedEvent,
  data: Extract<JobEvent, { type: 'JobCreated' }>['data'],
): Promise<void> {
  const { settings } = data;
  const at = recorded.metadata.occurredAt;
  await db.query(
    `INSERT INTO job_list (id, uuid, company_id, name, reference_no, status, revision,
       location, location_desc, contact, first_furnishing, ff_est, last_furnishing, lf_est,
       total_contract_amt, total_claim_amt, user_submitted, answer_data, progress_percent,
       progress_remaining, files, links, notes, form_id, form_version_id, form_variant,
       customer_id, workflow_step_id, origin, creator_user_id, entry_user, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'open', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, '{}', '{}',
       $25, $26, 0, 0, 0, $16, $17, $18, $19, $20, $21, $22, $23, $24, $24)`,
    [
      data.jobId,
      data.uuid,
      recorded.metadata.companyId,
      settings.name,
      settings.reference_no,
      recorded.revision,
      settings.location,
      data.location_desc,
      settings.contact,
      settings.first_furnishing,
      settings.ff_est,
      settings.last_furnishing,
      settings.lf_est,
      settings.total_contract_amt,
      settings.total_claim_amt,
      data.form_id,
      data.form_version_id,
      data.form_variant ? JSON.stringify(data.form_variant) : null,
      data.customer_id,
      data.workflow_step_id,
      data.origin,
      data.creator_user_id,
      data.creator_name ?? 'Guest',
      at,
      data.progress.percent,
      data.progress.remaining,
    ],
  );
}

async function changesOf(
  db: PoolClient,
  jobId: string,
  event: Exclude<JobEvent, { type: 'JobCreated' }>,
  at: string,
): Promise<Sets> {
  switch (event.type) {
    case 'JobSettingsUpdated':
      return {
        ...settingColumns(event.data.changes),
        ...('location_desc' in event.data ? { location_desc: event.data.location_desc } : {}),
      };
    case 'CustomerValuesSubmitted':
      return {
        user_submitted: new Sql('user_submitted || ?::jsonb', JSON.stringify(event.data.values)),
      };
    case 'CustomerValueAccepted': {
      const { rows } = await db.query<{ user_submitted: Partial<JobSettingsValues> }>(
        'SELECT user_submitted FROM job_list WHERE id = $1',
        [jobId],
      );
      const field = event.data.field;
      return {
        ...settingColumns({ [field]: rows[0]?.user_submitted[field] ?? null }),
        user_submitted: new Sql('user_submitted - ?::text', field),
        ...('location_desc' in event.data ? { location_desc: event.data.location_desc } : {}),
      };
    }
    case 'AnswersSaved':
      return {
        answer_data: new Sql('answer_data || ?::jsonb', JSON.stringify(event.data.answers)),
        progress_percent: event.data.progress.percent,
        progress_remaining: event.data.progress.remaining,
      };
    case 'JobFinalized':
      return { status: 'pending', review_at: at };
    case 'JobReopened':
      return { status: 'open', review_at: null };
    case 'JobImported':
      return {
        status: 'submitted',
        direct_no: event.data.direct_no,
        imported_by: event.data.imported_by,
        imported_at: at,
      };
    case 'JobArchived':
      return { status: 'archived', archived_at: at };
    case 'JobDeleted':
      return { status: 'deleted', deleted_at: at };
    case 'NoteAdded':
      return { notes: new Sql('notes + 1') };
    case 'NoteDeleted':
      return { notes: new Sql('notes - 1') };
    case 'AttachmentAdded':
      return { files: new Sql('files + 1') };
    case 'AttachmentRemoved':
      return { files: new Sql('files - 1') };
    case 'ShareLinkCreated':
      return { links: new Sql('links + 1') };
  }
}

/** Only the known settings columns ever reach the SQL. */
function settingColumns(values: Partial<JobSettingsValues>): Sets {
  return Object.fromEntries(
    JOB_SETTINGS_FIELDS.filter((field) => field in values).map((field) => [field, values[field]]),
  );
}

async function update(
  db: PoolClient,
  jobId: string,
  recorded: RecordedEvent,
  sets: Sets,
): Promise<void> {
  const params: unknown[] = [jobId, recorded.revision, recorded.metadata.occurredAt];
  const assignments = ['revision = $2', 'updated_at = $3'];
  for (const [column, value] of Object.entries(sets)) {
    if (value instanceof Sql) {
      if (value.parameter !== undefined) params.push(value.parameter);
      assignments.push(`${column} = ${value.expression.replace('?', `$${params.length}`)}`);
    } else {
      params.push(value);
      assignments.push(`${column} = $${params.length}`);
    }
  }
  await db.query(`UPDATE job_list SET ${assignments.join(', ')} WHERE id = $1`, params);
}
