import { Controller, Get, Header, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { auditRecordFileName, type AuditRecord } from '@job-intake/contracts/audit/audit-record';
import { AccessLog } from '../../../access-log/access-log';
import { CurrentUser, RequirePermissions } from '../../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../../request-context/authenticated-user';
import { CompanyScope } from '../../../request-context/event-context.decorator';
import { AuditRecordReader } from './audit-record.reader';

/**
 * GET /job/{id}/audit-record: the job's events with their hashes and links, signed with the
 * deployment's key, as a file; `audit` holders reach it through the read rule of decision 0045.
 */
@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('project_history')
@Controller('job')
export class DownloadAuditRecordHttpController {
  constructor(
    private readonly records: AuditRecordReader,
    private readonly accessLog: AccessLog,
  ) {}

  @Get(':id/audit-record')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: "The job's signed audit record (JSON, an attachment)" })
  async download(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @CompanyScope() companyId: string,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuditRecord> {
    const record = await this.records.record(companyId, id, user);
    await this.accessLog.record({
      kind: 'audit_record',
      companyId,
      reader: user,
      jobId: id,
      detail: { head_revision: record.head.revision },
    });
    const name = auditRecordFileName(id, record.producedAt);
    response.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    return record;
  }
}
