import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownToDocument } from '../../../src/common/markdown/document.js';
import { markdownToHtml } from '../../../src/common/markdown/html.js';
import {
  firstHeading,
  parsedFirstHeading,
  plainText,
  sections,
  withoutTitle,
} from '../../../src/common/markdown/text.js';

/** The service's titles, sections and text, read by the shared parser. */
describe('titles, sections and plain text of a page', () => {
  it('the first heading is a heading as markdown has it: not in code, setext too, inline marks gone', () => {
    expect(firstHeading('```\n# Not a title\n```\n\n    # Nor this\n\nIntro\n=====\n\n# Later\n')).toBe('Intro');
    expect(firstHeading('# The *real* `title` [here](x.md)\n\nText.\n')).toBe('The real title here');
    expect(firstHeading('# See [the guide][g]\n\n[g]: /pages/p\n')).toBe('See the guide');
    expect(firstHeading('{% hint style="info" %}\n## Inside a hint\n{% endhint %}\n')).toBe('Inside a hint');
    expect(firstHeading('No heading.\n\n    # code\n')).toBeUndefined();
  });

  it("the shortcut for a plain `# Title` first line gives the parser's answer", () => {
    const piece = fc.constantFrom(
      'Part',
      ' ',
      '  ',
      '3',
      'é',
      '😀',
      '.',
      ':',
      '-',
      '(',
      ')',
      "'",
      '"',
      '/',
      'http://x.y',
      'a@b.co',
      '&amp;',
      '&',
      '\\',
      '*',
      '_',
      '`',
      '~',
      '[',
      ']',
      '<',
      '>',
      '#',
      '|',
      '\t',
      '!',
      '$',
      '%',
      '+',
      '=',
    );
    const line = fc.tuple(
      fc.constantFrom('', ' ', '   ', '    '),
      fc.integer({ min: 1, max: 7 }),
      fc.constantFrom(' ', '  ', ''),
      fc.array(piece, { maxLength: 8 }),
    );
    const after = fc.constantFrom(
      '',
      '\n',
      '\n\nBody.\n',
      '\n===\n',
      '\nmore text\n',
      '\n\n[x]: /y\n',
      '\r\n\r\nBody\r\n',
    );
    fc.assert(
      fc.property(line, after, ([indent, hashes, space, words], rest) => {
        const markdown = `${indent}${'#'.repeat(hashes)}${space}${words.join('')}${rest}`;
        expect(firstHeading(markdown), JSON.stringify(markdown)).toBe(parsedFirstHeading(markdown));
      }),
      { numRuns: 2000 },
    );
    expect(firstHeading('# Part 3 page 4\n\nLorem.\n')).toBe('Part 3 page 4');
  });

  it('withoutTitle drops the leading level-1 heading only, ATX or setext', () => {
    expect(withoutTitle('# Title\n\nBody.\n')).toBe('Body.\n');
    expect(withoutTitle('Title\n=====\n\nBody.\n')).toBe('Body.\n');
    expect(withoutTitle('## Second level\n\nBody.\n')).toBe('## Second level\n\nBody.\n');
    expect(withoutTitle('```\n# code\n```\n')).toBe('```\n# code\n```\n');
  });

  it('sections: the text before the first heading, then one per heading, with the ids pages and documents give', () => {
    const page =
      'Intro *text*.\n\n# Setup\n\nRun `npm i`.\n\n```\n# not a heading\n```\n\n## Setup\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n{% hint style="info" %}\nHinted.\n{% endhint %}\n';
    expect(sections(page)).toEqual([
      { anchor: '', title: '', body: 'Intro text.' },
      { anchor: 'setup', title: 'Setup', body: 'Run npm i.\n# not a heading' },
      { anchor: 'setup-1', title: 'Setup', body: 'a | b\n1 | 2\nHinted.' },
    ]);
    const ids = markdownToDocument(page)
      .nodes.filter((b) => b.type.startsWith('heading-'))
      .map((b) => b.data.id);
    expect(ids).toEqual(['setup', 'setup-1']);
    expect([...markdownToHtml(page).html.matchAll(/<h\d id="([^"]+)"/g)].map((m) => m[1])).toEqual(ids);
  });

  it('plain text keeps the words (list items and rows on their own lines) and drops the markup and tags', () => {
    expect(
      plainText(
        '# Title\n\nA **bold** [link](x.md) and ![alt text](i.png).\n\n* one\n* two\n\n> quoted\n\n{% tabs %}\n{% tab title="Tab A" %}\nIn a tab.\n{% endtab %}\n{% endtabs %}\n',
      ),
    ).toBe('Title\n\nA bold link and alt text.\n\none\ntwo\n\nquoted\n\nTab A\n\nIn a tab.');
  });
});
