import { request } from 'node:http';
import { cpSync, createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryLinks, resolveLink } from '../../src/common/gitsync/relative-links.js';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { startListener, type Listener } from '../helpers/listener.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { writeGitSyncRepo } from '../fixtures/gitsync/repo.js';
import { git } from '../helpers/git.js';
import { filesUnder } from '../helpers/snapshot.js';
import { summaryPages } from '../helpers/real-repos.js';

/**
 * Git Sync repositories as GitBook writes them, through the built binary against `server start`
 * running in its own folder: our own fixture always, and the real repositories of
 * DOCS_CLI_REAL_REPOS when it is set (copied to a temp folder; the originals are never touched).
 */
const REAL = process.env.DOCS_CLI_REAL_REPOS;
const REAL_REPOS = [
  { name: 'beefree-sdk-docs', folder: 'beefree-sdk-docs' },
  { name: 'audacity-support', folder: 'audacity-support' },
  { name: 'fluentd-docs', folder: 'fluentd-docs' },
  { name: 'fluent-bit-docs', folder: 'fluent-bit-docs' },
  { name: 'gitbook-public-docs', folder: 'gitbook-public-docs/documentation' },
];

let server: ServerProcess;
let files: Listener;
let env: Record<string, string>;
const work = tempDir('docs-cli-repos-');
/** What the loopback file server serves: one folder per repository, by name. */
const served = new Map<string, string>();

beforeAll(async () => {
  server = await startServerProcess(['--allow-fetch', '127.0.0.1']);
  env = {
    DOCS_CLI_API_URL: server.url,
    DOCS_CLI_TOKEN: server.token,
    DOCS_CLI_CONFIG_DIR: join(work, 'config'),
    CI: 'true',
  };
  files = await startListener('127.0.0.1', (req, res) => {
    const [, name, ...rest] = decodeURIComponent(new URL(req.url!, 'http://x').pathname).split('/');
    const root = served.get(name ?? '');
    const path = root && join(root, ...rest);
    if (!path?.startsWith(root + sep) || !existsSync(path) || !statSync(path).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-length': statSync(path).size });
    createReadStream(path).pipe(res);
  });
}, 60_000);

afterAll(async () => {
  await files?.close();
  await server?.stop();
});

const cli = (args: string[], cwd = work) => runBin(args, env, { cwd });
async function json<T = any>(args: string[]): Promise<T> {
  const res = await cli([...args, '-o', 'json']);
  if (res.exitCode !== 0) throw new Error(`docs-cli ${args.join(' ')} exited ${res.exitCode}: ${res.stderr}`);
  return JSON.parse(res.stdout) as T;
}
/** One HTTP exchange on a fresh connection (the CLI runs between calls: no kept-alive socket to go stale). */
function exchange(
  method: string,
  url: URL,
  headers: Record<string, string | number> = {},
  payload?: Buffer,
): Promise<{ status: number; text: string; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString(),
          ...(res.headers.location ? { location: res.headers.location } : {}),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function api(method: string, path: string, body?: unknown): Promise<any> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const { status, text } = await exchange(
    method,
    new URL(`${server.url}/v1${path}`),
    {
      authorization: `Bearer ${server.token}`,
      'content-type': 'application/json',
      ...(payload ? { 'content-length': payload.length } : {}),
    },
    payload,
  );
  if (status >= 400) throw new Error(`${method} ${path}: ${status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Pages SUMMARY.md lists, and the files the service holds for a Git Sync folder. */
function expectedFiles(dir: string): string[] {
  const out = new Set(summaryPages(dir));
  out.add('SUMMARY.md');
  if (existsSync(join(dir, '.gitbook.yaml'))) out.add('.gitbook.yaml');
  for (const path of filesUnder(dir)) if (path.startsWith('.gitbook/assets/')) out.add(path);
  return [...out].sort();
}

/** Relative links of the pages that resolve to nothing on disk, as `page -> target`. */
function brokenLinks(dir: string, pages: string[]): Set<string> {
  const out = new Set<string>();
  for (const page of pages) {
    if (!existsSync(join(dir, page))) continue;
    for (const link of repositoryLinks(readFileSync(join(dir, page), 'utf8'))) {
      const target = resolveLink(posix.dirname(page).replace(/^\.$/, ''), link.target);
      if (target?.path && !existsSync(join(dir, target.path))) out.add(`${page} -> ${link.target}`);
    }
  }
  return out;
}

interface Figures {
  pages: number;
  files: number;
  pushSeconds: number;
  batches: number;
  pullSeconds: number;
  dryRunBytes: number;
}
const figures: Record<string, Figures> = {};

/** The whole round trip of issue 21's list, for one repository folder (a copy, under git). */
async function roundTrip(name: string, source: string, write?: (dir: string) => void): Promise<void> {
  const dir = join(work, name);
  if (write) write(dir);
  else cpSync(source, dir, { recursive: true, filter: (p) => !p.split(sep).includes('.git') });
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'as checked out');
  served.set(name, dir);
  const filesUrl = `${files.url}/${encodeURIComponent(name)}/`;
  const space = (await json(['spaces', 'create', '--title', name.slice(0, 50)])).id as string;

  // A dry run without a way to send large files exits as the real run does, having sent nothing.
  const dryNoUrl = await cli(['cr', 'push', dir, '--space', space, '--dry-run']);
  const realNoUrl = await cli(['cr', 'push', dir, '--space', space]);
  expect(dryNoUrl.exitCode).toBe(realNoUrl.exitCode);
  expect(dryNoUrl.stderr.split('\n').filter((l) => l.startsWith('docs-cli: ') && !l.includes('warning'))).toEqual(
    realNoUrl.stderr.split('\n').filter((l) => l.startsWith('docs-cli: ') && !l.includes('warning')),
  );
  expect(await json<any[]>(['cr', 'list', '--space', space, '--status', 'archived'])).toEqual([]);
  // A dry run prints the plan (small); with --verbose the requests, file bodies as size and hash.
  const dry = await cli(['cr', 'push', dir, '--space', space, '--files-url', filesUrl, '--dry-run']);
  expect(dry.exitCode, dry.stderr.slice(-2000)).toBe(0);
  expect(dry.stdout.length).toBeLessThan(100 * 1024);
  const verbose = await cli(['cr', 'push', dir, '--space', space, '--files-url', filesUrl, '--dry-run', '--verbose']);
  expect(verbose.exitCode).toBe(0);
  expect(verbose.stdout).toContain('"changes": [');
  expect(verbose.stdout).not.toMatch(/"base64": "[A-Za-z0-9+/=]{64,}/);

  const started = Date.now();
  const first = await cli(['cr', 'push', dir, '--space', space, '--files-url', filesUrl, '-o', 'json']);
  const pushSeconds = (Date.now() - started) / 1000;
  expect(first.exitCode, first.stderr.slice(-3000)).toBe(0);
  const pushed = JSON.parse(first.stdout);
  expect((await cli(['cr', 'merge', String(pushed.changeRequest), '--space', space])).exitCode).toBe(0);
  await editLeftOut(dir, space, filesUrl);

  // Into an empty folder: every page and file GitBook holds, at the same path, byte for byte.
  const fresh = join(work, `${name}-fresh`);
  const pullStarted = Date.now();
  const pulled = await cli(['spaces', 'pull', space, fresh]);
  const pullSeconds = (Date.now() - pullStarted) / 1000;
  expect(pulled.exitCode, pulled.stderr).toBe(0);
  expect(pulled.stderr).not.toContain('MaxListenersExceededWarning');
  expect(first.stderr).not.toContain('MaxListenersExceededWarning');
  const expected = expectedFiles(dir);
  const got = filesUnder(fresh).sort();
  // Every page SUMMARY.md lists, every asset, the structure files, and the files pages link to.
  expect(expected.filter((path) => !got.includes(path))).toEqual([]);
  for (const path of got)
    expect(readFileSync(join(fresh, path)).equals(readFileSync(join(dir, path))), path).toBe(true);

  // Into the folder it came from: nothing changes.
  const check = await cli(['spaces', 'pull', space, dir, '--check']);
  expect([check.exitCode, check.stdout]).toEqual([0, '']);
  const again = await cli(['spaces', 'pull', space, dir]);
  expect([again.exitCode, again.stdout]).toEqual([0, '']);
  expect(git(dir, 'status', '--porcelain')).toBe('');

  // A second push sends nothing and opens no change request.
  const drafts = async () => (await json<any[]>(['cr', 'list', '--space', space, '--status', 'draft'])).length;
  const before = await drafts();
  const second = await cli(['cr', 'push', dir, '--space', space, '--files-url', filesUrl]);
  expect(second.exitCode).toBe(0);
  expect(second.stdout.split('\n').pop()).toBe(
    `nothing to push: the space already matches ${dir}; no change request was opened`,
  );
  expect(await drafts()).toBe(before);

  // `.gitbook.yaml` redirects answer 301 on the published site.
  const config = existsSync(join(dir, '.gitbook.yaml')) ? readFileSync(join(dir, '.gitbook.yaml'), 'utf8') : '';
  const { readConfig } = await import('../../src/common/gitsync/reader.js');
  const redirects = Object.entries(readConfig(config || undefined).redirects);
  if (redirects.length) {
    const site = (await json(['sites', 'create', '--title', name.slice(0, 40), '--space', space])).id as string;
    await json(['sites', 'publish', site]);
    const base = `${(await json(['sites', 'get', site])).urls.published.replace(/\/?$/, '/')}`;
    let answered = 0;
    for (const [from, to] of redirects.slice(0, 5)) {
      const target = to.replace(/^\.\//, '').replace(/#.*$/, '');
      const exists =
        existsSync(join(dir, target)) &&
        (statSync(join(dir, target)).isFile() || existsSync(join(dir, target, 'README.md')));
      if (!exists) continue;
      const res = await exchange('GET', new URL(`${base}${from.replace(/^\//, '')}`));
      expect(res.status, from).toBe(301);
      expect((await exchange('GET', new URL(res.location!, base))).status, `${from} -> ${res.location}`).toBe(200);
      answered++;
    }
    expect(answered).toBeGreaterThan(0);
  }

  // A page moved on the service and pulled: links to it and from it still resolve on disk.
  const pages = expected.filter((p) => /\.md$/.test(p) && p !== 'SUMMARY.md' && !p.startsWith('.gitbook/'));
  const brokenBefore = brokenLinks(dir, pages);
  const tree = (await api('GET', `/spaces/${space}/content`)).pages as any[];
  const flat: Array<{ page: any; parent?: any }> = [];
  const visit = (list: any[], parent?: any) => {
    for (const p of list) {
      flat.push({ page: p, parent });
      visit(p.pages ?? [], p);
    }
  };
  visit(tree);
  const docs = flat.filter((f) => f.page.type === 'document');
  const linkedTo = (path: string) =>
    pages.some((p) => readFileSync(join(dir, p), 'utf8').includes(posix.basename(path)));
  const moving = docs.find(
    (f) =>
      f.parent?.type === 'document' &&
      f.page.pages.length === 0 &&
      f.page.git?.path &&
      linkedTo(f.page.git.path) &&
      repositoryLinks(readFileSync(join(dir, f.page.git.path), 'utf8')).some((l) =>
        resolveLink(posix.dirname(f.page.git.path), l.target),
      ),
  )!;
  // Into another page, outside the moved page's own parent: its file goes into that page's folder.
  const into = docs.find(
    (f) =>
      f.page.id !== moving.parent.id &&
      f.page.id !== moving.page.id &&
      f.page.git?.path &&
      f.parent?.id !== moving.page.id,
  )!;
  const cr = await api('POST', `/spaces/${space}/change-requests`, { subject: 'Move a page' });
  await api('POST', `/spaces/${space}/change-requests/${cr.id}/content`, {
    changes: [{ operation: 'update_page', page: moving.page.id, into: into.page.id }],
  });
  expect((await cli(['cr', 'merge', String(cr.number), '--space', space])).exitCode).toBe(0);
  const moved = await cli(['spaces', 'pull', space, dir]);
  expect(moved.exitCode, moved.stderr).toBe(0);
  const oldPath = moving.page.git.path as string;
  const newPath = (await api('GET', `/spaces/${space}/content/page/${moving.page.id}`)).git.path as string;
  expect(newPath).not.toBe(oldPath);
  expect(moved.stdout.split('\n')).toEqual(expect.arrayContaining([`A ${newPath}`, `D ${oldPath}`]));
  expect(existsSync(join(dir, oldPath))).toBe(false);
  if (readdirSync(dirname(join(dir, oldPath)), { withFileTypes: true }).length === 0)
    throw new Error(`the folder of ${oldPath} was left empty`);
  const after = pages.map((p) => (p === oldPath ? newPath : p));
  const brokenAfter = [...brokenLinks(dir, after)].map((b) =>
    b.startsWith(`${newPath} -> `) ? `${oldPath} -> ${b.slice(newPath.length + 4)}` : b,
  );
  const newlyBroken = brokenAfter.filter((b) => !brokenBefore.has(b) && !b.startsWith(`${oldPath} -> `));
  expect(newlyBroken).toEqual([]);
  // The moved page's own links: as many resolve from its new place as did from the old one.
  const resolving = (page: string) =>
    repositoryLinks(readFileSync(join(dir, page), 'utf8')).filter((l) => {
      const t = resolveLink(posix.dirname(page), l.target);
      return t?.path && existsSync(join(dir, t.path));
    }).length;
  const beforeCount = repositoryLinks(git(dir, 'show', `HEAD:${oldPath}`)).filter((l) => {
    const t = resolveLink(posix.dirname(oldPath), l.target);
    return t?.path && existsSync(join(dir, t.path === newPath ? newPath : t.path));
  }).length;
  expect(resolving(newPath)).toBeGreaterThanOrEqual(beforeCount);

  figures[name] = {
    pages: pages.length,
    files: got.length - pages.length,
    pushSeconds,
    batches: pushed.batches,
    pullSeconds,
    dryRunBytes: dry.stdout.length,
  };
  console.log(`${name}: ${JSON.stringify(figures[name])}`);
}

/**
 * Files the merged push left out (a page SUMMARY.md does not list, a file no page links to),
 * edited in the folder since: the space never held them, so they are no conflict. The next push
 * has nothing to send and leaves the edits in the folder (restored after, for the round trip).
 */
async function editLeftOut(dir: string, space: string, filesUrl: string): Promise<void> {
  const held = new Set(expectedFiles(dir));
  const linked = linkedFiles(dir);
  const leftOut = filesUnder(dir)
    .filter((path) => !held.has(path) && !linked.has(path) && !path.startsWith('.gitbook/') && path !== '.gitbook.yaml')
    .slice(0, 3);
  const edited = new Map(
    leftOut.map((path) => [path, Buffer.concat([readFileSync(join(dir, path)), Buffer.from('\nEdited here.\n')])]),
  );
  for (const [path, bytes] of edited) writeFileSync(join(dir, path), bytes);
  const res = await cli(['cr', 'push', dir, '--space', space, '--files-url', filesUrl]);
  expect(res.exitCode, res.stderr.slice(-2000)).toBe(0);
  expect(res.stdout.split('\n').pop()).toBe(
    `nothing to push: the space already matches ${dir}; no change request was opened`,
  );
  for (const [path, bytes] of edited) expect(readFileSync(join(dir, path)).equals(bytes), path).toBe(true);
  if (edited.size) git(dir, 'checkout', '--', ...edited.keys());
  console.log(`${posix.basename(dir)}: left-out files edited: ${[...edited.keys()].join(', ') || 'none'}`);
}

/** The files the folder's pages link to (a push sends them), each page's links read once. */
function linkedFiles(dir: string): Set<string> {
  const out = new Set<string>();
  for (const page of filesUnder(dir).filter((p) => /\.md$/.test(p)))
    for (const link of repositoryLinks(readFileSync(join(dir, page), 'utf8'))) {
      const target = resolveLink(posix.dirname(page).replace(/^\.$/, ''), link.target)?.path;
      if (target) out.add(target);
    }
  return out;
}

describe('Git Sync repositories round-trip through a separate server', () => {
  it('our own fixture: groups, link entries, legacy entries, redirects, a large GIF, figures, folded front matter', async () => {
    await roundTrip('fixture', '', writeGitSyncRepo);
  }, 180_000);

  for (const repo of REAL_REPOS) {
    const source = REAL ? join(REAL, repo.folder) : '';
    const reason = !REAL
      ? 'DOCS_CLI_REAL_REPOS is not set'
      : !existsSync(join(source, 'SUMMARY.md'))
        ? `${relative(REAL, source) || source} is missing`
        : undefined;
    it.skipIf(reason !== undefined)(
      `${repo.name}${reason ? ` (skipped: ${reason})` : ''}`,
      async () => {
        await roundTrip(repo.name, source);
      },
      900_000,
    );
  }
});
