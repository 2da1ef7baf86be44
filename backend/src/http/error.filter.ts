import { type ArgumentsHost, Catch, type ExceptionFilter, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';
import type { ApiError } from '@job-intake/contracts/jobs/jobs-api';
import { WrongExpectedRevisionError } from '../event-store/event-store.port';
import { DomainError } from '../shared/domain-error';

const STATUS: Record<DomainError['kind'], HttpStatus> = {
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  invalid: HttpStatus.BAD_REQUEST,
  forbidden: HttpStatus.FORBIDDEN,
};

/** Domain refusals and stale revisions become the JSON error answer every endpoint uses. */
@Catch(DomainError, WrongExpectedRevisionError)
export class DomainErrorFilter implements ExceptionFilter {
  catch(error: DomainError | WrongExpectedRevisionError, host: ArgumentsHost): void {
    const statusCode = error instanceof DomainError ? STATUS[error.kind] : HttpStatus.CONFLICT;
    const message =
      error instanceof DomainError
        ? (error.problems?.slice() ?? error.message)
        : 'This job was changed by someone else in the meantime (it is at a newer revision than the one you edited). Reload it and try again.';
    const body: ApiError = { statusCode, message, error: HttpStatus[statusCode] };
    host.switchToHttp().getResponse<Response>().status(statusCode).json(body);
  }
}
