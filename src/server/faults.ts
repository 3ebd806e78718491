/**
 * Fault injection for `docs-cli server start`: lets users (and our tests) rehearse pipelines
 * against a slow, failing or rate-limiting service.
 */
export interface FaultOptions {
  /** Added to every answer, in milliseconds. */
  latencyMs?: number;
  /** Share of requests (0..1) answered 500, 502 or 503 without being processed. */
  errorRate?: number;
  /** The statuses those errors pick from (default 500, 502, 503). */
  errorStatuses?: number[];
  /** Requests per second allowed before answering 429 with Retry-After. */
  rateLimit?: number;
  /** Share of requests (0..1) processed, then answered by resetting the connection (a lost answer). */
  resetRate?: number;
  /** Seed for a reproducible sequence of faults. */
  seed?: number;
}

export type Fault = { kind: 'error'; status: number } | { kind: 'rate-limit'; retryAfter: number } | { kind: 'none' };

const ERROR_STATUSES = [500, 502, 503];

/** A small deterministic PRNG (mulberry32), so a seeded run fails the same way every time. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Faults {
  private readonly random: () => number;
  private windowStart = 0;
  private windowCount = 0;
  /** What was injected, for the server log and tests. */
  readonly injected = { latency: 0, errors: 0, rateLimited: 0, resets: 0 };

  constructor(
    readonly options: FaultOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.random = options.seed !== undefined ? seededRandom(options.seed) : Math.random;
  }

  get active(): boolean {
    const o = this.options;
    return Boolean(o.latencyMs || o.errorRate || o.rateLimit || o.resetRate);
  }

  async delay(): Promise<void> {
    if (!this.options.latencyMs) return;
    this.injected.latency++;
    await new Promise((resolve) => setTimeout(resolve, this.options.latencyMs));
  }

  /** Decides, before processing, whether the request is refused. */
  before(): Fault {
    const limit = this.options.rateLimit;
    if (limit) {
      const t = this.now();
      if (t - this.windowStart >= 1000) {
        this.windowStart = t;
        this.windowCount = 0;
      }
      if (++this.windowCount > limit) {
        this.injected.rateLimited++;
        return { kind: 'rate-limit', retryAfter: Math.max(1, Math.ceil((this.windowStart + 1000 - t) / 1000)) };
      }
    }
    if (this.options.errorRate && this.random() < this.options.errorRate) {
      this.injected.errors++;
      const statuses = this.options.errorStatuses ?? ERROR_STATUSES;
      return { kind: 'error', status: statuses[Math.floor(this.random() * statuses.length)]! };
    }
    return { kind: 'none' };
  }

  /**
   * The rate-limit headers GitBook's API sends on every answer (its rate-limiting page):
   * `X-RateLimit-Limit`, `-Remaining` in the current window and `-Reset` (UTC epoch seconds,
   * rounded up so that a client waiting for it never comes back early). None without a limit.
   */
  rateLimitHeaders(): Record<string, string> {
    const limit = this.options.rateLimit;
    if (!limit) return {};
    const t = this.now();
    const open = t - this.windowStart < 1000;
    return {
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(open ? Math.max(0, limit - this.windowCount) : limit),
      'x-ratelimit-reset': String(Math.ceil((open ? this.windowStart + 1000 : t + 1000) / 1000)),
    };
  }

  /** Decides, after processing, whether the answer is lost to a connection reset. */
  resetAfter(): boolean {
    if (this.options.resetRate && this.random() < this.options.resetRate) {
      this.injected.resets++;
      return true;
    }
    return false;
  }
}
