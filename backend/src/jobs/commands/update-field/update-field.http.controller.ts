import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SingleFieldUpdateResponse } from '@job-intake/contracts/job-form/job-form-api';
import { RequirePermissions } from '../../../request-context/auth.decorators';
import type { EventMetadata } from '../../../event-store/event-store.port';
import { CompanyScope, EventContext } from '../../../request-context/event-context.decorator';
import { UpdateFieldCommand } from './update-field.command';
import { UpdateFieldRequestDto } from './update-field.request.dto';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('job')
export class UpdateFieldHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/field')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Update one answer of an open or in-review job',
    description: 'Checked and stored like POST /job/{id}/results; the progress is recomputed.',
  })
  @ApiOkResponse({ description: '{ success: true }' })
  update(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @Body() body: UpdateFieldRequestDto,
    @CompanyScope() companyId: string,
    @EventContext() metadata: EventMetadata,
  ): Promise<SingleFieldUpdateResponse> {
    if (body.value === undefined) {
      throw new BadRequestException('value must be given (null clears the answer)');
    }
    return this.commandBus.execute(
      new UpdateFieldCommand(id, companyId, body.field, body.value, metadata),
    );
  }
}
