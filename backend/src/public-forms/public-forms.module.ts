import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AttachmentsModule } from '../attachments/attachments.module';
import { CaptchaModule } from '../captcha/captcha.module';
import { FormsModule } from '../forms/forms.module';
import { JobsModule } from '../jobs/jobs.module';
import { CreatePublicJobHandler } from './commands/create-public-job/create-public-job.handler';
import { CreatePublicJobHttpController } from './commands/create-public-job/create-public-job.http.controller';
import { UploadPublicAttachmentsHandler } from './commands/upload-public-attachments/upload-public-attachments.handler';
import { UploadPublicAttachmentsHttpController } from './commands/upload-public-attachments/upload-public-attachments.http.controller';
import { GetPublicFormHttpController } from './queries/get-public-form/get-public-form.http.controller';
import { GetPublicFormQueryHandler } from './queries/get-public-form/get-public-form.query-handler';
import { GuestUploads } from './shared/guest-uploads';
import { GuestUploadsCleanup } from './shared/guest-uploads.cleanup';
import { PublicForms } from './shared/public-forms.reader';

const httpControllers = [
  GetPublicFormHttpController,
  UploadPublicAttachmentsHttpController,
  CreatePublicJobHttpController,
];
const handlers = [
  GetPublicFormQueryHandler,
  UploadPublicAttachmentsHandler,
  CreatePublicJobHandler,
];

/**
 * The public new-job form (/new/{appid}[/{cntid}]): guests read an active, mapped form, upload
 * files and create a job in Review behind the captcha, without signing in.
 */
@Module({
  imports: [CqrsModule, JobsModule, FormsModule, AttachmentsModule, CaptchaModule],
  controllers: httpControllers,
  providers: [...handlers, PublicForms, GuestUploads, GuestUploadsCleanup],
})
export class PublicFormsModule {}
