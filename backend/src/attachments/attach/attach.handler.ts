import { ForbiddenException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { AttachmentDto } from '@job-intake/contracts/jobs/jobs-api';
import { JobAttachments } from '../../jobs/shared/job-attachments.reader';
import { JobCommands } from '../../jobs/shared/job-commands';
import { DomainError } from '../../shared/domain-error';
import { AttachmentFiles } from '../attachment-files';
import { AttachCommand } from './attach.command';
import { ATTACH_FIELD } from './attach.interceptor';

export const OTHER_COMPANY_MESSAGE = 'company_id must be the id of your own company';

/** Records the uploaded files on the job in one append (AttachmentAdded per file). */
@CommandHandler(AttachCommand)
export class AttachHandler implements ICommandHandler<AttachCommand, AttachmentDto[]> {
  constructor(
    private readonly jobs: JobCommands,
    private readonly files: AttachmentFiles,
    private readonly attachments: JobAttachments,
  ) {}

  async execute({ user, fields, uploaded, metadata }: AttachCommand): Promise<AttachmentDto[]> {
    if (fields.company_id !== user.companyId) throw new ForbiddenException(OTHER_COMPANY_MESSAGE);
    if (uploaded.length === 0) {
      throw new DomainError(
        'invalid',
        `Send at least one file in the field named ${ATTACH_FIELD}.`,
      );
    }
    const attachments = uploaded.map((file) => ({
      attachmentId: randomUUID(),
      ...this.files.describe(file),
    }));
    await this.jobs.run(
      fields.job_id,
      user.companyId,
      { type: 'AddAttachments', data: { attachments } },
      metadata,
    );
    return this.attachments.list(fields.job_id);
  }
}
