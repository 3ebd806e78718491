/**
 * SUMMARY.md as GitBook writes it: `## Group` headings (with an optional `<a href="#x" id="x"></a>`
 * naming the group's slug), nested lists of page links, links that leave the folder (link pages),
 * and legacy entries without a link. Parsed into entries, and written back from entries keeping
 * every line of the original whose entry did not change (a pull never restyles the file).
 */
import { posix } from 'node:path';
import type { Heading, List, ListItem, Nodes, Paragraph, Root } from 'mdast';
import { MarkdownLimitError, parseStepLimit } from '../markdown/limits.js';
import { parseMarkdown } from '../markdown/parse.js';
import { withStepLimit } from '../markdown/steps.js';
import { slugify } from '../slug.js';
import { fastSummary, type SummaryEntry } from './summary-lines.js';

export type { SummaryEntry };

const MARKDOWN = /\.(md|markdown)$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

const textOf = (node: Nodes): string =>
  'value' in node && typeof node.value === 'string' && node.type !== 'html'
    ? node.value
    : 'children' in node
      ? (node.children as Nodes[]).map(textOf).join('')
      : '';

/** Each segment of a link's path decoded whole (`%2C` too, as linkPath writes it); one that does not decode is kept. */
export function decodePathSegments(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/**
 * Where an entry's link points: a markdown file of the folder (`page`, path from the root without
 * `./` or `/`, decoded), or anything else (`link`: other sites, other files, anchors in a page,
 * paths leaving the folder).
 */
export function summaryTarget(url: string): { kind: 'page'; path: string } | { kind: 'link'; href: string } {
  // Another site (`//host/...` too), or a place inside a page (`page.md#part`): a link page.
  if (url === '' || SCHEME.test(url) || url.startsWith('//') || /[#?]/.test(url)) return { kind: 'link', href: url };
  // `/guide/page.md` names a file from the root, as GitBook reads it (BrighterCommand/Docs lists
  // every page so); it is written back relative, as GitBook writes it.
  let path = url.replace(/[?#].*$/, '').replace(/^\/+/, '');
  path = decodePathSegments(path);
  const normal = posix.normalize(path);
  if (normal === '..' || normal.startsWith('../') || !MARKDOWN.test(normal)) return { kind: 'link', href: url };
  return { kind: 'page', path: normal.replace(/^\.\//, '') };
}

/** The id of `<a ... id="x">` inside a group heading, if any. */
function anchorOf(heading: Heading): string | undefined {
  for (const child of heading.children) {
    if (child.type !== 'html') continue;
    const id = /\bid\s*=\s*"([^"]*)"|\bid\s*=\s*'([^']*)'/.exec(child.value);
    if (id) return id[1] ?? id[2];
  }
  return undefined;
}

const lineOf = (node: Nodes) => (node.position?.start.line ?? 1) - 1;

function itemEntry(item: ListItem): SummaryEntry[] {
  const para = item.children.find((c): c is Paragraph => c.type === 'paragraph');
  const nested = item.children.filter((c): c is List => c.type === 'list').flatMap(listEntries);
  if (!para) return nested;
  const link = para.children.find((c) => c.type === 'link');
  const line = lineOf(item);
  if (!link) return [{ kind: 'unlinked', title: textOf(para).trim(), line, children: nested }];
  const title = textOf(link).trim();
  const target = summaryTarget(link.url);
  return [
    target.kind === 'page'
      ? {
          kind: 'page',
          title,
          path: target.path,
          href: link.url,
          ...(link.title?.trim() ? { linkTitle: link.title.trim() } : {}),
          line,
          children: nested,
        }
      : { kind: 'link', title, href: target.href, line, children: nested },
  ];
}

const listEntries = (list: List): SummaryEntry[] => list.children.flatMap(itemEntry);

/** The entries of a SUMMARY.md: root entries first, then groups holding theirs. */
export function parseSummary(text: string): SummaryEntry[] {
  // Past the line reader (a hostile file: 1 MB of `[` took 19 s and 2.5 GB), the parser reads it
  // within a page's step limit, or stops with a `MarkdownLimitError('steps')`.
  return fastSummary(text, summaryTarget) ?? withStepLimit(parseStepLimit, () => parseSummaryMarkdown(text));
}

/**
 * Entries nested deeper than this are refused (real tables of contents stay under 10): every
 * reader of a page tree (push, check, preview, the site renderer) walks it recursively.
 */
export const MAX_SUMMARY_DEPTH = 64;

/** How deeply entries nest (groups count as a level), counted without recursion. */
export function summaryDepth(entries: SummaryEntry[]): number {
  let deepest = 0;
  const stack: Array<[SummaryEntry[], number]> = [[entries, 1]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [list, depth] = item;
    if (list.length && depth > deepest) deepest = depth;
    for (const entry of list) if (entry.children.length) stack.push([entry.children, depth + 1]);
  }
  return deepest;
}

/** The rule a SUMMARY.md's entries break by their nesting, or undefined. */
export function summaryDepthProblem(entries: SummaryEntry[]): string | undefined {
  const depth = summaryDepth(entries);
  return depth > MAX_SUMMARY_DEPTH
    ? `nests entries ${depth} levels deep; at most ${MAX_SUMMARY_DEPTH} are allowed`
    : undefined;
}

/** The entries of a SUMMARY.md as the markdown parser reads it (what the line reader must agree with). */
export function parseSummaryMarkdown(text: string): SummaryEntry[] {
  const tree: Root = parseMarkdown(text);
  const out: SummaryEntry[] = [];
  let group: Extract<SummaryEntry, { kind: 'group' }> | undefined;
  for (const node of tree.children) {
    // `# Title` ends the group above it (pulls write one before root pages that follow a group).
    if (node.type === 'heading' && node.depth === 1) group = undefined;
    else if (node.type === 'heading' && node.depth >= 2) {
      const anchor = anchorOf(node);
      group = {
        kind: 'group',
        title: textOf(node).trim(),
        line: lineOf(node),
        children: [],
        ...(anchor ? { anchor } : {}),
      };
      out.push(group);
    } else if (node.type === 'list') {
      (group ? group.children : out).push(...listEntries(node));
    }
  }
  return out;
}

/** A group's slug: its anchor when it has one, else its title's. */
export const groupSlug = (entry: { title: string; anchor?: string }) => entry.anchor || slugify(entry.title, 'group');

/** What an entry is, ignoring where it is written: two entries with one identity are one entry. */
function identity(e: SummaryEntry): string {
  switch (e.kind) {
    case 'group':
      return JSON.stringify(['group', e.title, e.anchor ?? '']);
    case 'page':
      return JSON.stringify(['page', e.title, e.path]);
    case 'link':
      return JSON.stringify(['link', e.title, e.href]);
    case 'unlinked':
      return JSON.stringify(['unlinked', e.title]);
  }
}

/**
 * The entries with a page listed again as a link to it, kept as written: a page has one place
 * (BrighterCommand/Docs lists one page in two groups). GitBook's documentation says a file cannot
 * be listed twice (https://gitbook.com/docs/getting-started/git-sync/content-configuration#summary)
 * and its parser reads a repeat as one entry (GitbookIO/gitbook#900); a repeat with entries under
 * it is read as an entry without a file holding them, so that nothing under it is lost.
 */
export function repeatsAsLinks(entries: SummaryEntry[], seen = new Set<string>()): SummaryEntry[] {
  return entries.map((e) => {
    if (e.kind === 'page') {
      if (seen.has(e.path) && !e.children.length)
        return { kind: 'link', title: e.title, href: e.href ?? linkPath(e.path), line: e.line, children: [] };
      if (seen.has(e.path))
        return {
          kind: 'unlinked',
          title: e.title,
          line: e.line,
          children: repeatsAsLinks(e.children, seen),
          repeat: e.path,
        };
      seen.add(e.path);
    }
    return { ...e, children: repeatsAsLinks(e.children, seen) };
  });
}

/**
 * The entries with each page entry whose file is not among `pages` as the entry without a file it
 * is read as (a SUMMARY.md entry naming a file the folder does not hold).
 */
export function missingAsUnlinked(entries: SummaryEntry[], pages: ReadonlySet<string>): SummaryEntry[] {
  return entries.map((e) => {
    const children = missingAsUnlinked(e.children, pages);
    if (e.kind === 'page' && !pages.has(e.path)) return { kind: 'unlinked', title: e.title, line: e.line, children };
    return { ...e, children };
  });
}

/**
 * Whether a line read as `written` may stand for `wanted` as to its link title: when `wanted`
 * has one, the line must carry it; when it has none, the line's own stays. A service that keeps
 * no link title (none is sent by a change request) then never takes away a label the file has.
 */
const labelKept = (written: SummaryEntry, wanted: SummaryEntry) =>
  wanted.kind !== 'page' || !wanted.linkTitle || (written.kind === 'page' && written.linkTitle === wanted.linkTitle);

/** True when both lists hold the same entries in the same order and nesting (lines aside; see labelKept). */
export function sameEntries(a: SummaryEntry[], b: SummaryEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((e, i) => identity(e) === identity(b[i]!) && labelKept(e, b[i]!) && sameEntries(e.children, b[i]!.children))
  );
}

const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069]/gu;
const UNSAFE_CHAR = new RegExp(UNSAFE.source, 'u');
/** What escapeTitle's other replacements look for. */
const NEEDS_ESCAPE = /[\\`*_[\]<>&]|^\s|\s$/;
/** A title as link text that reads back as the same title (characters a line cannot hold as references). */
export function escapeTitle(title: string): string {
  // Most titles need nothing (a SUMMARY.md of thousands of pages is written per pull).
  if (!NEEDS_ESCAPE.test(title) && !UNSAFE_CHAR.test(title)) return title;
  return title
    .replace(/[\\`*_[\]<>]/g, '\\$&')
    .replace(/&(?=#?[a-z0-9]+;)/gi, '&amp;')
    .replace(UNSAFE, (c) => `&#x${c.codePointAt(0)!.toString(16).toUpperCase()};`)
    .replace(/^(\s)|(\s)$/g, (s) => `&#x${s.codePointAt(0)!.toString(16).toUpperCase()};`);
}

/** Paths encodeURIComponent leaves as they are, segment by segment. */
const URI_SAFE = /^[A-Za-z0-9\-_.!~*'()/]*$/;
/** A folder path as a link destination. */
export const linkPath = (path: string) =>
  URI_SAFE.test(path) ? path : path.split('/').map(encodeURIComponent).join('/');

/** An original SUMMARY.md as the folder reader reads it. */
interface Original {
  text: string;
  entries: SummaryEntry[];
}

/**
 * The original as the folder reader reads it (`pages`: the page files, from the root); undefined
 * past the parser's step limit, when it offers nothing to keep and the entries are written afresh
 * (its lines would be reused as a header, and read back past the limit again).
 */
function originalOf(text: string, pages?: PageFiles): Original | undefined {
  try {
    return { text, entries: readAs(text, pages) };
  } catch (error) {
    if (error instanceof MarkdownLimitError) return undefined;
    throw error;
  }
}

interface Style {
  header: string[];
  bullet: string;
  indent: string;
  /** Reusable lines of the original, by entry identity (first use wins), with their depth there. */
  lines: Map<string, Array<{ line: string; depth: number; entry: SummaryEntry }>>;
}

/** A SUMMARY.md's entries as the folder reader reads them (`pages`: the page files, from the root). */
const readAs = (text: string, pages?: PageFiles) => {
  const entries = repeatsAsLinks(parseSummary(text));
  return pages ? missingAsUnlinked(entries, pages) : entries;
};

/** The page files of a folder, from its root. */
export type PageFiles = ReadonlySet<string>;

function styleOf(original: Original | undefined): Style {
  const lines = original?.text.split('\n') ?? [];
  const style: Style = { header: ['# Table of contents', ''], bullet: '*', indent: '  ', lines: new Map() };
  if (original === undefined) return style;
  const entries = original.entries;
  const first = Math.min(...flatten(entries).map((e) => e.line), lines.length);
  style.header = lines.slice(0, first);
  if (style.header.length && style.header[style.header.length - 1]!.trim() !== '') style.header.push('');
  const bullet = /^\s*([*+-])\s/.exec(lines.find((l) => /^\s*[*+-]\s/.test(l)) ?? '');
  if (bullet) style.bullet = bullet[1]!;
  const nested = lines.find((l) => /^\s+[*+-]\s/.test(l));
  if (nested) style.indent = /^\s+/.exec(nested)![0];
  for (const [entry, depth] of withDepth(entries)) {
    const line = lines[entry.line];
    // An entry written on more than its own line is written afresh (its line alone would cut it).
    const next = lines[entry.line + 1];
    if (
      line === undefined ||
      (entry.kind !== 'group' && next !== undefined && /^\s+[^\s*+-]/.test(next) && !/^\s*$/.test(next))
    )
      continue;
    const key = identity(entry);
    if (!style.lines.has(key)) style.lines.set(key, []);
    style.lines.get(key)!.push({ line, depth, entry });
  }
  return style;
}

const flatten = (entries: SummaryEntry[]): SummaryEntry[] => entries.flatMap((e) => [e, ...flatten(e.children)]);

/** Every entry with its depth in its list (a group's entries start again at 0). */
const withDepth = (entries: SummaryEntry[], depth = 0): Array<[SummaryEntry, number]> =>
  entries.flatMap(
    (e): Array<[SummaryEntry, number]> => [[e, depth], ...withDepth(e.children, e.kind === 'group' ? 0 : depth + 1)],
  );

function freshLine(e: SummaryEntry, bullet: string): string {
  switch (e.kind) {
    case 'group': {
      const anchor =
        e.anchor && e.anchor !== slugify(e.title, 'group') ? ` <a href="#${e.anchor}" id="${e.anchor}"></a>` : '';
      return `## ${e.title}${anchor}`;
    }
    case 'page':
      return `${bullet} [${escapeTitle(e.title)}](${linkPath(e.path)}${e.linkTitle ? ` "${e.linkTitle.replace(/["\\]/g, '\\$&')}"` : ''})`;
    case 'link':
      return `${bullet} [${escapeTitle(e.title)}](${e.href})`;
    case 'unlinked':
      return `${bullet} ${escapeTitle(e.title)}`;
  }
}

/**
 * SUMMARY.md for `entries`. With the `original` text: the original itself when it holds the same
 * entries; else its header, bullet and indentation, and each unchanged entry's own line as written.
 * `pages` (paths from the root) are the page files the folder holds: an original entry naming
 * another file reads as an entry without a file. A root entry after a group follows a `# ` heading
 * (the first of the header's), which ends the group when read back: under `## Group` alone it would
 * be read as the group's.
 */
export function summaryText(entries: SummaryEntry[], originalText?: string, pages?: PageFiles): string {
  const original = originalText === undefined ? undefined : originalOf(originalText, pages);
  if (original && sameEntries(original.entries, entries)) return original.text;
  // Each reused line keeps its own indentation where it stays at its depth (a SUMMARY.md may
  // indent by 2 in one list and by 4 in another); unless the text then reads otherwise.
  const asWritten = writeSummary(entries, styleOf(original), true);
  if (original === undefined || sameEntries(readAs(asWritten, pages), entries)) return asWritten;
  return writeSummary(entries, styleOf(original), false);
}

function writeSummary(entries: SummaryEntry[], style: Style, ownIndent: boolean): string {
  const out = [...style.header];
  const rootHeading = style.header.find((l) => /^# \S/.test(l)) ?? '# Table of contents';
  // A line written afresh (or at another depth) is indented as the sibling before it, else as its
  // parent plus the file's step.
  const take = (e: SummaryEntry, depth: number, indent: string) => {
    const reuse = style.lines.size ? style.lines.get(identity(e)) : undefined;
    const at = reuse?.findIndex((l) => labelKept(l.entry, e)) ?? -1;
    const found = at >= 0 ? reuse!.splice(at, 1)[0] : undefined;
    if (!found) return indent + freshLine(e, style.bullet);
    return ownIndent && found.depth === depth ? found.line : indent + found.line.trimStart();
  };
  const list = (items: SummaryEntry[], depth: number, parentIndent: string) => {
    let sibling: string | undefined;
    for (const e of items) {
      const line = take(e, depth, sibling ?? (depth ? parentIndent + style.indent : ''));
      const own = /^\s*/.exec(line)![0];
      if (ownIndent) sibling = own;
      out.push(line);
      list(e.children, depth + 1, ownIndent ? own : style.indent.repeat(depth));
    }
  };
  let inList = false;
  let inGroup = false;
  for (const e of entries) {
    if (e.kind === 'group') {
      if (out.length && out[out.length - 1] !== '') out.push('');
      out.push(take(e, 0, '').trimStart(), '');
      list(e.children, 0, '');
      inList = false;
      inGroup = true;
      continue;
    }
    if (inGroup) {
      if (out[out.length - 1] !== '') out.push('');
      out.push(rootHeading, '');
      inGroup = false;
    } else if (!inList && out.length && out[out.length - 1] !== '' && out.length > style.header.length) out.push('');
    list([e], 0, '');
    inList = true;
  }
  while (out.length && out[out.length - 1] === '') out.pop();
  return `${out.join('\n')}\n`;
}
