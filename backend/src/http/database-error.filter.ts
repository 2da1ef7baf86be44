import {
  type ArgumentsHost,
  BadRequestException,
  Catch,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { Response } from 'express';
import { classifyDatabaseFailure } from './database-errors';

export const DATABASE_UNAVAILABLE = 'The database is unavailable; try again shortly.';

/**
 * A value PostgreSQL refuses becomes a 400 and a lost database connection a 503, whichever
 * route met it; everything else goes to Nest's own handling (HttpExceptions as they are,
 * anything unknown as a logged 500). Both are logged: a refused value is input that validation
 * should have caught, an outage is for the operator.
 */
@Catch()
export class DatabaseErrorFilter extends BaseExceptionFilter {
  private readonly logger = new Logger(DatabaseErrorFilter.name);

  override catch(error: unknown, host: ArgumentsHost): void {
    const failure = host.getType() === 'http' ? classifyDatabaseFailure(error) : undefined;
    if (failure === undefined) return super.catch(error, host);
    this.logger.warn(
      `${failure.kind === 'invalid' ? 'PostgreSQL refused a value' : 'Database unavailable'}: ${String((error as Error | null)?.message)}`,
    );
    const refusal =
      failure.kind === 'invalid'
        ? new BadRequestException(
            `The request holds a value that cannot be stored: ${failure.reason}.`,
          )
        : new ServiceUnavailableException(DATABASE_UNAVAILABLE);
    host
      .switchToHttp()
      .getResponse<Response>()
      .status(refusal.getStatus())
      .json(refusal.getResponse());
  }
}
