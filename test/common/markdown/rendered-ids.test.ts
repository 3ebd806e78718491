import { describe, expect, it } from 'vitest';
import { idsInHtml, markdownIds, markdownToHtml } from '../../../src/common/markdown/html.js';
import { withMicromarksDocument } from '../../../src/common/markdown/micromark-document.js';
import { parseMarkdown } from '../../../src/common/markdown/parse.js';
import { FIXTURE, markdownFiles } from '../../helpers/markdown-files.js';

/**
 * `markdownIds` (what `check` reads of a page an anchor points into) gives the ids the page's HTML
 * holds, as read from the HTML, without writing the HTML where no text could read as an id.
 */
const ofHtml = (markdown: string) => idsInHtml(markdownToHtml(markdown).html);

const PAGES: Record<string, string> = {
  headings: '# One\n\n## Two\n\n## Two\n\n### Ünïcode & "quotes"\n\ntext',
  'html ids': '<div id="a&amp;b">x</div>\n\n<p id=\'q"uote\'>y</p>\n\n<a id="plain"></a>\n\n## After',
  'GitBook anchors':
    '## Heading <a href="#custom" id="custom"></a>\n\n{% hint style="info" %}\n### In a hint\n{% endhint %}',
  'an id in inline code': 'Write `<a id="here">` where the reader lands.\n\n## Title',
  'an id in a code block': '```html\n<a id="block"></a>\n```\n\n```\nplain id="raw"\n```\n\n## End',
  'an id across text': 'say id=&quot;x" and id="y"\n\n# H',
  'a comment': '<!-- id="comment" -->\n\n# H',
  tables: '| a | b |\n| - | - |\n| <span id="cell">c</span> | d |\n\n# Table',
};

describe('markdownIds', () => {
  for (const [name, markdown] of Object.entries(PAGES))
    it(`${name}: the ids of the HTML`, () => {
      expect(markdownIds(markdown)).toEqual(ofHtml(markdown));
    });

  it('reads an id written in text as the HTML does (a page about anchors)', () => {
    expect(markdownIds(PAGES['an id in inline code']!)).toContain('here');
    expect(markdownIds(PAGES['html ids']!)).toEqual(expect.arrayContaining(['plain', 'after']));
  });

  it('gives the ids of the HTML for every page of the fixture', () => {
    const files = markdownFiles('fixture', FIXTURE);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(markdownIds(file.text), file.name).toEqual(ofHtml(file.text));
  });
});

describe('parse with the constructs kept from the first parse', () => {
  const page =
    '| a | b |\n| - | - |\n| ~~c~~ | www.example.com |\n\n- [ ] task[^1]\n\n[^1]: note\n\n---\ntitle: x\n---';

  it('gives the same tree on every parse, and as micromark with its own document tokenizer', () => {
    const first = parseMarkdown(page);
    const again = parseMarkdown(page);
    expect(again).toEqual(first);
    expect(first.children.map((c) => c.type)).toEqual([
      'table',
      'list',
      'footnoteDefinition',
      'thematicBreak',
      'heading',
    ]);
    // micromark's own document tokenizer does not take the kept constructs: the parse combines them.
    expect(withMicromarksDocument(() => parseMarkdown(page))).toEqual(first);
    expect(parseMarkdown(page)).toEqual(first);
  });
});
