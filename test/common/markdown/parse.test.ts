import { describe, expect, it } from 'vitest';
import { splitBlocks } from '../../../src/common/markdown/blocks.js';
import { markdownToHtml } from '../../../src/common/markdown/html.js';
import { parseMarkdown } from '../../../src/common/markdown/parse.js';

describe('the shared markdown parser', () => {
  it('reads GitHub-flavoured tables and front matter as such', () => {
    const tree = parseMarkdown('---\ndescription: Hi\n---\n\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(tree.children.map((n) => n.type)).toEqual(['yaml', 'table']);
  });
});

describe('GitBook blocks around markdown', () => {
  it('tells each block the lines it came from (CRLF or LF alike)', () => {
    const source = [
      'Intro',
      '',
      '{% hint style="info" %}',
      'Inside.',
      '{% endhint %}',
      '',
      '{% embed url="https://example.com" %}',
      'Outro',
    ].join('\r\n');
    const blocks = splitBlocks(source);
    expect(blocks.map((b) => [b.kind === 'tag' ? b.name : b.kind, b.line, b.end])).toEqual([
      ['markdown', 0, 1],
      ['hint', 2, 4],
      ['embed', 6, 6],
      ['markdown', 7, 7],
    ]);
    const hint = blocks[1]!;
    expect(hint.kind === 'tag' && hint.children.map((c) => [c.kind, c.line, c.end])).toEqual([['markdown', 3, 3]]);
  });

  it('never reads a tag inside code, fenced or indented, in a list or a quote (as the parser sees code)', () => {
    const source =
      '* Steps:\n\n  ```liquid\n  {% hint style="info" %}\n  ```\n\n>     {% endhint %}\n\n    {% tabs %}\n\n{% hint style="info" %}\nReal.\n{% endhint %}\n';
    const blocks = splitBlocks(source);
    expect(blocks.map((b) => (b.kind === 'tag' ? b.name : b.kind))).toEqual(['markdown', 'hint']);
    expect(blocks[0]).toMatchObject({ kind: 'markdown', line: 0, end: 9 });
  });

  it('never reads <details> inside code either: a page that shows the HTML keeps it as code', () => {
    // Found by the round-trip property: a fence holding `<details>` was cut into an empty code
    // block and an expandable.
    const source =
      '```html\n<details>\n<summary>More</summary>\n</details>\n```\n\n* Steps:\n\n  ~~~\n  <details>\n  ~~~\n\nText.\n\n    <details>\n';
    expect(splitBlocks(source).map((b) => (b.kind === 'tag' ? b.name : b.kind))).toEqual(['markdown']);
    const { html } = markdownToHtml(source);
    expect(html).toContain('&#x3C;details>');
    expect(html).not.toMatch(/<details/);
  });

  it('closes a block at its end tag after text on the same line; an escaped or unknown one stays text', () => {
    const kinds = (source: string) =>
      splitBlocks(source).map((b) =>
        b.kind === 'tag' ? [b.name, b.line, b.end, b.children.map((c) => c.kind === 'markdown' && c.text)] : [b.text],
      );
    expect(kinds('{% hint style="info" %}\nFirst.\n\nLast. {% endhint %}\n\nAfter.\n')).toEqual([
      ['hint', 0, 3, ['First.\n\nLast. ']],
      ['\nAfter.\n'],
    ]);
    expect(
      kinds('{% tabs %}\n{% tab title="A" %}\nA. {% endtab %}\n{% tab title="B" %}\nB.\n{% endtab %}\n{% endtabs %}\n'),
    ).toEqual([['tabs', 0, 6, [false, false]]]);
    // Escaped (as a pull writes a tag that is text), or a tag no block has: text.
    expect(kinds('{% hint %}\nShown: \\{% endhint %}\n{% endhint %}\n')).toEqual([
      ['hint', 0, 2, ['Shown: \\{% endhint %}']],
    ]);
    expect(kinds('Liquid: {% endraw %}\n')).toEqual([['Liquid: {% endraw %}\n']]);
  });

  it('reads {% file %} as a block and renders it as a download link with its caption', () => {
    const blocks = splitBlocks('{% file src="/files/f1" %}\nThe report\n{% endfile %}\n');
    expect(blocks).toMatchObject([
      {
        kind: 'tag',
        name: 'file',
        attrs: { src: '/files/f1' },
        line: 0,
        end: 2,
        children: [{ kind: 'markdown', text: 'The report' }],
      },
    ]);
    const { html } = markdownToHtml('{% file src="/files/f1/report%20v2.pdf" %}\nThe report\n{% endfile %}\n');
    expect(html).toContain('<a href="/files/f1/report%20v2.pdf" download class="file-link">report v2.pdf</a>');
    expect(html).toContain('The report');
    expect(markdownToHtml('{% file src="javascript:alert(1)" %}\n{% endfile %}\n').html).not.toContain('javascript:');
  });
});
