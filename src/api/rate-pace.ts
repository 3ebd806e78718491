/**
 * Slowing down before a rate limit refuses: GitBook's API sends `X-RateLimit-Limit`,
 * `X-RateLimit-Remaining` and `X-RateLimit-Reset` (UTC epoch seconds) on its answers. When a
 * window is nearly spent (a tenth of it or less left), the requests still to come share the time
 * to its reset, each given its own slot, so that concurrent requests (`orgs pull`) are spread
 * rather than sent together; with none left, the next waits for the reset. 429 and
 * `Retry-After` stay the retry loop's business.
 */
type Headers = Record<string, string | string[] | undefined>;

/** The longest a request is held back (a window GitBook documents is a minute). */
const MAX_PAUSE_MS = 60_000;

const header = (headers: Headers, name: string): number | undefined => {
  const value = headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || !/^\d+(\.\d+)?$/.test(text.trim())) return undefined;
  return Number(text);
};

export class RatePacer {
  /** Milliseconds between requests until `resetAt`; 0 while the window has room. */
  private interval = 0;
  private resetAt = 0;
  private nextSlot = 0;
  /** Requests sent and not answered yet: each will spend one of what an answer says is left. */
  private inFlight = 0;

  /** A request is about to be sent: how long it waits for its slot first (0: send now). */
  begin(now: number): number {
    this.inFlight++;
    return this.pause(now);
  }

  /** Its answer came (its headers read; none when it was lost), or it was never sent. */
  end(headers: Headers | undefined, now: number): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    if (headers) this.observe(headers, now);
  }

  /** Reads an answer's rate-limit headers (answers without them change nothing). */
  private observe(headers: Headers, now: number): void {
    const reported = header(headers, 'x-ratelimit-remaining');
    const reset = header(headers, 'x-ratelimit-reset');
    if (reported === undefined || reset === undefined) return;
    // Requests already on their way each take one of these.
    const remaining = Math.max(0, reported - this.inFlight);
    const limit = header(headers, 'x-ratelimit-limit');
    // Epoch seconds; a small number is read as seconds from now, as some services send it.
    const resetAt = reset > 1e9 ? reset * 1000 : now + reset * 1000;
    const left = resetAt - now;
    const low = remaining <= Math.max(1, Math.floor((limit ?? 100) / 10));
    this.resetAt = resetAt;
    // The requests left, and the first of the next window, spread evenly up to the reset.
    this.interval = left > 0 && low ? Math.min(MAX_PAUSE_MS, left / (remaining + 1)) : 0;
    this.nextSlot = this.interval === 0 ? 0 : Math.max(this.nextSlot, now + this.interval);
  }

  private pause(now: number): number {
    if (this.interval === 0 || now >= this.resetAt) return 0;
    // A slot past the reset is the next window's, which has room again: it goes at the reset.
    const slot = Math.min(Math.max(now, this.nextSlot), this.resetAt);
    this.nextSlot = slot + this.interval;
    return Math.min(MAX_PAUSE_MS, slot - now);
  }
}
