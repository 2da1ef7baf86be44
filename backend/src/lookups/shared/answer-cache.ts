/**
 * Answers kept in memory for a short time, at most `capacity` of them: the least recently used
 * goes first. A Map iterates in insertion order, so re-inserting on every hit keeps the oldest
 * first.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();

  constructor(
    private readonly capacity: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): { value: T } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) return undefined;
    this.entries.set(key, entry);
    return { value: entry.value };
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /** The cached answer for the key, else the one `load` gives (kept unless it throws). */
  async through(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.get(key);
    if (hit) return hit.value;
    const value = await load();
    this.set(key, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
