import { flattenPages, parentPath, repath, type Content, type StoredFile, type StoredPage } from './model.js';

export interface Conflict {
  kind: 'page' | 'file';
  path: string;
  title: string;
}

export interface MergeOutcome {
  /** The merged content; undefined when there are conflicts. */
  content?: Content;
  conflicts: Conflict[];
  /** Paths whose content came from `ours`. */
  fromOurs: string[];
}

const pageKey = (p: StoredPage | undefined) => (p ? JSON.stringify([p.title, p.markdown, p.description ?? '', p.emoji ?? '', p.type]) : '');
const fileKey = (f: StoredFile | undefined) => (f ? JSON.stringify([f.name, f.blob, f.contentType]) : '');

type Side<T> = Map<string, T>;
type Pick = 'theirs' | 'ours' | 'conflict';

/** Page-level three-way rule: a side that did not change takes the other side's version. */
function decide(base: string, ours: string, theirs: string): Pick {
  if (ours === base) return 'theirs';
  if (theirs === base || ours === theirs) return 'ours';
  return 'conflict';
}

const byPath = (pages: StoredPage[]): Side<StoredPage> => new Map(flattenPages(pages).map((p) => [p.path, p]));
const bySource = (files: StoredFile[]): Side<StoredFile> => new Map(files.map((f) => [f.source, f]));

/**
 * Three-way merge of `ours` (a change request) and `theirs` (the space) from their common `base`.
 * Pages are identified by path and files by source path. The result is built on theirs' tree,
 * with ours' changes (edits, additions, deletions) applied.
 */
export function threeWayMerge(base: Content, ours: Content, theirs: Content): MergeOutcome {
  const [b, o, t] = [byPath(base.pages), byPath(ours.pages), byPath(theirs.pages)];
  const conflicts: Conflict[] = [];
  const fromOurs: string[] = [];
  const paths = [...new Set([...b.keys(), ...o.keys(), ...t.keys()])].sort((x, y) => depth(x) - depth(y));
  const picks = new Map<string, Pick>();
  for (const path of paths) {
    const pick = decide(pageKey(b.get(path)), pageKey(o.get(path)), pageKey(t.get(path)));
    picks.set(path, pick);
    if (pick === 'conflict') conflicts.push({ kind: 'page', path, title: (o.get(path) ?? t.get(path) ?? b.get(path))!.title });
  }

  const [bf, of, tf] = [bySource(base.files), bySource(ours.files), bySource(theirs.files)];
  const filePicks = new Map<string, Pick>();
  for (const source of new Set([...bf.keys(), ...of.keys(), ...tf.keys()])) {
    const pick = decide(fileKey(bf.get(source)), fileKey(of.get(source)), fileKey(tf.get(source)));
    filePicks.set(source, pick);
    if (pick === 'conflict') conflicts.push({ kind: 'file', path: source, title: (of.get(source) ?? tf.get(source) ?? bf.get(source))!.name });
  }
  if (conflicts.length) return { conflicts, fromOurs };

  const tree = structuredClone(theirs.pages);
  const find = (path: string) => locate(tree, path);
  // Additions and edits, parents first.
  for (const path of paths) {
    if (picks.get(path) !== 'ours') continue;
    const page = o.get(path);
    if (!page) continue;
    fromOurs.push(path);
    const existing = find(path);
    if (existing) {
      Object.assign(existing.page, { title: page.title, markdown: page.markdown, description: page.description, emoji: page.emoji, type: page.type, source: page.source, updatedAt: page.updatedAt });
      continue;
    }
    const siblings = parentPath(path) ? find(parentPath(path))?.page.pages : tree;
    if (!siblings) {
      conflicts.push({ kind: 'page', path, title: page.title });
      continue;
    }
    const oursSiblings = parentPath(path) ? o.get(parentPath(path))?.pages ?? [] : ours.pages;
    const before = oursSiblings.slice(0, oursSiblings.findIndex((p) => p.path === path)).reverse().find((p) => siblings.some((s) => s.path === p.path));
    const at = before ? siblings.findIndex((s) => s.path === before.path) + 1 : 0;
    siblings.splice(at, 0, { ...structuredClone(page), pages: [] });
  }
  // Deletions, children first; a page keeps existing while something still lives under it.
  for (const path of [...paths].reverse()) {
    if (picks.get(path) !== 'ours' || o.has(path)) continue;
    fromOurs.push(path);
    const found = find(path);
    if (found && found.page.pages.length === 0) found.list.splice(found.list.indexOf(found.page), 1);
  }
  if (conflicts.length) return { conflicts, fromOurs: [] };

  const files: StoredFile[] = [];
  for (const [source, pick] of filePicks) {
    const file = pick === 'ours' ? of.get(source) : tf.get(source);
    if (file) files.push(file);
  }
  return { content: { ...theirs, pages: repath(tree), files }, conflicts, fromOurs };
}

const depth = (path: string) => path.split('/').length;

function locate(pages: StoredPage[], path: string): { page: StoredPage; list: StoredPage[] } | undefined {
  for (const page of pages) {
    if (page.path === path) return { page, list: pages };
    if (path.startsWith(page.path + '/')) return locate(page.pages, path);
  }
  return undefined;
}
