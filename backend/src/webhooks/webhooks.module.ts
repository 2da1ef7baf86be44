import { Module } from '@nestjs/common';
import { CreateEndpointHttpController } from './create-endpoint/create-endpoint.http.controller';
import { CreateEndpoint } from './create-endpoint/create-endpoint.service';
import { DeleteEndpointHttpController } from './delete-endpoint/delete-endpoint.http.controller';
import { WebhookEndpoints } from './endpoints/webhook-endpoints.reader';
import { ListEndpointsHttpController } from './list-endpoints/list-endpoints.http.controller';
import { RotateSecretHttpController } from './rotate-secret/rotate-secret.http.controller';
import { EndpointUrlRules } from './safety/endpoint-url-rules';
import { UpdateEndpointHttpController } from './update-endpoint/update-endpoint.http.controller';
import { UpdateEndpoint } from './update-endpoint/update-endpoint.service';
import { WebhookReceiverModule } from '../webhook-receiver/webhook-receiver.module';

/**
 * Webhooks (issue 31, decision 0048): a company's endpoints and their secrets, the deliveries the
 * store's subscription queues for them, the sender, the delivery log, redeliver and replay.
 */
@Module({
  imports: [WebhookReceiverModule],
  controllers: [
    ListEndpointsHttpController,
    CreateEndpointHttpController,
    UpdateEndpointHttpController,
    DeleteEndpointHttpController,
    RotateSecretHttpController,
  ],
  providers: [WebhookEndpoints, EndpointUrlRules, CreateEndpoint, UpdateEndpoint],
})
export class WebhooksModule {}
