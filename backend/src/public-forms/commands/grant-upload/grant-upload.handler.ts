import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PublicUploadGrantResponse } from '@job-intake/contracts/guests/guest-api';
import { CAPTCHA, type CaptchaPort } from '../../../captcha/captcha.port';
import { PublicForms } from '../../shared/public-forms.reader';
import { UploadGrants } from '../../shared/upload-grants';
import { GrantUploadCommand } from './grant-upload.command';

/** Spends a solved captcha (once) for an upload grant of an active, mapped public form. */
@CommandHandler(GrantUploadCommand)
export class GrantUploadHandler implements ICommandHandler<
  GrantUploadCommand,
  PublicUploadGrantResponse
> {
  constructor(
    @Inject(CAPTCHA) private readonly captcha: CaptchaPort,
    @Inject(UploadGrants) private readonly grants: UploadGrants,
    private readonly publicForms: PublicForms,
  ) {}

  async execute({ appid, captchaToken }: GrantUploadCommand): Promise<PublicUploadGrantResponse> {
    await this.publicForms.find(appid);
    await this.captcha.verifyOnce(captchaToken);
    return this.grants.issue(appid);
  }
}
