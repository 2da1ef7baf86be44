import { Module } from '@nestjs/common';
import { CredentialsModule } from '../credentials/credentials.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ProjectionsFeatureModule } from '../projections/projection-registration';
import { RolesModule } from '../roles/roles.module';
import { UsersModule } from '../users/users.module';
import { CreateEndpointHttpController } from './create-endpoint/create-endpoint.http.controller';
import { CreateEndpoint } from './create-endpoint/create-endpoint.service';
import { DeleteEndpointHttpController } from './delete-endpoint/delete-endpoint.http.controller';
import { FailingEndpoints } from './delivery/failing-endpoints';
import { WebhookBacklog } from './delivery/webhook-backlog';
import { webhookDeliveriesProjection } from './delivery/webhook-deliveries.projection';
import { WebhookSender } from './delivery/webhook-sender';
import { EndpointSecrets } from './endpoints/endpoint-secrets';
import { WebhookDeliveries } from './endpoints/webhook-deliveries.reader';
import { WebhookEndpoints } from './endpoints/webhook-endpoints.reader';
import { ListDeliveriesHttpController } from './list-deliveries/list-deliveries.http.controller';
import { ListEndpointsHttpController } from './list-endpoints/list-endpoints.http.controller';
import { RedeliverHttpController } from './redeliver/redeliver.http.controller';
import { ReplayHttpController } from './replay/replay.http.controller';
import { ReplayEvents } from './replay/replay.service';
import { WebhookRetention } from './retention/webhook-retention';
import { RotateSecretHttpController } from './rotate-secret/rotate-secret.http.controller';
import { EndpointUrlRules } from './safety/endpoint-url-rules';
import { SealPlainSecrets } from './seal-plain-secrets/seal-plain-secrets';
import { UpdateEndpointHttpController } from './update-endpoint/update-endpoint.http.controller';
import { UpdateEndpoint } from './update-endpoint/update-endpoint.service';
import { WebhookReceiverModule } from '../webhook-receiver/webhook-receiver.module';

/**
 * Webhooks (issue 31, decision 0048): a company's endpoints and their secrets (sealed, decision
 * 0059), the deliveries the store's subscription queues for them (webhook-deliveries.projection.ts),
 * the sender (webhook-sender.ts), the delivery log, redeliver and replay.
 */
@Module({
  imports: [
    CredentialsModule,
    ProjectionsFeatureModule.forFeature([webhookDeliveriesProjection]),
    NotificationsModule,
    RolesModule,
    UsersModule,
    WebhookReceiverModule,
  ],
  controllers: [
    ListEndpointsHttpController,
    CreateEndpointHttpController,
    UpdateEndpointHttpController,
    DeleteEndpointHttpController,
    RotateSecretHttpController,
    ListDeliveriesHttpController,
    RedeliverHttpController,
    ReplayHttpController,
  ],
  providers: [
    WebhookEndpoints,
    WebhookDeliveries,
    EndpointUrlRules,
    EndpointSecrets,
    SealPlainSecrets,
    CreateEndpoint,
    UpdateEndpoint,
    ReplayEvents,
    FailingEndpoints,
    WebhookSender,
    WebhookBacklog,
    WebhookRetention,
  ],
  exports: [WebhookSender, WebhookBacklog],
})
export class WebhooksModule {}
