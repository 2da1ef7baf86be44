import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import {
  TOO_MANY_GUEST_REQUESTS,
  type GuestResultsResponse,
} from '@job-intake/contracts/guests/guest-api';
import { Public } from '../../request-context/auth.decorators';
import { RateLimitMessage } from '../../http/rate-limit';
import { SaveLinkAnswersCommand } from './save-link-answers.command';
import { GuestResultsRequestDto } from './save-link-answers.request.dto';

/** Saves per minute from one client address (all links together): a person filling a form. */
export const GUEST_SAVES_PER_MINUTE = 60;

@ApiTags('guests')
@Public()
@Controller('link')
export class SaveLinkAnswersHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':uuid/results')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  // The app's one named throttler (auth/rate-limit.ts), with this route's own limit and count.
  @Throttle({ auth: { limit: GUEST_SAVES_PER_MINUTE, ttl: 60_000 } })
  @RateLimitMessage(TOO_MANY_GUEST_REQUESTS)
  @ApiOperation({
    summary: "Save a guest's answers through a share link (no sign-in)",
    description:
      "A draft, or Submit Form with submit true (the link becomes complete). Only fields of the link's sections, checked against the job's pinned form (400 naming the field); mapped settings arrive as the customer's proposal. With base_revision (the revision the guest's answers were based on), a sent field that staff or another link changed after it to another value is not saved but answered in conflicts (status 200; the other fields are saved; a Submit Form with a conflict saves nothing); a base_revision after the job's revision is 400. The answer's revision is the base of the next save. Unknown link 404; closed or complete link, or a job no longer open, 403. Past the link's daily budget (LINK_SAVES_PER_DAY saves, LINK_ANSWERS_MB_PER_DAY of answers, from every address together) 429 naming the limit.",
  })
  @ApiOkResponse({ description: 'GuestResultsResponse' })
  @ApiTooManyRequestsResponse({ description: TOO_MANY_GUEST_REQUESTS })
  save(
    @Param('uuid') uuid: string,
    @Body() body: GuestResultsRequestDto,
    @Req() request: Request & { id?: unknown },
  ): Promise<GuestResultsResponse> {
    return this.commandBus.execute(
      new SaveLinkAnswersCommand(
        uuid,
        body.answers,
        body.submit ?? false,
        String(request.id ?? ''),
        body.base_revision,
      ),
    );
  }
}
