import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { HistoryEntry, JobAtEvent } from '@job-intake/contracts/jobs/jobs-api';
import { CurrentUser, RequirePermissions } from '../../../auth/auth.decorators';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { CompanyScope } from '../../../request-context/event-context.decorator';
import { JobHistoryReader } from './job-history.reader';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects', 'project_history')
@Controller('job')
export class JobHistoryHttpController {
  constructor(private readonly reader: JobHistoryReader) {}

  @Get(':id/history')
  @ApiOkResponse({ description: "HistoryEntry[] from the job's event stream, oldest first" })
  history(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @CompanyScope() companyId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<HistoryEntry[]> {
    return this.reader.history(companyId, id, user.apiKey);
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
