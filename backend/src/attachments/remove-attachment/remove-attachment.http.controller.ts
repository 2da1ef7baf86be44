import { Controller, Delete, Inject, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Pool } from 'pg';
import type { DeleteAttachmentResponse } from '@job-intake/contracts/jobs/jobs-api';
import { RequirePermissions } from '../../auth/auth.decorators';
import { PG_POOL } from '../../database/database.module';
import type { EventMetadata } from '../../event-store/event-store.port';
import { JobCommands } from '../../jobs/shared/job-commands';
import { CompanyScope, EventContext } from '../../request-context/event-context.decorator';
import { DomainError } from '../../shared/domain-error';

export const ATTACHMENT_NOT_FOUND = 'Attachment not found';

/**
 * Removes an attachment from its job (AttachmentRemoved): it leaves the job page and its link
 * stops working. The file stays on disk with the event that recorded it (see ADR 0008).
 */
@ApiTags('attachments')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('attachment')
export class RemoveAttachmentHttpController {
  constructor(
    private readonly jobs: JobCommands,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Delete(':id')
  @ApiOkResponse({ description: '{ attachment_id }' })
  async remove(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CompanyScope() companyId: string,
    @EventContext() metadata: EventMetadata,
  ): Promise<DeleteAttachmentResponse> {
    const { rows } = await this.pool.query<{ job_id: string }>(
      'SELECT job_id FROM job_attachments WHERE id = $1 AND company_id = $2',
      [id, companyId],
    );
    const attachment = rows[0];
    if (!attachment) throw new DomainError('not_found', ATTACHMENT_NOT_FOUND);
    await this.jobs.run(
      attachment.job_id,
      companyId,
      { type: 'RemoveAttachment', data: { attachmentId: id } },
      metadata,
    );
    return { attachment_id: id };
  }
}
