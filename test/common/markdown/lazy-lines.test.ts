import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lazyLinesAreLinear, withMicromarksDocument } from '../../../src/common/markdown/micromark-document.js';
import { parseMarkdown } from '../../../src/common/markdown/parse.js';

/**
 * The document tokenizer that replaces micromark's (its lazy-line check was quadratic) must read
 * every text as micromark does: the same tree, positions included, for arrangements of the
 * constructs that lazy lines touch.
 */
const line = fc.constantFrom(
  'a',
  'b c',
  '> a',
  '> > a',
  '>',
  '- a',
  '  - b',
  '1. a',
  '   c',
  '=',
  '---',
  '~~~',
  '```js',
  '```',
  '| a | b |',
  '| - | - |',
  '# h',
  '<div>',
  '</div>',
  '    code',
  '[a]: b',
  '[^n]: note',
  '> ```',
  '- > a',
  '',
  '\t- c',
);
const document = fc.array(line, { minLength: 1, maxLength: 40 }).map((lines) => lines.join('\n'));

describe('lazy lines read as micromark reads them, in linear time', () => {
  it('micromark parses with the replacement', () => {
    parseMarkdown('> a\nb');
    expect(lazyLinesAreLinear()).toBe(true);
  });

  it('gives the tree micromark gives, for any arrangement of lazy-line constructs', () => {
    fc.assert(
      fc.property(document, (markdown) => {
        const ours = JSON.stringify(parseMarkdown(markdown));
        const theirs = JSON.stringify(withMicromarksDocument(() => parseMarkdown(markdown)));
        expect(ours).toBe(theirs);
      }),
      { numRuns: 3000 },
    );
  });

  it('a quote followed by 20,000 lazy lines costs about what 20,000 ordinary lines do', () => {
    const lazy = `> a\n${'a\n'.repeat(20_000)}`;
    const ordinary = `a\n${'a\n'.repeat(20_000)}`;
    parseMarkdown(ordinary);
    const time = (text: string) => {
      const start = performance.now();
      parseMarkdown(text);
      return performance.now() - start;
    };
    const ordinaryMs = Math.min(time(ordinary), time(ordinary));
    const lazyMs = Math.min(time(lazy), time(lazy));
    // Quadratic, it took 40 times the ordinary page or more (11 s for 12,000 lines).
    expect(lazyMs).toBeLessThan(5 * ordinaryMs + 200);
  }, 120_000);
});
