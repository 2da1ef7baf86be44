import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type {
  ReceivedWebhook,
  ReceivedWebhookList,
  ReceivedWebhookVerification,
  WebhookReceiverStatus,
} from '@job-intake/contracts/integrations/webhook-receiver-api';
import { RequirePermissions } from '../request-context/auth.decorators';
import { signatureMatches } from './standard-webhook-signature';
import { VerifyReceivedWebhookRequestDto } from './verify-received-webhook.request.dto';
import { WebhookReceiverService } from './webhook-receiver.service';

const NOT_HERE = 'Not found: the local webhook receiver is off (LOCAL_WEBHOOK_RECEIVER=false).';
const NO_SUCH_DELIVERY = 'Not found: the receiver does not keep this delivery (any more).';

/**
 * What the local webhook receiver kept, for the /dev/webhooks page and tests. Deliveries carry the
 * company's job data, so only a signed-in super admin reads them (as the caught e-mails).
 */
@ApiTags('dev')
@ApiBearerAuth()
@RequirePermissions('super')
@Controller('dev/webhooks')
export class DevWebhooksHttpController {
  constructor(private readonly receiver: WebhookReceiverService) {}

  @Get()
  @ApiOkResponse({ description: 'The deliveries received, newest first' })
  @ApiForbiddenResponse({ description: 'The caller is not a super admin' })
  @ApiNotFoundResponse({ description: 'LOCAL_WEBHOOK_RECEIVER=false: nothing is received' })
  async list(): Promise<ReceivedWebhookList> {
    if (!this.receiver.active) throw new NotFoundException(NOT_HERE);
    return { deliveries: await this.receiver.deliveries.list() };
  }

  @Get('status')
  @ApiOkResponse({ description: 'Whether the receiver runs, and its URL' })
  status(): WebhookReceiverStatus {
    return { active: this.receiver.active, url: this.receiver.url ?? null };
  }

  @Post(':id/verify')
  @HttpCode(200)
  @ApiOkResponse({ description: "Whether the delivery's signature is made with this secret" })
  @ApiNotFoundResponse({ description: 'The receiver does not keep this delivery' })
  async verify(
    @Param('id') id: string,
    @Body() { secret }: VerifyReceivedWebhookRequestDto,
  ): Promise<ReceivedWebhookVerification> {
    const delivery = await this.receiver.deliveries.find(id);
    const body = await this.receiver.deliveries.body(id);
    if (!delivery || !body) throw new NotFoundException(NO_SUCH_DELIVERY);
    return verification(delivery, secret, body);
  }
}

function verification(
  delivery: ReceivedWebhook,
  secret: string,
  body: Buffer,
): ReceivedWebhookVerification {
  if (!delivery.headers['webhook-signature'])
    return { verified: false, message: 'The delivery is not signed: it has no webhook-signature.' };
  return signatureMatches(secret, delivery.headers, body)
    ? { verified: true, message: 'The signature verifies with this secret.' }
    : { verified: false, message: 'No signature of the delivery is made with this secret.' };
}
