import { Module } from '@nestjs/common';
import { ProjectionsFeatureModule } from '../projections/projection-registration';
import { CompaniesModule } from '../companies/companies.module';
import { GetJobStatsHttpController } from './get-job-stats/get-job-stats.http.controller';
import { JobStatsReader } from './get-job-stats/job-stats.reader';
import { ReportStatsHttpController } from './report-stats/report-stats.http.controller';
import { jobStatsProjection } from './projection/job-stats.projection';
import { StatsReportReader } from './report-stats/stats-report.reader';

/** Statistics (issue 16): the company's report and a job's numbers, read from the job-stats projection. */
@Module({
  imports: [ProjectionsFeatureModule.forFeature([jobStatsProjection]), CompaniesModule],
  controllers: [ReportStatsHttpController, GetJobStatsHttpController],
  providers: [StatsReportReader, JobStatsReader],
})
export class StatsModule {}
