import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadingHeading } from '../../../src/common/markdown/frontmatter.js';
import { parseMarkdown } from '../../../src/common/markdown/parse.js';

/** What leadingHeading must answer: the first block of the whole document, parsed whole. */
function reference(markdown: string): string | undefined {
  const first = parseMarkdown(markdown).children.find((node) => node.type !== 'yaml');
  if (first?.type !== 'heading' || first.depth !== 1) return undefined;
  const text = (node: { type: string; value?: unknown; children?: unknown[] }): string =>
    typeof node.value === 'string' ? node.value : (node.children ?? []).map((c) => text(c as never)).join('');
  return text(first).trim() || undefined;
}

const LINES = [
  '# Title',
  '#  Spaced  ',
  'Title',
  '===',
  '---',
  '```',
  '~~~',
  '- item',
  '> quote',
  '<div>',
  '</div>',
  '[ref]: /x',
  '# [Linked][ref]',
  '# [Linked][nope]',
  '    code',
  '',
  '  ',
  'text',
  '## Second',
  'a: 1',
  '\t# tabbed',
];

describe('leadingHeading', () => {
  it('answers as a parse of the whole document does, for any arrangement of tricky lines', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LINES), { maxLength: 12 }), fc.boolean(), (lines, crlf) => {
        const markdown = lines.join(crlf ? '\r\n' : '\n');
        expect(leadingHeading(markdown)).toBe(reference(markdown));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads a title whose link is defined further down', () => {
    expect(leadingHeading('# [Guide][g]\n\nText.\n\n[g]: /guide\n')).toBe('Guide');
    expect(leadingHeading('Setext\n======\n\nbody\n')).toBe('Setext');
  });
});
