import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OptOutResponse } from '@job-intake/contracts/emails/emails-api';
import { RequirePermissions } from '../../../request-context/auth.decorators';
import type { EventMetadata } from '../../../event-store/event-store.port';
import { CompanyScope, EventContext } from '../../../request-context/event-context.decorator';
import { SetEmailOptOutCommand } from './set-email-opt-out.command';
import { SetEmailOptOutRequestDto } from './set-email-opt-out.request.dto';

@ApiTags('emails')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('optOut')
export class SetEmailOptOutHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Turn an e-mail request's reminders off (opt_out true) or on again" })
  @ApiOkResponse({ description: 'OptOutResponse' })
  setOptOut(
    @Body() body: SetEmailOptOutRequestDto,
    @CompanyScope() companyId: string,
    @EventContext() metadata: EventMetadata,
  ): Promise<OptOutResponse> {
    return this.commandBus.execute(
      new SetEmailOptOutCommand(companyId, body.id, body.opt_out, metadata),
    );
  }
}
