import { cpSync, createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, posix, sep } from 'node:path';
import type { Browser } from 'playwright-core';
import { runBin } from './bin.js';
import { readConfig } from '../../src/common/gitsync/reader.js';
import { readFolderSite } from './folder-site.js';
import { startListener, type Listener } from './listener.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { checkSite, type SiteReport } from './site-check.js';
import { git } from './git.js';
import { filesUnder } from './snapshot.js';

/**
 * A Git Sync repository no one here chose, through the built binary against `docs-cli server
 * start` in a folder of its own, as a new user would: the first push as checked out (every file
 * over 1 MB sent by `--files-url` from a static server on loopback), a pull into an empty folder
 * compared byte for byte, a pull in place and `pull --check` (nothing may change), a no-op push
 * (nothing sent), then the published site crawled in headless Chromium (`checkSite`). Used by
 * `scripts/try-repos.mjs`; the repository is copied to a temporary folder and never touched.
 */
export interface RepoFigures {
  name: string;
  /** Pages and files the space holds after the first push, and their bytes in the repository. */
  pages: number;
  files: number;
  bytes: number;
  pushExit: number;
  pushSeconds: number;
  /** Of the pages and files the space holds, those a pull into an empty folder wrote byte-identical. */
  identicalPages: number;
  identicalFiles: number;
  /** Files a pull into an empty folder wrote differently, or did not write, or wrote besides. */
  pullDiffers: string[];
  pullMissing: string[];
  pullExtra: string[];
  /** `git status --porcelain` after a pull into the pushed folder, and `pull --check`'s exit. */
  inPlaceChanges: string[];
  checkExit: number;
  /** Whether the second push sent nothing and opened no change request. */
  noOpSilent: boolean;
  site?: SiteReport;
  /** `.gitbook.yaml` redirects to a page of the folder, and those that answer 301 to a page that answers 200. */
  redirects?: { checked: number; answered: number };
  /** What stopped the run or went wrong, one line each. */
  failures: string[];
}

interface TreePage {
  id: string;
  type: string;
  path?: string;
  git?: { path?: string };
  pages?: TreePage[];
}

const flatten = (pages: TreePage[]): TreePage[] => pages.flatMap((p) => [p, ...flatten(p.pages ?? [])]);

export interface TryRepoContext {
  server: ServerProcess;
  /** A loopback server of the folder being pushed, for `--files-url`. */
  files: Listener;
  serve(dir: string | undefined): void;
  browser?: Browser;
  work: string;
}

/** The server, the file server and the browser one run of many repositories shares. */
export async function startTryRepos(browser?: Browser): Promise<TryRepoContext & { close(): Promise<void> }> {
  const server = await startServerProcess(['--allow-fetch', '127.0.0.1']);
  let served: string | undefined;
  const files = await startListener('127.0.0.1', (req, res) => {
    const rest = decodeURIComponent(new URL(req.url!, 'http://x').pathname).split('/').slice(1);
    const path = served && join(served, ...rest);
    if (!served || !path?.startsWith(served + sep) || !existsSync(path) || !statSync(path).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-length': statSync(path).size });
    createReadStream(path).pipe(res);
  });
  const work = mkdtempSync(join(tmpdir(), 'docs-cli-try-repos-'));
  return {
    server,
    files,
    serve: (dir) => {
      served = dir;
    },
    ...(browser ? { browser } : {}),
    work,
    close: async () => {
      await files.close();
      await server.stop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

export async function tryRepo(ctx: TryRepoContext, source: string, name = basename(source)): Promise<RepoFigures> {
  const env = {
    DOCS_CLI_API_URL: ctx.server.url,
    DOCS_CLI_TOKEN: ctx.server.token,
    DOCS_CLI_CONFIG_DIR: join(ctx.work, 'config'),
    CI: 'true',
  };
  const cli = (args: string[]) => runBin(args, env, { cwd: ctx.work });
  const json = async <T = any>(args: string[]): Promise<T> => {
    const res = await cli([...args, '-o', 'json']);
    if (res.exitCode !== 0) throw new Error(`docs-cli ${args.join(' ')} exited ${res.exitCode}: ${res.stderr.trim()}`);
    return JSON.parse(res.stdout) as T;
  };
  const api = async <T = any>(path: string): Promise<T> => {
    const res = await fetch(`${ctx.server.url}/v1${path}`, {
      headers: { authorization: `Bearer ${ctx.server.token}` },
    });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  const figures: RepoFigures = {
    name,
    pages: 0,
    files: 0,
    bytes: 0,
    pushExit: -1,
    pushSeconds: 0,
    identicalPages: 0,
    identicalFiles: 0,
    pullDiffers: [],
    pullMissing: [],
    pullExtra: [],
    inPlaceChanges: [],
    checkExit: -1,
    noOpSilent: false,
    failures: [],
  };
  const fail = (line: string) => figures.failures.push(line);
  const firstLines = (text: string) =>
    text
      .split('\n')
      .filter((l) => l.trim())
      .slice(0, 6)
      .join(' | ');

  const dir = join(ctx.work, name);
  cpSync(source, dir, { recursive: true, filter: (p) => !p.split(sep).includes('.git') });
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'as checked out');
  ctx.serve(dir);
  const filesUrl = `${ctx.files.url}/`;
  const space = (await json(['spaces', 'create', '--title', name.slice(0, 50)])).id as string;

  // 1. The first push, as checked out.
  const started = Date.now();
  const first = await cli(['cr', 'push', dir, '--space', space, '--files-url', filesUrl, '-o', 'json']);
  figures.pushSeconds = Math.round((Date.now() - started) / 100) / 10;
  figures.pushExit = first.exitCode;
  if (first.exitCode !== 0) {
    fail(`push exited ${first.exitCode}: ${firstLines(first.stderr)}`);
    return figures;
  }
  const pushed = JSON.parse(first.stdout);
  const merged = await cli(['cr', 'merge', String(pushed.changeRequest), '--space', space]);
  if (merged.exitCode !== 0) {
    fail(`merge exited ${merged.exitCode}: ${firstLines(merged.stderr)}`);
    return figures;
  }
  const tree = flatten(((await api(`/spaces/${space}/content`)).pages ?? []) as TreePage[]);
  const documents = tree.filter((p) => p.type === 'document' && p.git?.path);
  const held: Array<{ id: string; git?: { path?: string } }> = [];
  for (let page: string | undefined = ''; page !== undefined; ) {
    const res: any = await api(`/spaces/${space}/content/files?limit=1000${page ? `&page=${page}` : ''}`);
    held.push(...(res.items ?? []));
    page = res.next?.page;
  }
  const pagePaths = documents.map((p) => p.git!.path!);
  const filePaths = held.flatMap((f) => (f.git?.path ? [f.git.path] : []));
  figures.pages = pagePaths.length;
  figures.files = filePaths.length;

  // 2. Into an empty folder: every page and file the space holds, byte for byte. The space's git
  // paths are under the docs root (`root:` of .gitbook.yaml); the pull writes the whole repository.
  const fresh = join(ctx.work, `${name}-fresh`);
  const pulled = await cli(['spaces', 'pull', space, fresh]);
  if (pulled.exitCode !== 0) fail(`pull into an empty folder exited ${pulled.exitCode}: ${firstLines(pulled.stderr)}`);
  const root = readFolderSite(dir, name).root;
  const prefix = posix.relative(dir.split(sep).join('/'), root.split(sep).join('/'));
  const inRepo = (path: string) => (prefix && existsSync(join(dir, prefix, path)) ? `${prefix}/${path}` : path);
  const got = existsSync(fresh) ? filesUnder(fresh) : [];
  const gotSet = new Set(got);
  const same = (path: string) =>
    gotSet.has(path) &&
    existsSync(join(dir, path)) &&
    readFileSync(join(fresh, path)).equals(readFileSync(join(dir, path)));
  for (const path of pagePaths.map(inRepo)) {
    figures.bytes += existsSync(join(dir, path)) ? statSync(join(dir, path)).size : 0;
    if (same(path)) figures.identicalPages++;
  }
  for (const path of filePaths.map(inRepo)) {
    figures.bytes += existsSync(join(dir, path)) ? statSync(join(dir, path)).size : 0;
    if (same(path)) figures.identicalFiles++;
  }
  const expected = new Set([...pagePaths, ...filePaths].map(inRepo));
  figures.pullMissing = [...expected].filter((p) => !gotSet.has(p)).sort();
  for (const path of got) {
    if (!existsSync(join(dir, path))) figures.pullExtra.push(path);
    else if (!same(path)) figures.pullDiffers.push(path);
  }

  // 3. Into the folder it came from: nothing changes, and --check says so.
  const check = await cli(['spaces', 'pull', space, dir, '--check']);
  figures.checkExit = check.exitCode;
  if (check.exitCode !== 0) fail(`pull --check exited ${check.exitCode}: ${firstLines(check.stdout + check.stderr)}`);
  const again = await cli(['spaces', 'pull', space, dir]);
  if (again.exitCode !== 0) fail(`pull in place exited ${again.exitCode}: ${firstLines(again.stderr)}`);
  figures.inPlaceChanges = git(dir, 'status', '--porcelain')
    .split('\n')
    .filter((l) => l.trim());
  if (figures.inPlaceChanges.length) git(dir, 'checkout', '-q', '--', '.');
  if (figures.inPlaceChanges.length) git(dir, 'clean', '-qfd');

  // 4. A second push sends nothing and opens no change request.
  const drafts = async () => (await json<any[]>(['cr', 'list', '--space', space, '--status', 'draft'])).length;
  const before = await drafts();
  const second = await cli(['cr', 'push', dir, '--space', space, '--files-url', filesUrl]);
  figures.noOpSilent =
    second.exitCode === 0 &&
    (second.stdout.trim().split('\n').pop() ?? '').startsWith('nothing to push') &&
    (await drafts()) === before;
  if (!figures.noOpSilent) fail(`no-op push: exit ${second.exitCode}: ${firstLines(second.stdout + second.stderr)}`);

  // 5. The published site, crawled page by page.
  if (ctx.browser) {
    const site = (await json(['sites', 'create', '--title', name.slice(0, 40), '--space', space])).id as string;
    await json(['sites', 'publish', site]);
    const base = new URL((await json(['sites', 'get', site])).urls.published.replace(/\/?$/, '/'));
    const folder = readFolderSite(dir, name);
    // The site check names files under the docs root; the space's git paths may start at the repository.
    const underRoot = (path: string) =>
      prefix && path.startsWith(`${prefix}/`) ? path.slice(prefix.length + 1) : path;
    const byGitPath = new Map(documents.map((p) => [underRoot(p.git!.path!), p.path ?? '']));
    const filesById = new Map(held.map((f) => [f.id, underRoot(f.git?.path ?? '')]));
    const status = new Map<string, Promise<number>>();
    const answer = (url: string) => {
      const key = url.split('#')[0]!;
      if (!status.has(key))
        status.set(
          key,
          fetch(key, { redirect: 'follow' })
            .then((r) => r.status)
            .catch(() => 0),
        );
      return status.get(key)!;
    };
    figures.site = await checkSite(ctx.browser, folder, {
      pageUrl: (page) => {
        const path = byGitPath.get(page.source!);
        return path === undefined ? undefined : new URL(path, base).href;
      },
      fileOf: (src) => {
        const m = /\/_files\/([^/]+)\//.exec(src);
        return m ? filesById.get(decodeURIComponent(m[1]!)) : undefined;
      },
      own: (href) => href.startsWith(base.href),
      broken: async (href) => (await answer(href)) !== 200,
    });
    // Redirects of .gitbook.yaml whose target is a page of the folder: 301 on the site, to a page.
    const config = existsSync(join(dir, '.gitbook.yaml'))
      ? readFileSync(join(dir, '.gitbook.yaml'), 'utf8')
      : undefined;
    let redirects: Record<string, string> = {};
    try {
      redirects = readConfig(config).redirects;
    } catch (error) {
      fail(`.gitbook.yaml: ${(error as Error).message}`);
    }
    const pageSources = new Set(folder.pages.flatMap((p) => (p.source ? [p.source] : [])));
    figures.redirects = { checked: 0, answered: 0 };
    for (const [from, to] of Object.entries(redirects)) {
      const target = posix.normalize(to.replace(/#.*$/, '')).replace(/^(\.\/|\/)/, '');
      if (!pageSources.has(target) && !pageSources.has(`${target.replace(/\/$/, '')}/README.md`)) continue;
      figures.redirects.checked++;
      const fromUrl = new URL(from.replace(/^\//, ''), base);
      const res = await fetch(fromUrl, { redirect: 'manual' });
      const location = res.headers.get('location');
      // A redirect from the target page's own address (beefree-sdk-docs has one): the page answers.
      const own = folder.pages.find(
        (p) => p.source === target || p.source === `${target.replace(/\/$/, '')}/README.md`,
      );
      const ownUrl = own && byGitPath.has(own.source!) ? new URL(byGitPath.get(own.source!)!, base).href : undefined;
      if (res.status === 301 && location && (await answer(new URL(location, base).href)) === 200)
        figures.redirects.answered++;
      else if (res.status === 200 && ownUrl === fromUrl.href) figures.redirects.answered++;
      else fail(`redirect ${from} -> ${to}: ${res.status} ${location ?? ''}`.trim());
    }
    const s = figures.site;
    // A page SUMMARY.md lists twice is one page of the space.
    const read = new Set(folder.pages.flatMap((p) => (p.type === 'document' && p.source ? [p.source] : []))).size;
    if (read !== figures.pages)
      fail(`the site check read ${read} pages of the folder, the space holds ${figures.pages}`);
    if (s.notShown.length) fail(`pages not shown: ${s.notShown.slice(0, 5).join('; ')}`);
    if (s.tagsShown.length) fail(`tags as text: ${s.tagsShown.slice(0, 5).join('; ')}`);
    if (s.images.missing.length) fail(`images missing: ${s.images.missing.slice(0, 5).join('; ')}`);
    if (s.externalImages.missing.length)
      fail(`external images missing: ${s.externalImages.missing.slice(0, 5).join('; ')}`);
    if (s.links.brokenOnSiteOnly.length)
      fail(`links broken on the site only: ${s.links.brokenOnSiteOnly.slice(0, 5).join('; ')}`);
  }
  if (figures.pullMissing.length) fail(`pull did not write: ${figures.pullMissing.slice(0, 5).join('; ')}`);
  if (figures.pullDiffers.length) fail(`pull wrote differently: ${figures.pullDiffers.slice(0, 5).join('; ')}`);
  if (figures.inPlaceChanges.length) fail(`pull in place changed: ${figures.inPlaceChanges.slice(0, 5).join('; ')}`);
  return figures;
}
