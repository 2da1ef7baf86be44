import { JOB_RECORD_ONLY_EVENTS, type JobEvent } from '@job-intake/contracts/jobs/job-events';
import {
  JOB_SETTINGS_FIELDS,
  type JobSettingsValues,
} from '@job-intake/contracts/jobs/job-settings';
import type { ProjectionEvent } from '../../event-store/event-store.port';
import { upcastJobEvent } from '../domain/job-event-upcasting';
import { jobIdOfStream } from '../domain/job-stream';

/** A job_list row by column name, as `to_jsonb` gives it and `jsonb_populate_recordset` takes it. */
export type JobListRow = Record<string, unknown>;
type Created = Extract<JobEvent, { type: 'JobCreated' }>;
type Change = Exclude<JobEvent, { type: 'JobCreated' }>;

/**
 * The job's row after one recorded event, or undefined when the event leaves it unchanged (not
 * a job stream, an unknown version, a change to a job with no row). Every event of a job moves
 * its revision; all but an export move updated_at.
 */
export function foldJobListEvent(
  row: JobListRow | undefined,
  recorded: ProjectionEvent,
): JobListRow | undefined {
  const event = upcastJobEvent(recorded);
  const jobId = jobIdOfStream(recorded.streamId);
  if (!event || !jobId) return undefined;
  if (event.type === 'JobCreated') {
    if (row) throw new Error(`job_list already holds job ${jobId}`);
    return createdRow(recorded, event.data);
  }
  if (!row) return undefined;
  const at = recorded.metadata.occurredAt;
  // A view or an export moves the revision (the job page compares it) but not the "last change".
  const updatedAt = JOB_RECORD_ONLY_EVENTS.has(event.type) ? row.updated_at : at;
  return {
    ...row,
    ...changesOf(row, event, at),
    revision: recorded.revision,
    updated_at: updatedAt,
  };
}

function createdRow(recorded: ProjectionEvent, data: Created['data']): JobListRow {
  const { settings } = data;
  const at = recorded.metadata.occurredAt;
  return {
    id: data.jobId,
    uuid: data.uuid,
    company_id: recorded.metadata.companyId,
    name: settings.name,
    reference_no: settings.reference_no,
    status: 'open',
    revision: recorded.revision,
    location: settings.location,
    location_desc: data.location_desc,
    contact: settings.contact,
    first_furnishing: settings.first_furnishing,
    ff_est: settings.ff_est,
    last_furnishing: settings.last_furnishing,
    lf_est: settings.lf_est,
    total_contract_amt: settings.total_contract_amt,
    total_claim_amt: settings.total_claim_amt,
    first_furnishing_changed: false,
    last_furnishing_changed: false,
    user_submitted: {},
    answer_data: {},
    progress_percent: data.progress.percent,
    progress_remaining: data.progress.remaining,
    files: 0,
    links: 0,
    notes: 0,
    form_id: data.form_id,
    form_version_id: data.form_version_id,
    form_variant: data.form_variant,
    customer_id: data.customer_id,
    workflow_step_id: data.workflow_step_id,
    origin: data.origin,
    creator_user_id: data.creator_user_id,
    entry_user: data.creator_name ?? 'Guest',
    created_at: at,
    updated_at: at,
  };
}

function changesOf(row: JobListRow, event: Change, at: string): JobListRow {
  switch (event.type) {
    case 'JobSettingsUpdated':
      return {
        ...settingColumns(event.data.changes),
        ...locationDesc(event.data),
        ...furnishingChanged(Object.keys(event.data.changes)),
      };
    case 'CustomerValuesSubmitted':
      return { user_submitted: { ...submitted(row), ...event.data.values } };
    case 'CustomerValuesCleared':
      return {
        user_submitted: Object.fromEntries(
          Object.entries(submitted(row)).filter(
            ([field]) => !(event.data.fields as string[]).includes(field),
          ),
        ),
      };
    case 'CustomerValueAccepted': {
      const { [event.data.field]: accepted, ...rest } = submitted(row);
      return {
        ...settingColumns({ [event.data.field]: accepted ?? null }),
        user_submitted: rest,
        ...locationDesc(event.data),
        ...furnishingChanged([event.data.field]),
      };
    }
    case 'AnswersSaved':
      return {
        answer_data: { ...(row.answer_data as object), ...event.data.answers },
        progress_percent: event.data.progress.percent,
        progress_remaining: event.data.progress.remaining,
      };
    case 'JobFinalized':
      return { status: 'pending', review_at: at };
    case 'JobReopened':
      return { status: 'open', review_at: null };
    case 'JobImportRequested':
      return { import_state: 'sending', import_error: null };
    case 'JobImportFailed':
      return { import_state: 'failed', import_error: event.data.error };
    case 'JobImported':
      return {
        status: 'submitted',
        direct_no: event.data.direct_no,
        imported_by: event.data.imported_by,
        imported_at: at,
        import_state: null,
        import_error: null,
      };
    case 'JobArchived':
      return { status: 'archived', archived_at: at };
    case 'JobDeleted':
      return { status: 'deleted', deleted_at: at };
    case 'NoteAdded':
      return { notes: count(row, 'notes') + 1 };
    case 'NoteDeleted':
      return { notes: count(row, 'notes') - 1 };
    case 'AttachmentAdded':
      return { files: count(row, 'files') + 1 };
    case 'AttachmentRemoved':
      return { files: count(row, 'files') - 1 };
    case 'ShareLinkCreated':
      return { links: count(row, 'links') + 1 };
    case 'ShareLinkStatusChanged':
    case 'ShareLinkSubmitted':
    case 'EmailRequested':
    case 'EmailResent':
    case 'EmailReminderDue':
    case 'EmailSent':
    case 'EmailFailed':
    case 'EmailOptOutChanged':
    case 'EmailExpired':
    case 'JobExported':
    case 'JobViewed':
      return {};
  }
}

/** Only the known settings columns ever reach the row. */
function settingColumns(values: Partial<JobSettingsValues>): JobListRow {
  return Object.fromEntries(
    JOB_SETTINGS_FIELDS.filter((field) => field in values).map((field) => [field, values[field]]),
  );
}

/**
 * A furnishing date changed after the job was created: someone set it, so the pre-send check no
 * longer takes it for the New Job modal's default.
 */
function furnishingChanged(fields: readonly string[]): JobListRow {
  const changed: JobListRow = {};
  for (const field of ['first_furnishing', 'last_furnishing'])
    if (fields.includes(field)) changed[`${field}_changed`] = true;
  return changed;
}

function locationDesc(data: object): JobListRow {
  return 'location_desc' in data ? { location_desc: data.location_desc } : {};
}

function submitted(row: JobListRow): Partial<JobSettingsValues> {
  return row.user_submitted as Partial<JobSettingsValues>;
}

function count(row: JobListRow, column: 'notes' | 'files' | 'links'): number {
  return row[column] as number;
}
