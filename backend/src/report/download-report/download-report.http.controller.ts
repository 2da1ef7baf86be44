import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { reportFileName, type ReportFilter } from '@job-intake/contracts/report/report-api';
import { RequirePermissions } from '../../request-context/auth.decorators';
import {
  REPORT_FILTER_SCHEMA,
  REPORT_QUERY_PARAMETERS,
  ReportFilterPipe,
  ReportQueryPipe,
} from '../shared/report-filter.pipe';
import { ReportReader } from '../shared/report.reader';
import { writeReportWorkbook } from './report-workbook';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET and POST /report/xlsx: the admin report as a spreadsheet (super only), named
 * job-intake-report-YYYY-MM-DD.xlsx; GET takes the filter in the query, POST in the body.
 */
@ApiTags('report')
@ApiBearerAuth()
@RequirePermissions('super')
@Controller('report/xlsx')
export class DownloadReportHttpController {
  constructor(private readonly reader: ReportReader) {}

  @Get()
  @ApiQuery(REPORT_QUERY_PARAMETERS[0]!)
  @ApiQuery(REPORT_QUERY_PARAMETERS[1]!)
  @ApiQuery(REPORT_QUERY_PARAMETERS[2]!)
  @ApiOkResponse({ description: 'The report as an .xlsx attachment' })
  async fromQuery(
    @Query(ReportQueryPipe, ReportFilterPipe) filter: ReportFilter,
    @Res() response: Response,
  ): Promise<void> {
    await this.send(filter, response);
  }

  @Post()
  @HttpCode(200)
  @ApiBody({ schema: REPORT_FILTER_SCHEMA })
  @ApiOkResponse({ description: 'The report as an .xlsx attachment' })
  async fromBody(
    @Body(ReportFilterPipe) filter: ReportFilter,
    @Res() response: Response,
  ): Promise<void> {
    await this.send(filter, response);
  }

  private async send(filter: ReportFilter, response: Response): Promise<void> {
    const rows = await this.reader.rows(filter);
    response.status(200).set({
      'Content-Type': XLSX,
      'Content-Disposition': `attachment; filename="${reportFileName(new Date())}"`,
      'Cache-Control': 'no-store',
    });
    await writeReportWorkbook(response, rows);
  }
}
