import { nextAttemptDelay, RETRY_POLICY } from './retry-policy';

const queued = new Date('2026-11-30T00:00:00Z');
const at = (ms: number) => new Date(queued.getTime() + ms);

describe('webhook retry policy', () => {
  it('doubles the wait after each failure, with jitter between half and all of it', () => {
    expect(nextAttemptDelay(1, queued, at(0), RETRY_POLICY, () => 1)).toBe(5_000);
    expect(nextAttemptDelay(2, queued, at(0), RETRY_POLICY, () => 1)).toBe(10_000);
    expect(nextAttemptDelay(3, queued, at(0), RETRY_POLICY, () => 0)).toBe(10_000);
  });

  it('waits an hour at most', () => {
    expect(nextAttemptDelay(30, queued, at(0), RETRY_POLICY, () => 1)).toBe(3_600_000);
  });

  it('gives up when the next attempt would come after a day', () => {
    const day = 24 * 3_600_000;
    expect(nextAttemptDelay(14, queued, at(day - 3_600_000), RETRY_POLICY, () => 1)).toBe(
      3_600_000,
    );
    expect(nextAttemptDelay(15, queued, at(day - 1000), RETRY_POLICY, () => 1)).toBeNull();
  });
});
