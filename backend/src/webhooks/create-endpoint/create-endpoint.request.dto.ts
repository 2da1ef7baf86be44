import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import {
  WEBHOOK_EVENT_TYPES,
  type CreateWebhookEndpointRequest,
  type WebhookEventType,
} from '@job-intake/contracts/integrations/webhooks-api';
import { EndpointDescription, EndpointEventTypes, EndpointUrl } from '../endpoints/endpoint-fields';

export class CreateEndpointRequestDto implements CreateWebhookEndpointRequest {
  @ApiProperty({ example: 'https://example.com/webhooks/job-intake' })
  @EndpointUrl()
  url!: string;

  @ApiPropertyOptional({ example: 'Our CRM' })
  @EndpointDescription()
  @IsOptional()
  description?: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true })
  @EndpointEventTypes()
  event_types!: WebhookEventType[];
}
