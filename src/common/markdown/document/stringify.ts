/** The one markdown writer of documents: remark-stringify with GitHub-flavoured markdown. */
import type { Link, List, Nodes, Root } from 'mdast';
import type { Join } from 'mdast-util-to-markdown';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

/**
 * Whether a list's first line may not interrupt a paragraph: it opens an ordered list that does
 * not start at 1 or ends in an empty item (`2. a`, `1.`, `1. 1.`, `1. 2. a`, `1. -`), quotes
 * between the markers included (`* > 1.`, `* > 2. a`: found by the round-trip property test).
 * micromark applies the rule to every marker of the line, so the library's own join, which looks
 * at the first marker only, would let such a sublist run into the text before it.
 */
const firstLineCannotInterrupt = (list: List): boolean => {
  if (list.ordered && typeof list.start === 'number' && list.start !== 1) return true;
  const first = list.children[0];
  if (!first) return false;
  let lead: Nodes | undefined = first.children[0];
  if (lead === undefined) return true;
  while (lead?.type === 'blockquote') lead = lead.children[0];
  return lead?.type === 'list' && firstLineCannotInterrupt(lead);
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

/** CommonMark's autolinks: `<scheme:...>` (a scheme of 2 to 32 characters) and `<email>`. */
const URI_AUTOLINK = /^[a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\0- <>\u007F]*$/;
const EMAIL_AUTOLINK =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * The writer puts a link whose text is its URL (or its email, for `mailto:`) between angle
 * brackets. Some of those are links only to GitHub's literal autolinks, not as `<...>`: an email
 * with `_` in its domain (`a@b_c.com`), a scheme of more than 32 letters. Such a link is written
 * `[text](url)`: its text is split in two, which the writer takes as "not the URL alone".
 */
function keepLinksLinks(node: Nodes): void {
  if (node.type === 'link') {
    const only = node.children.length === 1 ? node.children[0] : undefined;
    if (only?.type === 'text' && !node.title && notAnAutolink(node, only.value))
      node.children = [{ type: 'text', value: '' }, only];
    return;
  }
  if ('children' in node) for (const child of node.children) keepLinksLinks(child as Nodes);
}

const notAnAutolink = (link: Link, text: string) =>
  link.url === `mailto:${text}` ? !EMAIL_AUTOLINK.test(text) : link.url === text && !URI_AUTOLINK.test(text);

/** The tree as markdown, without the final line end. */
export const stringifyMarkdown = (root: Root): string => {
  keepLinksLinks(root);
  return stringifier.stringify(root).replace(/\n+$/, '');
};
