import { SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { ThrottlerModuleOptions, ThrottlerStorage } from '@nestjs/throttler';
import { TOO_MANY_REQUESTS_MESSAGE } from '@job-intake/contracts/identity/identity-api';
import type { AppConfig } from '../config/app-config';

const RATE_LIMIT_MESSAGE = 'rateLimitMessage';

/** The message a 429 of the throttler gives on this route. */
export const RateLimitMessage = (message: string) => SetMetadata(RATE_LIMIT_MESSAGE, message);

/**
 * The per-client-address limit of the public auth routes (controllers opt in with
 * `@UseGuards(ThrottlerGuard)`): AUTH_RATE_LIMIT requests a minute per route, counted in the
 * shared storage so that the limit holds across app instances.
 */
export function authThrottlerOptions(
  config: AppConfig,
  storage: ThrottlerStorage,
): ThrottlerModuleOptions {
  return {
    throttlers: [{ name: 'auth', ttl: 60_000, limit: config.AUTH_RATE_LIMIT }],
    storage,
    errorMessage: (context: ExecutionContext) =>
      (Reflect.getMetadata(RATE_LIMIT_MESSAGE, context.getHandler()) as string | undefined) ??
      TOO_MANY_REQUESTS_MESSAGE,
  };
}
