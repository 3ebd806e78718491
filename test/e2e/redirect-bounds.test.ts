import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeTree } from '../fixtures/content/http.js';
import { figure } from '../helpers/figures.js';
import { useSeparateServer } from '../helpers/separate-server.js';

/**
 * Redirects against `docs-cli server start` in its own process: a published 404 never scans them
 * (`.gitbook.yaml` redirects parsed once per revision, site redirects looked up through their
 * index), their counts are bounded, and no destination or wildcard tail answers a 500.
 */
const { work, cli, json, server } = useSeparateServer('docs-cli-redirect-bounds-');

/** A space whose `.gitbook.yaml` holds `count` redirects (`old/<i>` -> the guide), published on its own site. */
async function publishedSpace(count: number): Promise<{ base: string; site: string }> {
  const space = (await json(['spaces', 'create', '--title', `Moved ${count}`])).id as string;
  const lines = Array.from({ length: count }, (_, i) => `  old/${i}: guide.md\n`).join('');
  const folder = writeTree(join(work, `moved-${count}`), {
    '.gitbook.yaml': `root: ./\n\nredirects:\n${lines}`,
    'SUMMARY.md': '# Table of contents\n\n* [Home](README.md)\n* [Guide](guide.md)\n',
    'README.md': '# Home\n\nWelcome.\n',
    'guide.md': '# Guide\n\nHow to.\n',
  });
  const pushed = await cli(['cr', 'push', folder, '--space', space, '--merge']);
  expect(pushed.exitCode, pushed.stderr).toBe(0);
  const site = (await json(['sites', 'create', '--title', `Moved ${count}`, '--space', space])).id as string;
  await json(['sites', 'publish', site]);
  return { base: (await json(['sites', 'get', site])).urls.published.replace(/\/?$/, '/'), site };
}

/** One anonymous GET, its status, `Location` and time in milliseconds. */
async function timed(url: string, headers: Record<string, string> = {}) {
  const start = performance.now();
  const res = await fetch(url, { redirect: 'manual', headers });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get('location'), ms: performance.now() - start };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Published 404s (each a path never asked before) and a concurrent API request, timed. */
async function missesAndNeighbour(base: string) {
  const misses: number[] = [];
  for (let i = 0; i < 15; i++) {
    const [miss, user] = await Promise.all([
      timed(`${base}nothing/here-${i}`),
      timed(`${server().url}/v1/user`, { authorization: `Bearer ${server().token}` }),
    ]);
    expect([miss.status, user.status]).toEqual([404, 200]);
    misses.push(miss.ms);
    if (i > 0) expect(user.ms).toBeLessThan(300);
  }
  return misses;
}

describe('redirects on published sites', () => {
  it.each([5_000, 40_000])(
    'with %i .gitbook.yaml redirects, a 404 is answered in milliseconds and the redirects still lead',
    async (count) => {
      const { base } = await publishedSpace(count);
      // The first 404 of this revision parses the file (once): a few hundred ms at 40,000.
      const first = await timed(`${base}nothing/first`);
      expect(first.status).toBe(404);
      const misses = await missesAndNeighbour(base);
      figure(
        `redirects-gitbook-yaml-${count}`,
        `${count} .gitbook.yaml redirects: first 404 (parses them) ${Math.round(first.ms)} ms, then 15 404s median ${median(misses).toFixed(1)} ms, slowest ${Math.round(Math.max(...misses))} ms`,
      );
      // Before: 0.7-0.9 s per 404 at 5,000 redirects, 24-43 s at 40,000.
      expect(median(misses)).toBeLessThan(50);
      expect(Math.max(...misses)).toBeLessThan(500);
      const last = await timed(`${base}old/${count - 1}`);
      expect([last.status, last.location]).toEqual([301, `${new URL(base).pathname}guide`]);
      expect(last.ms).toBeLessThan(200);
    },
    120_000,
  );

  it('a .gitbook.yaml over the limit is refused by check, which stays linear at 40,000', async () => {
    const line = (i: number) => `  old/${i}: README.md\n`;
    const folder = (name: string, count: number) =>
      writeTree(join(work, name), {
        '.gitbook.yaml': `root: ./\n\nredirects:\n${Array.from({ length: count }, (_, i) => line(i)).join('')}`,
        'README.md': '# Home\n\nWelcome.\n',
      });
    // Timed from its second run: the first run of a command writes its compiled code to the cache.
    expect((await cli(['check', folder('check-10', 10)])).exitCode).toBe(0);
    const start = performance.now();
    const fine = await cli(['check', folder('check-40000', 40_000)]);
    const ms = performance.now() - start;
    expect(fine.exitCode, fine.stderr).toBe(0);
    figure(
      'redirects-check',
      `check of a folder with 40,000 .gitbook.yaml redirects: ${Math.round(ms)} ms (built binary)`,
    );
    expect(ms).toBeLessThan(2_000); // Before: 27 s.
    const over = await cli(['check', folder('check-50001', 50_001)]);
    // Reported as check reports an error of the folder (exit 1), as the service would refuse it.
    expect([over.exitCode, over.stdout]).toEqual([
      1,
      '.gitbook.yaml:1\terror\tconfig\t50001 redirects, more than the 50000 a space may hold',
    ]);
    const space = (await json(['spaces', 'create', '--title', 'Too many'])).id as string;
    const push = await cli(['cr', 'push', join(work, 'check-50001'), '--space', space]);
    expect([push.exitCode, push.stderr.trim()]).toEqual([
      2,
      'docs-cli: .gitbook.yaml: 50001 redirects, more than the 50000 a space may hold',
    ]);
  }, 60_000);
});

describe('site redirects', () => {
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server().url}${path}`, {
      method,
      headers: { authorization: `Bearer ${server().token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: res.status === 204 || res.status === 205 ? undefined : await res.json() };
  };

  it('are bounded, looked up through their index, and never answer a 500', async () => {
    const { base, site } = await publishedSpace(1);
    const redirects = `/v1/orgs/${server().orgId}/sites/${site}/redirects`;

    // Destinations: control characters refused, non-ASCII written as URLs are.
    for (const url of [
      'https://example.com/a\r\nSet-Cookie: x=1',
      'https://example.com/\u0000',
      'https://e.com/\x85',
    ]) {
      const res = await api('POST', redirects, { source: '/bad', destination: { kind: 'external', url } });
      expect([res.status, res.body.error.message]).toEqual([
        400,
        'destination.url: must not hold control characters (such as CR, LF, NUL)',
      ]);
    }
    const wide = await api('POST', redirects, {
      source: '/wide',
      destination: { kind: 'external', url: 'https://example.com/café/日本' },
    });
    expect([wide.status, wide.body.destination.url]).toEqual([201, 'https://example.com/caf%C3%A9/%E6%97%A5%E6%9C%AC']);
    const visit = await timed(`${base}wide`);
    expect([visit.status, visit.location]).toEqual([302, 'https://example.com/caf%C3%A9/%E6%97%A5%E6%9C%AC']);

    // Wildcard tails are the visitor's: encoded into the Location, never a header of their own.
    expect(
      (
        await api('POST', redirects, {
          source: '/any/*',
          captureWildcard: true,
          destination: { kind: 'external', url: 'https://example.com/to' },
        })
      ).status,
    ).toBe(201);
    for (const tail of ['a%0d%0aSet-Cookie:%20x=1', 'a%00b', 'caf%C3%A9', '%E6%97%A5', 'x%ZZ', '%0a']) {
      const res = await fetch(`${base}any/${tail}`, { redirect: 'manual' });
      // A tail that is no URL encoding at all (%ZZ) holds no page: 404.
      expect([tail, res.status]).toEqual([tail, tail === 'x%ZZ' ? 404 : 302]);
      expect(res.headers.get('set-cookie')).toBeNull();
      if (res.status === 302) expect(res.headers.get('location')).toMatch(/^https:\/\/example\.com\/to\/[\x21-\x7e]*$/);
    }

    // 50,000 redirects (the limit) written in bulk, then one more refused: 400 from the service.
    const existing = 2;
    for (let from = 0; from < 50_000 - existing; from += 500) {
      const items = Array.from({ length: Math.min(500, 50_000 - existing - from) }, (_, i) => ({
        source: `/bulk/${from + i}`,
        destination: { kind: 'external', url: `https://example.com/${from + i}` },
      }));
      expect((await api('PUT', redirects, { redirects: items })).status).toBe(200);
    }
    const refused = await api('POST', redirects, {
      source: '/one-more',
      destination: { kind: 'external', url: 'https://example.com/' },
    });
    expect([refused.status, refused.body.error.message]).toEqual([
      400,
      'a site holds at most 50000 redirects (live and draft); this would make 50001: delete some first',
    ]);
    const bulk = await api('PUT', redirects, {
      redirects: [{ source: '/one-more', destination: { kind: 'external', url: 'https://example.com/' } }],
    });
    expect(bulk.status).toBe(400);

    // At the limit, a 404 and a wildcard hit look up a handful of rows, not 50,000.
    expect((await timed(`${base}nothing/first`)).status).toBe(404);
    const misses = await missesAndNeighbour(base);
    figure('redirects-site', `50,000 site redirects (the limit): 15 404s median ${median(misses).toFixed(1)} ms`);
    expect(median(misses)).toBeLessThan(50);
    const hit = await timed(`${base}bulk/49997`);
    expect([hit.status, hit.location]).toEqual([302, 'https://example.com/49997']);

    // The CLI: the same refusal is a usage error (exit 2), and so is a file over the limit.
    const csv = (name: string, rows: number) => {
      const file = join(work, name);
      writeFileSync(
        file,
        `source,destination\n${Array.from({ length: rows }, (_, i) => `/csv/${i},https://example.com/${i}\n`).join('')}`,
      );
      return file;
    };
    const one = await cli(['sites', 'redirects', 'import', '--file', csv('one.csv', 1), '--site', site]);
    expect([one.exitCode, one.stderr.trim()]).toEqual([
      2,
      'docs-cli: a site holds at most 50000 redirects (live and draft); this would make 50001: delete some first',
    ]);
    const big = await cli(['sites', 'redirects', 'import', '--file', csv('big.csv', 50_001), '--site', site]);
    expect(big.exitCode).toBe(2);
    expect(big.stderr).toContain('big.csv: 50001 redirects, more than the 50000 a site may hold');
  }, 180_000);
});
