import { request } from 'node:http';

/** One GET on a fresh connection: its status and body (status 0 when the connection failed). */
export function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    request(url, { agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', () => resolve({ status: 0, body: '' }));
    })
      .on('error', () => resolve({ status: 0, body: '' }))
      .end();
  });
}

export interface Crawl {
  /** Status of each page, by its path on the site. */
  pages: Record<string, number>;
  /** Status of each image of the site's own origin the pages show, by URL path. */
  images: Record<string, number>;
  /** How many answers were a 503 asked again after its Retry-After. */
  retried: number;
}

/**
 * A GET as a well-behaved reader makes it: a 503 with Retry-After (the service was busy) is asked
 * again after the time it names, at most `tries` times; `retried` counts those waits.
 */
async function getRetrying(
  url: string,
  counter: { retried: number },
  tries = 5,
): Promise<{ status: number; body: string }> {
  for (let i = 1; ; i++) {
    const res = await getWithRetryAfter(url);
    if (res.status !== 503 || i >= tries) return res;
    counter.retried++;
    await new Promise((r) => setTimeout(r, Math.min(30, Math.max(1, res.retryAfter)) * 1000));
  }
}

function getWithRetryAfter(url: string): Promise<{ status: number; body: string; retryAfter: number }> {
  return new Promise((resolve) => {
    request(url, { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      const retryAfter = Number(res.headers['retry-after'] ?? 1) || 1;
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), retryAfter }));
      res.on('error', () => resolve({ status: 0, body: '', retryAfter }));
    })
      .on('error', () => resolve({ status: 0, body: '', retryAfter: 1 }))
      .end();
  });
}

/**
 * Every page of a published site (`paths` under `base`) read with `concurrency` requests at a
 * time, then every image of the site's own origin those pages show, each once (a 503 asked again
 * after its Retry-After, as a reader would).
 */
export async function crawlSite(base: string, paths: string[], concurrency = 3): Promise<Crawl> {
  const root = base.replace(/\/?$/, '/');
  const origin = new URL(root).origin;
  const pages: Record<string, number> = {};
  const images: Record<string, number> = {};
  const srcs = new Set<string>();
  const counter = { retried: 0 };
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const url = new URL(path, root).href;
      const res = await getRetrying(url, counter);
      pages[path] = res.status;
      for (const m of res.body.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)) {
        const src = new URL(m[1]!.replace(/&amp;/g, '&'), url);
        if (src.origin === origin) srcs.add(src.href);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const list = [...srcs];
  next = 0;
  const imageWorker = async () => {
    while (next < list.length) {
      const src = list[next++]!;
      images[new URL(src).pathname] = (await getRetrying(src, counter)).status;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, imageWorker));
  return { pages, images, retried: counter.retried };
}
