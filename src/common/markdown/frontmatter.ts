/** YAML front matter of a markdown file (a page's description, emoji, hidden flag). */
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { firstBlockSource, parseMarkdown } from './parse.js';

export interface FrontMatter {
  data: Record<string, unknown>;
  /** The markdown after the front matter block. */
  body: string;
}

/** Splits off a leading `---` YAML block; a block that is not a YAML mapping is an error. */
export function splitFrontMatter(markdown: string): FrontMatter {
  // Front matter only ever opens the text with `---`: most pages need no parse at all here.
  if (!markdown.startsWith('---')) return { data: {}, body: markdown };
  const first = parseMarkdown(markdown).children[0];
  if (first?.type !== 'yaml' || first.position?.start.offset !== 0) return { data: {}, body: markdown };
  const end = first.position.end.offset!;
  const parsed: unknown = first.value.trim() === '' ? {} : parseYaml(first.value);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('front matter must be a YAML mapping');
  return { data: parsed as Record<string, unknown>, body: markdown.slice(end).replace(/^\r?\n(\r?\n)?/, '') };
}

/** The markdown with `data` as front matter (none when `data` is empty). */
export function joinFrontMatter(data: Record<string, unknown>, body: string): string {
  const entries = Object.entries(data).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return body;
  return `---\n${stringifyYaml(Object.fromEntries(entries), { lineWidth: 0 })}---\n\n${body}`;
}

/** The text of the document's first block when it is a level-1 heading (Git Sync's page title). */
export function leadingHeading(markdown: string): string | undefined {
  const prefix = markdown.startsWith('---') ? undefined : firstBlockSource(markdown);
  const found = headingOf(prefix ?? markdown, prefix === undefined || prefix === markdown);
  return found === null ? (headingOf(markdown, true) ?? undefined) : found;
}

/**
 * The first block's level-1 heading text, undefined when there is none, and null when a link
 * reference in it may be defined further down (then the whole document decides).
 */
function headingOf(source: string, whole: boolean): string | undefined | null {
  const first = parseMarkdown(source).children.find((node) => node.type !== 'yaml');
  if (first?.type !== 'heading' || first.depth !== 1) return undefined;
  const text = (node: { type: string; value?: unknown; children?: unknown[] }): string =>
    typeof node.value === 'string' ? node.value : (node.children ?? []).map((c) => text(c as never)).join('');
  const title = text(first).trim() || undefined;
  return !whole && title !== undefined && title.includes('[') ? null : title;
}
