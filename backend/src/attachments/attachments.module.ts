import { Module, type NestModule } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { FilesModule } from '../files/files.module';
import { JobsModule } from '../jobs/jobs.module';
import { JobAttachments } from '../jobs/shared/job-attachments.reader';
import { AttachHttpController } from './attach/attach.http.controller';
import { AttachInterceptor } from './attach/attach.interceptor';
import { AttachHandler } from './attach/attach.handler';
import { AttachmentFiles } from './attachment-files';
import { RemoveAttachmentHandler } from './remove-attachment/remove-attachment.handler';
import { RemoveAttachmentHttpController } from './remove-attachment/remove-attachment.http.controller';
import { ATTACHMENT_ROUTE, serveAttachment } from './serve-attachment/serve-attachment.route';

/**
 * Job attachments: POST /attach, DELETE /attachment/{id}, and the files at
 * /uploads/attachments/{name}. That path is outside the /api/v1 prefix (the spec links
 * attachments at /uploads/{location}), so it is an Express route registered here, before the
 * controllers and the frontend's catch-all.
 */
@Module({
  imports: [CqrsModule, FilesModule, JobsModule],
  controllers: [AttachHttpController, RemoveAttachmentHttpController],
  providers: [AttachmentFiles, AttachHandler, RemoveAttachmentHandler, AttachInterceptor],
  // The public form's uploads use the same checks and storage.
  exports: [AttachmentFiles, AttachInterceptor],
})
export class AttachmentsModule implements NestModule {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly files: AttachmentFiles,
    private readonly attachments: JobAttachments,
  ) {}

  configure(): void {
    this.adapterHost.httpAdapter.get(
      ATTACHMENT_ROUTE,
      serveAttachment(this.files, this.attachments),
    );
  }
}
