import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import {
  IMPORT_IN_PROGRESS,
  IMPORT_NOT_PENDING,
  importProblemsOf,
} from '@job-intake/contracts/jobs/job-import-api';
import { DomainError } from '../../../shared/domain-error';
import { attachmentsConcern, type AttachmentsState } from '../attachments/attachments.decider';
import { checkedPayloadOf, type ImportSources } from '../import-payload';
import type { JobCore } from '../job-core';
import { concernDecider, type JobConcern } from '../job-concern';

/** Who sends the job, and what its payload is made of outside the stream. */
export interface ImportRequest {
  readonly importId: string;
  readonly requested_by: string;
  readonly requested_by_name: string;
  readonly sources: ImportSources;
}

/** An import sent to the provider and not yet answered (at most one at a time). */
export interface ImportState {
  readonly importId: string;
  readonly service: string;
  readonly requested_by_name: string;
}

export interface ProviderImportState {
  /** The import awaiting the provider's answer, or null. */
  readonly importing: ImportState | null;
}

export type ProviderImportCommand =
  /** A reviewer sends the job; the provider's answer completes or fails it. */
  | { type: 'RequestImport'; data: ImportRequest }
  | { type: 'CompleteImport'; data: { importId: string; direct_no: string } }
  | { type: 'FailImport'; data: { importId: string; error: string } };

/** Sending a job in Review to the provider (its Submitted status is the core's JobImported). */
export const providerImportConcern: JobConcern<
  ProviderImportCommand,
  ProviderImportState,
  AttachmentsState
> = {
  commands: new Set(['RequestImport', 'CompleteImport', 'FailImport']),
  // The payload lists the attachments the job still has.
  reads: [attachmentsConcern],
  initialState: { importing: null },
  evolve(state, event) {
    switch (event.type) {
      case 'JobImportRequested': {
        const { importId, payload, requested_by_name } = event.data;
        return { ...state, importing: { importId, service: payload.service, requested_by_name } };
      }
      case 'JobImported':
      case 'JobImportFailed':
        return { ...state, importing: null };
      default:
        return state;
    }
  },
  decide(command, job) {
    switch (command.type) {
      case 'RequestImport':
        return requestImport(job, command.data);
      case 'CompleteImport':
        return completeImport(job, command.data);
      case 'FailImport':
        return failImport(job, command.data);
    }
  },
};

export const providerImportDecider = concernDecider(providerImportConcern);

/**
 * A reviewer sends a pending job: refused while another import awaits the provider (a double
 * click, two reviewers at once) and while the pre-send check finds problems, all of them listed.
 * The payload is made here, of the job as decided on (the attachments it still has).
 */
function requestImport(
  job: JobCore & AttachmentsState & ProviderImportState,
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
function completeImport(
  job: ProviderImportState,
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

function failImport(
  job: ProviderImportState,
  failure: { importId: string; error: string },
): JobEvent[] {
  if (job.importing?.importId !== failure.importId) return [];
  return [{ type: 'JobImportFailed', data: failure }];
}

/** While the provider has not answered, the job cannot leave Review. */
export function requireNoImportRunning<J extends ProviderImportState>(job: J): J {
  if (job.importing) throw new DomainError('conflict', IMPORT_IN_PROGRESS);
  return job;
}
