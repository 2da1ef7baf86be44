import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PublicFormResponse } from '@job-intake/contracts/guests/guest-api';
import { CAPTCHA, type CaptchaPort } from '../../../captcha/captcha.port';
import { jobVariant } from '../../../jobs/shared/new-job';
import { PublicForms } from '../../shared/public-forms.reader';
import { GetPublicFormQuery } from './get-public-form.query';

/**
 * The public new-job form: the newest version of an active, mapped form, and the captcha. The
 * same answer whatever contact id the link names: the creator is settled by POST /new.
 */
@QueryHandler(GetPublicFormQuery)
export class GetPublicFormQueryHandler implements IQueryHandler<
  GetPublicFormQuery,
  PublicFormResponse
> {
  constructor(
    private readonly publicForms: PublicForms,
    @Inject(CAPTCHA) private readonly captcha: CaptchaPort,
  ) {}

  async execute({ appid }: GetPublicFormQuery): Promise<PublicFormResponse> {
    const found = await this.publicForms.find(appid);
    return {
      appid,
      company: { name: found.companyName },
      form: found.snapshot,
      form_variant: jobVariant(found.variant),
      captcha: this.captcha.config,
    };
  }
}
