import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccessLogModule } from '../access-log/access-log.module';
import { AuditSigningModule } from '../audit-signing/audit-signing.module';
import { CompaniesModule } from '../companies/companies.module';
import { CustomersModule } from '../customers/customers.module';
import { FormsModule } from '../forms/forms.module';
import { LookupsModule } from '../lookups/lookups.module';
import { ProjectionsFeatureModule } from '../projections/projection-registration';
import { ProviderModule } from '../provider/provider.module';
import { ServiceTypesModule } from '../service-types/service-types.module';
import { UsersModule } from '../users/users.module';
import { WorkflowsModule } from '../workflows/workflows.module';
import { AcceptCustomerValueHandler } from './commands/accept-customer-value/accept-customer-value.handler';
import { AcceptCustomerValueHttpController } from './commands/accept-customer-value/accept-customer-value.http.controller';
import { AddNoteHandler } from './commands/add-note/add-note.handler';
import { AddNoteHttpController } from './commands/add-note/add-note.http.controller';
import { ArchiveJobHandler } from './commands/archive-job/archive-job.handler';
import { JobSchedules } from './job-schedules';
import { ChangeJobStatusHttpController } from './http/change-job-status.http.controller';
import { OpenJobHttpController } from './http/open-job.http.controller';
import { ClearCustomerValuesHandler } from './commands/clear-customer-values/clear-customer-values.handler';
import { ClearCustomerValuesHttpController } from './commands/clear-customer-values/clear-customer-values.http.controller';
import { RecordJobViewHandler } from './commands/record-job-view/record-job-view.handler';
import { CreateJobHandler } from './commands/create-job/create-job.handler';
import { CreateJobHttpController } from './commands/create-job/create-job.http.controller';
import { CreateShareLinkHandler } from './commands/create-share-link/create-share-link.handler';
import { CreateShareLinkHttpController } from './commands/create-share-link/create-share-link.http.controller';
import { DeleteJobHandler } from './commands/delete-job/delete-job.handler';
import { DeleteNoteHandler } from './commands/delete-note/delete-note.handler';
import { DeleteNoteHttpController } from './commands/delete-note/delete-note.http.controller';
import { FinalizeJobHandler } from './commands/finalize-job/finalize-job.handler';
import { FinalizeJobHttpController } from './commands/finalize-job/finalize-job.http.controller';
import { ImportJobHandler } from './commands/import-job/import-job.handler';
import { ImportJobHttpController } from './commands/import-job/import-job.http.controller';
import { ReopenJobHandler } from './commands/reopen-job/reopen-job.handler';
import { ResendEmailHandler } from './commands/resend-email/resend-email.handler';
import { ResendEmailHttpController } from './commands/resend-email/resend-email.http.controller';
import { SaveAnswersHandler } from './commands/save-answers/save-answers.handler';
import { SaveAnswersHttpController } from './commands/save-answers/save-answers.http.controller';
import { SendEmailHandler } from './commands/send-email/send-email.handler';
import { SendEmailHttpController } from './commands/send-email/send-email.http.controller';
import { SetEmailOptOutHandler } from './commands/set-email-opt-out/set-email-opt-out.handler';
import { SetEmailOptOutHttpController } from './commands/set-email-opt-out/set-email-opt-out.http.controller';
import { SetShareLinkStatusHandler } from './commands/set-share-link-status/set-share-link-status.handler';
import { SetShareLinkStatusHttpController } from './commands/set-share-link-status/set-share-link-status.http.controller';
import { UpdateFieldHandler } from './commands/update-field/update-field.handler';
import { UpdateFieldHttpController } from './commands/update-field/update-field.http.controller';
import { UpdateJobSettingsHandler } from './commands/update-job-settings/update-job-settings.handler';
import { UpdateJobSettingsHttpController } from './commands/update-job-settings/update-job-settings.http.controller';
import { GetJobSettingsHttpController } from './queries/get-job-settings/get-job-settings.http.controller';
import { GetJobSettingsQueryHandler } from './queries/get-job-settings/get-job-settings.query-handler';
import { GetJobQueryHandler } from './queries/get-job/get-job.query-handler';
import { ImportPreviewHttpController } from './queries/import-preview/import-preview.http.controller';
import { ImportPreviewQueryHandler } from './queries/import-preview/import-preview.query-handler';
import { AuditRecordReader } from './queries/download-audit-record/audit-record.reader';
import { DownloadAuditRecordHttpController } from './queries/download-audit-record/download-audit-record.http.controller';
import { JobHistoryHttpController } from './queries/job-history/job-history.http.controller';
import { JobHistoryReader } from './queries/job-history/job-history.reader';
import { ListEmailsHttpController } from './queries/list-emails/list-emails.http.controller';
import { ListEmailsQueryHandler } from './queries/list-emails/list-emails.query-handler';
import { ListJobsHttpController } from './queries/list-jobs/list-jobs.http.controller';
import { ListJobsQueryHandler } from './queries/list-jobs/list-jobs.query-handler';
import { ListNotesHttpController } from './queries/list-notes/list-notes.http.controller';
import { ListNotesQueryHandler } from './queries/list-notes/list-notes.query-handler';
import { ListShareLinksHttpController } from './queries/list-share-links/list-share-links.http.controller';
import { ListShareLinksQueryHandler } from './queries/list-share-links/list-share-links.query-handler';
import { SearchJobsHttpController } from './queries/search-jobs/search-jobs.http.controller';
import { SearchJobsQueryHandler } from './queries/search-jobs/search-jobs.query-handler';
import { DemoJobsSeed } from './seed/demo-jobs.seed';
import { emailLogProjection } from './projections/email-log.projection';
import { jobAttachmentsProjection } from './projections/job-attachments.projection';
import { jobListProjection } from './projections/job-list.projection';
import { jobNotesProjection } from './projections/job-notes.projection';
import { shareLinksProjection } from './projections/share-links.projection';
import { ImportOutcomes } from './shared/import-outcomes';
import { JobChangeFeed } from './shared/job-change-feed';
import { JobAttachments } from './shared/job-attachments.reader';
import { JobMergeValues } from './shared/job-merge-values';
import { ImportPayloads } from './shared/import-payloads';
import { Importers } from './shared/importers';
import { JobCommandRunner, JobCommands } from './shared/job-commands';
import { ProviderChoices } from './shared/provider-choices';

const httpControllers = [
  CreateJobHttpController,
  ListJobsHttpController,
  SearchJobsHttpController,
  GetJobSettingsHttpController,
  JobHistoryHttpController,
  DownloadAuditRecordHttpController,
  ListNotesHttpController,
  OpenJobHttpController,
  UpdateJobSettingsHttpController,
  AcceptCustomerValueHttpController,
  ClearCustomerValuesHttpController,
  ChangeJobStatusHttpController,
  FinalizeJobHttpController,
  AddNoteHttpController,
  DeleteNoteHttpController,
  SaveAnswersHttpController,
  UpdateFieldHttpController,
  CreateShareLinkHttpController,
  SetShareLinkStatusHttpController,
  ListShareLinksHttpController,
  SendEmailHttpController,
  ResendEmailHttpController,
  SetEmailOptOutHttpController,
  ListEmailsHttpController,
  ImportPreviewHttpController,
  ImportJobHttpController,
];
const commandHandlers = [
  CreateJobHandler,
  UpdateJobSettingsHandler,
  AcceptCustomerValueHandler,
  ClearCustomerValuesHandler,
  RecordJobViewHandler,
  ReopenJobHandler,
  ArchiveJobHandler,
  DeleteJobHandler,
  FinalizeJobHandler,
  AddNoteHandler,
  DeleteNoteHandler,
  SaveAnswersHandler,
  UpdateFieldHandler,
  CreateShareLinkHandler,
  SetShareLinkStatusHandler,
  SendEmailHandler,
  ResendEmailHandler,
  SetEmailOptOutHandler,
  ImportJobHandler,
];
const queryHandlers = [
  ListJobsQueryHandler,
  SearchJobsQueryHandler,
  GetJobQueryHandler,
  GetJobSettingsQueryHandler,
  ListNotesQueryHandler,
  ListShareLinksQueryHandler,
  ListEmailsQueryHandler,
  ImportPreviewQueryHandler,
];
const services = [
  JobCommandRunner,
  JobCommands,
  ProviderChoices,
  JobHistoryReader,
  AuditRecordReader,
  JobSchedules,
  DemoJobsSeed,
  Importers,
  ImportPayloads,
  ImportOutcomes,
  JobChangeFeed,
  JobMergeValues,
  JobAttachments,
];

/**
 * Jobs: the event-sourced lifecycle (commands through JobCommands), the job lists, search and
 * job page read from projections, the History tab read from the stream, the archive automation
 * and the demo jobs.
 */
@Module({
  imports: [
    ProjectionsFeatureModule.forFeature([
      jobListProjection,
      jobNotesProjection,
      shareLinksProjection,
      emailLogProjection,
      jobAttachmentsProjection,
    ]),
    CqrsModule,
    CompaniesModule,
    CustomersModule,
    UsersModule,
    FormsModule,
    ProviderModule,
    ServiceTypesModule,
    WorkflowsModule,
    LookupsModule,
    AuditSigningModule,
    AccessLogModule,
  ],
  controllers: httpControllers,
  providers: [...commandHandlers, ...queryHandlers, ...services],
  exports: [JobCommands, JobCommandRunner, JobChangeFeed, JobMergeValues, JobAttachments],
})
export class JobsModule {}
