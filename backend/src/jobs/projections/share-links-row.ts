import type { ShareLinkStatus } from '@job-intake/contracts/jobs/share-links-api';
import type { ProjectionEvent } from '../../event-store/event-store.port';
import { upcastJobEvent } from '../domain/job-event-upcasting';
import { jobIdOfStream } from '../domain/job-stream';

/** A share_links row by column name, as `jsonb_populate_recordset` takes it. */
export interface ShareLinkRow {
  id: string;
  uuid: string;
  job_id: string;
  company_id: string | null;
  label: string;
  sections: string[];
  status: ShareLinkStatus;
  created_at: string;
  updated_at: string;
}

/** The link id a share-link event is about, or undefined for any other event. */
export function shareLinkIdOf(recorded: ProjectionEvent): string | undefined {
  const event = upcastJobEvent(recorded);
  switch (event?.type) {
    case 'ShareLinkCreated':
    case 'ShareLinkStatusChanged':
    case 'ShareLinkSubmitted':
      return event.data.linkId;
    default:
      return undefined;
  }
}

/**
 * The link's row after the event (undefined: the event changes no link). A status change of a
 * link the table does not hold changes nothing, as the decider's fold ignores it.
 */
export function foldShareLinkEvent(
  row: ShareLinkRow | undefined,
  recorded: ProjectionEvent,
): ShareLinkRow | undefined {
  const event = upcastJobEvent(recorded);
  const jobId = jobIdOfStream(recorded.streamId);
  if (!jobId || !event) return undefined;
  const { companyId, occurredAt } = recorded.metadata;
  switch (event.type) {
    case 'ShareLinkCreated': {
      if (row) throw new Error(`Share link ${event.data.linkId} is created twice`);
      const { linkId, uuid, label, sections } = event.data;
      return {
        id: linkId,
        uuid,
        job_id: jobId,
        company_id: companyId,
        label,
        sections: [...sections],
        status: 'open',
        created_at: occurredAt,
        updated_at: occurredAt,
      };
    }
    case 'ShareLinkStatusChanged':
      return row && { ...row, status: event.data.status, updated_at: occurredAt };
    case 'ShareLinkSubmitted':
      return row && { ...row, status: 'complete', updated_at: occurredAt };
    default:
      return undefined;
  }
}
