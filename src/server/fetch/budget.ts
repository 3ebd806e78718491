/**
 * One service's budget for the bytes callers make it fetch and store: fetches at once, bytes
 * held in memory by requests in progress, and bytes per caller per minute. A request over the
 * budget is refused with 429 and a Retry-After, before it fetches or as soon as it crosses the
 * line, so memory stays bounded whatever callers send at once.
 */
import { tooManyRequests } from '../errors.js';

export interface FetchBudgetLimits {
  /** Fetches running at once, across all callers. */
  concurrent: number;
  /** Bytes fetched and not yet stored (or dropped), across all callers. */
  bytesInFlight: number;
  /** Bytes one caller may make the service fetch or store per minute; 0 = no limit (in-process). */
  bytesPerMinute: number;
}

const MiB = 1024 * 1024;
export const DEFAULT_FETCH_BUDGET: FetchBudgetLimits = {
  concurrent: 16,
  bytesInFlight: 160 * MiB,
  bytesPerMinute: 512 * MiB,
};

const WINDOW_MS = 60_000;
const mib = (n: number) => `${Math.round((n / MiB) * 10) / 10} MiB`;

export class FetchBudget {
  private active = 0;
  private inFlight = 0;
  private readonly recent = new Map<string, Array<{ at: number; bytes: number }>>();

  constructor(
    readonly limits: FetchBudgetLimits = DEFAULT_FETCH_BUDGET,
    private readonly now: () => number = Date.now,
  ) {}

  /** What the service holds now (for tests and logs). */
  get usage() {
    return { active: this.active, inFlight: this.inFlight };
  }

  /** A caller's share for one request: refused at once when the caller's minute is spent. */
  open(caller: string): FetchLease {
    this.checkWindow(caller, 1);
    return new FetchLease(this, caller);
  }

  /** @internal */
  startFetch(): void {
    if (this.active >= this.limits.concurrent)
      throw tooManyRequests(
        `the service is fetching ${this.limits.concurrent} files at once already (its limit); try again shortly`,
        2,
      );
    this.active++;
  }

  /** @internal */
  endFetch(): void {
    this.active--;
  }

  /** @internal Takes `bytes` into memory for `caller`; refuses what crosses a limit. */
  hold(caller: string, bytes: number, fetched: boolean): void {
    if (fetched && this.inFlight + bytes > this.limits.bytesInFlight)
      throw tooManyRequests(
        `the service holds ${mib(this.limits.bytesInFlight)} of fetched files in progress (its limit); try again shortly`,
        5,
      );
    this.checkWindow(caller, bytes);
    if (fetched) this.inFlight += bytes;
    if (this.limits.bytesPerMinute > 0) this.window(caller).push({ at: this.now(), bytes });
  }

  /** @internal */
  drop(bytes: number): void {
    this.inFlight -= bytes;
  }

  /** @internal Refuses at once what could not be held (a declared length). */
  checkRoom(caller: string, bytes: number): void {
    if (this.inFlight + bytes > this.limits.bytesInFlight) this.hold(caller, bytes, true);
    this.checkWindow(caller, bytes);
  }

  /** The caller's entries of the last minute (older ones are forgotten here). */
  private window(caller: string): Array<{ at: number; bytes: number }> {
    const since = this.now() - WINDOW_MS;
    const kept = (this.recent.get(caller) ?? []).filter((e) => e.at > since);
    this.recent.set(caller, kept);
    return kept;
  }

  private checkWindow(caller: string, bytes: number): void {
    const limit = this.limits.bytesPerMinute;
    if (limit <= 0) return;
    const entries = this.window(caller);
    let used = entries.reduce((sum, e) => sum + e.bytes, 0);
    if (used + bytes <= limit) return;
    // Wait until enough of the minute's bytes have aged out.
    let wait = WINDOW_MS;
    for (const e of entries) {
      used -= e.bytes;
      if (used + bytes <= limit) {
        wait = e.at + WINDOW_MS - this.now();
        break;
      }
    }
    throw tooManyRequests(
      `you had this service fetch or store ${mib(limit)} in the last minute (the limit per caller); try again in ${Math.ceil(wait / 1000)} s`,
      Math.max(1, Math.ceil(wait / 1000)),
    );
  }
}

/**
 * One request's bytes: each fetch runs between `startFetch` and its `end`, each chunk is
 * `take`n as it arrives, and `close` gives the bytes back once they are stored or dropped.
 */
export class FetchLease {
  private held = 0;
  private closed = false;

  constructor(
    private readonly budget: FetchBudget,
    readonly caller: string,
  ) {}

  /** A fetch begins; call the returned function when it ends (however it ends). */
  startFetch(): () => void {
    this.ensureOpen();
    this.budget.startFetch();
    let ended = false;
    return () => {
      if (!ended) this.budget.endFetch();
      ended = true;
    };
  }

  /** Fetched bytes now held in memory. */
  take(bytes: number): void {
    this.ensureOpen();
    this.budget.hold(this.caller, bytes, true);
    this.held += bytes;
  }

  /** A fetch announces `bytes` (its Content-Length): refused at once when they could not be held. */
  expect(bytes: number): void {
    this.ensureOpen();
    this.budget.checkRoom(this.caller, bytes);
  }

  /** Bytes the request stores that were not fetched (base64 files): they count per caller only. */
  count(bytes: number): void {
    this.ensureOpen();
    this.budget.hold(this.caller, bytes, false);
  }

  /** The request is over: its fetched bytes are stored or dropped. Fetches still running stop. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.budget.drop(this.held);
    this.held = 0;
  }

  private ensureOpen(): void {
    if (this.closed) throw tooManyRequests('this request was stopped', 1);
  }
}
