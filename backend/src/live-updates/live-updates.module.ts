import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { JobLiveHttpController } from './job-live.http.controller';

/** Live job pages: GET /job/{id}/live streams the job's changes as server-sent events. */
@Module({
  imports: [JobsModule],
  controllers: [JobLiveHttpController],
})
export class LiveUpdatesModule {}
