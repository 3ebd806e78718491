/** YAML front matter of a markdown file (a page's description, emoji, hidden flag). */
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { frontMatterFences } from './front-matter-fences.js';

export interface FrontMatter {
  data: Record<string, unknown>;
  /** The markdown after the front matter block. */
  body: string;
}

/**
 * Splits off a leading `---` YAML block (found as the parser finds it, without parsing the page:
 * front-matter-fences.ts); YAML that is not a mapping sets no key (see gitsync/front-matter.ts).
 */
export function splitFrontMatter(markdown: string): FrontMatter {
  const fences = frontMatterFences(markdown);
  if (!fences) return { data: {}, body: markdown };
  const parsed: unknown = fences.yaml.trim() === '' ? {} : parseYaml(fences.yaml);
  const mapping = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  return {
    data: mapping ? (parsed as Record<string, unknown>) : {},
    body: markdown.slice(fences.end).replace(/^\r?\n(\r?\n)?/, ''),
  };
}

/** The markdown with `data` as front matter (none when `data` is empty). */
export function joinFrontMatter(data: Record<string, unknown>, body: string): string {
  const entries = Object.entries(data).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return body;
  return `---\n${stringifyYaml(Object.fromEntries(entries), { lineWidth: 0 })}---\n\n${body}`;
}
