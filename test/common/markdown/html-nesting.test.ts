import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_BYTES } from '../../../src/common/limits.js';
import { htmlNestingDepth } from '../../../src/common/markdown/html-nesting.js';
import { MAX_HTML_NESTING, pageShapeProblem } from '../../../src/common/markdown/shape.js';

describe('HTML nesting read from the text (before the HTML parser)', () => {
  it.each([
    ['text', '# Title\n\nA paragraph.\n', 0],
    ['nested elements', '<div><section><span>x</span></section></div>', 3],
    ['siblings do not add up', '<div>a</div>\n<div>b</div>\n<div>c</div>\n', 1],
    ['void and self-closed elements do not nest', '<div><br><img src="a.png"><hr/><span/></div>', 1],
    ['elements whose end tag may be left out do not nest', '<table><tr><td><p>a<p>b<li>c</table>', 1],
    ['tags in fenced code are text', '```html\n<div><div><div>\n```\n<div></div>\n', 1],
    ['tags in comments are not read', '<!-- <div><div> -->\n<div>\n<!--\n<div>\n-->\n</div>\n', 1],
    ['an end tag of nothing opens nothing', '</div></div><div>x</div>', 1],
    ['20,000 nested div', `${'<div>'.repeat(20_000)}x${'</div>'.repeat(20_000)}`, 20_000],
    ['20,000 nested span in one paragraph', `${'<span>'.repeat(20_000)}x`, 20_000],
    // docs/commands.md: placeholders in code spans are code, not elements.
    ['tags in code spans are text', '| `--space <space-id>` | `<a>` and ``<b>`` |\n`<c>`', 0],
    ['an unclosed code span leaves the rest as text', '`<i> and <b>', 2],
    // Prose placeholders are inline HTML of their paragraph, which closes them.
    ['inline elements close with their paragraph', 'Press <Enter>.\n\nThen <Tab>.\n\nAnd <Esc>.\n', 1],
    ['block elements stay open across paragraphs', '<div>\n\n<section>\n\ntext\n\n</section>\n\n</div>\n', 2],
  ])('%s', (_name, markdown, depth) => {
    expect(htmlNestingDepth(markdown)).toBe(depth);
  });

  it('reads a 1 MiB text of tags, and one of unclosed tags, in linear time', () => {
    const runs = Array.from({ length: 1000 }, (_, n) => '`'.repeat(n + 1)).join('x');
    for (const text of [
      '<div>x</div>\n'.repeat(MAX_PAGE_BYTES / 14),
      `<a${' b'.repeat(MAX_PAGE_BYTES / 2)}`,
      runs.slice(0, MAX_PAGE_BYTES),
    ]) {
      const started = performance.now();
      expect(htmlNestingDepth(text)).toBeLessThanOrEqual(1);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it("accepts this project's own command reference (its placeholders are in code spans)", () => {
    const commands = readFileSync(new URL('../../../docs/commands.md', import.meta.url), 'utf8');
    expect(htmlNestingDepth(commands)).toBeLessThan(MAX_HTML_NESTING);
  });

  it('is a page shape rule, with the words the service uses', () => {
    const at = (n: number) => `${'<div>'.repeat(n)}x${'</div>'.repeat(n)}\n`;
    expect(pageShapeProblem(at(MAX_HTML_NESTING))).toBeUndefined();
    expect(pageShapeProblem(at(20_000))).toEqual({
      limit: 'nesting',
      message: `nests HTML elements 20000 levels deep; at most ${MAX_HTML_NESTING} are allowed`,
    });
  });
});
