import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { JobStatusResponse } from '@job-intake/contracts/jobs/jobs-api';
import { RequirePermissions } from '../../../request-context/auth.decorators';
import type { EventMetadata } from '../../../event-store/event-store.port';
import { CompanyScope, EventContext } from '../../../request-context/event-context.decorator';
import { requireJobOfPath } from '../../shared/job-path';
import { FinalizeJobCommand } from './finalize-job.command';
import { FinalizeJobRequestDto } from './finalize-job.request.dto';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('job')
export class FinalizeJobHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/finalize')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ job: { id, status: pending } }; 409 below 100% or not open' })
  finalize(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @Body() body: FinalizeJobRequestDto,
    @CompanyScope() companyId: string,
    @EventContext() metadata: EventMetadata,
  ): Promise<JobStatusResponse> {
    requireJobOfPath(body.id, id);
    return this.commandBus.execute(new FinalizeJobCommand(id, body.uuid, companyId, metadata));
  }
}
