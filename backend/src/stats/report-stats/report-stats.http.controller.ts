import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { StatsReportResponse } from '@job-intake/contracts/stats/stats-api';
import {
  ChangesNothing,
  CurrentUser,
  RequireAnyPermission,
} from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { assertCompanyAccess } from '../../companies/company-access';
import { ReportStatsRequestDto } from './report-stats.request.dto';
import { StatsReportReader } from './stats-report.reader';

@ApiTags('stats')
@ApiBearerAuth()
/** Super admins, any company; auditors (and the admins holding `audit`), their own. */
@RequireAnyPermission('super', 'audit')
@ChangesNothing()
@Controller('report')
export class ReportStatsHttpController {
  constructor(private readonly reader: StatsReportReader) {}

  @Post('stats')
  @HttpCode(200)
  @ApiOkResponse({ description: "A company's counters per period of the range, and totals" })
  @ApiNotFoundResponse({ description: 'No such company' })
  report(
    @Body() request: ReportStatsRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<StatsReportResponse> {
    assertCompanyAccess(user, request.company_id, ['audit']);
    return this.reader.report(request);
  }
}
