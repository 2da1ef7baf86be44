import {
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { Request } from 'express';
import { UPLOAD_GRANT_HEADER, UPLOAD_PROOF_MISSING } from '@job-intake/contracts/guests/guest-api';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES } from '@job-intake/contracts/jobs/jobs-api';
import { DomainError } from '../../../shared/domain-error';
import { budgetAddress } from '../../domain/upload-budget';
import { GuestUploadBudget } from '../../shared/guest-upload-budget';
import { PublicForms } from '../../shared/public-forms.reader';
import { UploadGrants } from '../../shared/upload-grants';

/** A full upload's files and the multipart framing around them. */
export const MAX_UPLOAD_REQUEST_BYTES = ATTACHMENT_MAX_FILES * ATTACHMENT_MAX_BYTES + 2 ** 20;
export const UPLOAD_LENGTH_REQUIRED = 'Send the upload with its size (a Content-Length header).';
export const UPLOAD_REQUEST_TOO_LARGE = `An upload holds at most ${ATTACHMENT_MAX_FILES} files of ${ATTACHMENT_MAX_BYTES / 2 ** 20} MB each.`;

/** The request of a public upload, with the charge its budget reserved. */
export type ChargedRequest = Request & { uploadCharge?: string };

/**
 * Before a guest's upload is read: the form exists, the upload carries a live grant of it, and
 * its size fits the daily budgets (reserved here, settled by the handler). Nothing is written
 * to disk for a request this refuses.
 */
@Injectable()
export class UploadBudgetGuard implements CanActivate {
  constructor(
    private readonly publicForms: PublicForms,
    @Inject(UploadGrants) private readonly grants: UploadGrants,
    private readonly budget: GuestUploadBudget,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ChargedRequest>();
    const appid = String(request.params.appid ?? '');
    const form = await this.publicForms.find(appid);
    const grant = request.header(UPLOAD_GRANT_HEADER);
    if (!grant) throw new DomainError('invalid', UPLOAD_PROOF_MISSING);
    this.grants.check(grant, appid);
    request.uploadCharge = await this.budget.reserve({
      address: budgetAddress(request.ip ?? ''),
      formId: form.formId,
      bytes: requestLength(request),
    });
    return true;
  }
}

function requestLength(request: Request): number {
  const header = request.header('content-length');
  if (header === undefined)
    throw new HttpException(UPLOAD_LENGTH_REQUIRED, HttpStatus.LENGTH_REQUIRED);
  const bytes = Number(header);
  if (bytes > MAX_UPLOAD_REQUEST_BYTES)
    throw new PayloadTooLargeException(UPLOAD_REQUEST_TOO_LARGE);
  return bytes;
}
