import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { JobsModule } from '../jobs/jobs.module';
import { CreateEmailTemplateHttpController } from './create-email-template/create-email-template.http.controller';
import { DeleteEmailTemplateHttpController } from './delete-email-template/delete-email-template.http.controller';
import { GetEmailSettingsHttpController } from './get-email-settings/get-email-settings.http.controller';
import { ListEmailTemplatesHttpController } from './list-email-templates/list-email-templates.http.controller';
import { PreviewEmailTemplateHttpController } from './preview-email-template/preview-email-template.http.controller';
import { PreviewJobEmailHttpController } from './preview-job-email/preview-job-email.http.controller';
import { UpdateEmailTemplateHttpController } from './update-email-template/update-email-template.http.controller';

/**
 * E-mail templates: the company page's Email Templates tab and the compose dialog's list and
 * start (the company's default subject, body and reminders); the editor's and the compose
 * dialog's previews, rendered by the e-mails' own renderer.
 */
@Module({
  imports: [CompaniesModule, JobsModule],
  controllers: [
    ListEmailTemplatesHttpController,
    CreateEmailTemplateHttpController,
    UpdateEmailTemplateHttpController,
    DeleteEmailTemplateHttpController,
    PreviewEmailTemplateHttpController,
    PreviewJobEmailHttpController,
    GetEmailSettingsHttpController,
  ],
})
export class EmailTemplatesModule {}
