import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { JobStatusResponse } from '@job-intake/contracts/jobs/jobs-api';
import { RequirePermissions } from '../../request-context/auth.decorators';
import type { EventMetadata } from '../../event-store/event-store.port';
import { CompanyScope, EventContext } from '../../request-context/event-context.decorator';
import { requireJobOfPath } from '../shared/job-path';
import { ArchiveJobCommand } from '../commands/archive-job/archive-job.command';
import { DeleteJobCommand } from '../commands/delete-job/delete-job.command';
import { ReopenJobCommand } from '../commands/reopen-job/reopen-job.command';
import { ChangeJobStatusRequestDto } from './change-job-status.request.dto';

const COMMANDS = {
  open: ReopenJobCommand,
  archived: ArchiveJobCommand,
  deleted: DeleteJobCommand,
} as const;

/**
 * POST /job/{id}/status names the new status in its body, which Nest cannot route on: this one
 * route hands each status to its own use case (reopen-job, archive-job, delete-job).
 */
@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('job')
export class ChangeJobStatusHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/status')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ job: { id, status } }; 409 when the status does not allow it' })
  change(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @Body() body: ChangeJobStatusRequestDto,
    @CompanyScope() companyId: string,
    @EventContext() metadata: EventMetadata,
  ): Promise<JobStatusResponse> {
    requireJobOfPath(body.id, id);
    return this.commandBus.execute(new COMMANDS[body.status](id, companyId, metadata));
  }
}
