import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { DeleteAttachmentResponse } from '@job-intake/contracts/jobs/jobs-api';
import { PG_POOL } from '../../database/database.module';
import { ATTACHMENT_NOT_FOUND } from '../../jobs/domain/attachments/attachments.decider';
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
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute(command: RemoveAttachmentCommand): Promise<DeleteAttachmentResponse> {
    const { attachmentId, companyId, metadata } = command;
    const { rows } = await this.pool.query<{ job_id: string }>(
      'SELECT job_id FROM job_attachments WHERE id = $1 AND company_id = $2',
      [attachmentId, companyId],
    );
    const attachment = rows[0];
    if (!attachment) throw new DomainError('not_found', ATTACHMENT_NOT_FOUND);
    await this.jobs.run(
      attachment.job_id,
      companyId,
      { type: 'RemoveAttachment', data: { attachmentId } },
      metadata,
    );
    return { attachment_id: attachmentId };
  }
}
