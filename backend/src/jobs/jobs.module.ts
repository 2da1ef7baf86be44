import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateJobHandler } from './commands/create-job/create-job.handler';
import { CreateJobHttpController } from './commands/create-job/create-job.http.controller';
import { RenameJobHandler } from './commands/rename-job/rename-job.handler';
import { RenameJobHttpController } from './commands/rename-job/rename-job.http.controller';
import { GetJobQueryHandler } from './queries/get-job/get-job.query-handler';
import { GetJobHttpController } from './queries/get-job/get-job.http.controller';
import { ListJobsQueryHandler } from './queries/list-jobs/list-jobs.query-handler';
import { ListJobsHttpController } from './queries/list-jobs/list-jobs.http.controller';

const httpControllers = [
  CreateJobHttpController,
  RenameJobHttpController,
  ListJobsHttpController,
  GetJobHttpController,
];
const commandHandlers = [CreateJobHandler, RenameJobHandler];
const queryHandlers = [ListJobsQueryHandler, GetJobQueryHandler];

@Module({
  imports: [CqrsModule],
  controllers: httpControllers,
  providers: [...commandHandlers, ...queryHandlers],
})
export class JobsModule {}
