import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { NoteDto } from '@job-intake/contracts/jobs/jobs-api';
import { CurrentUser, RequirePermissions } from '../../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../../request-context/authenticated-user';
import type { EventMetadata } from '../../../event-store/event-store.port';
import { EventContext } from '../../../request-context/event-context.decorator';
import { AddNoteCommand } from './add-note.command';
import { AddNoteRequestDto } from './add-note.request.dto';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('note')
export class AddNoteHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The note' })
  add(
    @Body() body: AddNoteRequestDto,
    @CurrentUser() user: AuthenticatedUser,
    @EventContext() metadata: EventMetadata,
  ): Promise<NoteDto> {
    return this.commandBus.execute(
      new AddNoteCommand(body.job_id, user.companyId, user.name, body.description, metadata),
    );
  }
}
