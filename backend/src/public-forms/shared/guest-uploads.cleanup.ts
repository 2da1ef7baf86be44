import { Injectable } from '@nestjs/common';
import { AttachmentFiles } from '../../attachments/attachment-files';
import { HourlyRuns } from '../../workers/hourly-runs';
import { GuestUploadBudget } from './guest-upload-budget';
import { GuestUploads } from './guest-uploads';

/**
 * Every hour, removes the files guests uploaded on the public form that no job took in a day, and
 * the upload charges older than the day they count for.
 */
@Injectable()
export class GuestUploadsCleanup {
  constructor(
    private readonly uploads: GuestUploads,
    private readonly files: AttachmentFiles,
    private readonly budget: GuestUploadBudget,
    hourly: HourlyRuns,
  ) {
    hourly.register('RemoveUnusedGuestUploads', () => this.run());
  }

  async run(): Promise<void> {
    await this.files.discard(await this.uploads.forgetUnused());
    await this.budget.forgetOld();
  }
}
