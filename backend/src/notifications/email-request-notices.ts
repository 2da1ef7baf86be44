import type { PoolClient } from 'pg';
import type { EmailRequested } from '@job-intake/contracts/jobs/job-events';
import { renderEmail } from '@job-intake/contracts/emails/render-email';
import type { ProjectionEvent } from '../event-store/event-store.port';
import { upcastJobEvent } from '../jobs/domain/job-event-upcasting';
import { jobIdOfStream } from '../jobs/domain/job-stream';
import { JobMergeValues } from '../jobs/shared/job-merge-values';
import { JobsDirectory } from '../jobs/shared/jobs.directory';
import { shareLinkUrl } from '../jobs/shared/share-link-url';
import { UsersDirectory } from '../users/users.directory';
import { messageIdOf, PUBLIC_ORIGIN_PLACEHOLDER, unsubscribeFooter } from './email-request-message';
import type { Notice, OutboxEmailRow } from './notification-notices';

interface Request {
  readonly recorded: ProjectionEvent;
  readonly jobId: string;
  readonly data: EmailRequested['data'];
}

/** What the merge fields of one request read from the read models. */
interface RequestContext {
  user_id: string | null;
  job_number: string;
  customer_name: string;
  job_name: string;
  company_name: string;
  user_name: string;
  user_email: string;
}

function requestOf(recorded: ProjectionEvent): Request | undefined {
  const event = upcastJobEvent(recorded);
  const jobId = jobIdOfStream(recorded.streamId);
  if (event?.type !== 'EmailRequested' || !jobId) return undefined;
  return { recorded, jobId, data: event.data };
}

/**
 * The e-mail requests of the batch, each with one e-mail per recipient, rendered with the merge
 * fields. The job was in job_list before the request (a command answers once the read models
 * have it); the request's link comes from a ShareLinkCreated of the same append, found in the
 * batch or, when a batch boundary fell between them, in share_links.
 */
export async function emailRequestNotices(
  db: PoolClient,
  events: readonly ProjectionEvent[],
): Promise<Notice[]> {
  const requests = events.map(requestOf).filter((request): request is Request => !!request);
  if (requests.length === 0) return [];
  const contexts = await contextsByEvent(db, requests);
  const links = await linkUuids(db, events, requests);
  return requests.map((request) => {
    const context = contexts.get(request.recorded.id);
    const linkUuid = links.get(request.data.linkId);
    // Thrown, the batch is retried after a pause (never skipped) once the read models have it.
    if (!context || !linkUuid) throw new Error(`E-mail request ${request.data.emailId} not ready`);
    return {
      recorded: request.recorded,
      jobId: request.jobId,
      emails: rows(request, context, linkUuid),
    };
  });
}

function rows(request: Request, context: RequestContext, linkUuid: string): OutboxEmailRow[] {
  const { user_id: _user, ...merge } = context;
  const rendered = renderEmail(request.data, {
    ...merge,
    link_address: shareLinkUrl(PUBLIC_ORIGIN_PLACEHOLDER, linkUuid),
  });
  const footer = unsubscribeFooter(request.data.unsubscribe);
  return request.data.to.map((to) => ({
    dedupe_key: `email-request:${request.recorded.id}:${to.toLowerCase()}`,
    company_id: request.recorded.metadata.companyId,
    job_id: request.jobId,
    recipient: to,
    subject: rendered.subject,
    body: rendered.text + footer.text,
    html: rendered.html + footer.html,
    message_id: messageIdOf(request.recorded.id, to),
    email_id: request.data.emailId,
    kind: 'request',
    source_event_id: request.recorded.id,
    requested_by: context.user_id,
  }));
}

async function contextsByEvent(
  db: PoolClient,
  requests: readonly Request[],
): Promise<Map<string, RequestContext>> {
  const senders = requests.flatMap(({ recorded }) =>
    recorded.metadata.actor.kind === 'user' ? [recorded.metadata.actor.userId] : [],
  );
  const merge = await new JobMergeValues(db).of(requests.map((request) => request.jobId));
  const users = await new UsersDirectory(db).contactsOf(senders);
  const contexts = new Map<string, RequestContext>();
  for (const { recorded, jobId } of requests) {
    const job = merge.get(jobId);
    if (!job) continue;
    const { actor } = recorded.metadata;
    const sender = actor.kind === 'user' ? users.get(actor.userId) : undefined;
    const { company_id: _company, ...values } = job;
    contexts.set(recorded.id, {
      ...values,
      user_id: sender?.id ?? null,
      user_name: sender?.name ?? '',
      user_email: sender?.email ?? '',
    });
  }
  return contexts;
}

async function linkUuids(
  db: PoolClient,
  events: readonly ProjectionEvent[],
  requests: readonly Request[],
): Promise<Map<string, string>> {
  const uuids = new Map<string, string>();
  for (const recorded of events) {
    const event = upcastJobEvent(recorded);
    if (event?.type === 'ShareLinkCreated') uuids.set(event.data.linkId, event.data.uuid);
  }
  const missing = requests.map((request) => request.data.linkId).filter((id) => !uuids.has(id));
  const stored = await new JobsDirectory(db).shareLinksOf(missing);
  for (const link of stored.values()) uuids.set(link.id, link.uuid);
  return uuids;
}
