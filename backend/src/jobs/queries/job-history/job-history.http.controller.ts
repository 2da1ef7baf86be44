import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  DEFAULT_HISTORY_SORT,
  type JobAtEvent,
  type JobHistoryResponse,
} from '@job-intake/contracts/jobs/jobs-api';
import { CurrentUser, RequirePermissions } from '../../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../../request-context/authenticated-user';
import { requestedPage } from '../../../shared/requested-page';
import { CompanyScope } from '../../../request-context/event-context.decorator';
import { JobHistoryReader } from './job-history.reader';
import { JobHistoryRequestDto } from './job-history.request.dto';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects', 'project_history')
@Controller('job')
export class JobHistoryHttpController {
  constructor(private readonly reader: JobHistoryReader) {}

  @Get(':id/history')
  @ApiOkResponse({ description: "One page of the job's event stream, newest first unless dir=asc" })
  history(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @Query() query: JobHistoryRequestDto,
    @CompanyScope() companyId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<JobHistoryResponse> {
    const page = requestedPage(query, DEFAULT_HISTORY_SORT);
    return this.reader.history(companyId, id, user.apiKey, page);
  }

  @Get(':id/history/:eventId')
  @ApiOkResponse({ description: 'The job as it was right after that event (time travel)' })
  atEvent(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @Param('eventId', new ParseUUIDPipe()) eventId: string,
    @CompanyScope() companyId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<JobAtEvent> {
    return this.reader.atEvent(companyId, id, eventId, user.apiKey);
  }
}
