import { type ArgumentsHost, Catch, type ExceptionFilter, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';
import { ProviderError } from './provider.port';

const REASON: Partial<Record<HttpStatus, string>> = {
  [HttpStatus.NOT_FOUND]: 'Not Found',
  [HttpStatus.BAD_REQUEST]: 'Bad Request',
  [HttpStatus.BAD_GATEWAY]: 'Bad Gateway',
};

const STATUS: Record<ProviderError['kind'], HttpStatus> = {
  not_found: HttpStatus.NOT_FOUND,
  invalid: HttpStatus.BAD_REQUEST,
  rejected_key: HttpStatus.BAD_GATEWAY,
  unavailable: HttpStatus.BAD_GATEWAY,
  bad_response: HttpStatus.BAD_GATEWAY,
};

/**
 * The provider's refusals keep their meaning (an unknown contact is a 404 with the provider's
 * words); everything that is the provider's fault or out of reach is a 502.
 */
@Catch(ProviderError)
export class ProviderErrorFilter implements ExceptionFilter {
  catch(error: ProviderError, host: ArgumentsHost): void {
    const statusCode = STATUS[error.kind];
    host
      .switchToHttp()
      .getResponse<Response>()
      .status(statusCode)
      .json({ statusCode, message: error.message, error: REASON[statusCode] });
  }
}
