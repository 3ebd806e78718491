/**
 * Published URLs a change would break: pages of the space's main content (what its sites show)
 * whose URL path changes or that are gone. `.gitbook.yaml` redirects keep them alive: each lost
 * URL path is sent to the file of the page that is there now (moved), or to the nearest page
 * still standing above it (deleted).
 */
import { existsSync, lstatSync, readFileSync, writeFileSync } from 'node:fs';
import { UsageError } from '../errors.js';
import { join } from 'node:path';
import { download } from '../api/change-requests.js';
import type { ApiClient } from '../api/client.js';
import { getContent, type Page } from '../api/content.js';
import { readConfig } from '../common/gitsync/reader.js';
import { CONFIG_FILE, README } from '../common/gitsync/layout.js';
import { flattenTree, type FolderPage } from '../common/gitsync/folder.js';
import type { PlanStep } from './plan.js';

export interface LostUrl {
  /** The URL path (relative to the space's published root) that would answer 404. */
  from: string;
  /** The file of the page it should lead to. */
  to: string;
  why: 'moved' | 'deleted';
}

/** A page as this module compares them: its identity, file, URL path, and parent. */
interface Placed {
  id: string;
  file?: string;
  url: string;
  parent?: Placed;
}

function placedOf<T>(
  pages: T[],
  children: (p: T) => T[],
  slug: (p: T) => string,
  id: (p: T) => string | undefined,
  file: (p: T) => string | undefined,
  document: (p: T) => boolean,
): Placed[] {
  const out: Placed[] = [];
  const walk = (list: T[], prefix: string, parent?: Placed) => {
    for (const p of list) {
      const url = prefix ? `${prefix}/${slug(p)}` : slug(p);
      const me: Placed = {
        id: id(p) ?? '',
        url,
        ...(file(p) ? { file: file(p)! } : {}),
        ...(parent ? { parent } : {}),
      };
      if (document(p) && me.id) out.push(me);
      walk(children(p), url, document(p) ? me : parent);
    }
  };
  walk(pages, '');
  return out;
}

/** What leads where once `after` replaces `before`, leaving out URLs that still hold a page or a redirect. */
function compare(before: Placed[], after: Placed[], kept: Set<string>): LostUrl[] {
  const now = new Map(after.map((p) => [p.id, p]));
  const urls = new Set(after.map((p) => p.url.toLowerCase()));
  const home = after.find((p) => p.file === README) ?? after[0];
  const out: LostUrl[] = [];
  for (const page of before) {
    if (urls.has(page.url.toLowerCase()) || kept.has(page.url.toLowerCase())) continue;
    const moved = now.get(page.id);
    if (moved?.file) {
      out.push({ from: page.url, to: moved.file, why: 'moved' });
      continue;
    }
    let above = page.parent;
    while (above && !now.get(above.id)?.file) above = above.parent;
    const to = (above && now.get(above.id)?.file) ?? home?.file;
    if (to) out.push({ from: page.url, to, why: 'deleted' });
  }
  return out;
}

const isDocument = (p: { type?: string }) => p.type === 'document' || p.type === undefined;

/** Between two revisions of the API (a change request against its space's main content), by page id. */
export function lostUrlsBetween(before: Page[], after: Page[], kept: Set<string>): LostUrl[] {
  const placed = (pages: Page[]) =>
    placedOf(
      pages,
      (p) => p.pages ?? [],
      (p) => p.slug,
      (p) => p.id,
      (p) => p.git?.path,
      isDocument,
    );
  return compare(placed(before), placed(after), kept);
}

/**
 * Between the space's main content (`main`, read from the service) and a folder about to be
 * pushed into `target`: local pages are the target's (or main's) pages with the same file, or
 * those a planned move pairs them with.
 */
export function lostUrlsOfPush(
  main: FolderPage[],
  target: FolderPage[],
  local: FolderPage[],
  steps: PlanStep[],
  kept: Set<string>,
): LostUrl[] {
  const byFile = (pages: FolderPage[]) =>
    new Map(flattenTree(pages).flatMap((p) => (p.path && p.id ? [[p.path, p] as const] : [])));
  const mainByFile = byFile(main);
  // What the push is compared with (a change request may have moved pages already), then its moves.
  const idByFile = new Map([...mainByFile, ...byFile(target)].map(([file, p]) => [file, p.id!]));
  for (const step of steps) if (step.kind === 'move' && step.file) idByFile.set(step.file, step.page);
  const before = placedOf(
    main,
    (p) => p.pages,
    (p) => p.slug,
    (p) => p.id,
    (p) => p.path,
    (p) => p.kind === 'document',
  );
  // A page that stays in its file keeps the slug the service gave it (a push does not change it).
  const after = placedOf(
    local,
    (p) => p.pages,
    (p) => (p.path && mainByFile.get(p.path)?.slug) || p.slug,
    (p) => (p.path ? idByFile.get(p.path) : undefined),
    (p) => p.path,
    (p) => p.kind === 'document',
  );
  return compare(before, after, kept);
}

/** The redirects `.gitbook.yaml` already has, as the URL paths they answer (lower case). */
export const keptSources = (redirects: Record<string, string>) =>
  new Set(Object.keys(redirects).map((k) => k.replace(/^\.?\/+|\/+$/g, '').toLowerCase()));

/** One plan line per URL a push would break. */
export const lostUrlLines = (lost: LostUrl[], added: boolean) =>
  lost.map(
    (l) =>
      `redirect ${l.from} -> ${l.to} (${l.why === 'moved' ? 'moved' : 'deleted'}; ${added ? 'added to' : 'add with --redirects to'} ${CONFIG_FILE})`,
  );

/**
 * Adds redirects to the folder's `.gitbook.yaml`, at the end of its `redirects:` block (every other
 * line stays as written); a file without one gets it. `root` is the docs root the files are under.
 */
export function addRedirects(top: string, root: string, lost: LostUrl[]): void {
  const file = join(top, CONFIG_FILE);
  // The folder's own symbolic links are never written through.
  if (existsSync(file) && lstatSync(file).isSymbolicLink())
    throw new UsageError(
      `${CONFIG_FILE} is a symbolic link; add the redirects yourself: ${lost.map((l) => `${l.from}: ${l.to}`).join(', ')}`,
    );
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    text = '';
  }
  const prefix = root ? `${root}/` : '';
  const entry = (l: LostUrl, indent: string) =>
    `${indent}${JSON.stringify(l.from)}: ${JSON.stringify(l.to.startsWith(prefix) ? l.to.slice(prefix.length) : l.to)}`;
  const lines = text === '' ? [] : text.replace(/\n$/, '').split('\n');
  const at = lines.findIndex((l) => /^redirects:\s*(#.*)?$/.test(l));
  if (at < 0) {
    const block = ['redirects:', ...lost.map((l) => entry(l, '  '))];
    writeFileSync(file, `${[...lines, ...(lines.length ? [''] : []), ...block].join('\n')}\n`);
    return;
  }
  let end = at + 1;
  let indent = '  ';
  for (let i = at + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '' || /^\s+#/.test(line)) continue;
    if (!/^\s/.test(line)) break;
    indent = /^\s+/.exec(line)![0];
    end = i + 1;
  }
  lines.splice(end, 0, ...lost.map((l) => entry(l, indent)));
  writeFileSync(file, `${lines.join('\n')}\n`);
}

/** URLs a merge of change request `cr` would break, less those its `.gitbook.yaml` redirects keep. */
export async function lostUrlsOfMerge(api: ApiClient, space: string, cr: string): Promise<LostUrl[]> {
  let main: Awaited<ReturnType<typeof getContent>>;
  let request: typeof main;
  try {
    [main, request] = await Promise.all([getContent(api, { space }), getContent(api, { space, changeRequest: cr })]);
  } catch {
    // A warning is never the failure: the merge itself says what is wrong (an unknown request...).
    return [];
  }
  const config = request.files.find((f) => f.git?.path === CONFIG_FILE);
  let kept = new Set<string>();
  if (config) {
    try {
      kept = keptSources(readConfig((await download(api, config.downloadURL)).toString('utf8')).redirects);
    } catch {
      // an unreadable .gitbook.yaml keeps nothing
    }
  }
  return lostUrlsBetween(main.pages, request.pages, kept);
}
