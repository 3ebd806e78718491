import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/common/gitsync/reader.js';

/** What the YAML parser alone makes of a `.gitbook.yaml`'s redirects (string destinations kept). */
function parsed(text: string): Record<string, string> | 'not valid YAML' {
  let config: { redirects?: Record<string, unknown> } | null;
  try {
    config = parse(text, { uniqueKeys: false });
  } catch {
    return 'not valid YAML';
  }
  return Object.fromEntries(
    Object.entries(config?.redirects ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function read(text: string): Record<string, string> | 'not valid YAML' {
  try {
    return readConfig(text).redirects;
  } catch (error) {
    if ((error as Error).message.startsWith('.gitbook.yaml: not valid YAML')) return 'not valid YAML';
    throw error;
  }
}

describe('.gitbook.yaml redirects read without the YAML parser', () => {
  it.each([
    'root: ./\n\nredirects:\n  old/a: new/a.md\n  b: c.md#x # note\n\n  # c\n  d.e: f/\nstructure:\n  readme: R.md\n',
    'redirects:\n  a: 1\n  b: c\n',
    'redirects:\n  a: "b"\n  c: d\n',
    'redirects:\n  a: b\n  a: c\n',
    'redirects:\n  a: b\r\n  c: d\r\n',
    'redirects:\n  a: true\n  b: 0x1f\n  c: 1e5\n  d: .inf\n',
    'redirects:\n    a: b\n  c: d\n',
    'redirects:\n',
    'redirects: {a: b}\n',
    'redirects:\n  a: b\n  c: [d,\n  e: f]\n',
    'redirects:\n  a: |\n    b\n  c: d\n',
    'redirects:\n  a: b\nredirects:\n  c: d\n',
  ])('reads %j as the parser does', (text) => {
    expect(read(text)).toEqual(parsed(text));
  });

  it('reads 40,000 plain pairs in a fraction of the parser time', () => {
    const text = `root: ./\nredirects:\n${Array.from({ length: 40_000 }, (_, i) => `  old/${i}: guide/${i}.md\n`).join('')}`;
    readConfig('root: ./\nredirects:\n  a: b\n'); // The parser's own first use is not what is timed.
    const start = performance.now();
    const { redirects } = readConfig(text);
    const ms = performance.now() - start;
    expect([Object.keys(redirects).length, redirects['old/39999']]).toEqual([40_000, 'guide/39999.md']);
    // Against the parser on the same text, so a loaded machine slows both alike.
    const before = performance.now();
    parse(text, { uniqueKeys: false });
    expect(ms).toBeLessThan((performance.now() - before) / 3);
  });
});
