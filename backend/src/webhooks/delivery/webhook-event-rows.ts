import type { JobStatus } from '@job-intake/contracts/jobs/job-status';
import type { WebhookPayload } from '@job-intake/contracts/integrations/webhooks-api';
import type { ProjectionEvent } from '../../event-store/event-store.port';
import { upcastJobEvent } from '../../jobs/domain/job-event-upcasting';
import { jobIdOfStream } from '../../jobs/domain/job-stream';
import { webhookEventsOf } from '../domain/webhook-events';

/** A row of webhook_events: one webhook event of one job event, with its payload. */
export interface WebhookEventRow {
  event_id: string;
  type: string;
  company_id: string;
  job_id: string;
  job_revision: number;
  commit_position: string;
  prepare_position: string;
  occurred_at: string;
  payload: WebhookPayload;
}

/**
 * The webhook events of a batch, in order, from each job's status before it (`statuses`, which
 * this updates as it folds): the status after each event is in its payload.
 */
export function webhookEventRows(
  events: readonly ProjectionEvent[],
  statuses: Map<string, JobStatus>,
): WebhookEventRow[] {
  return events.flatMap((recorded) => {
    const event = upcastJobEvent(recorded);
    const jobId = jobIdOfStream(recorded.streamId);
    const companyId = recorded.metadata.companyId;
    if (!event || !jobId || !companyId) return [];
    const byGuest = recorded.metadata.actor.kind === 'guest';
    const mapped = webhookEventsOf(event, statuses.get(jobId) ?? 'new', byGuest);
    statuses.set(jobId, mapped.status);
    return mapped.events.map(({ type, detail }) => ({
      event_id: recorded.id,
      type,
      company_id: companyId,
      job_id: jobId,
      job_revision: recorded.revision,
      commit_position: recorded.position.commit.toString(),
      prepare_position: recorded.position.prepare.toString(),
      occurred_at: recorded.metadata.occurredAt,
      payload: {
        type,
        timestamp: recorded.metadata.occurredAt,
        data: {
          ...detail,
          job_id: jobId,
          company_id: companyId,
          job_revision: recorded.revision,
          status: mapped.status,
          position: Number(recorded.position.commit),
        },
      },
    }));
  });
}
