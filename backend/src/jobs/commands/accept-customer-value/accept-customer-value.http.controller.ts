import {
  Body,
  Controller,
  ForbiddenException,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
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
import { AcceptCustomerValueCommand } from './accept-customer-value.command';
import { AcceptCustomerValueRequestDto } from './accept-customer-value.request.dto';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@UseFilters(ProviderErrorFilter)
@Controller('job')
export class AcceptCustomerValueHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/settings')
  @HttpCode(200)
  @ApiOkResponse({ description: "{ result, revision } after accepting the customer's value" })
  accept(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @Body() body: AcceptCustomerValueRequestDto,
    @CurrentUser() user: AuthenticatedUser,
    @EventContext() metadata: EventMetadata,
  ): Promise<UpdateJobResponse> {
    if (!user.apiKey) throw new ForbiddenException(NO_API_KEY_MESSAGE);
    return this.commandBus.execute(
      new AcceptCustomerValueCommand(id, user.companyId, user.apiKey, body.field, metadata),
    );
  }
}
