/** Markdown syntax (mdast) → HTML syntax (hast), its raw HTML read as HTML, depth bounded. */
import type { Root as Hast } from 'hast';
import type { Root as Mdast } from 'mdast';
import rehypeRaw from 'rehype-raw';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { capDepth } from './html/hast.js';

/** How deep raw HTML may nest once read (deeper elements become their text). */
export const HTML_DEPTH = 160;

const toHast = unified().use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRaw).freeze();

export function hastOf(mdast: Mdast): Hast {
  const hast = toHast.runSync(mdast as never) as unknown as Hast;
  capDepth(hast, HTML_DEPTH);
  return hast;
}
