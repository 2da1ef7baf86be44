import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  DEFAULT_HISTORY_SORT,
  type JobAtEvent,
  type JobHistoryResponse,
} from '@job-intake/contracts/jobs/jobs-api';
import { AccessLog } from '../../../access-log/access-log';
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
  constructor(
    private readonly reader: JobHistoryReader,
    private readonly accessLog: AccessLog,
  ) {}

  @Get(':id/history')
  @ApiOkResponse({ description: "One page of the job's event stream, newest first unless dir=asc" })
  async history(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @Query() query: JobHistoryRequestDto,
    @CompanyScope() companyId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<JobHistoryResponse> {
    const page = requestedPage(query, DEFAULT_HISTORY_SORT);
    const history = await this.reader.history(companyId, id, user.apiKey, page);
    await this.logRead(companyId, user, id, { page: history.page, size: history.size });
    return history;
  }

  @Get(':id/history/:eventId')
  @ApiOkResponse({ description: 'The job as it was right after that event (time travel)' })
  async atEvent(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @Param('eventId', new ParseUUIDPipe()) eventId: string,
    @CompanyScope() companyId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<JobAtEvent> {
    const job = await this.reader.atEvent(companyId, id, eventId, user.apiKey);
    await this.logRead(companyId, user, id, { event_id: eventId });
    return job;
  }

  /** Once the job is found to be the company's, and before the answer (decision 0046). */
  private logRead(
    companyId: string,
    reader: AuthenticatedUser,
    jobId: string,
    detail: Record<string, unknown>,
  ): Promise<void> {
    return this.accessLog.record({ kind: 'job_history', companyId, reader, jobId, detail });
  }
}
