/** The one markdown writer of documents: remark-stringify with GitHub-flavoured markdown. */
import type { List, Root } from 'mdast';
import type { Join } from 'mdast-util-to-markdown';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

/**
 * Whether a list's first line may not interrupt a paragraph: it opens an ordered list that does
 * not start at 1 or ends in an empty item (`2. a`, `1.`, `1. 1.`, `1. 2. a`, `1. -`). micromark
 * applies the rule to every marker of the line, so the library's own join, which looks at the
 * first marker only, would let such a sublist run into the text before it.
 */
const firstLineCannotInterrupt = (list: List): boolean => {
  if (list.ordered && typeof list.start === 'number' && list.start !== 1) return true;
  const first = list.children[0];
  if (!first) return false;
  const lead = first.children[0];
  return lead === undefined || (lead.type === 'list' && firstLineCannotInterrupt(lead));
};

/** Such a list is kept apart from the text before it by a blank line. */
const listAfterText: Join = (left, right) =>
  (left.type === 'paragraph' || left.type === 'definition') && right.type === 'list' && firstLineCannotInterrupt(right)
    ? 1
    : undefined;

const stringifier = unified()
  .use(remarkGfm)
  .use(remarkStringify, {
    bullet: '*',
    emphasis: '*',
    strong: '*',
    rule: '*',
    fence: '`',
    fences: true,
    listItemIndent: 'one',
    join: [listAfterText],
    // `{%` opens a GitBook tag: text that holds one is escaped (URLs are not text).
    unsafe: [
      {
        character: '{',
        after: '%',
        inConstruct: 'phrasing',
        notInConstruct: [
          'autolink',
          'destinationLiteral',
          'destinationRaw',
          'reference',
          'titleQuote',
          'titleApostrophe',
        ],
      },
      // GFM escapes the dot of `www.` only before a domain character, and not even then when that
      // character is escaped itself: `www.\_b` is a literal autolink, the backslash taken into it.
      // The dot is escaped whatever follows it, so text stays text.
      {
        character: '.',
        before: '[Ww]{3}',
        inConstruct: 'phrasing',
        notInConstruct: ['autolink', 'link', 'image', 'label'],
      },
    ],
  })
  .freeze();

/** The tree as markdown, without the final line end. */
export const stringifyMarkdown = (root: Root): string => stringifier.stringify(root).replace(/\n+$/, '');
