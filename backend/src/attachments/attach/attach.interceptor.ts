import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Inject,
  Injectable,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import { catchError, from, mergeMap, type Observable, throwError } from 'rxjs';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_TOO_LARGE_MESSAGE,
} from '@job-intake/contracts/jobs/jobs-api';
import { AttachmentFiles } from '../attachment-files';

export const ATTACH_FIELD = 'files[]';

/**
 * multer for POST /attach (and, through a subclass, a guest's upload): up to ATTACHMENT_MAX_FILES files in `files[]`, each at most 20 MB,
 * streamed straight into the file store under generated names. When anything after the upload refuses the request (validation, the
 * company, the job, its status), the files are removed again: an upload is kept whole or not.
 */
@Injectable()
export class AttachInterceptor extends FilesInterceptor(ATTACH_FIELD, ATTACHMENT_MAX_FILES, {
  limits: {
    fileSize: ATTACHMENT_MAX_BYTES,
    files: ATTACHMENT_MAX_FILES,
    fields: 10,
    fieldSize: 1000,
  },
}) {
  /** What the route takes beside the files, named when an upload cannot be read. */
  protected readonly otherFields: string = ', with job_id and company_id';

  // @Inject: the mixin's own constructor metadata (the optional multer options) would win.
  constructor(@Inject(AttachmentFiles) private readonly files: AttachmentFiles) {
    super({ storage: files.storage(), defParamCharset: 'utf8' });
  }

  override async intercept(
    context: ExecutionContext,
    next: CallHandler,
  ): Promise<Observable<unknown>> {
    let handled: Observable<unknown>;
    try {
      handled = await super.intercept(context, next);
    } catch (error) {
      throw readableUploadError(error, this.otherFields);
    }
    const request = context.switchToHttp().getRequest<Request>();
    const uploaded = ((request.files ?? []) as Express.Multer.File[]).map((file) => file.filename);
    return handled.pipe(
      catchError((error: unknown) =>
        from(this.files.discard(uploaded)).pipe(mergeMap(() => throwError(() => error))),
      ),
    );
  }
}

function readableUploadError(error: unknown, otherFields: string): unknown {
  if (error instanceof PayloadTooLargeException) {
    return new BadRequestException(ATTACHMENT_TOO_LARGE_MESSAGE);
  }
  if (error instanceof HttpException) {
    return new BadRequestException(
      `The upload could not be read (${error.message}). Send up to ${ATTACHMENT_MAX_FILES} files in the field named ${ATTACH_FIELD}${otherFields}.`,
    );
  }
  return error;
}
