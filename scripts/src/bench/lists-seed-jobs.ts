import { randomUUID } from 'node:crypto';
import {
  JOB_EVENT_SCHEMA_VERSION,
  jobStreamId,
  type JobEvent,
} from '@job-intake/contracts/jobs/job-events';
import type { EventMetadata, NewEvent, RecordedEvent } from '@job-intake/backend/tools';

type JobCreated = Extract<JobEvent, { type: 'JobCreated' }>;

/** The job the app created through POST /job, whose JobCreated the seeded jobs copy. */
export type TemplateJob = RecordedEvent<'JobCreated', JobCreated['data']>;

const PLACES = ['Maple', 'Harbor', 'Riverside', 'Granite', 'Cedar', 'Summit', 'Oak', 'Lakeview'];
const PLACE_KINDS = ['Street', 'Avenue', 'Park', 'Heights', 'Square'];
/** Each a tenth of the names: the common search term is one of them. */
const KINDS = [
  'Plaza',
  'Tower',
  'Lofts',
  'Mall',
  'Bridge',
  'School',
  'Depot',
  'Clinic',
  'Arena',
  'Annex',
];
export const COMMON_TERM = 'plaza';
const PREFIXES = ['RF', 'PO', 'JB', 'CT'];
const THREE_YEARS_MS = 3 * 365 * 24 * 3600 * 1000;

/** The reference number of the `index`th job: unique, in an order unrelated to the index. */
export function referenceOf(index: number): string {
  if (index % 10 === 0) return '';
  // 7919 is prime to 10^6, so the six digits are a permutation of the indexes.
  const digits = String((index * 7919) % 1_000_000).padStart(6, '0');
  return `${PREFIXES[index % PREFIXES.length]}-${digits}`;
}

/** A term only one job of `count` holds: the reference number of one in the middle. */
export function rareTerm(count: number): string {
  const middle = Math.floor(count / 2);
  return referenceOf(middle % 10 === 0 ? middle + 1 : middle).toLowerCase();
}

/**
 * The `index`th of `count` jobs: the template's JobCreated with its own ids, name, reference
 * number and creation time (spread over three years up to now), not assigned to a workflow step
 * (a history, not 100,000 e-mails to send); every third job then has its contract amount
 * changed and every fifth a note.
 */
export function seededJob(
  template: TemplateJob,
  index: number,
  count: number,
): { streamId: string; events: NewEvent[] } {
  const jobId = randomUUID();
  const createdAt = Date.now() - ((count - index) * THREE_YEARS_MS) / count;
  const created: JobCreated = {
    type: 'JobCreated',
    data: {
      ...template.data,
      jobId,
      uuid: randomUUID(),
      settings: {
        ...template.data.settings,
        name: nameOf(index),
        reference_no: referenceOf(index),
      },
      workflow_step_id: null,
    },
  };
  const changes: JobEvent[] = [];
  if (index % 3 === 0)
    changes.push({
      type: 'JobSettingsUpdated',
      data: { changes: { total_contract_amt: `${(index % 997) * 1000}.00` } },
    });
  if (index % 5 === 0)
    changes.push({
      type: 'NoteAdded',
      data: { noteId: randomUUID(), description: `Called the owner about ${nameOf(index)}.` },
    });
  const metadata = (at: number) => metadataOf(template, at);
  return {
    streamId: jobStreamId(jobId),
    events: [
      newEvent(created, metadata(createdAt)),
      ...changes.map((change, i) => newEvent(change, metadata(createdAt + (i + 1) * 60_000))),
    ],
  };
}

function nameOf(index: number): string {
  const place = PLACES[index % PLACES.length];
  const placeKind = PLACE_KINDS[Math.floor(index / 7) % PLACE_KINDS.length];
  const kind = KINDS[Math.floor(index / 3) % KINDS.length];
  return `${place} ${placeKind} ${kind} ${index.toString(36).toUpperCase()}`;
}

function metadataOf(template: TemplateJob, at: number): EventMetadata {
  const { companyId, actor } = template.metadata;
  return { companyId, actor, correlationId: randomUUID(), occurredAt: new Date(at).toISOString() };
}

function newEvent(event: JobEvent, metadata: EventMetadata): NewEvent {
  return {
    id: randomUUID(),
    type: event.type,
    schemaVersion: JOB_EVENT_SCHEMA_VERSION[event.type],
    data: event.data,
    metadata,
  };
}
