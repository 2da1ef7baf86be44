import {
  JOB_EVENT_SCHEMA_VERSION,
  JOB_EVENT_TYPES,
  type JobEvent,
} from '@job-intake/contracts/jobs/job-events';

/** An event as the store hands it out (or as just decided: no schemaVersion means current). */
export interface StoredJobEvent {
  /** The event's id in the store; absent for events just decided. */
  readonly id?: string;
  /** The event's 0-based index in its stream; absent for events just decided. */
  readonly revision?: number;
  readonly type: string;
  readonly data: unknown;
  readonly schemaVersion?: number;
  readonly metadata?: {
    readonly companyId?: string | null;
    readonly actor?: { readonly kind: string; readonly userId?: string };
    readonly occurredAt?: string;
  };
}

/**
 * The one place that reads older shapes of job events. The spine slice wrote JobCreated v1
 * `{ jobId, name }` and JobRenamed `{ jobId, name }`; they read as a v2 JobCreated without a form
 * and a JobSettingsUpdated of the name. Types that are not job events (written by later features
 * into the same stream) give null, and every reader skips them.
 */
export function upcastJobEvent(event: StoredJobEvent): JobEvent | null {
  if (event.type === 'JobRenamed') {
    const { name } = event.data as { name: string };
    return { type: 'JobSettingsUpdated', data: { changes: { name } } };
  }
  if (
    event.type === 'JobCreated' &&
    (event.schemaVersion ?? 2) < JOB_EVENT_SCHEMA_VERSION.JobCreated
  ) {
    const { jobId, name } = event.data as { jobId: string; name: string };
    const actor = event.metadata?.actor;
    return {
      type: 'JobCreated',
      data: {
        jobId,
        uuid: jobId,
        form_id: '',
        form_version_id: '',
        form_variant_id: null,
        settings: {
          name,
          reference_no: '',
          location: null,
          contact: null,
          first_furnishing: null,
          ff_est: false,
          last_furnishing: null,
          lf_est: false,
          total_contract_amt: '0.00',
          total_claim_amt: '0.00',
        },
        customer_id: null,
        workflow_step_id: null,
        origin: 'staff',
        creator_user_id: actor?.kind === 'user' ? (actor.userId ?? null) : null,
        creator_name: null,
        form_variant: null,
        location_desc: null,
        progress: { percent: 0, remaining: 0 },
      },
    };
  }
  return (JOB_EVENT_TYPES as string[]).includes(event.type)
    ? ({ type: event.type, data: event.data } as JobEvent)
    : null;
}
