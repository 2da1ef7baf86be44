import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { ApiErrorResponses } from '../../http/api-error-responses';
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import type { EventMetadata } from '../../event-store/event-store.port';
import { CompanyScope, EventContext } from '../../request-context/event-context.decorator';
import { RecordJobViewCommand } from '../commands/record-job-view/record-job-view.command';
import { GetJobQuery } from '../queries/get-job/get-job.query';
import { JobDetailDto } from './job-detail.response.dto';

const JOB_DESCRIPTION =
  'The job (by id or uuid) with its form version, answers, notes and attachments. Opening it ' +
  "records the user's view in History, at most once an hour, before the job is read (so the " +
  'revision answered already counts it).';

/**
 * The job page's load, under both of the spec's names (section 7: GET /jobs/{id} and
 * GET /job/{id}): records the staff user's view, then reads the job.
 */
@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller()
export class OpenJobHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('job/:id')
  @ApiOperation({ operationId: 'getJob', summary: 'Open a job' })
  @ApiOkResponse({ type: JobDetailDto, description: JOB_DESCRIPTION })
  @ApiErrorResponses()
  get(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @CompanyScope() companyId: string,
    @CurrentUser() user: AuthenticatedUser,
    @EventContext() metadata: EventMetadata,
  ): Promise<JobDetail> {
    return this.open(id, companyId, user, metadata);
  }

  @Get('jobs/:id')
  @ApiOperation({ operationId: 'getJobByJobsPath', summary: 'Open a job (GET /job/{id})' })
  @ApiOkResponse({
    type: JobDetailDto,
    description: `${JOB_DESCRIPTION} The same as GET /job/{id}.`,
  })
  @ApiErrorResponses()
  getByJobsPath(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @CompanyScope() companyId: string,
    @CurrentUser() user: AuthenticatedUser,
    @EventContext() metadata: EventMetadata,
  ): Promise<JobDetail> {
    return this.open(id, companyId, user, metadata);
  }

  private async open(
    id: string,
    companyId: string,
    user: AuthenticatedUser,
    metadata: EventMetadata,
  ): Promise<JobDetail> {
    await this.commandBus.execute(new RecordJobViewCommand(id, companyId, user.id, metadata));
    return this.queryBus.execute(new GetJobQuery(companyId, id, user));
  }
}
