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
