import { Controller, Delete, Param, ParseUUIDPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { DeleteAttachmentResponse } from '@job-intake/contracts/jobs/jobs-api';
import { RequirePermissions } from '../../request-context/auth.decorators';
import type { EventMetadata } from '../../event-store/event-store.port';
import { CompanyScope, EventContext } from '../../request-context/event-context.decorator';
import { RemoveAttachmentCommand } from './remove-attachment.command';

@ApiTags('attachments')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('attachment')
export class RemoveAttachmentHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete(':id')
  @ApiOkResponse({ description: '{ attachment_id }' })
  remove(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CompanyScope() companyId: string,
    @EventContext() metadata: EventMetadata,
  ): Promise<DeleteAttachmentResponse> {
    return this.commandBus.execute(new RemoveAttachmentCommand(id, companyId, metadata));
  }
}
