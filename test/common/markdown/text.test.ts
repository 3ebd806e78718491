import { describe, expect, it } from 'vitest';
import { markdownToDocument } from '../../../src/common/markdown/document.js';
import { markdownToHtml } from '../../../src/common/markdown/html.js';
import { plainText, sections } from '../../../src/common/markdown/text.js';

/** The service's titles, sections and text, read by the shared parser. */
describe('titles, sections and plain text of a page', () => {
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
