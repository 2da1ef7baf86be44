import { Module } from '@nestjs/common';
import { AccessLogModule } from '../access-log/access-log.module';
import { AuthModule } from '../auth/auth.module';
import { JobsModule } from '../jobs/jobs.module';
import { CompanyScopes } from '../companies/company-scope';
import { ExportCsvStream } from './export-data/export-csv.stream';
import { ExportDataHttpController } from './export-data/export-data.http.controller';
import { ExportHistory } from './export-data/export-history';
import { ExportJobsReader } from './export-data/export-jobs.reader';

/** The Data Export tab's CSV of a company's jobs (spec sections 2, 6 and 7). */
@Module({
  imports: [AuthModule, JobsModule, AccessLogModule],
  controllers: [ExportDataHttpController],
  providers: [CompanyScopes, ExportJobsReader, ExportHistory, ExportCsvStream],
})
export class DataExportModule {}
