import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import type { VerifyReceivedWebhookRequest } from '@job-intake/contracts/integrations/webhook-receiver-api';
import { notStringMessage } from '@job-intake/contracts/text/rule-messages';
import { stacked } from '../http/stacked.decorator';

const SECRET_MAX_LENGTH = 200;

/** POST /dev/webhooks/{id}/verify: the secret the person pasted. */
export class VerifyReceivedWebhookRequestDto implements VerifyReceivedWebhookRequest {
  @ApiProperty({ maxLength: SECRET_MAX_LENGTH, example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' })
  @stacked(
    IsString({ message: notStringMessage('$property') }),
    MaxLength(SECRET_MAX_LENGTH, { message: "secret must be the endpoint's signing secret" }),
    Matches(/^whsec_[A-Za-z0-9+/]+={0,2}$/, {
      message: "secret must be the endpoint's signing secret: whsec_ followed by base64",
    }),
  )
  secret: string;
}
