import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { JobStatusResponse } from '@job-intake/contracts/jobs/jobs-api';
import { RequirePermissions } from '../../../auth/auth.decorators';
import type { EventMetadata } from '../../../event-store/event-store.port';
import { CompanyScope, EventContext } from '../../../request-context/event-context.decorator';
import { DomainError } from '../../../shared/domain-error';
import { ChangeJobStatusCommand } from './change-job-status.command';
import { ChangeJobStatusRequestDto } from './change-job-status.request.dto';

export const ID_MISMATCH = 'id must be the id of the job in the path';

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
    if (body.id !== id) throw new DomainError('invalid', ID_MISMATCH);
    return this.commandBus.execute(
      new ChangeJobStatusCommand(id, companyId, body.status, metadata),
    );
  }
}
