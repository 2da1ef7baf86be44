import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { RequirePermissions } from '../../../auth/auth.decorators';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { CompanyScope } from '../../../request-context/event-context.decorator';
import { GetJobQuery } from './get-job.query';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('job')
export class GetJobHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id')
  get(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @CompanyScope() companyId: string,
  ): Promise<JobDetail> {
    return this.queryBus.execute(new GetJobQuery(companyId, id));
  }
}
