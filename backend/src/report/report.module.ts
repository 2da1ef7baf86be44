import { Module } from '@nestjs/common';
import { DownloadReportHttpController } from './download-report/download-report.http.controller';
import { RunReportHttpController } from './run-report/run-report.http.controller';
import { ReportReader } from './shared/report.reader';

/** The super admins' report (/admin/report): as JSON for the page and as an .xlsx download. */
@Module({
  controllers: [RunReportHttpController, DownloadReportHttpController],
  providers: [ReportReader],
})
export class ReportModule {}
