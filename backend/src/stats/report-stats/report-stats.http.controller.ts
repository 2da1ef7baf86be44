import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { StatsReportResponse } from '@job-intake/contracts/stats/stats-api';
import { RequirePermissions } from '../../request-context/auth.decorators';
import { ReportStatsRequestDto } from './report-stats.request.dto';
import { StatsReportReader } from './stats-report.reader';

@ApiTags('stats')
@ApiBearerAuth()
@RequirePermissions('super')
@Controller('report')
export class ReportStatsHttpController {
  constructor(private readonly reader: StatsReportReader) {}

  @Post('stats')
  @HttpCode(200)
  @ApiOkResponse({ description: "A company's counters per period of the range, and totals" })
  @ApiNotFoundResponse({ description: 'No such company' })
  report(@Body() request: ReportStatsRequestDto): Promise<StatsReportResponse> {
    return this.reader.report(request);
  }
}
