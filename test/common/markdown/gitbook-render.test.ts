import { describe, expect, it } from 'vitest';
import { splitBlocks, type Block } from '../../../src/common/markdown/blocks.js';
import { markdownToDocument, topBlocks } from '../../../src/common/markdown/document.js';
import { markdownToHtml } from '../../../src/common/markdown/html.js';
import { markdownProblems } from '../../../src/common/markdown/problems.js';

/**
 * Blocks rendered as GitBook renders them, on inputs of the shapes real Git Sync repositories
 * hold (issue 45: `{% endtab %}%}`, images mid-sentence, embeds with captions). Each case names
 * what of GitBook's open-source renderer (GitbookIO/gitbook, packages/gitbook/src/components/
 * DocumentView) or documentation it follows.
 */

const shape = (blocks: Block[]): unknown[] =>
  blocks.map((b) => (b.kind === 'markdown' ? b.text : { [b.name]: shape(b.children) }));

describe('a stray %} after a closing tag', () => {
  // GitBook's own markdown parser (GitbookIO/markup-it, src/markdown/re/block.js) reads a tag as
  // `customBlock: /^{% *(.*?) *(?=[#%}]})%}/`: up to its first `%}`; the rest of the line is lexed
  // on as text (blocks/custom.js then closes the open block at its `end` tag). Liquid's own
  // tokenizer ends a tag the same way. So in `{% endtab %}%}` the end tag closes its tab and `%}`
  // is text that follows it.
  const source = [
    '{% tabs %}',
    '{% tab title="Linux" %}',
    'Run the installer.',
    '{% endtab %}%}',
    '',
    '{% tab title="macOS" %}',
    'Open the package.',
    '{% endtab %}',
    '{% endtabs %}',
  ].join('\n');

  it('closes the tab it ends; the %} is text after it, in the tabs block', () => {
    expect(shape(splitBlocks(source))).toEqual([
      { tabs: [{ tab: ['Run the installer.'] }, '%}\n', { tab: ['Open the package.'] }] },
    ]);
    // The tags read as well formed: no tab is left open, no end tag closes nothing.
    expect(markdownProblems(source)).toEqual([]);
  });

  it('renders both tabs, and shows the %} as text after them, never the end tag', () => {
    const { html, text } = markdownToHtml(source);
    expect(html).toMatch(
      /^<div class="tabs">(?:<input[^>]*><label[^>]*>[^<]*<\/label><div class="tab-panel"><p>[^<]*<\/p><\/div>){2}<\/div><p>%}<\/p>$/,
    );
    expect(html).toContain('>Linux</label><div class="tab-panel"><p>Run the installer.</p></div>');
    expect(html).toContain('>macOS</label><div class="tab-panel"><p>Open the package.</p></div>');
    expect(text).not.toContain('{%');
  });

  it('reads as one piece of the source with the block it follows (block reverts keep the line as written)', () => {
    const blocks = topBlocks('{% hint style="info" %}\nNote.\n{% endhint %} and more\n\nAfter.\n');
    expect(blocks.map((b) => [b.block.type, b.line, b.end, b.alone])).toEqual([
      ['hint', 0, 2, false],
      ['paragraph', 0, 2, false],
      ['paragraph', 4, 4, true],
    ]);
    expect(markdownToDocument(source).nodes.map((n) => n.type)).toEqual(['tabs', 'paragraph']);
  });

  it('keeps any text after an end tag, and the end tag of a hint still closes it', () => {
    const { html } = markdownToHtml('{% hint style="info" %}\nNote.\n{% endhint %} and more\n\nAfter.');
    expect(html).toBe('<div class="hint hint-info" role="note"><p>Note.</p></div><p>and more</p>\n<p>After.</p>');
  });
});

describe('inline images', () => {
  // GitBook's InlineImage: an image in a run of text is an inline image, in the line
  // (`inline-flex max-w-[300px] align-middle`, or one line high for `size: 'line'`); GitBook's
  // documentation (create-content/formatting/inline.md): "Inline images will sit alongside your
  // text". A paragraph of images only is an images block (our document model reads it so too).
  /** The class of the image with `src` (undefined: none), wherever the attribute sits. */
  const classOf = (html: string, src: string) => {
    const tag = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).find((t) => t.includes(`src="${src}"`));
    expect(tag, src).toBeDefined();
    return /\bclass="([^"]*)"/.exec(tag!)?.[1];
  };

  it('marks an image inside a sentence inline and keeps the sentence one paragraph', () => {
    // audacity-support, basics/audacity-editing.md
    const { html } = markdownToHtml('You can zoom in using the ![](ZoomIn.png)Zoom+ icon, or by `Ctrl+Scroll`.');
    expect(html).toBe(
      '<p>You can zoom in using the <img src="ZoomIn.png" alt="" loading="lazy" class="inline-image">Zoom+ icon, or by <code>Ctrl+Scroll</code>.</p>',
    );
  });

  it('in list items, table cells, headings, links and <picture> alike', () => {
    // audacity-support (an external image in a numbered step), gitbook-public-docs (a <picture> icon in a step)
    const list = markdownToHtml(
      '2. Click the **Zoom In** button ![The Zoom In tool](https://example.org/zoomin.png) until you see it\n' +
        '3. Open the page\'s **Action menu** <picture><source srcset="dark.svg" media="(prefers-color-scheme: dark)"><img src="light.svg" alt="Actions"></picture>.',
    ).html;
    expect(classOf(list, 'https://example.org/zoomin.png')).toBe('inline-image');
    expect(classOf(list, 'light.svg')).toBe('inline-image');
    const table = markdownToHtml('| Tool | Icon |\n|---|---|\n| Zoom ![](a.png) in | ![](b.png) |').html;
    expect(classOf(table, 'a.png')).toBe('inline-image');
    expect(classOf(table, 'b.png')).toBeUndefined();
    expect(classOf(markdownToHtml('## Set up ![](logo.png) the app').html, 'logo.png')).toBe('inline-image');
    expect(
      classOf(
        markdownToHtml('[![npm](https://example.org/v.svg)](https://npmjs.com/x)').html,
        'https://example.org/v.svg',
      ),
    ).toBe('inline-image');
  });

  it('leaves image blocks alone: alone in a paragraph, a row of images, a figure', () => {
    expect(classOf(markdownToHtml('![Screen](screen.png)').html, 'screen.png')).toBeUndefined();
    const row = markdownToHtml('![a](a.png) ![b](b.png)').html;
    expect([classOf(row, 'a.png'), classOf(row, 'b.png')]).toEqual([undefined, undefined]);
    const figure = markdownToHtml(
      '<figure><a href="x.md"><img src="f.png" alt=""></a><figcaption><p>Caption</p></figcaption></figure>',
    ).html;
    expect(classOf(figure, 'f.png')).toBeUndefined();
  });

  it('an image GitBook sizes to the line keeps that size', () => {
    const { html } = markdownToHtml('Press <img src="key.png" alt="" data-size="line"> to go on.');
    expect(classOf(html, 'key.png')).toBe('inline-icon');
  });
});

describe("an embed's caption", () => {
  // GitBook's Embed renders inside Caption: the card, then a <figcaption> with the caption's text.
  it('the text before {% endembed %} (what Git Sync writes today)', () => {
    // beefree-sdk-docs, rows/storage/hosted-saved-rows.md
    const { html } = markdownToHtml(
      '{% embed url="https://www.youtube.com/watch?v=BSqWRusx2fg" %}\nWebinar on Hosted Saved Rows\n{% endembed %}',
    );
    expect(html).toMatch(/<\/a><figcaption><p>Webinar on Hosted Saved Rows<\/p><\/figcaption><\/figure>$/);
  });

  it('the caption="..." attribute (what older Git Sync wrote), shown, never dropped', () => {
    const { html, text } = markdownToHtml(
      '{% embed url="https://www.youtube.com/watch?v=rD-IOd1nvFo" caption="The X-Chain API" %}',
    );
    expect(html).toMatch(
      /^<figure class="embed"><a href="https:\/\/www\.youtube\.com\/watch\?v=rD-IOd1nvFo"[^>]*>.*<\/a><figcaption>The X-Chain API<\/figcaption><\/figure>$/,
    );
    expect(text).toContain('The X-Chain API');
    // An empty caption is no caption.
    expect(markdownToHtml('{% embed url="https://example.org/v" caption="" %}').html).not.toContain('figcaption');
    // A URL the site does not link to still shows its caption.
    expect(markdownToHtml('{% embed url="javascript:alert(1)" caption="Demo" %}').html).toBe('<p>Demo</p>');
  });
});
