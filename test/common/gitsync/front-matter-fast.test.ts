import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { flatYaml } from '../../../src/common/gitsync/front-matter.js';
import { markdownSets } from '../../helpers/markdown-files.js';

/** Front matter read without the YAML parser: where it answers, the parser's answer. */
const blockOf = (text: string) => /^---[ \t]*\r?\n([\s\S]*?\n)?---[ \t]*(\r?\n|$)/.exec(text)?.[1];

const VALUES = [
  'A guide',
  'true',
  'false',
  'True',
  'null',
  'yes',
  'off',
  '~',
  '12',
  '1.5',
  '.inf',
  '-x',
  '"quoted"',
  "'single'",
  '>-',
  '|',
  'a: b',
  'a:b',
  'ends:',
  'a # comment',
  'a#b',
  '📚',
  'café crème',
  '[list]',
  '{map}',
  '&anchor',
  '*alias',
  '!tag',
  '@at',
  '%pct',
  'tab\there',
  'cr\r',
  'nul\u0000',
  '  spaced  ',
  '',
];
const KEYS = ['description', 'emoji', 'hidden', 'icon', 'title', 'x-y', '_k', '1key', 'two words', 'description'];

function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/** The parser's answer, or 'error'. */
const parsed = (text: string) => {
  try {
    return parseYaml(text) as unknown;
  } catch {
    return 'error';
  }
};

describe('flat front matter read without the YAML parser', () => {
  it('reads what the parser reads on our fixture and the real repositories', () => {
    let blocks = 0;
    let fast = 0;
    for (const set of markdownSets())
      for (const file of set.files) {
        const yaml = blockOf(file.text);
        if (!yaml?.trim()) continue;
        blocks++;
        const read = flatYaml(yaml);
        if (read === undefined) continue;
        fast++;
        expect(read, file.name).toEqual(parsed(yaml));
      }
    console.log(`front matter blocks read without the YAML parser: ${fast} of ${blocks}`);
    expect(blocks).toBeGreaterThan(0);
  });

  it('reads description, emoji and hidden as GitBook writes them', () => {
    expect(flatYaml('description: A guide to it\nhidden: true\n')).toEqual({
      description: 'A guide to it',
      hidden: true,
    });
    expect(flatYaml('description: >-\n  Folded\n')).toBeUndefined();
    expect(flatYaml('layout:\n  title:\n    visible: true\n')).toBeUndefined();
  });

  it('agrees with the parser on 5,000 random blocks', () => {
    const next = random(7);
    let read = 0;
    for (let n = 0; n < 5000; n++) {
      const lines: string[] = [];
      for (let i = 1 + Math.floor(next() * 4); i > 0; i--) {
        const key = KEYS[Math.floor(next() * KEYS.length)]!;
        const value = VALUES[Math.floor(next() * VALUES.length)]!;
        lines.push(next() < 0.1 ? `${key}:${value}` : `${key}: ${value}`);
      }
      const text = `${lines.join('\n')}\n`;
      const answer = flatYaml(text);
      if (answer === undefined) continue;
      read++;
      expect(answer, JSON.stringify(text)).toEqual(parsed(text));
    }
    expect(read).toBeGreaterThan(200);
  });
});
