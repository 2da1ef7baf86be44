import { Controller, Delete, Param, ParseUUIDPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { DeleteNoteResponse } from '@job-intake/contracts/jobs/jobs-api';
import { RequirePermissions } from '../../../request-context/auth.decorators';
import type { EventMetadata } from '../../../event-store/event-store.port';
import { CompanyScope, EventContext } from '../../../request-context/event-context.decorator';
import { DeleteNoteCommand } from './delete-note.command';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('note')
export class DeleteNoteHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete(':id')
  @ApiOkResponse({ description: '{ note_id }' })
  remove(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CompanyScope() companyId: string,
    @EventContext() metadata: EventMetadata,
  ): Promise<DeleteNoteResponse> {
    return this.commandBus.execute(new DeleteNoteCommand(id, companyId, metadata));
  }
}
