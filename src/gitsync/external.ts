/**
 * `check --external`: whether http(s) links answer. Each URL is asked once per run (a cache),
 * at most `concurrency` at a time, each request cut off after `timeoutMs`: HEAD first, then GET
 * when HEAD is refused or fails (many servers answer HEAD with 403, 404 or 405 and GET with 200).
 */
import { mapLimited } from '../common/map-limited.js';
import { deadLink, type CheckProblem, type ExternalLink } from './check.js';

export interface ExternalOptions {
  concurrency: number;
  timeoutMs: number;
}

export const EXTERNAL_DEFAULTS: ExternalOptions = { concurrency: 8, timeoutMs: 10_000 };

/** Why a URL is dead, or undefined when it answers 2xx/3xx. */
async function probe(url: string, timeoutMs: number): Promise<string | undefined> {
  const ask = async (method: 'HEAD' | 'GET') => {
    const res = await fetch(url, {
      method,
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'user-agent': 'docs-cli check (link checker)' },
    });
    // The body of a GET is not needed: only its status.
    await res.body?.cancel().catch(() => undefined);
    return res.status;
  };
  let first: string;
  try {
    const status = await ask('HEAD');
    if (status < 400) return undefined;
    first = `HTTP ${status}`;
  } catch (error) {
    first = reason(error);
  }
  try {
    const status = await ask('GET');
    return status < 400 ? undefined : `HTTP ${status}`;
  } catch (error) {
    const second = reason(error);
    return second === first ? second : `${second} (HEAD: ${first})`;
  }
}

function reason(error: unknown): string {
  const e = error as Error & { cause?: { code?: string; message?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return 'no answer in time';
  return e.cause?.code ?? e.cause?.message ?? e.message;
}

/** Dead links among `links`, each URL probed once. */
export async function externalProblems(
  links: ExternalLink[],
  options: ExternalOptions = EXTERNAL_DEFAULTS,
): Promise<CheckProblem[]> {
  const key = (url: string) => url.replace(/#.*$/, '');
  const urls = [...new Set(links.map((l) => key(l.url)))];
  const verdicts = await mapLimited(urls, options.concurrency, (url) => probe(url, options.timeoutMs));
  const dead = new Map(urls.map((url, i) => [url, verdicts[i]]));
  return links.flatMap((link) => {
    const why = dead.get(key(link.url));
    return why ? [deadLink(link, why)] : [];
  });
}
