/**
 * Relative links of a page file as Git Sync writes them: markdown links and images, `src`/`href`
 * of HTML (`<figure><img src>`, `<a href>`) and the `url`/`src` of GitBook blocks
 * (`{% content-ref url="..." %}`, `{% file src="..." %}`). When pages move, these are rewritten so
 * they still resolve from the page's new place to its targets' new places, and nothing else of the
 * text changes.
 */
import { posix } from 'node:path';
import type { Nodes, Root } from 'mdast';
import { markdownLinks } from '../markdown/links.js';
import { parseMarkdown } from '../markdown/parse.js';

export interface RepositoryLink {
  target: string;
  range: [number, number];
}

const ATTRIBUTE = /\b(?:src|href)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const BLOCK = /\{%-?\s*[a-z-]+\s[^%]*?\b(?:url|src)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

function attributeLinks(source: string, from: number, to: number, pattern: RegExp, out: RepositoryLink[]): void {
  pattern.lastIndex = 0;
  const text = source.slice(from, to);
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const value = m[1] ?? m[2] ?? '';
    const at = from + m.index + m[0].length - value.length - 1;
    out.push({ target: value, range: [at, at + value.length] });
  }
}

/** Every link of the text with where its destination is written (code is never looked into; `tree`: the text already parsed). */
export function repositoryLinks(markdown: string, tree: Root = parseMarkdown(markdown)): RepositoryLink[] {
  const out: RepositoryLink[] = [];
  for (const link of markdownLinks(markdown, tree))
    if (link.range) out.push({ target: link.target, range: link.range });
  if (!markdown.includes('<') && !markdown.includes('{%')) return out;
  const walk = (node: Nodes) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (node.type === 'html' && start !== undefined && end !== undefined)
      attributeLinks(markdown, start, end, ATTRIBUTE, out);
    if (node.type === 'text' && start !== undefined && end !== undefined && node.value.includes('{%'))
      attributeLinks(markdown, start, end, BLOCK, out);
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(tree);
  return out;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The folder path a relative link names from `dir`, or undefined (URLs, anchors, paths leaving the folder). */
export function resolveLink(dir: string, target: string): { path: string; suffix: string } | undefined {
  if (!target || target.startsWith('#') || target.startsWith('/') || SCHEME.test(target)) return undefined;
  const cut = target.search(/[?#]/);
  const raw = cut >= 0 ? target.slice(0, cut) : target;
  const suffix = cut >= 0 ? target.slice(cut) : '';
  if (!raw) return undefined;
  let path = raw;
  try {
    path = decodeURI(raw);
  } catch {
    // keep it as written
  }
  const joined = posix.normalize(posix.join(dir || '.', path));
  if (joined === '..' || joined.startsWith('../')) return undefined;
  return { path: joined === '.' ? '' : joined.replace(/\/$/, ''), suffix };
}

const dirOf = (path: string) => posix.dirname(path).replace(/^\.$/, '');

/**
 * The page's text with its relative links made to resolve again: the page moved from `oldPath`
 * to `newPath` (the same when only its targets moved), and `moved` maps targets' old paths to
 * their new ones. Links that resolved to nothing are left alone.
 */
export function relinkMoved(
  markdown: string,
  oldPath: string,
  newPath: string,
  moved: ReadonlyMap<string, string>,
): string {
  const oldDir = dirOf(oldPath);
  const newDir = dirOf(newPath);
  if (oldDir === newDir && moved.size === 0) return markdown;
  const edits: Array<[number, number, string]> = [];
  for (const link of repositoryLinks(markdown)) {
    const resolved = resolveLink(oldDir, link.target);
    if (!resolved) continue;
    let target = moved.get(resolved.path);
    // A folder link (`guides/`) names the folder's README page.
    const folderPage = target === undefined ? moved.get(`${resolved.path}/README.md`) : undefined;
    if (folderPage !== undefined) target = dirOf(folderPage);
    target ??= resolved.path;
    if (target === resolved.path && oldDir === newDir) continue;
    let relative = posix.relative(newDir || '.', target) || '.';
    if (folderPage !== undefined || (link.target.replace(/[?#].*$/, '').endsWith('/') && relative !== '.'))
      relative += '/';
    const written =
      /[\s<>()]|%[0-9a-f]{2}/i.test(link.target) || /[\s<>]/.test(relative) ? encodeURI(relative) : relative;
    const next = written + resolved.suffix;
    if (next !== link.target) edits.push([link.range[0], link.range[1], next]);
  }
  let out = markdown;
  for (const [from, to, text] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, from) + text + out.slice(to);
  return out;
}
