import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allKeys,
  documentToMarkdown,
  markdownToDocument,
  topBlocks,
  type DocumentBlock,
  type JSONDocument,
} from '../../../src/common/markdown/document.js';
import { componentProblems } from '../../helpers/contract.js';

/** markdown → document → markdown, and the markdown it gives reads back as the same document. */
function roundTrip(markdown: string): { doc: JSONDocument; back: string } {
  const doc = markdownToDocument(markdown);
  const back = documentToMarkdown(doc);
  expect(markdownToDocument(back), `document of ${JSON.stringify(back)}`).toEqual(doc);
  return { doc, back };
}

const leaf = (text: string, ...marks: string[]) => ({
  object: 'leaf',
  text,
  marks: marks.map((type) => ({ object: 'mark', type })),
});
const para = (...leaves: object[]) => ({ object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves }] });
const withoutKeys = (value: unknown) => JSON.parse(JSON.stringify(value, (k, v) => (k === 'key' ? undefined : v)));

describe('markdown ⇄ document, block by block', () => {
  const cases: Array<{ name: string; markdown: string; nodes: unknown[]; back?: string }> = [
    { name: 'paragraph', markdown: 'Hello world.\n', nodes: [para(leaf('Hello world.'))] },
    {
      name: 'headings 1 to 3, with ids',
      markdown: '# One\n\n## Two\n\n### Three\n',
      nodes: [
        { type: 'heading-1', data: { id: 'one' } },
        { type: 'heading-2', data: { id: 'two' } },
        { type: 'heading-3', data: { id: 'three' } },
      ],
    },
    {
      name: 'a deeper heading is a heading-3',
      markdown: '#### Four\n',
      nodes: [{ type: 'heading-3', data: { id: 'four' } }],
      back: '### Four\n',
    },
    {
      name: 'marks: bold, italic, code, strikethrough and combined',
      markdown: 'a **b** *c* `d` ~~e~~ **_f_**\n',
      nodes: [
        para(
          leaf('a '),
          leaf('b', 'bold'),
          leaf(' '),
          leaf('c', 'italic'),
          leaf(' '),
          leaf('d', 'code'),
          leaf(' '),
          leaf('e', 'strikethrough'),
          leaf(' '),
          leaf('f', 'bold', 'italic'),
        ),
      ],
    },
    {
      name: 'links to a URL, a page, an anchor of a page, an anchor here and a file',
      markdown:
        '[url](https://example.com) [page](/pages/p1) [anchor](/pages/p1#intro) [here](#top) [file](/files/f1)\n',
      nodes: [
        {
          type: 'paragraph',
          nodes: [
            {
              object: 'inline',
              type: 'link',
              data: { ref: { kind: 'url', url: 'https://example.com' } },
              nodes: [{ leaves: [leaf('url')] }],
            },
            { object: 'text' },
            { object: 'inline', type: 'link', data: { ref: { kind: 'page', page: 'p1' } } },
            { object: 'text' },
            { object: 'inline', type: 'link', data: { ref: { kind: 'anchor', page: 'p1', anchor: 'intro' } } },
            { object: 'text' },
            { object: 'inline', type: 'link', data: { ref: { kind: 'anchor', anchor: 'top' } } },
            { object: 'text' },
            { object: 'inline', type: 'link', data: { ref: { kind: 'file', file: 'f1' } } },
          ],
        },
      ],
    },
    {
      name: 'inline image, emoji and inline math',
      markdown: 'See ![logo](/files/f1 "Logo") 🚀 $`\\pi r^2`$.\n',
      nodes: [
        {
          type: 'paragraph',
          nodes: [
            { object: 'text', leaves: [leaf('See ')] },
            {
              object: 'inline',
              type: 'inline-image',
              data: { ref: { kind: 'file', file: 'f1' }, alt: 'logo', caption: 'Logo' },
              isVoid: true,
            },
            { object: 'text', leaves: [leaf(' ')] },
            { object: 'inline', type: 'emoji', data: { code: '1f680' }, isVoid: true },
            { object: 'text', leaves: [leaf(' ')] },
            { object: 'inline', type: 'inline-math', data: { formula: '\\pi r^2' }, isVoid: true },
            { object: 'text', leaves: [leaf('.')] },
          ],
        },
      ],
    },
    {
      name: 'nested lists',
      markdown: '* one\n* two\n  1. nested\n  2. more\n',
      nodes: [
        {
          type: 'list-unordered',
          nodes: [
            { type: 'list-item', nodes: [para(leaf('one'))] },
            {
              type: 'list-item',
              nodes: [
                para(leaf('two')),
                { type: 'list-ordered', nodes: [{ type: 'list-item' }, { type: 'list-item' }] },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'an ordered list keeps its start',
      markdown: '3. three\n4. four\n',
      nodes: [{ type: 'list-ordered', data: { start: 3 } }],
    },
    {
      name: 'task list',
      markdown: '* [x] done\n* [ ] todo\n',
      nodes: [
        {
          type: 'list-tasks',
          nodes: [
            { type: 'list-item', data: { checked: true } },
            { type: 'list-item', data: { checked: false } },
          ],
        },
      ],
    },
    {
      name: 'quotes, nested',
      markdown: '> quoted\n>\n> > nested\n',
      nodes: [
        { type: 'blockquote', nodes: [para(leaf('quoted')), { type: 'blockquote', nodes: [para(leaf('nested'))] }] },
      ],
    },
    {
      name: 'code, one code-line per line',
      markdown: '```js\nlet a = 1;\n\nlog(a);\n```\n',
      nodes: [
        {
          type: 'code',
          data: { syntax: 'js' },
          nodes: ['let a = 1;', '', 'log(a);'].map((text) => ({
            type: 'code-line',
            nodes: [{ leaves: [leaf(text)] }],
          })),
        },
      ],
    },
    {
      name: 'code with a {% code %} title and options',
      markdown: '{% code title="app.js" overflow="wrap" lineNumbers="true" %}\n```js\nx\n```\n{% endcode %}\n',
      nodes: [{ type: 'code', data: { syntax: 'js', title: 'app.js', overflow: 'wrap', lineNumbers: true } }],
    },
    {
      name: 'math block (GitHub ```math)',
      markdown: '```math\nE = mc^2\n```\n',
      nodes: [{ type: 'math', data: { formula: 'E = mc^2' }, isVoid: true }],
    },
    {
      name: 'hint',
      markdown: '{% hint style="warning" %}\nCareful.\n{% endhint %}\n',
      nodes: [{ type: 'hint', data: { style: 'warning' }, nodes: [para(leaf('Careful.'))] }],
    },
    {
      name: 'tabs',
      markdown:
        '{% tabs %}\n{% tab title="npm" %}\nnpm i\n{% endtab %}\n\n{% tab title="yarn" %}\nyarn add\n{% endtab %}\n{% endtabs %}\n',
      nodes: [
        {
          type: 'tabs',
          nodes: [
            { type: 'tabs-item', data: { title: 'npm' }, nodes: [para(leaf('npm i'))] },
            { type: 'tabs-item', data: { title: 'yarn' } },
          ],
        },
      ],
    },
    {
      name: 'expandable (details and summary)',
      markdown: '<details>\n\n<summary>More</summary>\n\nHidden.\n\n</details>\n',
      nodes: [
        {
          type: 'expandable',
          isVoid: true,
          fragments: [
            { object: 'fragment', fragment: 'expandable-title', type: 'expandable-title', nodes: [para(leaf('More'))] },
            {
              object: 'fragment',
              fragment: 'expandable-body',
              type: 'expandable-body',
              nodes: [para(leaf('Hidden.'))],
            },
          ],
        },
      ],
    },
    {
      name: 'table: text columns titled by the header, records in order, cells as fragments',
      markdown: '| Name | Size |\n| - | -: |\n| **a** | 1 |\n| b |\n',
      back: '| Name  | Size |\n| ----- | ---: |\n| **a** |    1 |\n| b     |      |\n',
      nodes: [
        {
          type: 'table',
          isVoid: true,
          data: {
            view: { type: 'grid', columns: ['c0', 'c1'], hideHeader: false },
            definition: {
              c0: { id: 'c0', title: 'Name', type: 'text', textAlignment: 'left' },
              c1: { id: 'c1', title: 'Size', type: 'text', textAlignment: 'right' },
            },
            records: {
              r0: { orderIndex: '000000', values: { c0: 'r0c0', c1: 'r0c1' } },
              r1: { orderIndex: '000001', values: { c0: 'r1c0', c1: 'r1c1' } },
            },
          },
          fragments: [
            { fragment: 'r0c0', nodes: [para(leaf('a', 'bold'))] },
            { fragment: 'r0c1', nodes: [para(leaf('1'))] },
            { fragment: 'r1c0', nodes: [para(leaf('b'))] },
            { fragment: 'r1c1', nodes: [para(leaf(''))] },
          ],
        },
      ],
    },
    {
      name: 'a paragraph of images is an images block, a title is the caption',
      markdown: '![A](/files/f1 "Cap")\n![B](https://example.com/b.png)\n',
      nodes: [
        {
          type: 'images',
          nodes: [
            {
              type: 'image',
              data: { ref: { kind: 'file', file: 'f1' }, alt: 'A' },
              fragments: [{ fragment: 'caption', nodes: [para(leaf('Cap'))] }],
              isVoid: true,
            },
            {
              type: 'image',
              data: { ref: { kind: 'url', url: 'https://example.com/b.png' }, alt: 'B' },
              fragments: [],
            },
          ],
        },
      ],
    },
    {
      name: 'file',
      markdown: '{% file src="/files/f1" %}\n{% endfile %}\n',
      nodes: [{ type: 'file', data: { ref: { kind: 'file', file: 'f1' } }, isVoid: true }],
    },
    {
      name: 'embed',
      markdown: '{% embed url="https://youtu.be/x" %}\n',
      nodes: [{ type: 'embed', data: { url: 'https://youtu.be/x' }, isVoid: true }],
    },
    {
      name: 'content reference',
      markdown: '{% content-ref url="/pages/p2" %}\n[Next](/pages/p2)\n{% endcontent-ref %}\n',
      back: '{% content-ref url="/pages/p2" %}\n[/pages/p2](/pages/p2)\n{% endcontent-ref %}\n',
      nodes: [{ type: 'content-ref', data: { ref: { kind: 'page', page: 'p2' } }, isVoid: true }],
    },
    { name: 'divider', markdown: '***\n', nodes: [{ type: 'divider', isVoid: true }] },
    {
      name: 'a hard line break is \\n, a soft one a space',
      markdown: 'Line one\nline two  \nline three\n',
      back: 'Line one line two\\\nline three\n',
      nodes: [para(leaf('Line one line two\nline three'))],
    },
    {
      name: 'a page that is one no-break space keeps it (it is not a blank line to markdown)',
      markdown: '&nbsp;\n',
      back: '\u00a0\n',
      nodes: [para(leaf('\u00a0'))],
    },
    {
      name: 'a no-break space alone in a block keeps its paragraph',
      markdown: '{% hint style="info" %}\n\u00a0\n{% endhint %}\n',
      nodes: [{ type: 'hint', data: { style: 'info' }, nodes: [para(leaf('\u00a0'))] }],
    },
    {
      name: 'a line break that ends a paragraph is written <br> (a final \\ would be a backslash)',
      markdown: 'Line one<br>\n\nLine two\\\n\\\n',
      back: 'Line one<br>\n\nLine two\\\n\\\\\n',
      nodes: [para(leaf('Line one\n')), para(leaf('Line two\n\\'))],
    },
    {
      name: 'a line of only <br> is the paragraph of one line break GitBook writes so (gitbook-public-docs ends a page with one)',
      markdown: 'Get started.\n\n<br>\n',
      nodes: [para(leaf('Get started.')), para(leaf('\n'))],
    },
    {
      name: 'lines of only <br> read as one paragraph of their line breaks, written on one line',
      markdown: 'A\n\n<br>\n<br/>\n\nB\n',
      back: 'A\n\n<br><br>\n\nB\n',
      nodes: [para(leaf('A')), para(leaf('\n\n')), para(leaf('B'))],
    },
    {
      name: 'a <br> in a hint is its paragraph, and HTML with more than line breaks in it is read as before',
      markdown: '{% hint style="info" %}\n<br>\n{% endhint %}\n\n<p>x<br></p>\n\n<p><img src="/files/f1"><br></p>\n',
      back: '{% hint style="info" %}\n<br>\n{% endhint %}\n\nx<br>\n\n![](/files/f1)\n',
      nodes: [{ type: 'hint', nodes: [para(leaf('\n'))] }, para(leaf('x\n')), { type: 'images' }],
    },
    {
      name: "an element holding only <br> (an editor's <p><br></p>) is the same paragraph of a line break",
      markdown: 'A\n\n<p><br></p>\n\n<div>\n<br>\n</div>\n',
      back: 'A\n\n<br>\n\n<br>\n',
      nodes: [para(leaf('A')), para(leaf('\n')), para(leaf('\n'))],
    },
    {
      name: 'an expandable title is written escaped, so markdown and HTML read the same text (<head>, *)',
      markdown: '<details>\n\n<summary>With <code>&#x3C;head></code> *and* \\*</summary>\n\nBody\n\n</details>\n',
      back: '<details>\n\n<summary>With \\<head> and \\*</summary>\n\nBody\n\n</details>\n',
      nodes: [
        {
          type: 'expandable',
          fragments: [
            { fragment: 'expandable-title', nodes: [para(leaf('With <head> and *'))] },
            { fragment: 'expandable-body', nodes: [para(leaf('Body'))] },
          ],
        },
      ],
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const { doc, back } = roundTrip(c.markdown);
      expect(doc.nodes).toMatchObject(c.nodes);
      expect(doc.nodes).toHaveLength(c.nodes.length);
      expect(back).toBe(c.back ?? c.markdown);
    });
  }
});

describe('blocks a container cannot hold are degraded, and the text stays', () => {
  it('code in a quote becomes code-marked paragraphs', () => {
    const { doc, back } = roundTrip('> Run:\n>\n> ```sh\n> npm i\n> ```\n');
    expect(doc.nodes).toMatchObject([{ type: 'blockquote', nodes: [para(leaf('Run:')), para(leaf('npm i', 'code'))] }]);
    expect(back).toBe('> Run:\n>\n> `npm i`\n');
  });

  it('a table in a hint becomes one paragraph per row, a code block in a hint code-marked lines', () => {
    const { doc } = roundTrip(
      '{% hint style="info" %}\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```\nx\n```\n{% endhint %}\n',
    );
    expect(doc.nodes[0]).toMatchObject({
      type: 'hint',
      nodes: [para(leaf('a | b')), para(leaf('1 | 2')), para(leaf('x', 'code'))],
    });
  });

  it('an expandable in a tab gives its title and body; a {% file %} of no stored file stays a link', () => {
    const { doc } = roundTrip(
      '{% tabs %}\n{% tab title="A" %}\n<details>\n\n<summary>T</summary>\n\nBody.\n\n</details>\n{% endtab %}\n{% endtabs %}\n\n{% file src="docs/a.pdf" %}\n{% endfile %}\n',
    );
    expect(doc.nodes).toMatchObject([
      { type: 'tabs', nodes: [{ type: 'tabs-item', nodes: [para(leaf('T')), para(leaf('Body.'))] }] },
      { type: 'paragraph', nodes: [{ type: 'link', data: { ref: { kind: 'url', url: 'docs/a.pdf' } } }] },
    ]);
  });

  it('reference links resolve; front matter and definitions are no blocks; raw HTML gives its text, never its tags', () => {
    const { doc } = roundTrip('---\ntitle: T\n---\n\nSee [the guide][g].\n\n[g]: /pages/p1\n\n<div>raw</div>\n');
    expect(doc.nodes).toMatchObject([
      {
        type: 'paragraph',
        nodes: [{ object: 'text' }, { type: 'link', data: { ref: { kind: 'page', page: 'p1' } } }, { object: 'text' }],
      },
      para(leaf('raw')),
    ]);
    expect(doc.nodes).toHaveLength(2);
  });

  it('a JSON hint inside a list item is written as its content (tags cannot be nested in markdown)', () => {
    const doc = {
      object: 'document',
      data: {},
      nodes: [
        {
          object: 'block',
          type: 'list-unordered',
          data: {},
          nodes: [
            {
              object: 'block',
              type: 'list-item',
              data: {},
              nodes: [{ object: 'block', type: 'hint', data: { style: 'info' }, nodes: [para(leaf('Inside'))] }],
            },
          ],
        },
      ],
    };
    expect(documentToMarkdown(doc)).toBe('* Inside\n');
  });

  it('containers nested beyond 24 levels are read as their text, and stay valid', () => {
    const { doc } = roundTrip(`${'> '.repeat(40)}deep *text*\n`);
    let depth = 0;
    for (
      let node: DocumentBlock | undefined = doc.nodes[0];
      node?.type === 'blockquote';
      node = node.nodes?.[0] as DocumentBlock
    )
      depth++;
    expect(depth).toBe(24);
    // Beyond the parser's nesting budget (32) the markers are text; the words are all there.
    expect(JSON.stringify(doc)).toMatch(/"text":"(> )*deep text"/);
  });
});

describe('links written as links', () => {
  it('keeps a link whose angle-bracket form would not be a link: an email with _ in its domain, a 33-letter scheme', () => {
    const scheme = 'a'.repeat(40);
    const cases: Array<[string, string]> = [
      ['a@b_c.com\n', '[a@b_c.com](mailto:a@b_c.com)'],
      ['mail a.b@c-d.e_f.org today\n', 'mail [a.b@c-d.e_f.org](mailto:a.b@c-d.e_f.org) today'],
      [`[${scheme}:x](${scheme}:x)\n`, `[${scheme}:x](${scheme}:x)`],
      // What <...> does hold stays in that form.
      ['see https://x.io/a_b and a@b.co\n', 'see <https://x.io/a_b> and <a@b.co>'],
      ['[ab:c](ab:c)\n', '<ab:c>'],
    ];
    for (const [markdown, written] of cases) {
      const { doc, back } = roundTrip(markdown);
      expect(back.trimEnd(), markdown).toBe(written);
      expect(JSON.stringify(doc), markdown).toContain('"type":"link"');
    }
  });
});

describe('line breaks', () => {
  const bold = (value: string) => leaf(value, 'bold');
  it('a <br> in a mark is a line break of the marked text, written back as <br> where it ends the mark', () => {
    const cases: Array<[string, object[], string]> = [
      ['**a<br>**\n', [bold('a\n')], '**a<br>**'],
      ['~~a<br>~~ b\n', [leaf('a\n', 'strikethrough'), leaf(' b')], '~~a<br>~~ b'],
      ['**a<br>b**\n', [bold('a\nb')], '**a\\\nb**'],
      // Other tags in a mark stay the text they are.
      ['**Action<T> hook**\n', [bold('Action<T> hook')], '**Action\\<T> hook**'],
    ];
    for (const [markdown, leaves, written] of cases) {
      const { doc, back } = roundTrip(markdown);
      expect(withoutKeys(doc.nodes), markdown).toEqual([withoutKeys(para(...leaves))].map((p) => ({ ...p, data: {} })));
      expect(back.trimEnd(), markdown).toBe(written);
    }
  });

  it('white space after a <br> does not start the next line, as a hard break written back does not', () => {
    for (const markdown of ['x<br>a<br>\n', '<br>a<br>\n', 'x<br> a <br>\n', 'x_y<br>@x_y<br>\n']) {
      const { doc } = roundTrip(markdown);
      expect(JSON.stringify(doc), markdown).not.toMatch(/\\n /);
    }
  });
});

describe('keys', () => {
  const page =
    '# Guide\n\nFirst paragraph.\n\nSecond paragraph.\n\n* one\n* two\n\n{% hint style="info" %}\nNote.\n{% endhint %}\n';

  it('every block has one, unique in the document, the same on every read', () => {
    const doc = markdownToDocument(
      `${page}\n| a |\n| - |\n| b |\n\n<details>\n\n<summary>S</summary>\n\nBody.\n\n</details>\n`,
    );
    const keys = allKeys(doc.nodes);
    const blocks = JSON.stringify(doc).match(/"object":"block"/g)!.length;
    expect(keys).toHaveLength(blocks);
    expect(new Set(keys).size).toBe(keys.length);
    keys.forEach((k) => expect(k).toMatch(/^[0-9a-f]{12}$/));
    expect(
      allKeys(
        markdownToDocument(`${page}\n| a |\n| - |\n| b |\n\n<details>\n\n<summary>S</summary>\n\nBody.\n\n</details>\n`)
          .nodes,
      ),
    ).toEqual(keys);
  });

  it('an unchanged block keeps its key when the page changes elsewhere; the changed one gets a new key', () => {
    const before = markdownToDocument(page).nodes;
    const after = markdownToDocument(
      page
        .replace('Second paragraph.', 'Second paragraph, edited.')
        .replace('# Guide', '# Guide\n\nA new first paragraph.'),
    ).nodes;
    const key = (nodes: DocumentBlock[], type: string, text?: string) =>
      nodes.find((n) => n.type === type && (text === undefined || JSON.stringify(n).includes(text)))!.key;
    for (const [type, text] of [
      ['heading-1'],
      ['paragraph', 'First paragraph.'],
      ['list-unordered'],
      ['hint'],
    ] as const)
      expect(key(after, type, text), type).toBe(key(before, type, text));
    expect(allKeys([before.find((n) => n.type === 'list-unordered')!])).toEqual(
      allKeys([after.find((n) => n.type === 'list-unordered')!]),
    );
    expect(key(after, 'paragraph', 'Second')).not.toBe(key(before, 'paragraph', 'Second'));
  });

  it('identical blocks are told apart by their order; markdown spelt differently gives the same key', () => {
    const [a, b] = markdownToDocument('Same.\n\nSame.\n').nodes;
    expect(a!.key).not.toBe(b!.key);
    expect(markdownToDocument('*a* and __b__\n').nodes[0]!.key).toBe(
      markdownToDocument('_a_ and **b**\n').nodes[0]!.key,
    );
  });

  it("a key is the hash of its block's JSON (keys and heading ids left out) and of how many identical blocks came before", () => {
    const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
    /** The keys worked out here, block by block in document order, from a copy of the document. */
    const expected = (doc: JSONDocument): string[] => {
      const copy = JSON.parse(JSON.stringify(doc)) as JSONDocument;
      const blocks: DocumentBlock[] = [];
      const collect = (list: DocumentBlock[]) => {
        for (const b of list) {
          blocks.push(b);
          collect((b.nodes ?? []).filter((n): n is DocumentBlock => n.object === 'block'));
          for (const f of b.fragments ?? []) collect(f.nodes);
        }
      };
      collect(copy.nodes);
      for (const b of blocks) {
        delete b.key;
        if (b.type.startsWith('heading-')) delete b.data.id;
      }
      const seen = new Map<string, number>();
      return blocks.map((b) => {
        const content = JSON.stringify(b, (k, v) => (k === 'key' ? undefined : v));
        const n = seen.get(content) ?? 0;
        seen.set(content, n + 1);
        return sha1(`${n}\u0000${content}`).slice(0, 12);
      });
    };
    const body =
      '# Guide\n\nSame.\n\nSame.\n\n{% hint style="info" %}\n## Inside\n\n* a\n  * b\n{% endhint %}\n\n```js\nx\nx\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n<details>\n\n<summary>S</summary>\n\n### Deep\n\n</details>\n';
    // Nested blocks whose text holds what JSON escapes or what looks like its structure.
    const escapes =
      '{% hint style="info" %}\nSay "}{" \\\\ and \\" {"object":"block"}\n\n* `}` a\n  * Same.\n  * Same.\n{% endhint %}\n\n> ]\\\\"\n> \n> Same.\n';
    // An integration's attributes are its props: one named `key` is left out of the hash too.
    for (const markdown of [body, `${body}\n{% @acme/widget key="k1" size="2" %}\n`, `${body}\n${escapes}`]) {
      const doc = markdownToDocument(markdown);
      expect(allKeys(doc.nodes)).toEqual(expected(doc));
    }
    const withProp = markdownToDocument(`{% @acme/widget key="k1" size="2" %}\n`).nodes[0]!;
    expect(withProp.data).toMatchObject({ props: { key: 'k1' } });
    expect(withProp.key).toBe(markdownToDocument(`{% @acme/widget key="k2" size="2" %}\n`).nodes[0]!.key);
  });

  it('top-level blocks know the lines they were read from', () => {
    expect(topBlocks(page).map((t) => [t.block.type, t.line, t.end, t.alone])).toEqual([
      ['heading-1', 0, 0, true],
      ['paragraph', 2, 2, true],
      ['paragraph', 4, 4, true],
      ['list-unordered', 6, 7, true],
      ['hint', 9, 11, true],
    ]);
  });
});

describe('malformed documents are refused with the path of the fault', () => {
  const doc = (...nodes: unknown[]) => ({ object: 'document', data: {}, nodes });
  const ok = para(leaf('fine'));
  const cases: Array<[unknown, string]> = [
    ['x', 'document: must be an object, got string'],
    [{ object: 'doc', data: {}, nodes: [] }, 'document.object: must be "document", got "doc"'],
    [{ object: 'document', data: {} }, 'document.nodes: must be an array, got undefined'],
    [doc(ok, 'x'), 'document.nodes[1]: must be an object, got string'],
    [
      doc(ok, ok, ok, {
        object: 'block',
        type: 'paragraph',
        nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 3, marks: [] }] }],
      }),
      'document.nodes[3].nodes[0].leaves[0].text: must be a string, got number',
    ],
    [doc({ object: 'block', type: 'banner', nodes: [] }), 'document.nodes[0].type: unknown block type "banner"'],
    [
      doc({ object: 'block', type: 'list-item', nodes: [] }),
      'document.nodes[0].type: a list-item block cannot be in the document',
    ],
    [
      doc({
        object: 'block',
        type: 'hint',
        data: { style: 'info' },
        nodes: [{ object: 'block', type: 'code', data: {}, nodes: [] }],
      }),
      'document.nodes[0].nodes[0].type: a code block cannot be in a hint',
    ],
    [
      doc({ object: 'block', type: 'hint', data: { style: 'loud' }, nodes: [] }),
      'document.nodes[0].data.style: must be one of info, warning, danger, success',
    ],
    [
      doc({
        object: 'block',
        type: 'paragraph',
        nodes: [
          { object: 'text', leaves: [{ object: 'leaf', text: 'a', marks: [{ object: 'mark', type: 'blink' }] }] },
        ],
      }),
      'document.nodes[0].nodes[0].leaves[0].marks[0].type: unknown mark "blink"',
    ],
    [
      doc({
        object: 'block',
        type: 'paragraph',
        nodes: [{ object: 'inline', type: 'link', data: { ref: { kind: 'page', page: 'p', space: 's' } }, nodes: [] }],
      }),
      'document.nodes[0].nodes[0].data.ref.space: references to other spaces cannot be stored as markdown',
    ],
    [
      doc({
        object: 'block',
        type: 'paragraph',
        nodes: [{ object: 'inline', type: 'link', data: { ref: { kind: 'user', user: 'u' } }, nodes: [] }],
      }),
      'document.nodes[0].nodes[0].data.ref.kind: must be url or page or anchor or file here, got "user"',
    ],
    [
      doc({
        object: 'block',
        type: 'paragraph',
        nodes: [{ object: 'inline', type: 'emoji', data: { code: '41' }, isVoid: true }],
      }),
      'document.nodes[0].nodes[0].data.code: "41" is not an emoji (code points in hex joined by -, e.g. 1f44d)',
    ],
    [
      doc({ object: 'block', type: 'drawing', data: {}, isVoid: true }),
      'document.nodes[0].type: drawing blocks cannot be stored as markdown by this service',
    ],
    [
      doc({
        object: 'block',
        type: 'tabs',
        nodes: [{ object: 'block', type: 'tabs-item', data: { title: 'say "hi"' }, nodes: [] }],
      }),
      'document.nodes[0].nodes[0].data.title: cannot hold a double quote or a line break (it is written in a {% %} tag)',
    ],
    [
      doc({ object: 'block', type: 'list-unordered', nodes: [para(leaf('x'))] }),
      'document.nodes[0].nodes[0].type: a list holds list-item blocks, got "paragraph"',
    ],
    [
      doc({
        object: 'block',
        type: 'table',
        data: {
          view: { type: 'grid', columns: ['a'], hideHeader: false },
          definition: { a: { id: 'a', title: 'A', type: 'number' } },
          records: {},
        },
        fragments: [],
        isVoid: true,
      }),
      'document.nodes[0].data.definition.a.type: only text columns can be stored as markdown, got "number"',
    ],
    [
      doc({
        object: 'block',
        type: 'paragraph',
        nodes: [{ object: 'inline', type: 'mention', data: {}, isVoid: true }],
      }),
      'document.nodes[0].nodes[0].type: "mention" inlines cannot be stored as markdown (links, images, emoji and math can)',
    ],
    [
      doc(
        JSON.parse(
          `${'{"object":"block","type":"blockquote","nodes":['.repeat(40)}${JSON.stringify(para(leaf('x')))}${']}'.repeat(40)}`,
        ),
      ),
      `document${'.nodes[0]'.repeat(33)}: blocks nested deeper than 32 levels`,
    ],
  ];
  for (const [value, message] of cases) {
    it(message, () => {
      expect(() => documentToMarkdown(value)).toThrow(message);
      try {
        documentToMarkdown(value);
      } catch (error) {
        expect((error as Error).message).toBe(message);
      }
    });
  }

  it('drops marks markdown cannot show and keeps their text', () => {
    expect(
      documentToMarkdown(
        doc({
          object: 'block',
          type: 'paragraph',
          nodes: [{ object: 'text', leaves: [leaf('key', 'keyboard', 'bold')] }],
        }),
      ),
    ).toBe('**key**\n');
  });

  it('takes a path prefix for where the document sits in a request', () => {
    expect(() =>
      documentToMarkdown({ object: 'document', data: {}, nodes: 1 }, 'changes[2].document.document'),
    ).toThrow('changes[2].document.document.nodes: must be an array, got number');
  });
});

describe('documents validate against both references', () => {
  const everything = [
    '# Title\n\nText with **bold**, *italic*, `code`, ~~gone~~, [a link](/pages/p1), ![img](/files/f1), 😀 and $`x^2`$.',
    '* a\n  * b\n    1. c\n\n* [x] done\n* [ ] todo',
    '> quote\n>\n> ```js\n> code in a quote\n> ```\n>\n> | t |\n> | - |\n> | v |',
    '{% hint style="danger" %}\n## In a hint\n\n```\ncode\n```\n\n> quote\n\n![i](/files/f1)\n{% endhint %}',
    '{% code title="a.js" %}\n```js\nx\n```\n{% endcode %}\n\n```math\nE = mc^2\n```',
    '{% tabs %}\n{% tab title="A" %}\n| t |\n| - |\n| v |\n\n{% embed url="https://x.y" %}\n{% endtab %}\n{% endtabs %}',
    '<details>\n\n<summary>S</summary>\n\n{% file src="/files/f1" %}\n{% endfile %}\n\n{% embed url="https://x.y" %}\n\n![i](/files/f1)\n\n</details>\n\n<details>\n\n<summary>Empty</summary>\n\n</details>',
    '| a | b |\n| :-: | - |\n| `1` | [x](/pages/p) |',
    '{% content-ref url="/pages/p#a" %}\n[x](/pages/p#a)\n{% endcontent-ref %}\n\n{% file src="/files/f2" %}\n{% endfile %}\n\n***\n\n#### Deep\n\n<p>html</p>',
    '<figure><img src="/files/f1" alt="A"><figcaption><p>Caption</p></figcaption></figure>',
    '{% @mermaid/diagram content="graph TD; A-->B" %}',
  ].join('\n\n');

  it('a page using every block kind, nested where markdown allows', () => {
    const doc = markdownToDocument(everything);
    expect(componentProblems('0.137.0', 'JSONDocument', doc)).toEqual([]);
    expect(componentProblems('0.202.0', 'JSONDocument', doc)).toEqual([]);
    const types = new Set(JSON.stringify(doc).match(/"type":"[a-z0-9-]+"/g));
    for (const t of [
      'heading-1',
      'heading-3',
      'list-tasks',
      'list-ordered',
      'blockquote',
      'hint',
      'code',
      'math',
      'tabs',
      'expandable',
      'table',
      'images',
      'file',
      'embed',
      'content-ref',
      'divider',
      'link',
      'inline-image',
      'emoji',
      'inline-math',
      'integration',
    ]) {
      expect(types, t).toContain(`"type":"${t}"`);
    }
  });

  it('the checker does refuse what a reference forbids (a code block in a hint, 0.137.0 and 0.202.0)', () => {
    const bad = {
      object: 'document',
      data: {},
      nodes: [
        {
          object: 'block',
          type: 'hint',
          data: { style: 'info' },
          nodes: [{ object: 'block', type: 'code', data: {}, nodes: [] }],
        },
      ],
    };
    expect(componentProblems('0.137.0', 'JSONDocument', bad)).not.toEqual([]);
    expect(componentProblems('0.202.0', 'JSONDocument', bad)).not.toEqual([]);
    // A table in a hint: 0.202.0 allows it, 0.137.0 does not; documents hold the common part.
    const table = markdownToDocument('| t |\n| - |\n| v |').nodes[0];
    const hinted = { ...bad, nodes: [{ ...bad.nodes[0], nodes: [table] }] };
    expect(componentProblems('0.202.0', 'JSONDocument', hinted)).toEqual([]);
    expect(componentProblems('0.137.0', 'JSONDocument', hinted)).not.toEqual([]);
  });

  it('integration props are an object of values (PlainObject read as an object): strings pass, a string props does not', () => {
    const integration = (props: unknown) => ({
      object: 'document',
      data: {},
      nodes: [{ object: 'block', type: 'integration', data: { integration: 'x', block: 'y', props }, isVoid: true }],
    });
    for (const reference of ['0.137.0', '0.202.0'] as const) {
      expect(componentProblems(reference, 'JSONDocument', integration({ content: 'a', n: 1, on: true }))).toEqual([]);
      expect(componentProblems(reference, 'JSONDocument', integration('a'))).not.toEqual([]);
    }
  });
});

describe('round trip property: markdown → document → markdown → document is stable', () => {
  /** The shared parser asserts on a few inputs in development builds (an upstream task-list bug): those are skipped. */
  const read = (markdown: string) => {
    try {
      return markdownToDocument(markdown);
    } catch (error) {
      if (/^Assertion/.test((error as Error).name)) fc.pre(false);
      throw error;
    }
  };
  const stable = (markdown: string, checkSchemas: boolean) => {
    const first = read(markdown);
    const written = documentToMarkdown(first);
    const second = markdownToDocument(written);
    expect(withoutKeys(second), JSON.stringify({ markdown, written })).toEqual(withoutKeys(first));
    expect(second, 'keys').toEqual(first);
    expect(documentToMarkdown(second)).toBe(written);
    if (checkSchemas)
      for (const r of ['0.137.0', '0.202.0'] as const)
        expect(componentProblems(r, 'JSONDocument', first), `${r} ${JSON.stringify(markdown)}`).toEqual([]);
  };

  const tokens = [
    'a',
    'word',
    ' ',
    '  ',
    '\n',
    '\n',
    '\n\n',
    '*',
    '**',
    '_',
    '`',
    '~~',
    '~',
    '[',
    ']',
    '(',
    ')',
    '![',
    '](',
    '# ',
    '#',
    '> ',
    '- ',
    '* ',
    '1. ',
    '2) ',
    '|',
    '$',
    '\\',
    '<',
    '>',
    '{%',
    '%}',
    '😀',
    '👍🏽',
    '❤',
    '.',
    ':',
    '/',
    'http://x.y',
    '/pages/p1',
    '/files/f1',
    '&amp;',
    '&#x20;',
    '\t',
    '---',
    '```',
    '```math\n',
    '    ',
    '  - ',
    '<details>',
    '<summary>T</summary>',
    '</details>',
    '{% hint style="info" %}',
    '{% endhint %}',
    '[^1]',
    '[a]: /x',
    '[l][a]',
    '{% tabs %}',
    '{% tab title="A" %}',
    '{% endtab %}',
    '{% endtabs %}',
    '{% code title="t" %}',
    '{% endcode %}',
    '{% embed url="u" %}',
    '{% content-ref url="/pages/p" %}',
    '{% endcontent-ref %}',
    '{% file src="/files/f" %}',
    '{% endfile %}',
    '| a | b |\n| - | :-: |\n',
    '$`x`$',
    '[ ] ',
    '[x] ',
    '<b>',
    '<!-- c -->',
    '===',
  ];
  const chaos = fc.array(fc.constantFrom(...tokens), { maxLength: 60 }).map((t) => t.join(''));

  it('for token soup (any markdown, GitBook tags included)', () => {
    fc.assert(
      fc.property(chaos, (markdown) => stable(markdown, false)),
      { numRuns: 1500 },
    );
    fc.assert(
      fc.property(chaos, (markdown) => stable(markdown, true)),
      { numRuns: 150 },
    );
  }, 120_000);

  // Well-formed pages: blocks nested in blocks, each written as markdown would have it.
  const word = fc.constantFrom(
    'alpha',
    'beta',
    'x_y',
    'a*b',
    '😀',
    '`c`',
    '[l](/pages/p)',
    '![i](/files/f)',
    'http://e.x',
    '$`m`$',
    '{%',
    '<i>',
    '\\#',
    '1.',
    '~~s~~',
  );
  const inline = fc
    .array(
      fc.oneof(
        word,
        word.map((w) => `**${w}**`),
        word.map((w) => `*${w}*`),
      ),
      { minLength: 1, maxLength: 5 },
    )
    .map((ws) => ws.join(' '));
  const indent = (text: string, by: string, first = by) =>
    text
      .split('\n')
      .map((l, i) => (i === 0 ? first : l ? by : '') + l)
      .join('\n');
  const { block } = fc.letrec<{ block: string; blocks: string }>((tie) => ({
    block: fc.oneof(
      { depthSize: 'small', maxDepth: 4, withCrossShrink: true },
      inline,
      inline.map((t) => `## ${t}`),
      fc
        .tuple(
          fc.constantFrom('js', 'math', ''),
          fc.array(fc.constantFrom('let a;', '', '  x', '{% endhint %}', '</details>'), { minLength: 1, maxLength: 3 }),
        )
        .map(([lang, lines]) => `\`\`\`${lang}\n${lines.join('\n')}\n\`\`\``),
      fc.tuple(inline, inline).map(([a, b]) => `| ${a} | h |\n| :- | -: |\n| ${b} | 1 |`),
      tie('blocks').map((b) => indent(b, '> ')),
      fc
        .array(tie('blocks'), { minLength: 1, maxLength: 3 })
        .map((items) => items.map((b) => indent(b, '  ', '* ')).join('\n')),
      fc
        .array(tie('blocks'), { minLength: 1, maxLength: 2 })
        .map((items) => items.map((b) => indent(b, '   ', '1. ')).join('\n')),
      tie('blocks').map((b) => `{% hint style="success" %}\n${b}\n{% endhint %}`),
      fc
        .array(tie('blocks'), { minLength: 1, maxLength: 2 })
        .map(
          (tabs) =>
            `{% tabs %}\n${tabs.map((b, i) => `{% tab title="T${i}" %}\n${b}\n{% endtab %}`).join('\n')}\n{% endtabs %}`,
        ),
      tie('blocks').map((b) => `<details>\n\n<summary>S</summary>\n\n${b}\n\n</details>`),
    ),
    blocks: fc.array(tie('block'), { minLength: 1, maxLength: 3 }).map((bs) => bs.join('\n\n')),
  }));

  it('keeps an empty task item checked (a checkbox needs text after it; a comment is that text)', () => {
    // Found by the property below: `1. [x] <b>` (the tag is dropped) was written back as `*`.
    for (const markdown of ['1. [x] <b>', '* [ ] <!-- c -->\n* [x] a']) stable(markdown, true);
    expect(documentToMarkdown(markdownToDocument('* [x] <b>'))).toBe('* [x] <!-- -->\n');
  });

  it('keeps a sublist apart from the text before it when its first line may not interrupt a paragraph', () => {
    // Found by the property below on CI: `1. 1.` (an item holding an empty item) ran into the text.
    for (const sub of ['1. 1.', '1. 2. b', '1. - 1.', '1. -', '2. b', '1.'])
      stable(`* **alpha**\n\n  ${sub}\n\n     **alpha**\n  1. *alpha*\n* b`, true);
    stable(
      '{% tabs %}\n{% tab title="T0" %}\n{% tabs %}\n{% tab title="T0" %}\n* **alpha**\n\n  1. 1.\n\n     **alpha**\n  1. *alpha*\n* **alpha**\n{% endtab %}\n{% endtabs %}\n{% endtab %}\n{% endtabs %}',
      false,
    );
  });

  it('keeps an emoji in inline HTML formatting formatted, so a URL after it does not start the run', () => {
    // Found by the token soup: the emoji of `[<b>😀http://x.y` lost the bold, the URL then began a
    // bold run of its own (`\[😀**http\://x.y**`), and an autolink finds a URL there whatever the escaping.
    for (const markdown of [
      '[<b>😀http://x.y',
      '[<b>😀www.x.y',
      '[<b>👍🏽https://x.y</b> a',
      '[<strong><em>😀http://x.y',
      '<b>😀http://x.y',
    ])
      stable(markdown, true);
    const nodes = (markdown: string) => markdownToDocument(markdown).nodes[0]!.nodes;
    expect(nodes('[<b>😀http://x.y')).toEqual([{ object: 'text', leaves: [leaf('['), leaf('😀http://x.y', 'bold')] }]);
    expect(nodes('[<strong><em>😀http://x.y')).toEqual([
      { object: 'text', leaves: [leaf('['), leaf('😀http://x.y', 'bold', 'italic')] },
    ]);
    // Without the `[`, the URL is a link (in the bold, as in `**[u](u)**`).
    expect(nodes('<b>😀http://x.y')).toEqual([
      { object: 'text', leaves: [leaf('😀', 'bold')] },
      {
        object: 'inline',
        type: 'link',
        data: { ref: { kind: 'url', url: 'http://x.y' } },
        nodes: [{ object: 'text', leaves: [leaf('http://x.y', 'bold')] }],
      },
    ]);
  });

  it('writes text that is no link so that it reads back as no link', () => {
    // GFM left the dot of `www.` unescaped when the character after it is escaped: `www.\_b` is an autolink.
    for (const markdown of ['www\\.\\_b', '[www._', '[www.x_y', 'a *www\\.\\_b* **www\\.\\_**']) stable(markdown, true);
    expect(markdownToDocument('www\\.\\_b').nodes[0]!.nodes).toEqual([{ object: 'text', leaves: [leaf('www._b')] }]);
    expect(documentToMarkdown(markdownToDocument('www\\.\\_b'))).toBe('www\\.\\_b\n');
    // Found by the token soup: `\` then an emoji before `**` was written `\&#x1F600;**`, read as `&#x1F600;`.
    for (const markdown of ['\\😀<b>>', '\\😀<b>{% embed url="u" %}', 'a\\😀**>**']) stable(markdown, true);
  });

  it('keeps a sublist whose first line cannot interrupt text apart from its item’s text', () => {
    // Found by the property below (seed -1970941647): a sublist opening with an empty item (`* > 1.`)
    // written right under its item's text could not interrupt it and was read back as text.
    for (const markdown of [
      '* *alpha*\n\n  * > 1.\n  * alpha',
      '* a\n\n  * 1.\n  * b',
      '* a\n\n  * > > *\n',
      '* a\n\n  * > 2. b',
      '* a\n\n  * * > 2. b',
      '* a\n  * >\n',
    ])
      stable(markdown, false);
  });

  it('for nested, well-formed pages', () => {
    fc.assert(
      fc.property(block, (markdown) => stable(markdown, false)),
      { numRuns: 400 },
    );
    fc.assert(
      fc.property(block, (markdown) => stable(markdown, true)),
      { numRuns: 60 },
    );
  }, 120_000);
});

describe('phrasing read in one pass', () => {
  const inlines = (markdown: string) =>
    markdownToDocument(markdown).nodes.map((b) =>
      (b.nodes ?? []).map((n) =>
        n.object === 'text'
          ? n.leaves.map((l) => `${l.text}${l.marks.length ? `/${l.marks.map((m) => m.type).join('+')}` : ''}`)
          : n.object === 'inline'
            ? `${n.type}:${JSON.stringify(n.data)}`
            : n.type,
      ),
    );

  it('takes math between dollar signs in order: a dollar sign used by one math span is not the next one’s', () => {
    expect(inlines('$`a`$`b`$ and *$`x`$*')).toEqual([
      ['inline-math:{"formula":"a"}', ['b/code', '$ and '], 'inline-math:{"formula":"x"}'],
    ]);
  });

  it('splits emoji from Latin-1 up (©️ is one, © alone is not), never in links', () => {
    expect(inlines('A ©️ and © mark, [👍 link](https://x.y) 👍')).toEqual([
      [
        ['A '],
        'emoji:{"code":"a9-fe0f"}',
        [' and © mark, '],
        'link:{"ref":{"kind":"url","url":"https://x.y"}}',
        [' '],
        'emoji:{"code":"1f44d"}',
      ],
    ]);
  });

  it('reads a paragraph of images (in marks or not) as images, one with text as inlines', () => {
    const [withText, images] = markdownToDocument('**bold** ![i](a.png) text\n\n![i](a.png) *![j](b.png)*').nodes;
    expect(withText?.type).toBe('paragraph');
    expect(images?.type).toBe('images');
    expect(images?.nodes?.map((n) => (n.object === 'block' ? n.data.alt : undefined))).toEqual(['i', 'j']);
  });
});
