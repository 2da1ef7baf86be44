import { Controller, Get, Header, Inject, NotFoundException } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators';
import { CAPTCHA, type CaptchaPort } from './captcha.port';

export const NO_CHALLENGE = 'This captcha issues its own challenges.';

@ApiTags('guests')
@Public()
@Controller('captcha')
export class CaptchaChallengeHttpController {
  constructor(@Inject(CAPTCHA) private readonly captcha: CaptchaPort) {}

  /** GET /captcha/challenge: a new ALTCHA challenge for the widget (404 with reCAPTCHA). */
  @Get('challenge')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description: 'An ALTCHA challenge: { parameters, signature }, ten minutes valid',
  })
  async challenge(): Promise<object> {
    const challenge = await this.captcha.issueChallenge();
    if (!challenge) throw new NotFoundException(NO_CHALLENGE);
    return challenge;
  }
}
