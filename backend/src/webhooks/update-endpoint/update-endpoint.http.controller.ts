import { Body, Controller, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { WebhookEndpointDto } from '@job-intake/contracts/integrations/webhooks-api';
import { CurrentUser } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { assertWebhooksManageable } from '../endpoints/webhook-access';
import { UpdateEndpoint } from './update-endpoint.service';
import { UpdateEndpointRequestDto } from './update-endpoint.request.dto';

@ApiTags('webhooks')
@ApiBearerAuth()
@Controller('company/:companyId/webhooks')
export class UpdateEndpointHttpController {
  constructor(private readonly endpoints: UpdateEndpoint) {}

  @Patch(':endpointId')
  @ApiOkResponse({ description: 'The endpoint as changed' })
  @ApiNotFoundResponse({ description: 'No such endpoint in this company' })
  update(
    @Param('companyId', new ParseUUIDPipe()) companyId: string,
    @Param('endpointId', new ParseUUIDPipe()) endpointId: string,
    @Body() body: UpdateEndpointRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<WebhookEndpointDto> {
    assertWebhooksManageable(user, companyId);
    return this.endpoints.update(companyId, endpointId, body);
  }
}
