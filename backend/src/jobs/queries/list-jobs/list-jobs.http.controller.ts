import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../../http/api-error-responses';
import { RequirePermissions } from '../../../request-context/auth.decorators';
import { DEFAULT_JOB_SORT, type JobListResponse } from '@job-intake/contracts/jobs/jobs-api';
import { jobPageRequest } from '../shared/job-page-query.dto';
import { CompanyScope } from '../../../request-context/event-context.decorator';
import { ListJobsQuery } from './list-jobs.query';
import { ListJobsRequestDto } from './list-jobs.request.dto';
import { JobListResponseDto } from './list-jobs.response.dto';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('jobs')
export class ListJobsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({
    operationId: 'listJobs',
    summary: 'A page of one job list, by name unless sorted',
  })
  @ApiOkResponse({ type: JobListResponseDto })
  @ApiErrorResponses()
  list(
    @Query() query: ListJobsRequestDto,
    @CompanyScope() companyId: string,
  ): Promise<JobListResponse> {
    return this.queryBus.execute(
      new ListJobsQuery(companyId, query.list ?? 'open', jobPageRequest(query, DEFAULT_JOB_SORT)),
    );
  }
}
