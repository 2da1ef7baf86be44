import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DeleteAttachmentResponse } from '@job-intake/contracts/jobs/jobs-api';
import { ATTACHMENT_NOT_FOUND } from '../../jobs/domain/attachments/attachments.decider';
import { JobAttachments } from '../../jobs/shared/job-attachments.reader';
import { JobCommands } from '../../jobs/shared/job-commands';
import { DomainError } from '../../shared/domain-error';
import { RemoveAttachmentCommand } from './remove-attachment.command';

/**
 * Removes an attachment from its job (AttachmentRemoved): it leaves the job page and its link
 * stops working. The file stays in the file store with the event that recorded it (ADR 0011). The
 * attachment's job comes from the read model; whether it is still attached, from decide.
 */
@CommandHandler(RemoveAttachmentCommand)
export class RemoveAttachmentHandler implements ICommandHandler<
  RemoveAttachmentCommand,
  DeleteAttachmentResponse
> {
  constructor(
    private readonly jobs: JobCommands,
    private readonly attachments: JobAttachments,
  ) {}

  async execute(command: RemoveAttachmentCommand): Promise<DeleteAttachmentResponse> {
    const { attachmentId, companyId, metadata } = command;
    const jobId = await this.attachments.jobOf(attachmentId, companyId);
    if (!jobId) throw new DomainError('not_found', ATTACHMENT_NOT_FOUND);
    await this.jobs.run(
      jobId,
      companyId,
      { type: 'RemoveAttachment', data: { attachmentId } },
      metadata,
    );
    return { attachment_id: attachmentId };
  }
}
