import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../src/common/markdown/parse.js';

describe('the shared markdown parser', () => {
  it('reads GitHub-flavoured tables and front matter as such', () => {
    const tree = parseMarkdown('---\ndescription: Hi\n---\n\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(tree.children.map((n) => n.type)).toEqual(['yaml', 'table']);
  });
});
