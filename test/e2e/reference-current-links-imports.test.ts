import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';
import { type SeparateServer, useSeparateServer } from '../helpers/separate-server.js';

/**
 * Link and backlink listings, imports and `sites create --new-space empty` through the built
 * binary against `docs-cli server start` in another process: once serving only reference
 * 0.202.0 (no link listings, no importContent: links computed by the CLI, imports through import
 * runs) and once serving only the seed's reference (the listings and importContent answer; no
 * import runs).
 */
const root = tempDir('docs-cli-ref-imports-');
const current = useSeparateServer('docs-cli-current-links-', ['--reference', 'current', '--allow-fetch', '127.0.0.1']);
const seed = useSeparateServer('docs-cli-seed-links-', ['--reference', 'seed', '--import-root', root]);

const enc = (s: string) => new TextEncoder().encode(s);

/**
 * A space filled by an import of a .zip (cr push needs updateChangeRequestContent, which the
 * seed's reference does not define): pages that link to each other, a missing page and a picture.
 */
async function linkedSpace(separate: SeparateServer, title: string): Promise<string> {
  const space = await separate.json(['spaces', 'create', '--title', title]);
  const zip = join(root, `${title.replace(/\W+/g, '-')}.zip`);
  writeFileSync(
    zip,
    zipSync({
      'README.md': enc('# Home\n\nSee [Guide](guide.md) and [Gone](gone.md).\n'),
      'guide.md': enc('# Guide\n\nBack [home](README.md). ![Pic](pic.png)\n'),
      'pic.png': new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')),
      'SUMMARY.md': enc('# Table of contents\n\n* [Home](README.md)\n* [Guide](guide.md)\n'),
    }),
  );
  await separate.json(['spaces', 'import', space.id, zip]);
  return space.id;
}

async function linkJobs(separate: SeparateServer, title: string) {
  const space = await linkedSpace(separate, title);
  const broken = await separate.json<Array<{ status: string; targetReference: { url: string } }>>([
    'spaces',
    'links',
    space,
    '--status',
    'broken',
  ]);
  expect(broken.map((l) => l.targetReference.url)).toEqual(['gone.md']);
  const table = await separate.cli(['spaces', 'links', space]);
  expect(table.exitCode, String(table.stderr)).toBe(0);
  expect(String(table.stdout)).toContain('gone.md');
  const pageLinks = await separate.json<Array<{ status: string; targetReference: { kind: string } }>>([
    'spaces',
    'content',
    'links',
    space,
    'guide',
  ]);
  expect(pageLinks.map((l) => `${l.status}:${l.targetReference.kind}`).sort()).toEqual(['ok:file', 'ok:page']);
  const files = await separate.json<Array<{ id: string; name: string }>>(['spaces', 'content', 'files', space]);
  const back = await separate.json<Array<{ page: { path: string } }>>([
    'spaces',
    'content',
    'backlinks',
    space,
    files[0]!.id,
  ]);
  expect(back.map((b) => b.page.path)).toEqual(['guide']);
}

/** What the profile remembered of the service, job by job. */
const remembered = (separate: SeparateServer) =>
  JSON.parse(
    readFileSync(
      join(
        separate.env().DOCS_CLI_CONFIG_DIR!,
        'cache',
        'capabilities',
        `${Buffer.from('local').toString('base64url')}.json`,
      ),
      'utf8',
    ),
  ).jobs as Record<string, string>;

async function zipImport(separate: SeparateServer, title: string) {
  const space = await separate.json(['spaces', 'create', '--title', title]);
  const zip = join(root, `${title}.zip`);
  writeFileSync(
    zip,
    zipSync({ 'docs/README.md': enc('# From a zip\n\nZipped.\n'), 'docs/more.md': enc('# More\n\nMore pages.\n') }),
  );
  const result = await separate.json(['spaces', 'import', space.id, zip]);
  const pages = await separate.json<Array<{ title: string }>>(['spaces', 'content', 'pages', space.id]);
  expect(pages.map((p) => p.title)).toEqual(expect.arrayContaining(['From a zip', 'More']));
  return result;
}

describe('against server start --reference current (0.202.0 only)', () => {
  it('link listings are computed by the CLI from pages; the service has none', async () => {
    const { url, token } = current.server();
    const spaces = await current.json<Array<{ id: string }>>(['spaces', 'list']);
    const res = await fetch(`${url}/v1/spaces/${spaces[0]!.id}/links`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(404);
    await linkJobs(current, 'Current links');
    expect(remembered(current)).toMatchObject({ 'content.links': 'current', 'content.import': 'current' });
  }, 120_000);

  it('a .zip imports through an upload and an import run', async () => {
    const result = await zipImport(current, 'current-zip');
    expect(result.run).toEqual(expect.any(String));
    expect(result.importedResources).toBe(2);
  }, 120_000);

  it('a URL imports into a change request through a website run', async () => {
    const web = createServer((req, res) => {
      res.writeHead(req.url === '/notes.md' ? 200 : 404, { 'content-type': 'text/markdown' });
      res.end(req.url === '/notes.md' ? '# Remote notes\n\nFetched by the service.\n' : '');
    });
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
      const space = await current.json(['spaces', 'create', '--title', 'Remote']);
      const cr = await current.json(['cr', 'create', '--space', space.id, '--subject', 'Notes']);
      const result = await current.json(['cr', 'import', String(cr.number), `${base}/notes.md`, '--space', space.id]);
      expect(result).toMatchObject({ run: expect.any(String), importedResources: 1 });
      const pages = await current.json<Array<{ title: string }>>([
        'cr',
        'content',
        'pages',
        String(cr.number),
        '--space',
        space.id,
      ]);
      expect(pages.map((p) => p.title)).toEqual(['Remote notes']);
      const missing = await current.cli(['spaces', 'import', space.id, `${base}/missing.md`]);
      expect(missing.exitCode).toBe(2);
      expect(String(missing.stderr)).toMatch(
        /^docs-cli: url: .*HTTP 404.*\(import run \w+ failed; nothing was imported\)/,
      );
    } finally {
      web.close();
    }
  }, 120_000);

  it('sites create --new-space empty', async () => {
    const site = await current.json(['sites', 'create', '--title', 'Empty start', '--new-space', 'empty']);
    const siteSpaces = await current.json<unknown[]>(['sites', 'site-spaces', 'list', '--site', site.id]);
    expect(siteSpaces).toHaveLength(1);
  }, 60_000);
});

describe('against server start --reference seed (0.137.0 only)', () => {
  it("link listings are the service's own", async () => {
    await linkJobs(seed, 'Seed links');
    expect(remembered(seed)).toMatchObject({ 'content.links': 'seed', 'content.import': 'seed' });
  }, 120_000);

  it("a .zip imports through the seed's importContent", async () => {
    const result = await zipImport(seed, 'seed-zip');
    expect(result.run).toBeUndefined();
    expect(result.importedResources).toBe(2);
  }, 120_000);

  it('sites create --new-space empty', async () => {
    const site = await seed.json(['sites', 'create', '--title', 'Empty seed', '--new-space', 'empty']);
    expect(await seed.json<unknown[]>(['sites', 'site-spaces', 'list', '--site', site.id])).toHaveLength(1);
  }, 60_000);
});
