import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import {
  PUBLIC_FORM_NOT_FOUND,
  TOO_MANY_GUEST_REQUESTS,
  type PublicFormResponse,
} from '@job-intake/contracts/guests/guest-api';
import { Public } from '../../../request-context/auth.decorators';
import { RateLimitMessage } from '../../../http/rate-limit';
import { GetPublicFormQuery } from './get-public-form.query';

/** Opens of a contact's form link per minute from one client address: a person, not a scan. */
export const CONTACT_FORM_OPENS_PER_MINUTE = 30;

@ApiTags('guests')
@Public()
@Controller('new')
export class GetPublicFormHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':appid')
  @ApiOkResponse({ description: 'The form, its logo variant and the captcha to show' })
  @ApiNotFoundResponse({ description: PUBLIC_FORM_NOT_FOUND })
  form(@Param('appid') appid: string): Promise<PublicFormResponse> {
    return this.queryBus.execute(new GetPublicFormQuery(appid));
  }

  /**
   * The same answer as /new/{appid} for any contact id, known or not, of this company or
   * another: the answer tells nothing of which contact ids exist (POST /new settles the creator).
   */
  @Get(':appid/:cntid')
  @UseGuards(ThrottlerGuard)
  // The app's one named throttler (auth/rate-limit.ts), with this route's own limit and count.
  @Throttle({ auth: { limit: CONTACT_FORM_OPENS_PER_MINUTE, ttl: 60_000 } })
  @RateLimitMessage(TOO_MANY_GUEST_REQUESTS)
  @ApiOkResponse({ description: 'The form as above, whatever the contact id' })
  @ApiNotFoundResponse({ description: PUBLIC_FORM_NOT_FOUND })
  @ApiTooManyRequestsResponse({ description: TOO_MANY_GUEST_REQUESTS })
  formOfContact(@Param('appid') appid: string): Promise<PublicFormResponse> {
    return this.queryBus.execute(new GetPublicFormQuery(appid));
  }
}
