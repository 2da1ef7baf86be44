import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { CurrentUser, RequirePermissions } from '../../../auth/auth.decorators';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { CompanyScope } from '../../../request-context/event-context.decorator';
import { GetJobQuery } from './get-job.query';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('job')
export class GetJobHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id')
  @ApiOkResponse({
    description: 'The job (by id or uuid) with its form version, answers, notes and attachments',
  })
  get(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @CompanyScope() companyId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<JobDetail> {
    return this.queryBus.execute(new GetJobQuery(companyId, id, user));
  }
}
