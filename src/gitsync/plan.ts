import { pageTitle } from '../common/markdown/title.js';
import { similarPairs } from './similar.js';
import { flattenTree, pageSignature, type FolderFile, type FolderPage, type FolderTree } from './tree.js';

/** A page's handle while planning: its id, or a batch ref for a page the push creates. */
export type Handle = string;
export const NEW_PREFIX = 'docs-cli-new-';
export const isNew = (h: Handle) => h.startsWith(NEW_PREFIX);

export type PlanStep =
  | { kind: 'upload'; path: string; file: FolderFile }
  | {
      kind: 'insert';
      path: string;
      ref: Handle;
      into: Handle | null;
      at: number;
      page: FolderPage;
      titleInFrontMatter: boolean;
    }
  | { kind: 'move'; path: string; from: string; page: Handle; into: Handle | null; slug?: string }
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
  changedFiles: FolderFile[],
  options: { keepMissing?: boolean } = {},
): PlanStep[] {
  const remoteByKey = new Map(flattenTree(remote.pages).map((p) => [p.key, p]));
  // The root page is README.md in a pull; a folder without one may still name it by its slug.
  const rootPage = remoteByKey.get('README.md');
  const matchOf = (key: string) => remoteByKey.get(key) ?? (rootPage && key === rootPage.slug ? rootPage : undefined);
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
  for (const { page } of localPages) {
    if (handle.has(page) || page.body.trim() === '') continue;
    const r = unmatchedRemote.find((x) => !used.has(x) && x.body === page.body);
    if (!r) continue;
    handle.set(page, r.id!);
    counterpart.set(page, r);
    used.add(r);
  }
  // Moved and edited: similar enough text keeps the page (its id, its comments). Not for an
  // import, where a page the folder does not hold must stay as it is.
  if (!options.keepMissing) {
    const lonelyLocal = localPages.map(({ page }) => page).filter((p) => !handle.has(p));
    const lonelyRemote = unmatchedRemote.filter((r) => !used.has(r));
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
  const steps: PlanStep[] = changedFiles.map((file) => ({ kind: 'upload', path: file.path, file }));
  let n = 0;
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
      path: page.path,
      ref,
      into: into || null,
      at,
      page,
      titleInFrontMatter: titleNeedsFrontMatter(page),
    });
  }
  for (const { page, parent } of localPages) {
    const r = counterpart.get(page);
    if (!r || r === matchOf(page.key)) continue;
    const into = parentHandle(parent);
    sim.remove(r.id!);
    sim.insert(r.id!, into);
    steps.push({
      kind: 'move',
      path: page.path,
      from: r.path,
      page: r.id!,
      into: into || null,
      ...(r.slug !== page.slug && page.key !== 'README.md' ? { slug: page.slug } : {}),
    });
  }
  for (const { page } of localPages) {
    const r = counterpart.get(page);
    if (r && pageSignature(r) !== pageSignature(page))
      steps.push({ kind: 'update', path: page.path, page: r.id!, local: page, remote: r });
  }
  // An import lays the folder over the content: pages it does not hold stay.
  const gone = new Set(options.keepMissing ? [] : [...remoteByKey.values()].filter((r) => !used.has(r)));
  const deleted = new Set<FolderPage>();
  const walkDeletes = (list: FolderPage[], parentGone: boolean) => {
    for (const r of list) {
      const isGone = gone.has(r);
      if (isGone && !parentGone) {
        steps.push({ kind: 'delete', path: r.path, page: r.id! });
        deleted.add(r);
        sim.remove(r.id!);
      }
      walkDeletes(r.pages, parentGone || isGone);
    }
  };
  walkDeletes(remote.pages, false);
  if (options.keepMissing) return steps;
  for (const { page, siblings } of localPages) {
    const into = sim.parentOf(handle.get(page)!) ?? '';
    const list = sim.list(into);
    const i = siblings.indexOf(page);
    if (list[i] === handle.get(page)) continue;
    sim.remove(handle.get(page)!);
    sim.insert(handle.get(page)!, into, i);
    steps.push({ kind: 'reorder', path: page.path, page: handle.get(page)!, at: i });
  }
  return steps;
}

/**
 * The service takes a new page's title from its leading heading before the `title` field
 * (as Git Sync does); when SUMMARY.md says otherwise, front matter carries the title.
 */
function titleNeedsFrontMatter(page: FolderPage): boolean {
  const heading = pageTitle(page.body);
  return heading !== undefined && heading !== page.title;
}

/** One line per step, deletions first (they are the surprising part of a push). */
export function planLines(steps: PlanStep[]): string[] {
  const line = (s: PlanStep): string => {
    switch (s.kind) {
      case 'upload':
        return `upload  ${s.path}`;
      case 'insert':
        return `insert  ${s.path}`;
      case 'move':
        return `move    ${s.from} -> ${s.path}`;
      case 'update':
        return `update  ${s.path}`;
      case 'delete':
        return `delete  ${s.path}`;
      case 'reorder':
        return `reorder ${s.path} (position ${s.at + 1})`;
    }
  };
  return [...steps.filter((s) => s.kind === 'delete'), ...steps.filter((s) => s.kind !== 'delete')].map(line);
}
