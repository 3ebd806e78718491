import { pageTitle } from '../common/markdown/title.js';
import { similarPairs } from './similar.js';
import {
  flattenTree,
  pageSignature,
  type FolderFile,
  type FolderPage,
  type FolderTree,
} from '../common/gitsync/folder.js';

/** A page's handle while planning: its id, or a batch ref for a page the push creates. */
export type Handle = string;
export const NEW_PREFIX = 'docs-cli-new-';
export const isNew = (h: Handle) => h.startsWith(NEW_PREFIX);

export type PlanStep =
  | { kind: 'upload'; path: string; file: FolderFile; url?: string; storage?: boolean }
  | {
      kind: 'insert';
      path: string;
      ref: Handle;
      into: Handle | null;
      at: number;
      page: FolderPage;
    }
  /** A new page whose leading heading is not the title SUMMARY.md gives it: titled once it exists. */
  | { kind: 'retitle'; path: string; page: Handle; title: string }
  | {
      kind: 'move';
      path: string;
      from: string;
      page: Handle;
      into: Handle | null;
      /** Where it goes in the navigation (for the plan line). */
      under: string;
      slug?: string;
      file?: string;
    }
  | { kind: 'update'; path: string; page: Handle; local: FolderPage; remote: FolderPage }
  | { kind: 'delete'; path: string; page: Handle }
  | { kind: 'reorder'; path: string; page: Handle; at: number };

/** Children of each parent handle ('' for the root), as the service will hold them. */
class SimTree {
  private readonly children = new Map<Handle, Handle[]>();
  private readonly parent = new Map<Handle, Handle>();
  constructor(pages: FolderPage[]) {
    const add = (list: FolderPage[], parent: Handle) => {
      this.children.set(
        parent,
        list.map((p) => p.id!),
      );
      for (const p of list) {
        this.parent.set(p.id!, parent);
        add(p.pages, p.id!);
      }
    };
    add(pages, '');
  }
  list(parent: Handle): Handle[] {
    if (!this.children.has(parent)) this.children.set(parent, []);
    return this.children.get(parent)!;
  }
  parentOf = (h: Handle) => this.parent.get(h);
  remove(h: Handle): void {
    const list = this.list(this.parent.get(h) ?? '');
    list.splice(list.indexOf(h), 1);
    this.parent.delete(h);
  }
  insert(h: Handle, parent: Handle, at?: number): void {
    const list = this.list(parent);
    list.splice(at ?? list.length, 0, h);
    this.parent.set(h, parent);
  }
}

/** Parents before children, siblings in order. */
function breadthFirst(pages: FolderPage[]): Array<{ page: FolderPage; parent?: FolderPage; siblings: FolderPage[] }> {
  const out: Array<{ page: FolderPage; parent?: FolderPage; siblings: FolderPage[] }> = [];
  let level: Array<{ list: FolderPage[]; parent?: FolderPage }> = [{ list: pages }];
  while (level.length) {
    const next: typeof level = [];
    for (const { list, parent } of level) {
      for (const page of list) {
        out.push({ page, parent, siblings: list });
        if (page.pages.length) next.push({ list: page.pages, parent: page });
      }
    }
    level = next;
  }
  return out;
}

/**
 * The smallest list of changes that makes the remote tree equal the local one: new pages
 * (parents first), renames and moves (same or similar text, new place), edits, deletions of pages gone
 * locally, then order fixes (`keepMissing`, for imports: no deletions, new pages appended, no reordering). `changedFiles` are the local files to upload.
 */
export function planPush(
  remote: FolderTree,
  local: FolderTree,
  changedFiles: Array<{ file: FolderFile; url?: string; storage?: boolean }>,
  options: { keepMissing?: boolean } = {},
): PlanStep[] {
  const remoteByKey = new Map(flattenTree(remote.pages).map((p) => [p.key, p]));
  const matchOf = (key: string) => remoteByKey.get(key);
  const localPages = breadthFirst(local.pages);
  const handle = new Map<FolderPage, Handle>();
  const counterpart = new Map<FolderPage, FolderPage>();
  const used = new Set<FolderPage>();
  for (const { page } of localPages) {
    const r = matchOf(page.key);
    if (r && !used.has(r)) {
      handle.set(page, r.id!);
      counterpart.set(page, r);
      used.add(r);
    }
  }
  // Renames and moves: a page gone from one place whose text appears, new, in another.
  const unmatchedRemote = [...remoteByKey.values()].filter((r) => !used.has(r));
  const movable = (p: FolderPage) => p.kind === 'document' && p.path !== undefined;
  for (const { page } of localPages) {
    if (handle.has(page) || page.body.trim() === '' || !movable(page)) continue;
    const r = unmatchedRemote.find((x) => !used.has(x) && movable(x) && x.body === page.body);
    if (!r) continue;
    handle.set(page, r.id!);
    counterpart.set(page, r);
    used.add(r);
  }
  // Moved and edited: similar enough text keeps the page (its id, its comments). Not for an
  // import, where a page the folder does not hold must stay as it is.
  if (!options.keepMissing) {
    const lonelyLocal = localPages.map(({ page }) => page).filter((p) => !handle.has(p) && movable(p));
    const lonelyRemote = unmatchedRemote.filter((r) => !used.has(r) && movable(r));
    for (const [l, r] of similarPairs(
      lonelyLocal.map((p) => p.body),
      lonelyRemote.map((p) => p.body),
    )) {
      const page = lonelyLocal[l]!;
      const remotePage = lonelyRemote[r]!;
      handle.set(page, remotePage.id!);
      counterpart.set(page, remotePage);
      used.add(remotePage);
    }
  }

  const sim = new SimTree(remote.pages);
  const steps: PlanStep[] = changedFiles.map(({ file, url, storage }) => ({
    kind: 'upload',
    path: file.path,
    file,
    ...(url ? { url } : {}),
    ...(storage ? { storage } : {}),
  }));
  let n = 0;
  const retitles: PlanStep[] = [];
  const parentHandle = (parent?: FolderPage) => (parent ? handle.get(parent)! : '');

  for (const { page, parent, siblings } of localPages) {
    if (handle.has(page)) continue;
    const ref = `${NEW_PREFIX}${++n}`;
    handle.set(page, ref);
    const into = parentHandle(parent);
    const list = sim.list(into);
    const before = siblings
      .slice(0, siblings.indexOf(page))
      .reverse()
      .find((s) => list.includes(handle.get(s) ?? ''));
    // An import (keepMissing) appends, as the service's own import does; a push places.
    const at = options.keepMissing ? list.length : before ? list.indexOf(handle.get(before)!) + 1 : 0;
    sim.insert(ref, into, at);
    steps.push({
      kind: 'insert',
      path: shownPath(page, parent),
      ref,
      into: into || null,
      at,
      page,
    });
    if (needsRetitle(page))
      retitles.push({ kind: 'retitle', path: shownPath(page, parent), page: ref, title: page.title });
  }
  for (const { page, parent } of localPages) {
    const r = counterpart.get(page);
    if (!r) continue;
    const into = parentHandle(parent);
    const fileMoved = r !== matchOf(page.key) && page.path !== undefined && page.path !== r.path;
    if (!fileMoved && (sim.parentOf(r.id!) ?? '') === into) continue;
    sim.remove(r.id!);
    sim.insert(r.id!, into);
    steps.push({
      kind: 'move',
      path: shownPath(page, parent),
      from: shownPath(r),
      page: r.id!,
      into: into || null,
      under: parent ? shownPath(parent) : 'the top',
      // Slugs follow file names: a page that keeps its file keeps its slug.
      ...(r.slug !== page.slug && page.kind !== 'link' && (fileMoved || !page.path) ? { slug: page.slug } : {}),
      // Its file is named, so the service does not lay the page out again under its new parent.
      ...(page.path ? { file: page.path } : {}),
    });
  }
  for (const { page, parent } of localPages) {
    const r = counterpart.get(page);
    // A page found at its own path keeps its slug: slugs follow file names, and the name did not change.
    if (r && pageSignature(r) !== pageSignature(page))
      steps.push({ kind: 'update', path: shownPath(page, parent), page: r.id!, local: page, remote: r });
  }
  // An import lays the folder over the content: pages it does not hold stay.
  const gone = new Set(options.keepMissing ? [] : [...remoteByKey.values()].filter((r) => !used.has(r)));
  const deleted = new Set<FolderPage>();
  const walkDeletes = (list: FolderPage[], parentGone: boolean) => {
    for (const r of list) {
      const isGone = gone.has(r);
      if (isGone && !parentGone) {
        steps.push({ kind: 'delete', path: shownPath(r), page: r.id! });
        deleted.add(r);
        sim.remove(r.id!);
      }
      walkDeletes(r.pages, parentGone || isGone);
    }
  };
  walkDeletes(remote.pages, false);
  if (options.keepMissing) return [...steps, ...retitles];
  for (const { page, siblings } of localPages) {
    const into = sim.parentOf(handle.get(page)!) ?? '';
    const list = sim.list(into);
    const i = siblings.indexOf(page);
    if (list[i] === handle.get(page)) continue;
    sim.remove(handle.get(page)!);
    sim.insert(handle.get(page)!, into, i);
    steps.push({ kind: 'reorder', path: shownPath(page), page: handle.get(page)!, at: i });
  }
  return [...steps, ...retitles];
}

/**
 * The service takes a new page's title from its leading heading before the `title` field (as Git
 * Sync does); when SUMMARY.md names the page otherwise, the title is set again once it exists.
 */
function needsRetitle(page: FolderPage): boolean {
  if (page.kind !== 'document' || page.path === undefined) return false;
  const heading = pageTitle(page.body);
  return heading !== undefined && heading !== page.title;
}

/** How a page is named in the plan: its file, else what it is in SUMMARY.md. */
function shownPath(page: FolderPage, parent?: FolderPage): string {
  if (page.path) return page.path;
  if (page.kind === 'group') return `## ${page.title}`;
  if (page.kind === 'link') return `[${page.title}](${page.href ?? ''})`;
  return `* ${page.title}${parent?.path ? ` (under ${parent.path})` : ''}`;
}

/** One line per step, deletions first (they are the surprising part of a push). */
export function planLines(steps: PlanStep[]): string[] {
  const line = (s: PlanStep): string => {
    switch (s.kind) {
      case 'upload':
        return s.url
          ? `upload  ${s.path} (by URL)`
          : s.storage
            ? `upload  ${s.path} (storage upload)`
            : `upload  ${s.path}`;
      case 'insert':
        return `insert  ${s.path}`;
      case 'move':
        return s.from === s.path ? `move    ${s.path} (under ${s.under})` : `move    ${s.from} -> ${s.path}`;
      case 'update':
        return `update  ${s.path}`;
      case 'delete':
        return `delete  ${s.path}`;
      case 'reorder':
        return `reorder ${s.path} (position ${s.at + 1})`;
      case 'retitle':
        return '';
    }
  };
  const shown = steps.filter((s) => s.kind !== 'retitle');
  return [...shown.filter((s) => s.kind === 'delete'), ...shown.filter((s) => s.kind !== 'delete')].map(line);
}
