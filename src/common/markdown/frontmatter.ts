/** YAML front matter of a markdown file (a page's description, emoji, hidden flag). */
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { parseMarkdown } from './parse.js';

export interface FrontMatter {
  data: Record<string, unknown>;
  /** The markdown after the front matter block. */
  body: string;
}

/** Splits off a leading `---` YAML block; YAML that is not a mapping sets no key (see gitsync/front-matter.ts). */
export function splitFrontMatter(markdown: string): FrontMatter {
  // Front matter only ever opens the text with `---`: most pages need no parse at all here.
  if (!markdown.startsWith('---')) return { data: {}, body: markdown };
  const first = parseMarkdown(markdown).children[0];
  if (first?.type !== 'yaml' || first.position?.start.offset !== 0) return { data: {}, body: markdown };
  const end = first.position.end.offset!;
  const parsed: unknown = first.value.trim() === '' ? {} : parseYaml(first.value);
  const mapping = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  return {
    data: mapping ? (parsed as Record<string, unknown>) : {},
    body: markdown.slice(end).replace(/^\r?\n(\r?\n)?/, ''),
  };
}

/** The markdown with `data` as front matter (none when `data` is empty). */
export function joinFrontMatter(data: Record<string, unknown>, body: string): string {
  const entries = Object.entries(data).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return body;
  return `---\n${stringifyYaml(Object.fromEntries(entries), { lineWidth: 0 })}---\n\n${body}`;
}
