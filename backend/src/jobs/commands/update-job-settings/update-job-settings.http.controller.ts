import {
  Body,
  Controller,
  ForbiddenException,
  Param,
  ParseUUIDPipe,
  Patch,
  UseFilters,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NO_API_KEY_MESSAGE, type UpdateJobResponse } from '@job-intake/contracts/jobs/jobs-api';
import { CurrentUser, RequirePermissions } from '../../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../../request-context/authenticated-user';
import type { EventMetadata } from '../../../event-store/event-store.port';
import { ProviderErrorFilter } from '../../../provider/provider-error.filter';
import { EventContext } from '../../../request-context/event-context.decorator';
import { UpdateJobSettingsCommand } from './update-job-settings.command';
import { UpdateJobSettingsRequestDto } from './update-job-settings.request.dto';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@UseFilters(ProviderErrorFilter)
@Controller('job')
export class UpdateJobSettingsHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Patch(':id')
  @ApiOkResponse({ description: "{ result, revision }: the job's revision after the save" })
  update(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @Body() body: UpdateJobSettingsRequestDto,
    @CurrentUser() user: AuthenticatedUser,
    @EventContext() metadata: EventMetadata,
  ): Promise<UpdateJobResponse> {
    // Spec section 6: without an api_key job fields are not editable.
    if (!user.apiKey) throw new ForbiddenException(NO_API_KEY_MESSAGE);
    return this.commandBus.execute(
      new UpdateJobSettingsCommand(id, user.companyId, user.apiKey, body, metadata),
    );
  }
}
