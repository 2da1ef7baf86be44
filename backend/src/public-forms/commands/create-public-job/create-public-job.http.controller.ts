import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import {
  CAPTCHA_INVALID,
  TOO_MANY_GUEST_REQUESTS,
  type PublicJobResponse,
} from '@job-intake/contracts/guests/guest-api';
import { Public } from '../../../request-context/auth.decorators';
import { RateLimitMessage } from '../../../http/rate-limit';
import { CreatePublicJobCommand } from './create-public-job.command';
import { CreatePublicJobRequestDto } from './create-public-job.request.dto';

@ApiTags('guests')
@Public()
@Controller('new')
export class CreatePublicJobHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  /**
   * POST /new: a job in Review from the public form (captcha first; rate limited per address;
   * at most PUBLIC_JOBS_PER_FORM_PER_DAY jobs a form a day, 429 naming it past them).
   */
  @Post()
  @HttpCode(201)
  @UseGuards(ThrottlerGuard)
  @RateLimitMessage(TOO_MANY_GUEST_REQUESTS)
  @ApiCreatedResponse({ description: '{ success: true, uuid, answerData } of the new job' })
  @ApiBadRequestResponse({ description: `A bad body, an incomplete form, or ${CAPTCHA_INVALID}` })
  @ApiTooManyRequestsResponse({ description: TOO_MANY_GUEST_REQUESTS })
  create(
    @Body() body: CreatePublicJobRequestDto,
    @Req() request: Request,
  ): Promise<PublicJobResponse> {
    return this.commandBus.execute(
      new CreatePublicJobCommand(body, String(request.id ?? ''), new Date().toISOString()),
    );
  }
}
