import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, ValidateIf } from 'class-validator';
import {
  WEBHOOK_EVENT_TYPES,
  type UpdateWebhookEndpointRequest,
  type WebhookEventType,
} from '@job-intake/contracts/integrations/webhooks-api';
import { trueOrFalseMessage } from '@job-intake/contracts/text/rule-messages';
import { EndpointDescription, EndpointEventTypes, EndpointUrl } from '../endpoints/endpoint-fields';

/** The field may be left out, but not sent as null. */
const ifPresent = () => ValidateIf((_: object, value: unknown) => value !== undefined);

/** The fields sent replace the endpoint's; the others stay. */
export class UpdateEndpointRequestDto implements UpdateWebhookEndpointRequest {
  @ApiPropertyOptional()
  @EndpointUrl()
  @ifPresent()
  url?: string;

  @ApiPropertyOptional()
  @EndpointDescription()
  @ifPresent()
  description?: string;

  @ApiPropertyOptional({ enum: WEBHOOK_EVENT_TYPES, isArray: true })
  @EndpointEventTypes()
  @ifPresent()
  event_types?: WebhookEventType[];

  @ApiPropertyOptional({
    description: 'false pauses deliveries; true re-enables an endpoint disabled for failing',
  })
  @IsBoolean({ message: trueOrFalseMessage('enabled') })
  @ifPresent()
  enabled?: boolean;
}
