import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GuestLinkResponse } from '@job-intake/contracts/guests/guest-api';
import { Public } from '../../request-context/auth.decorators';
import { OpenLinkQuery } from './open-link.query';

@ApiTags('guests')
@Public()
@Controller('link')
export class OpenLinkHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':uuid')
  @ApiOperation({
    summary: "A share link's guest form (no sign-in)",
    description:
      "The job's pinned form cut to the link's sections with their answers, the form variant, the job's name and status, the progress of those sections and whether the guest may still save. Unknown link: 404; a link the sender closed: 403.",
  })
  @ApiOkResponse({ description: 'GuestLinkResponse' })
  open(@Param('uuid') uuid: string): Promise<GuestLinkResponse> {
    return this.queryBus.execute(new OpenLinkQuery(uuid));
  }
}
