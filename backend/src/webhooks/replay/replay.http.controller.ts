import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { ReplayWebhookResultDto } from '@job-intake/contracts/integrations/webhooks-api';
import { CurrentUser } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { assertWebhooksManageable } from '../endpoints/webhook-access';
import { ReplayEvents } from './replay.service';
import { ReplayRequestDto } from './replay.request.dto';

@ApiTags('webhooks')
@ApiBearerAuth()
@Controller('company/:companyId/webhooks')
export class ReplayHttpController {
  constructor(private readonly events: ReplayEvents) {}

  @Post(':endpointId/replay')
  @HttpCode(202)
  @ApiAcceptedResponse({
    description: 'How many deliveries were queued, and since when events are kept (`kept_since`)',
  })
  @ApiNotFoundResponse({ description: 'No such endpoint in this company' })
  replay(
    @Param('companyId', new ParseUUIDPipe()) companyId: string,
    @Param('endpointId', new ParseUUIDPipe()) endpointId: string,
    @Body() body: ReplayRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ReplayWebhookResultDto> {
    assertWebhooksManageable(user, companyId);
    return this.events.replay(companyId, endpointId, body);
  }
}
