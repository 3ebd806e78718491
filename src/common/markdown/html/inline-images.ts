/**
 * Inline images, as GitBook tells them from image blocks: an image in a run of text (a sentence,
 * a list item, a table cell, a link) is an inline image and sits in the line; an image, or a row
 * of images, alone in its paragraph (or figure) is an image block. Inline images are marked
 * `inline-image` (their size capped at 300 px, in the line, like GitBook's InlineImage); those
 * GitBook sizes to the line (`data-size="line"`) keep their `inline-icon` class.
 */
import type { Element, ElementContent, Parents } from 'hast';
import { classes } from './hast.js';

/** HTML's phrasing elements: they continue the run of text they sit in. */
const PHRASING = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'button',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'img',
  'input',
  'ins',
  'kbd',
  'label',
  'mark',
  'picture',
  'q',
  's',
  'samp',
  'small',
  'source',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

interface Run {
  images: Element[];
  /** Whether the run holds more than its images: text, or an image wrapped in a link or a mark. */
  inline: boolean;
}

/** The run of phrasing content directly in `block`; block children are queued as blocks of their own. */
function runOf(block: Parents, blocks: Parents[]): Run {
  const run: Run = { images: [], inline: false };
  const stack: Array<{ node: ElementContent; wrapped: boolean }> = [];
  const push = (children: ElementContent[], wrapped: boolean) => {
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, wrapped });
  };
  push(block.children as ElementContent[], false);
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { node, wrapped } = item;
    if (node.type === 'text') {
      if (/[^ \t\r\n]/.test(node.value)) run.inline = true;
    } else if (node.type === 'element') {
      if (!PHRASING.has(node.tagName)) blocks.push(node);
      else if (node.tagName === 'img') {
        run.images.push(node);
        if (wrapped) run.inline = true;
      } else if (node.tagName === 'br' || node.tagName === 'wbr' || node.tagName === 'source') continue;
      // A picture is its image; any other phrasing element is text around it.
      else push(node.children, wrapped || node.tagName !== 'picture');
    }
  }
  return run;
}

export function markInlineImages(root: Parents): void {
  const blocks: Parents[] = [root];
  for (let block = blocks.pop(); block; block = blocks.pop()) {
    const run = runOf(block, blocks);
    // A figure's image is a block, a link around it included.
    if (!run.inline || (block.type === 'element' && block.tagName === 'figure')) continue;
    for (const img of run.images) {
      const own = classes(img);
      if (!own.includes('inline-icon')) img.properties.className = [...own, 'inline-image'];
    }
  }
}
