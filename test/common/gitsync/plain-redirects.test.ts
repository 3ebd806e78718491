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
    // CPU time of the process, not wall-clock time: a shared machine's other work (the files
    // beside this one, a host's neighbours) moves the clock of one run far more than its CPU time.
    const timed = (work: () => unknown) => {
      const start = process.cpuUsage();
      work();
      const used = process.cpuUsage(start);
      return used.user + used.system;
    };
    // The fastest of five runs of each, taken in turn: a loaded machine slows both alike, and
    // neither side's first (unoptimized) run is what is compared.
    const ours: number[] = [];
    const parser: number[] = [];
    for (let run = 0; run < 5; run++) {
      ours.push(timed(() => readConfig(text)));
      parser.push(timed(() => parse(text, { uniqueKeys: false })));
    }
    const { redirects } = readConfig(text);
    expect([Object.keys(redirects).length, redirects['old/39999']]).toEqual([40_000, 'guide/39999.md']);
    expect(Math.min(...ours)).toBeLessThan(Math.min(...parser) / 3);
  });
});
