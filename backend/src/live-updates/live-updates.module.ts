import { Module } from '@nestjs/common';
import { JobChangeFeed } from './job-change-feed';
import { JobLiveHttpController } from './job-live.http.controller';

/** Live job pages: GET /job/{id}/live streams the job's changes as server-sent events. */
@Module({
  controllers: [JobLiveHttpController],
  providers: [JobChangeFeed],
  exports: [JobChangeFeed],
})
export class LiveUpdatesModule {}
