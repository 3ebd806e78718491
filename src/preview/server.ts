/**
 * `docs-cli preview`: a local folder served on loopback as its published site would look, by the
 * one site renderer. The folder is read once (then again after each change, from a cache of file
 * bytes that keeps what did not change); pages are rendered when asked for and kept until the
 * next change. A watcher on the folder clears what changed and tells open pages over server-sent
 * events, and they reload themselves. Each page shows its problems in a banner; the terminal
 * gets one line per problem.
 */
import { readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, sep } from 'node:path';
import { prefersMarkdown, twinPathFor } from '../site/llms.js';
import { PUBLISHED_HEADERS, userFileHeaders } from '../server/headers.js';
import { pageFile, SpaceIndex } from '../site/links.js';
import { loadSiteModel, type SourcePage } from '../site/model.js';
import { escapeHtml, renderNotFound } from '../site/page.js';
import { StaticSite, type SiteFile } from '../site/site.js';
import { MARKDOWN_LIMITS, MarkdownLimitError } from '../common/markdown/limits.js';
import { withStepLimit } from '../common/markdown/steps.js';
import { MCP_PATH } from '../site/mcp.js';
import { VERSION } from '../version.js';
import { EVENTS_PATH, PREVIEW_CSS, PREVIEW_JS, SCRIPT_PATH, STYLE_PATH } from './assets.js';
import { readFolderSite } from './folder-site.js';
import { hostAllowed, previewHosts } from './hosts.js';
import { pageProblems, type PageProblem } from './problems.js';

export interface PreviewOptions {
  dir: string;
  host: string;
  port: number;
  /** One line for the terminal (stderr). */
  log(line: string): void;
}

export interface Preview {
  url: string;
  close(): Promise<void>;
}

interface PageEntry {
  page: SourcePage;
  index: SpaceIndex;
  bodyLine: number;
  /** The space's folder relative to the served folder ('' for a space folder): problems name files from there. */
  folder: string;
}

type Built = { site: StaticSite; pages: Map<string, PageEntry>; byFile: Map<string, PageEntry> } | { error: string };

const HTML = 'text/html; charset=utf-8';
const IGNORED = /(^|[\\/])(\.git|node_modules)([\\/]|$)/;
/** Changes that come together (an editor's save, a checkout) make one reload. */
const SETTLE_MS = 60;
const HEARTBEAT_MS = 20_000;
/** Bytes of pages a preview renders ahead of their views, at most (per build of the folder). */
const AHEAD_BYTES = 64 * 1024 * 1024;
/**
 * Parser steps (steps.ts) each parse of a page rendered ahead may take: the floor of the
 * service's limit, so that a view waits for a short slice at most (rendering runs on the thread
 * that answers). A page that needs more (a long real page, an attack) is rendered on its view.
 */
const AHEAD_STEPS = MARKDOWN_LIMITS.stepsFloor;
/** Pages longer than this are rendered on their view only (a slice would not hold them). */
const AHEAD_PAGE_CHARACTERS = 64 * 1024;
/** How often the folder is looked at to see whether it was removed or replaced (one stat). */
const FOLDER_POLL_MS = 500;

const flatten = (pages: SourcePage[]): SourcePage[] => pages.flatMap((p) => [p, ...flatten(p.pages ?? [])]);
const isDocument = (p: SourcePage) => p.type !== 'group' && p.type !== 'link';
const inFolder = (folder: string, file: string) => (folder ? `${folder}/${file}` : file);
export const problemLine = (p: PageProblem) => `${p.file}:${p.line}: ${p.message}`;

/** Pages rendered ahead of their view, and on a view (asked for `.html`), since the process started. */
const renders = { ahead: 0, onView: 0 };
export const previewRenders = (): Readonly<typeof renders> => ({ ...renders });

export async function startPreview(options: PreviewOptions): Promise<Preview> {
  const top = options.dir;
  const bytes = new Map<string, Uint8Array>();
  const read = (absolute: string): Uint8Array => {
    let known = bytes.get(absolute);
    if (!known) {
      known = readFileSync(absolute);
      bytes.set(absolute, known);
    }
    return known;
  };
  /** Pages as served (banner and script in), by site path; cleared on every change. */
  const rendered = new Map<string, { body: Buffer; status: number }>();
  /** What the terminal was last told about each file, so a page served again repeats nothing. */
  const told = new Map<string, string>();
  const clients = new Set<ServerResponse>();
  const hosts = previewHosts(options.host);

  const build = async (): Promise<Built> => {
    try {
      const folderSite = readFolderSite(top, read);
      const model = await loadSiteModel(folderSite.source);
      const site = new StaticSite(model, folderSite.source);
      const pages = new Map<string, PageEntry>();
      const byFile = new Map<string, PageEntry>();
      for (const section of model.sections)
        for (const variant of section.variants) {
          const documents = flatten(variant.pages).filter(isDocument);
          const index = new SpaceIndex(variant, documents);
          const folder = folderSite.folderOf.get(variant.spaceId) ?? '';
          for (const page of documents) {
            const entry = { page, index, bodyLine: folderSite.bodyLine.get(page.id) ?? 0, folder };
            pages.set(pageFile(variant, page), entry);
            if (page.source) byFile.set(inFolder(folder, page.source), entry);
          }
          const first = documents[0];
          if (first && !pages.has('index.html')) pages.set('index.html', pages.get(pageFile(variant, first))!);
        }
      return { site, pages, byFile };
    } catch (error) {
      return { error: (error as Error).message };
    }
  };
  /** Why the folder cannot be shown, as last said (undefined while it can). */
  let failing: string | undefined;
  // Read once the server listens: the URL is printed first, the first page waits for this.
  let current: Promise<Built> = new Promise<void>((resolve) => setImmediate(resolve)).then(build).then((built) => {
    if ('error' in built) failing = built.error;
    else renderAhead(built, []);
    return built;
  });

  /**
   * Pages rendered ahead of their view, by the build they were rendered from: the first page at
   * once, then (a change: the changed files' pages first) the rest as they come, one page a turn
   * of the event loop, each within `AHEAD_STEPS`, so a view asked meanwhile waits for a short
   * slice at most. A newer build stops
   * the run of an older one. Bounded by bytes: past `AHEAD_BYTES` the rest render on their view.
   */
  const aheadOf = new WeakMap<object, Map<string, SiteFile>>();
  let closed = false;
  const renderAhead = (built: Exclude<Built, { error: string }>, first: string[]) => {
    const files = new Map<string, SiteFile>();
    aheadOf.set(built, files);
    const paths = built.site.paths().filter((p) => p.endsWith('.html'));
    const order = [...new Set([...first.filter((p) => paths.includes(p)), 'index.html', ...paths])];
    let bytes = 0;
    void (async () => {
      for (const path of order) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (closed || (await current) !== built || bytes > AHEAD_BYTES) return;
        if (files.has(path) || (built.pages.get(path)?.page.markdown?.length ?? 0) > AHEAD_PAGE_CHARACTERS) continue;
        let file: SiteFile | undefined;
        try {
          file = await withStepLimit(
            () => AHEAD_STEPS,
            () => built.site.file(path),
          );
        } catch (error) {
          // Over the slice: rendered on its view, within the service's limits, as before.
          if (error instanceof MarkdownLimitError || error instanceof RangeError) continue;
          throw error;
        }
        if (!file) continue;
        files.set(path, file);
        renders.ahead++;
        bytes += typeof file.body === 'string' ? file.body.length * 2 : file.body.length;
      }
    })().catch(() => undefined); // a page that fails now fails (and says why) on its view
  };
  /** The file at `path`: rendered ahead, or now. */
  const fileOf = async (built: Exclude<Built, { error: string }>, path: string): Promise<SiteFile | undefined> => {
    const ready = aheadOf.get(built)?.get(path);
    if (ready) return ready;
    if (path.endsWith('.html')) renders.onView++;
    return built.site.fileWithinLimits(path);
  };

  /** `refused`: why the site showed the page as a notice (its one problem, not parsed again). */
  const report = (entry: PageEntry, again: boolean, refused?: string): PageProblem[] => {
    const file = inFolder(entry.folder, entry.page.source ?? entry.page.path);
    const problems = refused
      ? [{ file, line: 1, message: refused }]
      : pageProblems(entry.page, entry.index, entry.bodyLine).map((p) => ({
          ...p,
          file: inFolder(entry.folder, p.file),
        }));
    const said = problems.map(problemLine).join('\n');
    if (again || told.get(file) !== said) {
      for (const p of problems) options.log(problemLine(p));
      told.set(file, said);
    }
    return problems;
  };

  const inject = (html: string, problems: PageProblem[]): string => {
    const head = `<link rel="stylesheet" href="${STYLE_PATH}"><script src="${SCRIPT_PATH}" defer></script></head>`;
    const banner = problems.length
      ? `<aside class="docs-cli-problems" role="status" aria-label="Problems on this page"><strong>${problems.length} problem${problems.length === 1 ? '' : 's'} on this page</strong><ul>${problems
          .map((p) => `<li><code>${escapeHtml(`${p.file}:${p.line}`)}</code> ${escapeHtml(p.message)}</li>`)
          .join('')}</ul></aside>`
      : '';
    return html.replace('</head>', head).replace(/<body>/, `<body>${banner}`);
  };

  const send = (res: ServerResponse, status: number, headers: Record<string, string>, body: string | Uint8Array) => {
    res.writeHead(status, { 'cache-control': 'no-store', ...headers });
    res.end(body);
  };

  const page = (res: ServerResponse, status: number, html: string) =>
    send(res, status, { ...PUBLISHED_HEADERS, 'content-type': HTML }, html);

  const events = (req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
    });
    res.write('retry: 1000\n\n');
    clients.add(res);
    req.on('close', () => clients.delete(res));
  };

  const answer = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // A page of another origin whose name was made to point at this machine (DNS rebinding) is not answered.
    if (!hostAllowed(hosts, req.headers.host))
      return send(
        res,
        421,
        { 'content-type': 'text/plain; charset=utf-8' },
        `This preview answers only the host names it was started for (${[...hosts.names].join(', ')})\n`,
      );
    if (isMcpPath(req.url)) return mcp(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, 405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }, 'method not allowed\n');
    const url = new URL(req.url ?? '/', 'http://preview.invalid');
    if (url.pathname === EVENTS_PATH) return events(req, res);
    if (url.pathname === SCRIPT_PATH)
      return send(res, 200, { 'content-type': 'text/javascript; charset=utf-8' }, PREVIEW_JS);
    if (url.pathname === STYLE_PATH) return send(res, 200, { 'content-type': 'text/css; charset=utf-8' }, PREVIEW_CSS);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname).replace(/^\/+/, '');
    } catch {
      return page(res, 400, renderNotFound('this address is not valid'));
    }
    const twin = prefersMarkdown(req.headers.accept)
      ? twinPathFor(path.replace(/\/$/, ''), path === '' || path.endsWith('/'))
      : undefined;
    if (path === '' || path.endsWith('/')) path += 'index.html';
    const built = await current;
    if ('error' in built)
      return page(
        res,
        422,
        inject(renderNotFound(`The folder cannot be shown: ${built.error}`), [
          { file: '.', line: 0, message: built.error },
        ]),
      );
    // A page's own URL asked for as markdown answers its `.md` twin.
    const markdown = twin && !('error' in built) ? await built.site.fileWithinLimits(twin) : undefined;
    if (markdown)
      return send(
        res,
        200,
        { 'content-type': markdown.contentType, 'x-content-type-options': 'nosniff', vary: 'Accept' },
        markdown.body,
      );
    const known = rendered.get(path);
    if (known) return send(res, known.status, { ...PUBLISHED_HEADERS, 'content-type': HTML }, known.body);
    for (const candidate of [path, `${path}.html`]) {
      const file = await fileOf(built, candidate);
      if (!file) continue;
      if (!file.contentType.startsWith('text/html')) {
        const name = candidate.slice(candidate.lastIndexOf('/') + 1);
        const headers = candidate.startsWith('_files/')
          ? userFileHeaders(file.contentType, name)
          : { 'content-type': file.contentType, 'x-content-type-options': 'nosniff' };
        return send(res, 200, headers, file.body);
      }
      const entry = built.pages.get(candidate);
      const problems = entry ? report(entry, false, built.site.refusedWhy(candidate)) : [];
      const body = Buffer.from(inject(String(file.body), problems));
      // The answer is kept only if no change came while it was rendered.
      if ((await current) === built) rendered.set(path, { body, status: 200 });
      return send(res, 200, { ...PUBLISHED_HEADERS, 'content-type': HTML }, body);
    }
    if (await built.site.file(`${path}/index.html`)) {
      res.writeHead(302, { location: `${url.pathname}/`, 'cache-control': 'no-store' });
      return void res.end();
    }
    return page(res, 404, inject(renderNotFound(`no page at /${path}`), []));
  };

  /** The site's MCP server (site/mcp.ts), on the folder as the preview shows it. */
  const mcp = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { answerMcp, MCP_MAX_BODY } = await import('../site/mcp.js');
    const body = await readBounded(req, MCP_MAX_BODY);
    const built = await current;
    if ('error' in built)
      return send(
        res,
        503,
        { 'content-type': 'application/json' },
        JSON.stringify({ jsonrpc: '2.0', error: { code: -32001, message: built.error }, id: null }),
      );
    const site = built.site;
    const answer = await answerMcp(
      { method: req.method ?? 'GET', headers: req.headers as Record<string, string | undefined>, body },
      { title: site.model.title, model: async () => site.model, file: (path) => site.fileWithinLimits(path) },
      {
        siteUrl: `http://${req.headers.host}/`,
        query: '',
        hostAllowed: (name) => hosts.names.has(name),
        version: VERSION,
      },
    );
    send(res, answer.status, answer.headers, answer.body);
  };

  const server = createServer((req, res) => {
    answer(req, res).catch((error: Error) => {
      options.log(`docs-cli: preview: ${error.message}`);
      if (!res.headersSent) page(res, 500, renderNotFound(`This page could not be rendered: ${error.message}`));
      else res.end();
    });
  });
  const heartbeat = setInterval(() => {
    for (const client of clients) client.write(': still here\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  // Changes settle, then one rebuild: bytes of changed files are read again, the rest are kept.
  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let settling = false;
  const settle = async () => {
    timer = undefined;
    settling = true;
    const names = [...changed];
    changed.clear();
    for (const name of names) {
      const absolute = join(top, name);
      for (const key of bytes.keys()) if (key === absolute || key.startsWith(absolute + sep)) bytes.delete(key);
    }
    rendered.clear();
    current = build();
    const built = await current;
    settling = false;
    if (!('error' in built))
      renderAhead(
        built,
        names.flatMap((name) => {
          const entry = built.byFile.get(name.split(sep).join('/'));
          return entry ? [...built.pages].filter(([, e]) => e === entry).map(([path]) => path) : [];
        }),
      );
    refollow();
    const was = failing;
    failing = 'error' in built ? built.error : undefined;
    if ('error' in built) {
      if (built.error !== was) options.log(`docs-cli: preview: ${built.error}`);
    } else
      for (const name of names) {
        const entry = built.byFile.get(name.split(sep).join('/'));
        if (entry) report(entry, true);
      }
    if (names.length || failing !== was)
      for (const client of clients) client.write(`event: change\ndata: ${JSON.stringify(names)}\n\n`);
  };
  const changes = (name: string) => {
    changed.add(name);
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void settle(), SETTLE_MS);
  };
  const watchFolder = (): FSWatcher => {
    const made = watch(top, { recursive: true }, (_event, name) => {
      if (name && !IGNORED.test(name)) changes(name);
    });
    made.on('error', (error) => options.log(`docs-cli: preview: watching stopped: ${error.message}`));
    return made;
  };
  let watcher: FSWatcher | undefined;
  try {
    watcher = watchFolder();
  } catch (error) {
    throw new Error(`cannot watch ${top}: ${(error as Error).message}`);
  }
  // A watch follows one folder: when it is removed (or replaced: a checkout, rm -rf and a copy) the
  // folder there now is watched and read again from scratch.
  let watched = folderIdentity(top);
  const refollow = () => {
    const now = folderIdentity(top);
    if (now === watched) return;
    watched = now;
    watcher?.close();
    watcher = undefined;
    if (now)
      try {
        watcher = watchFolder();
      } catch (error) {
        options.log(`docs-cli: preview: cannot watch ${top}: ${(error as Error).message}`);
      }
    bytes.clear();
    changes('.');
  };
  const follow = setInterval(() => {
    refollow();
    // A watch misses some changes (Node 20's reports no symbolic link removed): a folder that
    // cannot be shown is read again at each look until it can.
    if (failing !== undefined && !timer && !settling) void settle();
  }, FOLDER_POLL_MS);
  follow.unref();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((error: NodeJS.ErrnoException) => {
    watcher?.close();
    clearInterval(follow);
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}/`,
    close: async () => {
      closed = true;
      watcher?.close();
      clearInterval(follow);
      clearInterval(heartbeat);
      if (timer) clearTimeout(timer);
      for (const client of clients) client.end();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

const isMcpPath = (url: string | undefined) => (url ?? '').replace(/[?#].*$/, '') === `/${MCP_PATH}`;

/** The request's body, read up to one byte over `max` (the rest is drained, unread). */
function readBounded(req: IncomingMessage, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      if (size > max) return;
      chunks.push(chunk);
      size += chunk.length;
    });
    req.on('end', () => resolve(Buffer.concat(chunks).subarray(0, max + 1)));
    req.on('error', reject);
  });
}

/** Which folder is at `path` now, '' when there is none (a folder made again may get the inode of the one removed). */
function folderIdentity(path: string): string {
  try {
    const stat = statSync(path);
    return stat.isDirectory() ? `${stat.dev}:${stat.ino}:${stat.birthtimeMs}` : '';
  } catch {
    return '';
  }
}
