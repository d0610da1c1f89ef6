/** A clock in milliseconds; tests inject a fake one. */
export type Millis = () => number;

/** A sliding-window counter per key, in memory: at most `limit` hits within `windowMs`. */
export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly clock: Millis = Date.now,
  ) {}

  /** Seconds until the key may be used again; 0 when it is under the limit. */
  retryAfter(key: string): number {
    const live = this.live(key);
    if (live.length < this.limit) return 0;
    const oldest = live[live.length - this.limit] ?? this.clock();
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.clock()) / 1000));
  }

  /** Records one hit for the key. */
  hit(key: string): void {
    const live = this.live(key);
    live.push(this.clock());
    this.hits.set(key, live);
    if (this.hits.size > 50_000) this.sweep();
  }

  /** Forgets the key (after a successful login). */
  reset(key: string): void {
    this.hits.delete(key);
  }

  private live(key: string): number[] {
    const since = this.clock() - this.windowMs;
    const live = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (live.length) this.hits.set(key, live);
    else this.hits.delete(key);
    return live;
  }

  // bounds memory under a spray of distinct keys
  private sweep(): void {
    for (const key of [...this.hits.keys()]) this.live(key);
  }
}
