import { mayHoldEmoji, splitEmoji } from './emoji.js';
import type { DocumentInline, DocumentLeaf, DocumentText } from './model.js';

/** Emoji of unformatted text outside links become the reference's emoji inlines. */
export function emojiSplit(node: DocumentText, inLink: boolean): Array<DocumentText | DocumentInline> {
  if (inLink || node.leaves.every((leaf) => leaf.marks.length || !mayHoldEmoji(leaf.text))) return [node];
  const out: Array<DocumentText | DocumentInline> = [];
  let leaves: DocumentLeaf[] = [];
  for (const leaf of node.leaves) {
    if (leaf.marks.length) {
      leaves.push(leaf);
      continue;
    }
    for (const piece of splitEmoji(leaf.text)) {
      if ('text' in piece) leaves.push({ ...leaf, text: piece.text });
      else {
        if (leaves.length) out.push({ object: 'text', leaves });
        leaves = [];
        out.push({ object: 'inline', type: 'emoji', data: { code: piece.emoji }, isVoid: true });
      }
    }
  }
  if (leaves.length) out.push({ object: 'text', leaves });
  return out;
}
