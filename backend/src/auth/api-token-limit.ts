import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PgThrottlerStorage } from './throttler-storage/pg-throttler.storage';

const WINDOW_MS = 60_000;

export const API_TOKEN_LIMIT_MESSAGE =
  'This API token made too many requests in the last minute: wait the Retry-After seconds.';

/**
 * Each API token's own request limit, API_TOKEN_RATE_LIMIT a minute, counted per token (not per
 * address) in the throttler's shared counters, so it holds across every instance.
 */
@Injectable()
export class ApiTokenLimit {
  constructor(
    private readonly counters: PgThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one request of the token; past the limit, answers 429 with Retry-After. */
  async count(tokenId: string, response: Response): Promise<void> {
    const limit = this.config.API_TOKEN_RATE_LIMIT;
    const hit = await this.counters.increment(
      `api-token:${tokenId}`,
      WINDOW_MS,
      limit,
      WINDOW_MS,
      'api-token',
    );
    if (!hit.isBlocked) return;
    // Set here: a guard's exception skips the interceptors that add it elsewhere.
    response.setHeader('Retry-After', String(Math.max(hit.timeToBlockExpire, 1)));
    throw new HttpException(API_TOKEN_LIMIT_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }
}
