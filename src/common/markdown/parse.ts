/**
 * The one markdown parser of docs-cli, shared by the service (links, titles, rendering) and the
 * CLI (pull/push): unified + remark-parse with GitHub-flavoured markdown and YAML front matter.
 * Load it lazily (dynamic import) from commands: it is not needed at start-up.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import type { Root } from 'mdast';

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml']).freeze();

/** The markdown as an mdast tree (positions included, so callers can slice the source). */
export function parseMarkdown(markdown: string): Root {
  return parser.parse(markdown);
}

/**
 * The lines up to the first blank line: a heading is one block without blank lines in it, so
 * when these lines start with one, it is the document's first block. Undefined for blank text.
 */
export function firstBlockSource(markdown: string): string | undefined {
  const start = markdown.search(/\S/);
  if (start < 0) return undefined;
  const blank = /\n[ \t]*\r?\n/.exec(markdown.slice(start));
  return blank ? markdown.slice(0, start + blank.index) : markdown;
}
