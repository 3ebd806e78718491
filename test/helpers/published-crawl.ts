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
}

/**
 * Every page of a published site (`paths` under `base`) read with `concurrency` requests at a
 * time, then every image of the site's own origin those pages show, each once.
 */
export async function crawlSite(base: string, paths: string[], concurrency = 3): Promise<Crawl> {
  const root = base.replace(/\/?$/, '/');
  const origin = new URL(root).origin;
  const pages: Record<string, number> = {};
  const images: Record<string, number> = {};
  const srcs = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const url = new URL(path, root).href;
      const res = await get(url);
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
      images[new URL(src).pathname] = (await get(src)).status;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, imageWorker));
  return { pages, images };
}
