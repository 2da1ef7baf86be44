import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { WebhookEndpointDto } from '@job-intake/contracts/integrations/webhooks-api';
import { CurrentUser } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { assertWebhooksReadable } from '../endpoints/webhook-access';
import { WebhookEndpoints } from '../endpoints/webhook-endpoints.reader';

@ApiTags('webhooks')
@ApiBearerAuth()
@Controller('company/:companyId/webhooks')
export class ListEndpointsHttpController {
  constructor(private readonly endpoints: WebhookEndpoints) {}

  @Get()
  @ApiOkResponse({ description: "The company's webhook endpoints, oldest first, without secrets" })
  list(
    @Param('companyId', new ParseUUIDPipe()) companyId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<WebhookEndpointDto[]> {
    assertWebhooksReadable(user, companyId);
    return this.endpoints.list(companyId);
  }
}
