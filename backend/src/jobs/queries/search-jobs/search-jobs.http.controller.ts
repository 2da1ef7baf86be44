import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  DEFAULT_JOB_SEARCH_SORT,
  type JobSearchResponse,
} from '@job-intake/contracts/jobs/jobs-api';
import { RequirePermissions } from '../../../request-context/auth.decorators';
import { requestedPage } from '../../../shared/requested-page';
import { CompanyScope } from '../../../request-context/event-context.decorator';
import { SearchJobsQuery } from './search-jobs.query';
import { SearchJobsRequestDto } from './search-jobs.request.dto';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('search')
export class SearchJobsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Post()
  @HttpCode(200)
  @ApiOkResponse({
    description: 'One page of found_jobs (every status but deleted) and resultCount, all matches',
  })
  search(
    @Body() body: SearchJobsRequestDto,
    @CompanyScope() companyId: string,
  ): Promise<JobSearchResponse> {
    return this.queryBus.execute(
      new SearchJobsQuery(companyId, body.query, requestedPage(body, DEFAULT_JOB_SEARCH_SORT)),
    );
  }
}
