import { Throttle } from '@nestjs/throttler';

/**
 * Lookups per minute from one client address on each guest route: a person typing an address
 * and moving the map, well under what would let a script mine the services through us.
 */
export const GUEST_LOOKUPS_PER_MINUTE = 120;

/** The app's one named throttler (auth/rate-limit.ts), with the guest lookups' own limit. */
export const GuestLookupsLimit = () =>
  Throttle({ auth: { limit: GUEST_LOOKUPS_PER_MINUTE, ttl: 60_000 } });
