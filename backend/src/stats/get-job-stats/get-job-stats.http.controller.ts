import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { JobStatsDto } from '@job-intake/contracts/stats/stats-api';
import { RequirePermissions } from '../../request-context/auth.decorators';
import { CompanyScope } from '../../request-context/event-context.decorator';
import { JobStatsReader } from './job-stats.reader';

@ApiTags('stats')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('job')
export class GetJobStatsHttpController {
  constructor(private readonly reader: JobStatsReader) {}

  @Get(':id/stats')
  @ApiOkResponse({ description: "The job's dates, durations, links and e-mails counts" })
  @ApiNotFoundResponse({ description: "No such job, or another company's" })
  get(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @CompanyScope() companyId: string,
  ): Promise<JobStatsDto> {
    return this.reader.read(companyId, id);
  }
}
