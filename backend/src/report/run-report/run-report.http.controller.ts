import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ReportFilter, ReportResponse } from '@job-intake/contracts/report/report-api';
import { RequirePermissions } from '../../request-context/auth.decorators';
import { REPORT_FILTER_SCHEMA, ReportFilterPipe } from '../shared/report-filter.pipe';
import { ReportReader } from '../shared/report.reader';

/** POST /report: the admin report, one line per company of the chosen statuses (super only). */
@ApiTags('report')
@ApiBearerAuth()
@RequirePermissions('super')
@Controller('report')
export class RunReportHttpController {
  constructor(private readonly reader: ReportReader) {}

  @Post()
  @HttpCode(200)
  @ApiBody({ schema: REPORT_FILTER_SCHEMA })
  @ApiOkResponse({
    description:
      'ReportResponse: per company its jobs in each list, jobs created in the range, users, forms and last activity',
  })
  async run(@Body(ReportFilterPipe) filter: ReportFilter): Promise<ReportResponse> {
    return { filter, companies: await this.reader.rows(filter) };
  }
}
