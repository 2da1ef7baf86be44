import { Controller, Get, Header, Inject, NotFoundException, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { TOO_MANY_GUEST_REQUESTS } from '@job-intake/contracts/guests/guest-api';
import { Public } from '../request-context/auth.decorators';
import { RateLimitMessage } from '../http/rate-limit';
import { CAPTCHA, type CaptchaPort } from './captcha.port';

export const NO_CHALLENGE = 'This captcha issues its own challenges.';
/** A challenge costs the server one key derivation: enough for any page, not for a flood. */
export const CHALLENGES_PER_MINUTE = 60;

@ApiTags('guests')
@Public()
@Controller('captcha')
export class CaptchaChallengeHttpController {
  constructor(@Inject(CAPTCHA) private readonly captcha: CaptchaPort) {}

  /** GET /captcha/challenge: a new ALTCHA challenge for the widget (404 with reCAPTCHA). */
  @Get('challenge')
  @Header('Cache-Control', 'no-store')
  @UseGuards(ThrottlerGuard)
  // The app's one named throttler (auth/rate-limit.ts), with this route's own limit and count.
  @Throttle({ auth: { limit: CHALLENGES_PER_MINUTE, ttl: 60_000 } })
  @RateLimitMessage(TOO_MANY_GUEST_REQUESTS)
  @ApiTooManyRequestsResponse({ description: TOO_MANY_GUEST_REQUESTS })
  @ApiOkResponse({
    description: 'An ALTCHA challenge: { parameters, signature }, ten minutes valid',
  })
  async challenge(): Promise<object> {
    const challenge = await this.captcha.issueChallenge();
    if (!challenge) throw new NotFoundException(NO_CHALLENGE);
    return challenge;
  }
}
