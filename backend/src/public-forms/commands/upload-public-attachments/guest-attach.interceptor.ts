import { Injectable } from '@nestjs/common';
import { AttachInterceptor } from '../../../attachments/attach/attach.interceptor';

/** The staff upload's multer and clean-up for a guest, whose upload carries nothing but files. */
@Injectable()
export class GuestAttachInterceptor extends AttachInterceptor {
  protected override readonly otherFields = '';
}
