import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { clampPage, DEFAULT_PAGE_SIZE, pageOffset } from '@job-intake/contracts/paging';
import type { WebhookDeliveryPageDto } from '@job-intake/contracts/integrations/webhooks-api';
import { CurrentUser } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { assertWebhooksReadable } from '../endpoints/webhook-access';
import { WebhookDeliveries } from '../endpoints/webhook-deliveries.reader';
import { WebhookEndpoints } from '../endpoints/webhook-endpoints.reader';
import { ListDeliveriesRequestDto } from './list-deliveries.request.dto';

@ApiTags('webhooks')
@ApiBearerAuth()
@Controller('company/:companyId/webhooks')
export class ListDeliveriesHttpController {
  constructor(
    private readonly endpoints: WebhookEndpoints,
    private readonly deliveries: WebhookDeliveries,
  ) {}

  /** The delivery log: status, response code, latency and body excerpt of each delivery. */
  @Get(':endpointId/deliveries')
  @ApiOkResponse({ description: "One page of the endpoint's deliveries, newest first" })
  @ApiNotFoundResponse({ description: 'No such endpoint in this company' })
  async list(
    @Param('companyId', new ParseUUIDPipe()) companyId: string,
    @Param('endpointId', new ParseUUIDPipe()) endpointId: string,
    @Query() query: ListDeliveriesRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<WebhookDeliveryPageDto> {
    assertWebhooksReadable(user, companyId);
    await this.endpoints.one(companyId, endpointId);
    const size = query.size ?? DEFAULT_PAGE_SIZE;
    const dir = query.dir ?? 'desc';
    const first = await this.deliveries.page(endpointId, {
      offset: pageOffset(query.page ?? 1, size),
      size,
      dir,
    });
    const page = clampPage(query.page ?? 1, first.total, size);
    // A page past the last answers the last one.
    const shown =
      page === (query.page ?? 1)
        ? first
        : await this.deliveries.page(endpointId, { offset: pageOffset(page, size), size, dir });
    return { ...shown, page, size, sort: 'created_at', dir };
  }
}
