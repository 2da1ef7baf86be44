import { randomUUID } from 'node:crypto';
import {
  JOB_EVENT_SCHEMA_VERSION,
  jobStreamId,
  type JobEvent,
} from '@job-intake/contracts/jobs/job-events';
import type { NewEvent } from '@job-intake/backend/tools';

const COMPANY_ID = '00000000-0000-4000-8000-0000000000b1';
const FORM_ID = '00000000-0000-4000-8000-0000000000b2';
const FORM_VERSION_ID = '00000000-0000-4000-8000-0000000000b3';

/** A new job's stream and its first `eventsEach` events. */
export function newJobAppend(eventsEach = 1): { streamId: string; events: NewEvent[] } {
  const jobId = randomUUID();
  return { streamId: jobStreamId(jobId), events: jobEvents(jobId, eventsEach) };
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
