import { describe, expect, it } from 'vitest';
import { MarkdownLimitError, parseStepLimit } from '../../../src/common/markdown/limits.js';
import { parseMarkdown } from '../../../src/common/markdown/parse.js';
import { countMicromarkSteps, stepsSoFar, withStepLimit } from '../../../src/common/markdown/steps.js';

/** The steps one parse of `markdown` takes. */
function stepsOf(markdown: string): number {
  const before = stepsSoFar();
  parseMarkdown(markdown);
  return stepsSoFar() - before;
}

const ORDINARY = '# Title\n\nSome *words* of a [page](a.md), `code` and more words.\n\n> a quote\n\n- a\n  - b\n';

describe('parser steps: the work of a parse, counted', () => {
  it("counts in micromark's own initializers (flow, content, string, text), in each build it loads", () => {
    parseMarkdown('- a');
    expect(countMicromarkSteps()).toBeGreaterThanOrEqual(4);
  });

  it('a text takes the same steps every time, and more text more steps', () => {
    const once = stepsOf(ORDINARY);
    expect(once).toBeGreaterThan(ORDINARY.length);
    expect(stepsOf(ORDINARY)).toBe(once);
    expect(stepsOf(ORDINARY.repeat(10))).toBeGreaterThan(9 * once);
  });

  it('counts the look-backs of the bounded constructs: an open `[` before many words', () => {
    // The address makes each word a try of a literal autolink (unlinked-text.ts: a text with no
    // mark of one tries none), and each try after the open `[` looks back.
    const words = `${'a '.repeat(5000)}me@example.com`;
    expect(stepsOf(`[${words}`)).toBeGreaterThan(20 * stepsOf(words));
  });

  it('without a limit nothing is refused; within one, a parse past it stops with a MarkdownLimitError naming it', () => {
    const brackets = '['.repeat(20_000);
    expect(stepsOf(brackets)).toBeGreaterThan(10 * brackets.length);
    let error: unknown;
    try {
      withStepLimit(
        (length) => 10 * length,
        () => parseMarkdown(brackets),
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(MarkdownLimitError);
    expect((error as MarkdownLimitError).limit).toBe('steps');
    expect((error as Error).message).toBe(
      'needs more than 200,000 parser steps to read, the limit for a text of 20,000 characters',
    );
    expect(withStepLimit(parseStepLimit, () => parseMarkdown(ORDINARY).type)).toBe('root');
  });

  it("the service's limit: 400,000 steps and 20 a character, at most 5 million", () => {
    expect(parseStepLimit(0)).toBe(400_000);
    expect(parseStepLimit(80_000)).toBe(2_000_000);
    expect(parseStepLimit(1_000_000)).toBe(5_000_000);
  });

  it('a limit passed inside the work fails it even when a caller caught the error; the scope ends either way', async () => {
    const brackets = '['.repeat(20_000);
    const tight = (length: number) => 10 * length;
    const swallowed = () => {
      try {
        parseMarkdown(brackets);
      } catch {
        // A reader that degrades instead of failing.
      }
      return 'read';
    };
    expect(() => withStepLimit(tight, swallowed)).toThrow(/parser steps/);
    await expect(withStepLimit(tight, async () => swallowed())).rejects.toThrow(/parser steps/);
    expect(() => parseMarkdown(brackets)).not.toThrow();
  });
});
