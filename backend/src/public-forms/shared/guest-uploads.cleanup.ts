import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AttachmentFiles } from '../../attachments/attachment-files';
import { GuestUploadBudget } from './guest-upload-budget';
import { GuestUploads } from './guest-uploads';
import { SchedulesLease } from '../../workers/worker-leases';

/**
 * Every hour, removes the files guests uploaded on the public form that no job took in a day, and
 * the upload charges older than the day they count for.
 */
@Injectable()
export class GuestUploadsCleanup {
  private readonly logger = new Logger(GuestUploadsCleanup.name);

  constructor(
    private readonly uploads: GuestUploads,
    private readonly files: AttachmentFiles,
    private readonly budget: GuestUploadBudget,
    private readonly schedules: SchedulesLease,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'remove-unused-guest-uploads' })
  async hourly(): Promise<void> {
    if (!this.schedules.held) return;
    try {
      await this.run();
    } catch (error) {
      this.logger.error(
        { err: error },
        'Removing unused guest uploads failed; the next run tries again',
      );
    }
  }

  async run(): Promise<void> {
    await this.files.discard(await this.uploads.forgetUnused());
    await this.budget.forgetOld();
  }
}
