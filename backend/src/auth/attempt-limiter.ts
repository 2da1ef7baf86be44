/**
 * Counts attempts per key in a sliding window: `limit` attempts within `windowMs` block the key
 * until the oldest of them leaves the window. In memory, per process.
 */
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the key may try again; 0 when it may now. */
  retryAfterMs(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    const oldestThatBlocks = recent[recent.length - this.limit] ?? this.now();
    return Math.max(1, oldestThatBlocks + this.windowMs - this.now());
  }

  record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.attempts.set(key, recent);
    if (this.attempts.size > 10_000) this.prune();
  }

  clear(key: string): void {
    this.attempts.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const recent = (this.attempts.get(key) ?? []).filter((time) => time > since);
    if (recent.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, recent);
    return recent;
  }

  /** Forgets keys with no attempt in the window, so memory stays bounded. */
  private prune(): void {
    for (const key of [...this.attempts.keys()]) this.recent(key);
  }
}
