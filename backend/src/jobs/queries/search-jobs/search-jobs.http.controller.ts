import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  DEFAULT_JOB_SEARCH_SORT,
  type JobSearchResponse,
} from '@job-intake/contracts/jobs/jobs-api';
import { ChangesNothing, RequirePermissions } from '../../../request-context/auth.decorators';
import { jobPageRequest } from '../shared/job-page-query.dto';
import { CompanyScope } from '../../../request-context/event-context.decorator';
import { SearchJobsQuery } from './search-jobs.query';
import { SearchJobsRequestDto } from './search-jobs.request.dto';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@ChangesNothing()
@Controller('search')
export class SearchJobsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Post()
  @HttpCode(200)
  @ApiOkResponse({
    description:
      'One page of found_jobs (every status but deleted) and resultCount: every match, or with ' +
      'resultCountExact false the count stopped past the page (more match)',
  })
  search(
    @Body() body: SearchJobsRequestDto,
    @CompanyScope() companyId: string,
  ): Promise<JobSearchResponse> {
    return this.queryBus.execute(
      new SearchJobsQuery(companyId, body.query, jobPageRequest(body, DEFAULT_JOB_SEARCH_SORT)),
    );
  }
}
