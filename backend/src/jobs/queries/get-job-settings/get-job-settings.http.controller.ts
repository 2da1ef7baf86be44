import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { JobSettingsResponse } from '@job-intake/contracts/jobs/jobs-api';
import { RequirePermissions } from '../../../request-context/auth.decorators';
import { CompanyScope } from '../../../request-context/event-context.decorator';
import { GetJobSettingsQuery } from './get-job-settings.query';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('job')
export class GetJobSettingsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id/settings')
  @ApiOkResponse({ description: 'The import settings, the creator and the customer values' })
  get(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @CompanyScope() companyId: string,
  ): Promise<JobSettingsResponse> {
    return this.queryBus.execute(new GetJobSettingsQuery(companyId, id));
  }
}
