import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import {
  IMPORT_IN_PROGRESS,
  IMPORT_NOT_PENDING,
  importProblemsOf,
} from '@job-intake/contracts/jobs/job-import-api';
import { DomainError } from '../../shared/domain-error';
import { checkedPayloadOf, type ImportSources } from './import-payload';
import type { ExistingJob } from './job.state';

/** Who sends the job, and what its payload is made of outside the stream. */
export interface ImportRequest {
  readonly importId: string;
  readonly requested_by: string;
  readonly requested_by_name: string;
  readonly sources: ImportSources;
}

/**
 * A reviewer sends a pending job: refused while another import awaits the provider (a double
 * click, two reviewers at once) and while the pre-send check finds problems, all of them listed.
 * The payload is made here, of the job as decided on (the attachments it still has).
 */
export function requestImport(
  job: ExistingJob,
  { sources, ...request }: ImportRequest,
): JobEvent[] {
  if (job.status !== 'pending') throw new DomainError('conflict', IMPORT_NOT_PENDING);
  if (job.importing) throw new DomainError('conflict', IMPORT_IN_PROGRESS);
  const attachments = sources.attachments.filter(({ id }) => job.attachments.has(id));
  const payload = checkedPayloadOf(job, { ...sources, attachments });
  const problems = importProblemsOf(payload).map((problem) => problem.message);
  if (problems.length > 0) throw new DomainError('invalid', problems.join(' '), problems);
  return [{ type: 'JobImportRequested', data: { ...request, payload } }];
}

/** The provider's answer to the import awaiting it; an answer to another (or a repeat) changes nothing. */
export function completeImport(
  job: ExistingJob,
  answer: { importId: string; direct_no: string },
): JobEvent[] {
  const importing = job.importing;
  if (importing?.importId !== answer.importId) return [];
  return [
    {
      type: 'JobImported',
      data: {
        importId: importing.importId,
        service: importing.service,
        direct_no: answer.direct_no,
        imported_by: importing.requested_by_name,
      },
    },
  ];
}

export function failImport(
  job: ExistingJob,
  failure: { importId: string; error: string },
): JobEvent[] {
  if (job.importing?.importId !== failure.importId) return [];
  return [{ type: 'JobImportFailed', data: failure }];
}

/** While the provider has not answered, the job cannot leave Review. */
export function requireNoImportRunning(job: ExistingJob): ExistingJob {
  if (job.importing) throw new DomainError('conflict', IMPORT_IN_PROGRESS);
  return job;
}
