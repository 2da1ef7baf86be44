import { Body, Controller, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { RequirePermissions } from '../../../auth/auth.decorators';
import type { UpdateJobResponse } from '@job-intake/contracts/jobs/jobs-api';
import type { EventMetadata } from '../../../event-store/event-store.port';
import { CompanyScope, EventContext } from '../../../request-context/event-context.decorator';
import { RenameJobCommand } from './rename-job.command';
import { RenameJobRequestDto } from './rename-job.request.dto';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('job')
export class RenameJobHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Patch(':id')
  async rename(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @Body() body: RenameJobRequestDto,
    @CompanyScope() companyId: string,
    @EventContext() metadata: EventMetadata,
  ): Promise<UpdateJobResponse> {
    const revision = await this.commandBus.execute(
      new RenameJobCommand(id, companyId, body.name, body.expected_revision, metadata),
    );
    return { result: true, revision };
  }
}
