import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  CAPTCHA_INVALID,
  TOO_MANY_GUEST_REQUESTS,
  type PublicUploadGrantResponse,
} from '@job-intake/contracts/guests/guest-api';
import { Public } from '../../../request-context/auth.decorators';
import { RateLimitMessage } from '../../../http/rate-limit';
import { GrantUploadCommand } from './grant-upload.command';
import { GrantUploadRequestDto } from './grant-upload.request.dto';

@ApiTags('guests')
@Public()
@Controller('new')
export class GrantUploadHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  /** POST /new/{appid}/upload-grant: a solved captcha for the grant uploads and POST /new take. */
  @Post(':appid/upload-grant')
  @HttpCode(201)
  @UseGuards(ThrottlerGuard)
  @RateLimitMessage(TOO_MANY_GUEST_REQUESTS)
  @ApiCreatedResponse({ description: '{ grant, expires_at }: an hour valid, for this form only' })
  @ApiBadRequestResponse({ description: CAPTCHA_INVALID })
  @ApiTooManyRequestsResponse({ description: TOO_MANY_GUEST_REQUESTS })
  grant(
    @Param('appid') appid: string,
    @Body() body: GrantUploadRequestDto,
  ): Promise<PublicUploadGrantResponse> {
    return this.commandBus.execute(new GrantUploadCommand(appid, body.recaptcha));
  }
}
