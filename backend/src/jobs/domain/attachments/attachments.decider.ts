import type { AttachmentAdded, JobEvent } from '@job-intake/contracts/jobs/job-events';
import { DomainError } from '../../../shared/domain-error';
import { requireEditable } from '../job-core';
import { concernDecider, without, type JobConcern } from '../job-concern';

export const ATTACHMENT_NOT_FOUND = 'Attachment not found';

export interface AttachmentsState {
  readonly attachments: ReadonlySet<string>;
}

export type AttachmentsCommand =
  /** One upload: every file is recorded, or none. */
  | { type: 'AddAttachments'; data: { attachments: AttachmentAdded['data'][] } }
  | { type: 'RemoveAttachment'; data: { attachmentId: string } };

/** The job's files: added and removed while the job can be edited. */
export const attachmentsConcern: JobConcern<AttachmentsCommand, AttachmentsState> = {
  commands: new Set(['AddAttachments', 'RemoveAttachment']),
  initialState: { attachments: new Set() },
  evolve(state, event) {
    if (event.type === 'AttachmentAdded')
      return { ...state, attachments: new Set(state.attachments).add(event.data.attachmentId) };
    if (event.type === 'AttachmentRemoved')
      return { ...state, attachments: without(state.attachments, event.data.attachmentId) };
    return state;
  },
  decide(command, job) {
    requireEditable(job);
    if (command.type === 'AddAttachments') {
      if (command.data.attachments.length === 0)
        throw new DomainError('invalid', 'Send at least one file.');
      return command.data.attachments.map((data): JobEvent => ({ type: 'AttachmentAdded', data }));
    }
    if (!job.attachments.has(command.data.attachmentId))
      throw new DomainError('not_found', ATTACHMENT_NOT_FOUND);
    return [{ type: 'AttachmentRemoved', data: command.data }];
  },
};

export const attachmentsDecider = concernDecider(attachmentsConcern);
