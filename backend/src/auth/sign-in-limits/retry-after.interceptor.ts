import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Response } from 'express';
import { type Observable, catchError, throwError } from 'rxjs';
import { RetryLaterError } from '../../http/retry-later.error';

/**
 * Adds the Retry-After header of a RetryLaterError to the answer. An interceptor rather than an
 * exception filter, so that whichever filter writes the error answer keeps the header.
 */
@Injectable()
export class RetryAfterInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof RetryLaterError && context.getType() === 'http')
          context
            .switchToHttp()
            .getResponse<Response>()
            .setHeader('Retry-After', String(error.retryAfterSeconds));
        return throwError(() => error);
      }),
    );
  }
}
