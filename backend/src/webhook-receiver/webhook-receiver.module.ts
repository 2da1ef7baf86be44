import { Module } from '@nestjs/common';
import { DevWebhooksHttpController } from './dev-webhooks.http.controller';
import { WebhookReceiverService } from './webhook-receiver.service';

/**
 * The local webhook receiver of the default set-up (decision 0049) and GET /dev/webhooks, where
 * super admins read what it received.
 */
@Module({
  controllers: [DevWebhooksHttpController],
  providers: [WebhookReceiverService],
  exports: [WebhookReceiverService],
})
export class WebhookReceiverModule {}
