import { Inject, Injectable } from '@nestjs/common';
import type { AuditRecord } from '@job-intake/contracts/audit/audit-record';
import { AUDIT_RECORD_FORMAT } from '@job-intake/contracts/audit/audit-record';
import type { ChainedEventFields } from '@job-intake/contracts/audit/hash-chain';
import { jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { AuditSigner } from '../../../audit-signing/audit-signer';
import {
  EVENT_STORE,
  type EventStore,
  type RecordedEvent,
} from '../../../event-store/event-store.port';
import type { AuthenticatedUser } from '../../../request-context/authenticated-user';
import { DomainError } from '../../../shared/domain-error';
import { JOB_NOT_FOUND } from '../../domain/job.decider';

/** The most events one record holds; a job's stream is a few hundred at most in practice. */
export const AUDIT_RECORD_MAX_EVENTS = 50_000;
export const AUDIT_RECORD_TOO_LARGE =
  `The job has more than ${AUDIT_RECORD_MAX_EVENTS} events, too many for one audit record; ` +
  'check its chain with `npm run ops -- audit verify <job id>`.';

/** The job's whole stream as stored, signed with the deployment's key. */
@Injectable()
export class AuditRecordReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly signer: AuditSigner,
  ) {}

  async record(companyId: string, jobId: string, by: AuthenticatedUser): Promise<AuditRecord> {
    const streamId = jobStreamId(jobId);
    const events = await this.store.readStream(streamId, { maxCount: AUDIT_RECORD_MAX_EVENTS + 1 });
    const last = events[events.length - 1];
    if (!last || events[0]?.metadata.companyId !== companyId) {
      throw new DomainError('not_found', JOB_NOT_FOUND);
    }
    if (events.length > AUDIT_RECORD_MAX_EVENTS) {
      throw new DomainError('conflict', AUDIT_RECORD_TOO_LARGE);
    }
    return this.signer.sign({
      format: AUDIT_RECORD_FORMAT,
      job: { id: jobId, companyId },
      streamId,
      events: events.map(hashedFields),
      head: { revision: last.revision, hash: last.metadata.hash },
      producedAt: new Date().toISOString(),
      producedBy: { userId: by.id, name: by.name, email: by.email },
    });
  }
}

/** What the event's hash covers: everything stored but its place in the global log. */
function hashedFields({ position: _position, ...event }: RecordedEvent): ChainedEventFields {
  return event;
}
