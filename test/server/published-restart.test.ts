/**
 * Rendered pages are kept per version of the content on disk next to the database
 * (src/server/published/kept.ts): a `server start` run again on the same store answers a crawl of
 * a site published before with the same pages and renders none of them again (nothing of the
 * kept answers is written again), and a newer version of the site's content replaces the older
 * one's answers. The built binary as separate `server start` processes over real HTTP.
 */
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { get } from '../helpers/published-crawl.js';
import { request } from '../helpers/raw.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

const PAGES = 12;
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop().catch(() => undefined);
});

async function until<T>(what: string, value: () => T | undefined, ms = 240_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = value();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`waited 240 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What `read` gives, or undefined when its file went while the walk looked (a server removes old versions). */
function unlessGone<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Every kept answer's file (not the targets' records), with when it was last written. */
function keptFiles(dataFile: string): Map<string, number> {
  const out = new Map<string, number>();
  const top = `${dataFile}.rendered`;
  const list = (dir: string) => unlessGone(() => readdirSync(dir)) ?? [];
  for (const build of list(top))
    for (const version of list(join(top, build))) {
      if (version === 'targets') continue;
      for (const name of list(join(top, build, version))) {
        const file = join(top, build, version, name);
        const written = name.endsWith('.tmp') ? undefined : unlessGone(() => statSync(file).mtimeMs);
        if (written !== undefined) out.set(file, written);
      }
    }
  return out;
}

const versionsOf = (files: Map<string, number>) => new Set([...files.keys()].map((f) => f.split('/').at(-2)));

describe('published pages kept on disk per version', () => {
  it('a server started again answers a crawl from what it rendered before, rendering nothing', async () => {
    const first = await startServerProcess();
    servers.push(first);
    const env = { DOCS_CLI_API_URL: first.url, DOCS_CLI_TOKEN: first.token, HOME: tempDir('docs-cli-home-') };
    const folder = tempDir('docs-cli-restart-');
    mkdirSync(folder, { recursive: true });
    const entries = ['* [Home](README.md)'];
    writeFileSync(join(folder, 'README.md'), '# Home\n\nThe first page.\n');
    for (let i = 0; i < PAGES; i++) {
      writeFileSync(join(folder, `p${i}.md`), `# Page ${i}\n\nKept page ${i}, see [the next](p${i + 1}.md).\n`);
      entries.push(`* [Page ${i}](p${i}.md)`);
    }
    writeFileSync(join(folder, 'SUMMARY.md'), `# Summary\n\n${entries.join('\n')}\n`);
    const space = (await request(first.url, first.token, 'POST', `/v1/orgs/${first.orgId}/spaces`, { title: 'Kept' }))
      .body.id as string;
    const pushed = await runBin(['cr', 'push', folder, '--space', space, '-o', 'json'], env);
    expect(pushed.exitCode, pushed.stderr).toBe(0);
    const cr = JSON.parse(pushed.stdout).changeRequest;
    const merged = await runBin(['cr', 'merge', String(cr), '--space', space], env);
    expect(merged.exitCode, merged.stderr).toBe(0);
    const site = (
      await request(first.url, first.token, 'POST', `/v1/orgs/${first.orgId}/sites`, { title: 'Kept', spaces: [space] })
    ).body.id as string;
    expect(
      (await request(first.url, first.token, 'POST', `/v1/orgs/${first.orgId}/sites/${site}/publish`)).status,
    ).toBe(200);

    const base = (server: ServerProcess) => `${server.url}/published/sites/${site}/`;
    const home = await get(base(first));
    expect(home.status).toBe(200);
    const paths = [...new Set([...home.body.matchAll(/href="(p\d+\.html)"/g)].map((m) => m[1]!.slice(0, -5)))];
    expect(paths.length).toBe(PAGES);
    const crawl = async (server: ServerProcess) => {
      const bodies = new Map<string, string>();
      for (const path of ['', ...paths]) {
        const res = await get(base(server) + path);
        expect(res.status, path).toBe(200);
        bodies.set(path, res.body);
      }
      return bodies;
    };
    const before = await crawl(first);
    expect(before.get('p3')).toContain('Kept page 3');
    // Every view crawled is kept on disk (written in the background once rendered).
    await until('the answers kept on disk', () => (keptFiles(first.dataFile).size >= PAGES + 1 ? true : undefined));
    // Taken once the first server has stopped: a write it was still finishing (two views of one
    // page kept at once) is its own, not the second server's.
    await first.stop();
    const kept = keptFiles(first.dataFile);
    expect(kept.size).toBeGreaterThanOrEqual(PAGES + 1);
    expect(versionsOf(kept).size).toBe(1);

    const second = await startServerProcess([], { dataFile: first.dataFile });
    servers.push(second);
    const after = await crawl(second);
    for (const [path, body] of before) expect(after.get(path), path).toBe(body);
    // A page of another site (not rendered before) is rendered and kept: the writes of this
    // server are seen on disk, and none of them is an answer kept before.
    const other = (
      await request(second.url, second.token, 'POST', `/v1/orgs/${second.orgId}/sites`, {
        title: 'Other',
        spaces: [space],
      })
    ).body.id as string;
    await request(second.url, second.token, 'POST', `/v1/orgs/${second.orgId}/sites/${other}/publish`);
    expect((await get(`${second.url}/published/sites/${other}/p5`)).status).toBe(200);
    await until('the other site kept', () => (versionsOf(keptFiles(second.dataFile)).size >= 2 ? true : undefined));
    const now = keptFiles(second.dataFile);
    for (const [file, written] of kept) expect(now.get(file), file).toBe(written);

    // A change to the site's content: its newer version's answers replace the older ones.
    writeFileSync(join(folder, 'p3.md'), '# Page 3\n\nChanged after the restart.\n');
    const env2 = { ...env, DOCS_CLI_API_URL: second.url, DOCS_CLI_TOKEN: second.token };
    const again = await runBin(['cr', 'push', folder, '--space', space, '-o', 'json'], env2);
    expect(again.exitCode, again.stderr).toBe(0);
    const merged2 = await runBin(
      ['cr', 'merge', String(JSON.parse(again.stdout).changeRequest), '--space', space],
      env2,
    );
    expect(merged2.exitCode, merged2.stderr).toBe(0);
    const changed = await get(`${base(second)}p3`);
    expect(changed.status).toBe(200);
    expect(changed.body).toContain('Changed after the restart.');
    const oldVersion = [...versionsOf(kept)][0]!;
    await until('the older version removed', () =>
      versionsOf(keptFiles(second.dataFile)).has(oldVersion) ? undefined : true,
    );
  }, 600_000);

  it('a site unpublished, put behind a share link or deleted, and a public space made private or deleted, leave nothing kept on disk', async () => {
    const server = await startServerProcess();
    servers.push(server);
    const api = (method: string, path: string, body?: unknown) => request(server.url, server.token, method, path, body);
    const env = { DOCS_CLI_API_URL: server.url, DOCS_CLI_TOKEN: server.token, HOME: tempDir('docs-cli-home-') };
    const folder = tempDir('docs-cli-forget-');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'README.md'), '# Home\n\nShown, then not.\n');
    writeFileSync(join(folder, 'more.md'), '# More\n\nA second page.\n');
    writeFileSync(join(folder, 'SUMMARY.md'), '# Summary\n\n* [Home](README.md)\n* [More](more.md)\n');
    const space = (await api('POST', `/v1/orgs/${server.orgId}/spaces`, { title: 'Forget' })).body.id as string;
    const pushed = await runBin(['cr', 'push', folder, '--space', space, '--merge'], env);
    expect(pushed.exitCode, pushed.stderr).toBe(0);
    const site = (await api('POST', `/v1/orgs/${server.orgId}/sites`, { title: 'Forget', spaces: [space] })).body
      .id as string;
    const publish = () => api('POST', `/v1/orgs/${server.orgId}/sites/${site}/publish`);
    const siteUrl = `${server.url}/published/sites/${site}/`;
    const shown = async () => {
      expect((await publish()).status).toBe(200);
      expect((await get(siteUrl)).status).toBe(200);
      expect((await get(`${siteUrl}more`)).status).toBe(200);
      return until(
        'the site kept on disk',
        () => {
          const files = keptFiles(server.dataFile);
          return files.size >= 2 ? versionsOf(files) : undefined;
        },
        30_000,
      );
    };
    // After the change: nothing of the version shown is on disk, and nothing comes back.
    const gone = async (versions: Set<string | undefined>) => {
      const left = () => [...versionsOf(keptFiles(server.dataFile))].filter((v) => versions.has(v));
      expect(left()).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(left()).toEqual([]);
    };

    const first = await shown();
    expect((await api('POST', `/v1/orgs/${server.orgId}/sites/${site}/unpublish`)).status).toBe(200);
    await gone(first);
    const second = await shown();
    const visibility = (v: string) => api('PATCH', `/v1/orgs/${server.orgId}/sites/${site}`, { visibility: v });
    // Behind a share link, its pages are no longer rendered once for everyone.
    expect((await visibility('share-link')).status).toBe(200);
    await gone(second);
    expect((await visibility('public')).status).toBe(200);
    const third = await shown();
    expect((await api('DELETE', `/v1/orgs/${server.orgId}/sites/${site}`)).status).toBe(205);
    await gone(third);

    // A public space's own pages.
    expect((await api('PATCH', `/v1/spaces/${space}`, { visibility: 'public' })).status).toBe(200);
    const spaceUrl = `${server.url}/published/spaces/${space}/`;
    const spaceShown = async () => {
      expect((await get(spaceUrl)).status).toBe(200);
      return until('the space kept on disk', () => {
        const versions = versionsOf(keptFiles(server.dataFile));
        return versions.size ? versions : undefined;
      });
    };
    const asPublic = await spaceShown();
    expect((await api('PATCH', `/v1/spaces/${space}`, { visibility: 'private' })).status).toBe(200);
    await gone(asPublic);
    expect((await api('PATCH', `/v1/spaces/${space}`, { visibility: 'public' })).status).toBe(200);
    const again = await spaceShown();
    expect((await api('DELETE', `/v1/spaces/${space}`)).status).toBe(205);
    await gone(again);
  }, 600_000);
});
