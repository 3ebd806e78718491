import { describe, expect, it } from 'vitest';
import { markdownIds } from '../../src/common/markdown/html.js';
import { parseMarkdown } from '../../src/common/markdown/parse.js';
import { withoutTitle } from '../../src/common/markdown/title.js';
import { anchorIds } from '../../src/gitsync/anchor-ids.js';
import { pageFacts } from '../../src/gitsync/page-facts.js';

const fast = (body: string) => {
  const tree = parseMarkdown(body);
  return anchorIds(body, tree, withoutTitle(body, tree));
};
const rendered = (body: string) => markdownIds(withoutTitle(body));

/** Pages the tree answers for: its ids must be the renderer's, in its order. */
const ANSWERED: Record<string, string> = {
  'duplicate headings': '# Title\n\n## Setup\n\ntext\n\n## Setup\n\n### Setup\n\n## Setup 1\n\n## Setup\n',
  'inline code, links, emphasis, emoji':
    '# T\n\n## Use `docs-cli check` now\n\n## A [link](https://x.test) and *marks* ~~gone~~\n\n## Rocket 🚀 launch ✨\n\n## Ünïcödé héading\n\n## 🚀\n\n## Math $$x^2$$ here\n',
  'GitBook anchors in headings':
    '# T\n\n## Install <a href="#install-it" id="install-it"></a>\n\n## Install\n\n## Other <a href="#content" id="content"></a>\n\n## Comment <!-- note --> and <code>kbd</code>\n',
  'hint, tabs and stepper blocks with headings':
    '# T\n\n{% hint style="info" %}\n## In a hint\n{% endhint %}\n\n{% tabs %}\n{% tab title="One" %}\n### Tab heading\n\nText\n{% endtab %}\n\n{% tab title="Two" %}\n### Tab heading\n{% endtab %}\n{% endtabs %}\n\n{% stepper %}\n{% step %}\n## Step\n{% endstep %}\n{% step %}\n## Step\n{% endstep %}\n{% endstepper %}\n\n{% tabs %}\n{% tab title="A" %}\nx\n{% endtab %}\n{% endtabs %}\n',
  'paragraphs and lists across tags':
    '# T\n\n{% hint style="warning" %}\nWarning text\n{% endhint %}\n\n1. First\n   {% hint %}\n   inside\n   {% endhint %}\n2. Second\n\n## After\n',
  'content-ref children and includes show no ids':
    '# T\n\n{% content-ref url="a.md" %}\n## Hidden\n{% endcontent-ref %}\n\n{% include "x.md" %}\n\n## Hidden\n',
  'setext headings, references defined in the run, front matter':
    '---\ndescription: d\n---\n\n# T\n\nSetext one\n==========\n\n## A [ref][r] heading\n\n[r]: https://x.test\n',
  'headings in lists and quotes': '# T\n\n- item\n\n  ## In a list\n\n> ## In a quote\n\n## In a list\n',
};

/** Pages only a render can tell: the tree answers undefined (and the render decides). */
const UNSURE: Record<string, string> = {
  'raw HTML ids': '# T\n\n<div id="box">\n\n## Inside\n\n</div>\n',
  'raw HTML headings': '# T\n\n<h2>Raw</h2>\n\n## Raw\n',
  footnotes: '# T\n\n## Note[^1]\n\n[^1]: The note.\n',
  'text that reads as an id': '# T\n\n```html\n<p id="x">\n```\n\n## X\n',
  'a heading across a tag (setext)': '# T\n\n{% hint %}\nTitle\n---\n{% endhint %}\n',
  'a reference defined outside its run': '# T\n\n{% hint %}\n## [a][b]\n{% endhint %}\n\n[b]: https://x.test\n',
  'a table left open around markdown': '# T\n\n<table><tr><td>\n\n## Cell\n\n</td></tr></table>\n',
  'an icon around a heading': '# T\n\n## <i class="fa-rocket">:rocket:</i> Go\n',
  'details with a heading for a title': '# T\n\n<details>\n<summary># Big</summary>\n\nText\n\n</details>\n',
};

describe('anchor ids from the page parse', () => {
  for (const [name, body] of Object.entries(ANSWERED))
    it(`are the renderer's: ${name}`, () => {
      const ids = fast(body);
      expect(ids).toBeDefined();
      expect(ids).toEqual(rendered(body));
    });

  for (const [name, body] of Object.entries(UNSURE))
    it(`leave it to the renderer: ${name}`, () => {
      expect(fast(body)).toBeUndefined();
    });

  it('are what the page facts carry, and the renderer gives', () => {
    const body = ANSWERED['hint, tabs and stepper blocks with headings']!;
    const facts = pageFacts(body);
    if (!('ids' in facts)) throw new Error('no ids');
    expect(facts.ids).toEqual(rendered(body));
    expect(facts.ids).toContain('tabs-1-1');
    expect(facts.ids).toContain('step-1');
    expect('ids' in pageFacts(UNSURE.footnotes!)).toBe(false);
  });
});
