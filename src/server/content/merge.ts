import { mergeLines } from '../../common/line-merge.js';
import {
  flattenPages,
  parentPath,
  repath,
  type Content,
  type StoredFile,
  type StoredPage,
} from '../store/content/model.js';

export interface Conflict {
  kind: 'page' | 'file';
  path: string;
  title: string;
}

export interface MergeOutcome {
  /** The merged content; undefined when there are conflicts (unless `markers` was asked for). */
  content?: Content;
  conflicts: Conflict[];
  /** Paths whose content came from `ours`. */
  fromOurs: string[];
}

export interface MergeOptions {
  /**
   * Resolve what can be resolved and write git-style markers where both sides edited the same
   * lines (update-from-main); the conflicts are still listed.
   */
  markers?: boolean;
}

const META = ['title', 'description', 'emoji', 'hidden', 'type', 'href', 'source', 'frontMatter'] as const;
const pageKey = (p: StoredPage | undefined) =>
  p
    ? JSON.stringify([
        p.title,
        p.markdown,
        p.description ?? '',
        p.emoji ?? '',
        Boolean(p.hidden),
        p.type,
        p.href ?? '',
        p.source ?? '',
        p.frontMatter ?? '',
      ])
    : '';
const fileKey = (f: StoredFile | undefined) => (f ? JSON.stringify([f.name, f.blob, f.contentType]) : '');

type Side<T> = Map<string, T>;
/** `both`: each side changed the page; its fields and lines are merged one by one. */
type Pick = 'theirs' | 'ours' | 'both';

function decide(base: string, ours: string, theirs: string): Pick {
  if (ours === base) return 'theirs';
  if (theirs === base || ours === theirs) return 'ours';
  return 'both';
}

const byPath = (pages: StoredPage[]): Side<StoredPage> => new Map(flattenPages(pages).map((p) => [p.path, p]));
const bySource = (files: StoredFile[]): Side<StoredFile> => new Map(files.map((f) => [f.source, f]));

interface PageMerge {
  fields: Partial<StoredPage>;
  conflict: boolean;
}

/** Field by field (metadata) and line by line (markdown); a field both sides set differently is a conflict that keeps ours. */
function mergePage(base: StoredPage | undefined, ours: StoredPage, theirs: StoredPage): PageMerge {
  const fields: Partial<StoredPage> = {};
  let conflict = false;
  for (const key of META) {
    const [b, o, t] = [base?.[key], ours[key], theirs[key]];
    if (o === t || t === b) (fields as Record<string, unknown>)[key] = o;
    else if (o === b) (fields as Record<string, unknown>)[key] = t;
    else {
      (fields as Record<string, unknown>)[key] = o;
      conflict = true;
    }
  }
  const text = mergeLines(base?.markdown ?? '', ours.markdown, theirs.markdown);
  fields.markdown = text.text;
  return { fields, conflict: conflict || text.conflict };
}

/**
 * Three-way merge of `ours` (a change request) and `theirs` (the space) from their common `base`.
 * Pages are identified by path and files by source path. Edits to different lines of a page
 * combine; overlapping edits, a page edited on one side and deleted on the other, or a file
 * changed on both sides are conflicts. The result is built on theirs' tree, with ours' changes.
 */
export function threeWayMerge(base: Content, ours: Content, theirs: Content, options: MergeOptions = {}): MergeOutcome {
  const [b, o, t] = [byPath(base.pages), byPath(ours.pages), byPath(theirs.pages)];
  const conflicts: Conflict[] = [];
  const fromOurs: string[] = [];
  const paths = [...new Set([...b.keys(), ...o.keys(), ...t.keys()])].sort((x, y) => depth(x) - depth(y));
  const picks = new Map<string, Pick>();
  const merged = new Map<string, Partial<StoredPage>>();
  for (const path of paths) {
    let pick = decide(pageKey(b.get(path)), pageKey(o.get(path)), pageKey(t.get(path)));
    const [bp, op, tp] = [b.get(path), o.get(path), t.get(path)];
    if (pick === 'both') {
      const title = (op ?? tp ?? bp)!.title;
      if (op && tp) {
        const result = mergePage(bp, op, tp);
        merged.set(path, result.fields);
        if (result.conflict) conflicts.push({ kind: 'page', path, title });
      } else {
        // Edited on one side, deleted on the other: the edited page stays.
        conflicts.push({ kind: 'page', path, title });
        pick = op ? 'ours' : 'theirs';
      }
    }
    picks.set(path, pick);
  }

  const [bf, of, tf] = [bySource(base.files), bySource(ours.files), bySource(theirs.files)];
  const filePicks = new Map<string, Pick>();
  for (const source of new Set([...bf.keys(), ...of.keys(), ...tf.keys()])) {
    const pick = decide(fileKey(bf.get(source)), fileKey(of.get(source)), fileKey(tf.get(source)));
    filePicks.set(source, pick);
    if (pick === 'both')
      conflicts.push({ kind: 'file', path: source, title: (of.get(source) ?? tf.get(source) ?? bf.get(source))!.name });
  }
  if (conflicts.length && !options.markers) return { conflicts, fromOurs };

  const tree = structuredClone(theirs.pages);
  const find = (path: string) => locate(tree, path);
  // Additions and edits, parents first.
  for (const path of paths) {
    const pick = picks.get(path);
    if (pick === 'both') {
      Object.assign(find(path)!.page, merged.get(path));
      fromOurs.push(path);
      continue;
    }
    if (pick !== 'ours') continue;
    const page = o.get(path);
    if (!page) continue;
    fromOurs.push(path);
    const existing = find(path);
    if (existing) {
      Object.assign(existing.page, {
        title: page.title,
        markdown: page.markdown,
        description: page.description,
        emoji: page.emoji,
        hidden: page.hidden,
        type: page.type,
        href: page.href,
        frontMatter: page.frontMatter,
        source: page.source,
        updatedAt: page.updatedAt,
      });
      continue;
    }
    const siblings = parentPath(path) ? find(parentPath(path))?.page.pages : tree;
    if (!siblings) {
      conflicts.push({ kind: 'page', path, title: page.title });
      continue;
    }
    const oursSiblings = parentPath(path) ? (o.get(parentPath(path))?.pages ?? []) : ours.pages;
    const before = oursSiblings
      .slice(
        0,
        oursSiblings.findIndex((p) => p.path === path),
      )
      .reverse()
      .find((p) => siblings.some((s) => s.path === p.path));
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
  if (conflicts.length && !options.markers) return { conflicts, fromOurs: [] };

  const files: StoredFile[] = [];
  for (const [source, pick] of filePicks) {
    const file = pick === 'theirs' ? tf.get(source) : of.get(source);
    if (file) files.push(file);
  }
  return { content: { ...theirs, pages: repath(tree), files }, conflicts, fromOurs };
}

const depth = (path: string) => path.split('/').length;

function locate(pages: StoredPage[], path: string): { page: StoredPage; list: StoredPage[] } | undefined {
  for (const page of pages) {
    if (page.path === path) return { page, list: pages };
    if (path.startsWith(`${page.path}/`)) return locate(page.pages, path);
  }
  return undefined;
}

/** Pages the change request changed (against its base) that still hold conflict markers. */
export function pagesWithMarkers(base: Content, ours: Content, hasMarkers: (markdown: string) => boolean): Conflict[] {
  const before = byPath(base.pages);
  return flattenPages(ours.pages)
    .filter((p) => before.get(p.path)?.markdown !== p.markdown && hasMarkers(p.markdown))
    .map((p) => ({ kind: 'page' as const, path: p.path, title: p.title }));
}
