import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import type { JobStatus } from '@job-intake/contracts/jobs/job-status';
import type { WebhookEventType } from '@job-intake/contracts/integrations/webhooks-api';

/** The job events a webhook reports on (the others leave the job's status as it was). */
export const WEBHOOK_SOURCE_EVENTS = [
  'JobCreated',
  'AnswersSaved',
  'ShareLinkSubmitted',
  'EmailSent',
  'EmailFailed',
  'JobFinalized',
  'JobReopened',
  'JobImported',
  'JobArchived',
  'JobDeleted',
] as const satisfies readonly JobEvent['type'][];

/** One webhook event a job event makes, with the details its payload adds to the job's. */
export interface WebhookEventOf {
  readonly type: WebhookEventType;
  readonly detail: Record<string, unknown>;
}

export interface MappedJobEvent {
  readonly events: readonly WebhookEventOf[];
  /** The job's status after the event. */
  readonly status: JobStatus;
}

/** The status each lifecycle event leads to (jobs/domain/job-core.ts folds the same). */
const STATUS_AFTER: Partial<Record<JobEvent['type'], JobStatus>> = {
  JobCreated: 'open',
  JobFinalized: 'pending',
  JobReopened: 'open',
  JobImported: 'submitted',
  JobArchived: 'archived',
  JobDeleted: 'deleted',
};

/**
 * What webhook events one job event makes, given the job's status before it and who caused it:
 * every status change is `job.status_changed` (besides `job.sent_to_provider` or `job.archived`
 * when it is that change); answers count only when a guest saved them; an e-mail request's send
 * result (one per recipient) is `completed` when the mail server took it, else `failed`.
 */
export function webhookEventsOf(
  event: JobEvent,
  statusBefore: JobStatus,
  byGuest: boolean,
): MappedJobEvent {
  const status = STATUS_AFTER[event.type] ?? statusBefore;
  const changed =
    event.type !== 'JobCreated' && status !== statusBefore
      ? [{ type: 'job.status_changed' as const, detail: { previous_status: statusBefore } }]
      : [];
  return { events: [...ownEvents(event, byGuest), ...changed], status };
}

function ownEvents(event: JobEvent, byGuest: boolean): WebhookEventOf[] {
  switch (event.type) {
    case 'JobCreated':
      return [{ type: 'job.created', detail: { origin: event.data.origin } }];
    case 'AnswersSaved':
      return byGuest
        ? [
            {
              type: 'job.answers_saved_by_guest',
              detail: { fields: Object.keys(event.data.answers), progress: event.data.progress },
            },
          ]
        : [];
    case 'ShareLinkSubmitted':
      return [{ type: 'job.share_link_completed', detail: { link_id: event.data.linkId } }];
    case 'EmailSent':
      return [{ type: 'job.email_request_completed', detail: emailDetail(event.data) }];
    case 'EmailFailed':
      return [
        {
          type: 'job.email_request_failed',
          detail: { ...emailDetail(event.data), error: event.data.error },
        },
      ];
    case 'JobImported':
      return [
        {
          type: 'job.sent_to_provider',
          detail: { service: event.data.service, direct_no: event.data.direct_no },
        },
      ];
    case 'JobArchived':
      return [{ type: 'job.archived', detail: { automatic: event.data.automatic } }];
    default:
      return [];
  }
}

function emailDetail(data: { emailId: string; kind: string }): Record<string, unknown> {
  return { email_id: data.emailId, kind: data.kind };
}
