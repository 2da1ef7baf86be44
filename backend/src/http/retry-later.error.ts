import { STATUS_CODES } from 'node:http';
import { HttpException, HttpStatus } from '@nestjs/common';

/** A refusal the client may retry after `retryAfterSeconds` (sent as the Retry-After header). */
export class RetryLaterError extends HttpException {
  constructor(
    status: HttpStatus.TOO_MANY_REQUESTS | HttpStatus.SERVICE_UNAVAILABLE,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ statusCode: status, message, error: STATUS_CODES[status] }, status);
  }
}
