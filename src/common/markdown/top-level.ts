/** A page's top-level markdown nodes in reading order, GitBook's blocks opened (their content is the page's). */
import type { RootContent } from 'mdast';
import { splitBlocks, type Block } from './blocks.js';
import { parseMarkdown } from './parse.js';

const paragraphOf = (value: string): RootContent => ({ type: 'paragraph', children: [{ type: 'text', value }] });

/** Attributes of GitBook blocks that readers see as text (a tab's or an expandable's title). */
const TITLES = ['title', 'description', 'summary', 'date'];

export function topLevel(markdown: string): RootContent[] {
  const out: RootContent[] = [];
  const stack: Block[] = [...splitBlocks(markdown)].reverse();
  for (let b = stack.pop(); b; b = stack.pop()) {
    if (b.kind === 'markdown') {
      out.push(...parseMarkdown(b.text).children);
      continue;
    }
    for (const name of TITLES) if (b.attrs[name]) out.push(paragraphOf(b.attrs[name]!));
    for (let i = b.children.length - 1; i >= 0; i--) stack.push(b.children[i]!);
  }
  return out;
}
