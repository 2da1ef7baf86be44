/** How long a delivery is retried and how far apart its attempts are. */
export interface RetryPolicy {
  /** The wait after the first failed attempt; it doubles after each further one. */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  /** A delivery still failing this long after it was queued is given up. */
  readonly giveUpAfterMs: number;
}

/** About 15 attempts over a day: 5 s, 10 s, 20 s, … up to an hour apart. */
export const RETRY_POLICY: RetryPolicy = {
  firstDelayMs: 5_000,
  maxDelayMs: 3_600_000,
  giveUpAfterMs: 24 * 3_600_000,
};

/**
 * The wait before the next attempt after `attempts` failed ones, exponential with jitter (half
 * to all of the step, so that receivers coming back are not hit by every sender at once); null
 * when the delivery is given up: the next attempt would come after the day.
 */
export function nextAttemptDelay(
  attempts: number,
  queuedAt: Date,
  now: Date,
  policy: RetryPolicy = RETRY_POLICY,
  random: () => number = Math.random,
): number | null {
  const step = Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
  const delay = Math.round(step * (0.5 + random() / 2));
  return now.getTime() + delay - queuedAt.getTime() > policy.giveUpAfterMs ? null : delay;
}
