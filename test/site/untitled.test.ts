import { describe, expect, it } from 'vitest';
import { withoutTitle } from '../../src/common/markdown/title.js';
import { untitled } from '../../src/site/site.js';
import { markdownSets, REAL_REPOS } from '../helpers/markdown-files.js';

/** The page without its front matter, as the store keeps a Git Sync page. */
const body = (text: string) => text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');

describe('a page without its title, read from its first block', () => {
  it('equals the whole parse on edge cases', () => {
    const cases = [
      '# Title\n\nText',
      '# Title\ntext right under it\n\nmore',
      '  # Indented title\n\nText',
      '    # code, not a heading\n\nText',
      '#hashtag, a paragraph\n\n# Later',
      '## Level two\n\nText',
      '# Title [with a ref][r]\n\n[r]: https://example.com',
      '# Title\n{% hint style="info" %}\nunclosed',
      '\n\n# After blank lines\n\nText',
      'Setext\n===\n\nText',
      '---\ntitle: x\n---\n# Front matter\n\nText',
      '',
      '   ',
    ];
    for (const text of cases) expect(untitled(text), JSON.stringify(text)).toBe(withoutTitle(text));
  });

  // Every page that takes the first-block path (the others are the whole parse already).
  it('equals the whole parse on every page of the fixtures', { timeout: 300_000 }, () => {
    let pages = 0;
    for (const { files } of markdownSets())
      for (const { name, text } of files)
        for (const t of new Set([text, body(text)])) {
          if (t.startsWith('---') || !t.trimStart().startsWith('#')) continue;
          expect(untitled(t), name).toBe(withoutTitle(t));
          pages++;
        }
    // Our own fixture has a few such pages; the real repositories (when given) hundreds.
    expect(pages).toBeGreaterThan(REAL_REPOS ? 100 : 3);
  });
});
