import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE } from '@job-intake/contracts/forms/forms-api';

/**
 * multer for POST /form/logo: one file, in memory, at most 2 MB. An oversized file is a 400 with
 * the message the builder shows (multer's own answer would be a 413 'File too large').
 */
@Injectable()
export class LogoUploadInterceptor extends FileInterceptor('file', {
  limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
}) {
  override async intercept(
    context: ExecutionContext,
    next: CallHandler,
  ): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) {
        throw new BadRequestException(LOGO_TOO_LARGE_MESSAGE);
      }
      if (error instanceof HttpException) {
        throw new BadRequestException(
          `The upload could not be read (${error.message}). Send one image in the field named file.`,
        );
      }
      throw error;
    }
  }
}
