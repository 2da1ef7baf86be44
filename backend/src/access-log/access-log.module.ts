import { Module } from '@nestjs/common';
import { AccessLog } from './access-log';
import { AccessLogReader } from './queries/list-access-log/access-log.reader';
import { ListAccessLogHttpController } from './queries/list-access-log/list-access-log.http.controller';

/** Who read a job's History, downloaded an audit record or exported data (decision 0046). */
@Module({
  controllers: [ListAccessLogHttpController],
  providers: [AccessLog, AccessLogReader],
  exports: [AccessLog],
})
export class AccessLogModule {}
