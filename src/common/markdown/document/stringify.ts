/** The one markdown writer of documents: remark-stringify with GitHub-flavoured markdown. */
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

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
    ],
  })
  .freeze();

/** The tree as markdown, without the final line end. */
export const stringifyMarkdown = (root: Root): string => stringifier.stringify(root).replace(/\n+$/, '');
