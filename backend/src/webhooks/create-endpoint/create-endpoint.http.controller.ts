import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { CreatedWebhookEndpointDto } from '@job-intake/contracts/integrations/webhooks-api';
import { CurrentUser } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { assertWebhooksManageable } from '../endpoints/webhook-access';
import { CreateEndpoint } from './create-endpoint.service';
import { CreateEndpointRequestDto } from './create-endpoint.request.dto';

@ApiTags('webhooks')
@ApiBearerAuth()
@Controller('company/:companyId/webhooks')
export class CreateEndpointHttpController {
  constructor(private readonly endpoints: CreateEndpoint) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The endpoint and its signing secret, shown this once' })
  create(
    @Param('companyId', new ParseUUIDPipe()) companyId: string,
    @Body() body: CreateEndpointRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CreatedWebhookEndpointDto> {
    assertWebhooksManageable(user, companyId);
    return this.endpoints.create(companyId, body);
  }
}
