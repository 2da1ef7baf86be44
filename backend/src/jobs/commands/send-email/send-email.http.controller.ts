import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { SendEmailResponse } from '@job-intake/contracts/emails/emails-api';
import { RequirePermissions } from '../../../request-context/auth.decorators';
import type { EventMetadata } from '../../../event-store/event-store.port';
import { CompanyScope, EventContext } from '../../../request-context/event-context.decorator';
import { SendEmailCommand } from './send-email.command';
import { SendEmailRequestDto } from './send-email.request.dto';
import { PerUserThrottlerGuard } from './send-email.throttler.guard';

/** Requests one user may send a minute: a person composing, not a script. */
export const EMAILS_PER_USER_PER_MINUTE = 30;

@ApiTags('emails')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('email')
export class SendEmailHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(201)
  @UseGuards(PerUserThrottlerGuard)
  // The app's one named throttler (auth/rate-limit.ts), with this route's own limit and count.
  @Throttle({ auth: { limit: EMAILS_PER_USER_PER_MINUTE, ttl: 60_000 } })
  @ApiOperation({
    summary: 'Ask customers for job data by e-mail',
    description:
      "Records the request and its own share link on an open or in-review job; the outbox sends it. to is comma separated (each address checked, at most 20); CR or LF in to, from or subject is 400; subject 1–200 characters; body required; from defaults to the company's config_settings.from.",
  })
  @ApiCreatedResponse({ description: 'SendEmailResponse with the new e-mail' })
  @ApiTooManyRequestsResponse({ description: 'More than 30 requests a minute by one user' })
  send(
    @Body() body: SendEmailRequestDto,
    @CompanyScope() companyId: string,
    @EventContext() metadata: EventMetadata,
  ): Promise<SendEmailResponse> {
    return this.commandBus.execute(new SendEmailCommand(companyId, body, metadata));
  }
}
