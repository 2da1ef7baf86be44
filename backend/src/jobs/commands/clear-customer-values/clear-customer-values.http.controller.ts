import {
  Controller,
  Delete,
  ForbiddenException,
  HttpCode,
  Param,
  ParseUUIDPipe,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { NO_API_KEY_MESSAGE, type UpdateJobResponse } from '@job-intake/contracts/jobs/jobs-api';
import { CurrentUser, RequirePermissions } from '../../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../../request-context/authenticated-user';
import type { EventMetadata } from '../../../event-store/event-store.port';
import { CompanyScope, EventContext } from '../../../request-context/event-context.decorator';
import { ClearCustomerValuesCommand } from './clear-customer-values.command';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('job')
export class ClearCustomerValuesHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Like accepting a customer's value, it needs the API key that makes the settings editable. */
  @Delete(':id/user-submitted')
  @HttpCode(200)
  @ApiOkResponse({ description: "{ result, revision } after clearing the customer's values" })
  @ApiForbiddenResponse({ description: NO_API_KEY_MESSAGE })
  @ApiConflictResponse({ description: 'No customer values to clear, or the job is not editable' })
  clear(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @CompanyScope() companyId: string,
    @CurrentUser() user: AuthenticatedUser,
    @EventContext() metadata: EventMetadata,
  ): Promise<UpdateJobResponse> {
    if (!user.apiKey) throw new ForbiddenException(NO_API_KEY_MESSAGE);
    return this.commandBus.execute(new ClearCustomerValuesCommand(id, companyId, metadata));
  }
}
