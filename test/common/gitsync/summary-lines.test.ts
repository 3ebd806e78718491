import { describe, expect, it } from 'vitest';
import { fastSummary } from '../../../src/common/gitsync/summary-lines.js';
import { parseSummary, parseSummaryMarkdown, summaryTarget } from '../../../src/common/gitsync/summary.js';
import { markdownSets } from '../../helpers/markdown-files.js';

/**
 * SUMMARY.md's line reader against the markdown parser: where the reader answers, it answers what
 * the parser does (lines included); where it cannot, it says so and the parser decides.
 */
const fast = (text: string) => fastSummary(text, summaryTarget);

/** A SUMMARY.md as GitBook writes one: groups with and without anchors, nesting, link entries, entries without a file. */
function generated(pages: number): string {
  const lines = ['# Table of contents', '', '* [Home](README.md)'];
  for (let i = 1; i < pages; i++) {
    if (i % 100 === 1) {
      const g = Math.ceil(i / 100);
      lines.push('', g % 2 ? `## Part ${g}` : `## Part ${g} & more <a href="#part-${g}" id="part-${g}"></a>`, '');
    }
    const depth = i % 100 === 1 ? 0 : 1 + (i % 3 === 0 ? 1 : 0);
    const pad = '  '.repeat(depth);
    if (i % 50 === 0) lines.push(`${pad}* [Forum ${i}: ask (here)](https://forum.example.org/t/${i}?x=1&y=2)`);
    else if (i % 77 === 0) lines.push(`${pad}* Archive ${i}`);
    else lines.push(`${pad}* [Guide ${i} \\(beta\\), café 🆕](part/guide-${i}.md)`);
  }
  return `${lines.join('\n')}\n`;
}

/** Lines the reader must either read as the parser does or leave to it. */
const LINES = [
  '# Table of contents',
  '## Group',
  '## Group <a href="#g" id="g"></a>',
  '## Group <a href="#g" id="h"></a>',
  '### Deeper',
  '## Closed ##',
  '## *Emphasis*',
  '* [Page](page.md)',
  '* [Page](dir/page.md)',
  '* [Page](./dir/../page.md)',
  '* [Page](page.md#part)',
  '* [Page](../outside.md)',
  '* [Page](image.png)',
  '* [Page](caf%C3%A9.md)',
  '* [Page](page.md "Title")',
  '* [Page](page.md "Ti\\"tle")',
  "* [Page](page.md 'Title')",
  '* [Page](page.md (Title))',
  '* [Page](page.md  "Title")',
  '* [Page](<page one.md>)',
  '* [Site](https://example.com/a?b=1&c=2)',
  '* [Site](https://example.com/a&amp;b)',
  '* [Mail](mailto:a@example.com)',
  '* [**Bold**](page.md)',
  '* [a_b_c](page.md)',
  '* [Code `x`](page.md)',
  '* [Escaped \\[x\\]](page.md)',
  '* [Letter \\q](page.md)',
  '* [Tom &amp; Jerry](page.md)',
  '* [Tom & Jerry](page.md)',
  '* [See www.example.com](page.md)',
  '* [Ref][ref]',
  '* [Ref]',
  '* [ ] task',
  '* [x] done',
  '* Plain entry',
  '* Plain entry: with colon',
  '* Mail a@example.com',
  '* www.example.com',
  '* 1. ordered inside',
  '* > quote',
  '* <b>html</b>',
  '* [Page](page.md) trailing',
  '+ [Plus](plus.md)',
  '- [Dash](dash.md)',
  '*   [Wide](wide.md)',
  '1. [Ordered](ordered.md)',
  '* [Emoji :smile:](emoji.md)',
  '* [Math $x$](math.md)',
  '* [~~Struck~~](struck.md)',
  '* [Tab\there](tab.md)',
  '[ref]: page.md',
  'Plain paragraph',
  '***',
  '* * *',
  '___',
  '---',
  '```',
  '<!-- comment -->',
  '',
  '   ',
];

/** Lines of the kinds the reader reads itself (most lines of real files). */
const KNOWN = [
  '## Group',
  '## Group <a href="#g" id="g"></a>',
  '# Table of contents',
  '* [Page](page.md)',
  '* [Other](dir/other.md)',
  '* [Site](https://example.com/)',
  '* [Titled](titled.md "Titled page")',
  '***',
  '* Plain entry',
  '- [Dash](dash.md)',
  '',
];

/** A small deterministic random source (the same cases on every run). */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('SUMMARY.md read line by line', () => {
  it('reads a generated 2,000-entry SUMMARY.md itself, exactly as the parser does', () => {
    const text = generated(2000);
    const read = fast(text);
    expect(read).toBeDefined();
    expect(read).toEqual(parseSummaryMarkdown(text));
  });

  it('reads our fixture and the real repositories as the parser does', () => {
    let files = 0;
    const byParser: string[] = [];
    for (const set of markdownSets()) {
      for (const file of set.files.filter((f) => /(^|\/)SUMMARY\.md$/.test(f.name))) {
        files++;
        expect(parseSummary(file.text), file.name).toEqual(parseSummaryMarkdown(file.text));
        const read = fast(file.text);
        if (read) expect(read, file.name).toEqual(parseSummaryMarkdown(file.text));
        else byParser.push(file.name);
      }
    }
    console.log(`SUMMARY.md files read by the parser: ${byParser.join(', ') || 'none'} (of ${files})`);
    expect(files).toBeGreaterThan(0);
  });

  it('reads the lines GitBook writes itself, and leaves the others to the parser', () => {
    for (const line of ['# Table of contents', '## Group <a href="#g" id="g"></a>', '* [Page](page.md)', '* Plain'])
      expect(fast(`${line}\n`), line).toBeDefined();
    for (const line of ['* [**Bold**](page.md)', '* [Ref][ref]', '* www.example.com', '* [Tom &amp; Jerry](page.md)'])
      expect(fast(`${line}\n`), line).toBeUndefined();
  });

  it('agrees with the parser on 3,000 random files of known and unknown lines, nested at random', () => {
    const next = random(42);
    let read = 0;
    for (let n = 0; n < 3000; n++) {
      const lines: string[] = [];
      const count = 1 + Math.floor(next() * 8);
      for (let i = 0; i < count; i++) {
        const pool = next() < 0.8 ? KNOWN : LINES;
        const line = pool[Math.floor(next() * pool.length)]!;
        lines.push(' '.repeat(Math.floor(next() * 3) * (next() < 0.5 ? 2 : 1) * (line.startsWith('*') ? 1 : 0)) + line);
      }
      const text = `${lines.join('\n')}\n`;
      const answer = fast(text);
      if (answer === undefined) continue;
      read++;
      expect(answer, JSON.stringify(text)).toEqual(parseSummaryMarkdown(text));
    }
    // Most random files hold a line the reader leaves to the parser; enough of them it reads.
    expect(read).toBeGreaterThan(1000);
  });
});
