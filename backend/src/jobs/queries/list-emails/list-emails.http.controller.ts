import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { JobEmailsResponse } from '@job-intake/contracts/emails/emails-api';
import { RequirePermissions } from '../../../request-context/auth.decorators';
import { CompanyScope } from '../../../request-context/event-context.decorator';
import { ListEmailsQuery } from './list-emails.query';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('job')
export class ListEmailsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id/emails')
  @ApiOkResponse({ description: "The job's e-mail requests, newest first" })
  list(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @CompanyScope() companyId: string,
  ): Promise<JobEmailsResponse> {
    return this.queryBus.execute(new ListEmailsQuery(companyId, id));
  }
}
