import { Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { TOO_MANY_GUEST_REQUESTS } from '@job-intake/contracts/guests/guest-api';
import type { UnsubscribeResponse } from '@job-intake/contracts/emails/emails-api';
import { Public } from '../../request-context/auth.decorators';
import { RateLimitMessage } from '../../http/rate-limit';
import { UnsubscribeCommand } from './unsubscribe.command';
import { UnsubscribeQuery } from './unsubscribe.query';

/** Unsubscribe calls a minute from one client address: enough for a person, not for guessing. */
export const UNSUBSCRIBES_PER_MINUTE = 30;

@ApiTags('guests')
@Public()
@Controller('unsubscribe')
@UseGuards(ThrottlerGuard)
// The app's one named throttler (auth/rate-limit.ts), with these routes' own limit and count.
@Throttle({ auth: { limit: UNSUBSCRIBES_PER_MINUTE, ttl: 60_000 } })
@ApiTooManyRequestsResponse({ description: TOO_MANY_GUEST_REQUESTS })
export class UnsubscribeHttpController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Get(':token')
  @RateLimitMessage(TOO_MANY_GUEST_REQUESTS)
  @ApiOperation({
    summary: 'Which e-mail request an unsubscribe link stops (no sign-in)',
    description: "The job's name and whether its reminders are already off. Unknown token: 404.",
  })
  @ApiOkResponse({ description: 'UnsubscribeResponse' })
  show(@Param('token') token: string): Promise<UnsubscribeResponse> {
    return this.queryBus.execute(new UnsubscribeQuery(token));
  }

  @Post(':token')
  @HttpCode(200)
  @RateLimitMessage(TOO_MANY_GUEST_REQUESTS)
  @ApiOperation({
    summary: "Stop an e-mail request's reminders (no sign-in)",
    description: 'Recorded as opted out by the recipient. Unknown token: 404.',
  })
  @ApiOkResponse({ description: 'UnsubscribeResponse' })
  unsubscribe(
    @Param('token') token: string,
    @Req() request: Request & { id?: unknown },
  ): Promise<UnsubscribeResponse> {
    return this.commandBus.execute(new UnsubscribeCommand(token, String(request.id ?? '')));
  }
}
