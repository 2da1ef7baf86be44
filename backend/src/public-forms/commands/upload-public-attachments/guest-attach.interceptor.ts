import { type CallHandler, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { catchError, from, mergeMap, type Observable, throwError } from 'rxjs';
import { AttachInterceptor } from '../../../attachments/attach/attach.interceptor';
import { AttachmentFiles } from '../../../attachments/attachment-files';
import { GuestUploadBudget } from '../../shared/guest-upload-budget';
import type { ChargedRequest } from './upload-budget.guard';

/**
 * The staff upload's multer and clean-up for a guest, whose upload carries nothing but files;
 * a refused or broken upload gives its reservation back to the budget.
 */
@Injectable()
export class GuestAttachInterceptor extends AttachInterceptor {
  protected override readonly otherFields = '';

  constructor(
    @Inject(AttachmentFiles) files: AttachmentFiles,
    @Inject(GuestUploadBudget) private readonly budget: GuestUploadBudget,
  ) {
    super(files);
  }

  override async intercept(
    context: ExecutionContext,
    next: CallHandler,
  ): Promise<Observable<unknown>> {
    const charge = context.switchToHttp().getRequest<ChargedRequest>().uploadCharge;
    const release = () => (charge ? this.budget.release(charge) : Promise.resolve());
    let handled: Observable<unknown>;
    try {
      handled = await super.intercept(context, next);
    } catch (error) {
      await release();
      throw error;
    }
    return handled.pipe(
      catchError((error: unknown) => from(release()).pipe(mergeMap(() => throwError(() => error)))),
    );
  }
}
