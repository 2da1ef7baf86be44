import { createHmac } from 'node:crypto';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AttachmentsModule } from '../attachments/attachments.module';
import { CaptchaModule } from '../captcha/captcha.module';
import { CompaniesModule } from '../companies/companies.module';
import { altchaHmacKey } from '../captcha/captcha-keys';
import { SpentCaptchas } from '../captcha/spent-captchas';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { FormsModule } from '../forms/forms.module';
import { GuestBudgetsModule } from '../guest-budgets/guest-budgets.module';
import { JobsModule } from '../jobs/jobs.module';
import { LookupsModule } from '../lookups/lookups.module';
import { UsersModule } from '../users/users.module';
import { CreatePublicJobHandler } from './commands/create-public-job/create-public-job.handler';
import { CreatePublicJobHttpController } from './commands/create-public-job/create-public-job.http.controller';
import { GrantUploadHandler } from './commands/grant-upload/grant-upload.handler';
import { GrantUploadHttpController } from './commands/grant-upload/grant-upload.http.controller';
import { UploadPublicAttachmentsHandler } from './commands/upload-public-attachments/upload-public-attachments.handler';
import { UploadPublicAttachmentsHttpController } from './commands/upload-public-attachments/upload-public-attachments.http.controller';
import { PublicFormLookupsHttpController } from './lookups/public-form-lookups.http.controller';
import { PublicFormScopeGuard } from './lookups/public-form-scope.guard';
import { GetPublicFormHttpController } from './queries/get-public-form/get-public-form.http.controller';
import { GetPublicFormQueryHandler } from './queries/get-public-form/get-public-form.query-handler';
import { GuestUploadBudget } from './shared/guest-upload-budget';
import { GuestUploads } from './shared/guest-uploads';
import { GuestUploadsCleanup } from './shared/guest-uploads.cleanup';
import { PublicForms } from './shared/public-forms.reader';
import { UploadGrants } from './shared/upload-grants';
import { WorkflowsModule } from '../workflows/workflows.module';

const httpControllers = [
  GetPublicFormHttpController,
  GrantUploadHttpController,
  UploadPublicAttachmentsHttpController,
  CreatePublicJobHttpController,
  PublicFormLookupsHttpController,
];
const handlers = [
  GetPublicFormQueryHandler,
  GrantUploadHandler,
  UploadPublicAttachmentsHandler,
  CreatePublicJobHandler,
];

/**
 * The public new-job form (/new/{appid}[/{cntid}]): guests read an active, mapped form, upload
 * files and create a job in Review behind the captcha, without signing in.
 */
@Module({
  imports: [
    CqrsModule,
    CompaniesModule,
    UsersModule,
    JobsModule,
    FormsModule,
    AttachmentsModule,
    CaptchaModule,
    GuestBudgetsModule,
    LookupsModule,
    WorkflowsModule,
  ],
  controllers: httpControllers,
  providers: [
    ...handlers,
    PublicForms,
    PublicFormScopeGuard,
    GuestUploads,
    GuestUploadBudget,
    GuestUploadsCleanup,
    {
      provide: UploadGrants,
      inject: [APP_CONFIG, SpentCaptchas],
      useFactory: (config: AppConfig, spent: SpentCaptchas) =>
        new UploadGrants(uploadGrantKey(config), spent),
    },
  ],
})
export class PublicFormsModule {}

/** Upload grants are signed with a key of their own, derived from the captcha's. */
function uploadGrantKey(config: AppConfig): string {
  return createHmac('sha256', altchaHmacKey(config)).update('upload-grants').digest('hex');
}
