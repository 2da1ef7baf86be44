import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { RequestWithUser } from '../../../request-context/authenticated-user';

/** Counts per signed-in user (the auth guard ran first), not per client address. */
@Injectable()
export class PerUserThrottlerGuard extends ThrottlerGuard {
  protected override getTracker(request: Record<string, unknown>): Promise<string> {
    const user = (request as unknown as RequestWithUser).user;
    return user ? Promise.resolve(`user:${user.id}`) : super.getTracker(request);
  }
}
