import { Body, Controller, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Response } from 'express';
import {
  RESET_REQUEST_MESSAGE,
  TOO_MANY_RESET_REQUESTS_MESSAGE,
  type ResetPasswordResponse,
  type ResetRequestResponse,
} from '@job-intake/contracts/identity/identity-api';
import { Public } from '../../request-context/auth.decorators';
import { RateLimitMessage } from '../../http/rate-limit';
import { TooManyAttemptsError, SignInLimiter } from '../sign-in-limiter';
import { PasswordResetService } from './password-reset.service';
import { ResetPasswordRequestDto } from './reset-password.request.dto';
import { ResetRequestDto } from './reset-request.request.dto';

@ApiTags('auth')
@Public()
@UseGuards(ThrottlerGuard)
@Controller()
export class PasswordResetHttpController {
  constructor(
    private readonly resets: PasswordResetService,
    private readonly limiter: SignInLimiter,
  ) {}

  /** Spec section 8: the same answer whether or not an account has this e-mail. */
  @Post('resetRequest')
  @HttpCode(200)
  @RateLimitMessage(TOO_MANY_RESET_REQUESTS_MESSAGE)
  @ApiOkResponse({ description: RESET_REQUEST_MESSAGE })
  @ApiTooManyRequestsResponse({ description: TOO_MANY_RESET_REQUESTS_MESSAGE })
  async resetRequest(
    @Body() body: ResetRequestDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResetRequestResponse> {
    try {
      await this.limiter.takeResetRequest(body.email);
    } catch (error) {
      if (error instanceof TooManyAttemptsError)
        response.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
    this.resets.requestReset(body.email);
    return { message: RESET_REQUEST_MESSAGE };
  }

  @Post('auth/reset')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true, message, redirect: "/login" }' })
  @ApiBadRequestResponse({
    description: 'The passwords differ, break the policy, or the code is wrong, used or expired',
  })
  reset(@Body() body: ResetPasswordRequestDto): Promise<ResetPasswordResponse> {
    return this.resets.reset(body);
  }
}
