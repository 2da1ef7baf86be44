import { AttemptLimiter } from './attempt-limiter';

describe('AttemptLimiter', () => {
  let now = 0;
  const limiter = () => new AttemptLimiter(3, 60_000, () => now);
  beforeEach(() => {
    now = 1_000_000;
  });

  it('allows attempts up to the limit and then blocks the key', () => {
    const limits = limiter();
    for (let i = 0; i < 3; i += 1) {
      expect(limits.retryAfterMs('a')).toBe(0);
      limits.record('a');
      now += 1_000;
    }
    expect(limits.retryAfterMs('a')).toBe(60_000 - 3_000);
    expect(limits.retryAfterMs('b')).toBe(0);
  });

  it('lets the key try again once the oldest attempt leaves the window', () => {
    const limits = limiter();
    limits.record('a');
    now += 10_000;
    limits.record('a');
    limits.record('a');
    now += 49_999;
    expect(limits.retryAfterMs('a')).toBe(1);
    now += 1;
    expect(limits.retryAfterMs('a')).toBe(0);
  });

  it('forgets a key on clear', () => {
    const limits = limiter();
    for (let i = 0; i < 3; i += 1) limits.record('a');
    limits.clear('a');
    expect(limits.retryAfterMs('a')).toBe(0);
  });
});
