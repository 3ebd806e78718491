/**
 * `docs-cli check` through the built binary: a folder seeded with one of each problem, a clean
 * folder, external links against a loopback server, and a path that is not a folder.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBin } from '../../helpers/bin.js';
import { tempDir } from '../../helpers/cli.js';

function folder(files: Record<string, string | Buffer>): string {
  const dir = tempDir('docs-cli-check-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const env = (home: string) => ({ DOCS_CLI_CONFIG_DIR: join(home, 'config'), HOME: home });

/** One of each problem; `where` is the file and line each must be reported at. */
const SEEDED: Record<string, string | Buffer> = {
  '.gitbook.yaml': 'root: [not, a, path\n',
  'SUMMARY.md': [
    '# Table of contents',
    '',
    '* [Home](README.md)',
    '* [Guide](guide.md)',
    '* [Blocks](blocks.md)',
    '* [Bad front matter](bad-front.md)',
    '* [Gone](gone.md)',
    '* [Install](install.md)',
    '* [Install again](more/install.md)',
    '* [Console](con.md)',
    '* [Big](big.md)',
    '* [Deep](deep.md)',
    '',
  ].join('\n'),
  'README.md': '# Home\n\nStart with [the guide](guide.md#install), or [its top](guide.md#guide).\n',
  'guide.md': [
    '---', // 1
    'description: How to',
    '---',
    '# Guide',
    '',
    '## Install', // 6
    '',
    'Go [nowhere](nowhere.md) today.', // 8
    'Jump to [a part](#no-such-part).', // 9
    'Read [the spec](files/spec.yaml).', // 10
    '',
    '![A diagram](images/diagram.png)', // 12
    '',
    '{% hint style="info" %}', // 14
    'Never closed.',
    '',
  ].join('\n'),
  'blocks.md': '# Blocks\n\n{% sparkle %}\n\nText.\n',
  'bad-front.md': '---\ntitle: one: two\n---\n# Bad\n',
  'install.md': '# Install\n',
  'more/install.md': '# Install again\n',
  'con.md': '# Console\n',
  'big.md': `# Big\n\n${'A line of text that makes the page large.\n\n'.repeat(26_000)}`,
  'deep.md': `# Deep\n\n${'> '.repeat(10_000)}x\n`,
  'orphan.md': '# Orphan\n',
  '.gitbook/assets/big.bin': Buffer.alloc(1024 * 1024 + 10, 1),
};

const EXPECTED = [
  ['.gitbook.yaml', 1, 'config', 'error'],
  ['.gitbook/assets/big.bin', 1, 'file-too-large', 'warning'],
  // GitBook syncs both (gitbook-acceptance.test.ts): warnings, as a push gives them.
  ['SUMMARY.md', 7, 'summary-missing', 'warning'],
  ['SUMMARY.md', 9, 'slug-collision', 'warning'],
  ['bad-front.md', 2, 'front-matter', 'error'],
  ['big.md', 1, 'page-too-large', 'error'],
  ['blocks.md', 3, 'unknown-tag', 'warning'],
  ['con.md', 1, 'name', 'error'],
  ['deep.md', 1, 'page-too-deep', 'error'],
  ['guide.md', 8, 'broken-link', 'error'],
  ['guide.md', 9, 'broken-anchor', 'warning'],
  ['guide.md', 10, 'broken-link', 'error'],
  ['guide.md', 12, 'missing-image', 'error'],
  ['guide.md', 14, 'unclosed', 'error'],
  ['orphan.md', 1, 'not-in-summary', 'warning'],
];

interface Found {
  file: string;
  line: number;
  kind: string;
  severity: string;
  message: string;
}

describe('docs-cli check', () => {
  let seeded: string;
  beforeAll(() => {
    seeded = folder(SEEDED);
  });

  it('finds each seeded problem once, with its file and line, and exits 1', async () => {
    const res = await runBin(['check', seeded, '-o', 'json'], env(seeded));
    expect(res.stderr).toBe('');
    expect(res.exitCode).toBe(1);
    const found = JSON.parse(res.stdout) as Found[];
    expect(found.map((p) => [p.file, p.line, p.kind, p.severity])).toEqual(EXPECTED);
    for (const p of found) expect(p.message.length, p.kind).toBeGreaterThan(5);
    const byKind = (kind: string) => found.filter((p) => p.kind === kind).map((p) => p.message);
    expect(byKind('slug-collision')[0]).toContain('install.md and more/install.md');
    expect(byKind('summary-missing')[0]).toContain('gone.md');
    expect(byKind('missing-image')[0]).toContain('images/diagram.png');
    // The service's own words for the pages it refuses.
    expect(byKind('page-too-large')).toEqual(['is 1.1 MiB, more than the 1 MiB a page may have']);
    expect(byKind('page-too-deep')).toEqual(['nests lists or quotes 10000 levels deep; at most 100 are allowed']);
  }, 60_000);

  it('prints one GitHub annotation per problem with --format github', async () => {
    const res = await runBin(['check', seeded, '--format', 'github'], env(seeded));
    expect(res.exitCode).toBe(1);
    const lines = res.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(EXPECTED.length);
    lines.forEach((line, i) => {
      const [file, at, kind, severity] = EXPECTED[i]!;
      const escaped = String(file).replace(/:/g, '%3A').replace(/,/g, '%2C');
      expect(line.startsWith(`::${severity} file=${escaped},line=${at},title=${kind}::`), line).toBe(true);
    });
  }, 60_000);

  it('prints file:line, severity, kind and message a line when piped', async () => {
    const res = await runBin(['check', seeded], env(seeded));
    expect(res.exitCode).toBe(1);
    const rows = res.stdout.trimEnd().split('\n');
    expect(rows.map((r) => r.split('\t').slice(0, 3))).toEqual(
      EXPECTED.map(([file, line, kind, severity]) => [`${file}:${line}`, severity, kind]),
    );
  }, 60_000);

  it('exits 0 and prints nothing on a clean folder', async () => {
    const dir = folder({
      'SUMMARY.md':
        '# Table of contents\n\n* [Home](README.md)\n* [Guides](guides/README.md)\n  * [Setup](guides/setup.md)\n',
      'README.md': '# Home\n\nSee [the setup](guides/setup.md#verify-the-install) and [the guides](guides/).\n',
      'guides/README.md': '# Guides\n\n{% hint style="info" %}\nA hint.\n{% endhint %}\n\n[Back](../README.md)\n',
      'guides/setup.md':
        '---\ndescription: Set it up\n---\n# Setup\n\n## Verify the install\n\n![A dot](../.gitbook/assets/dot.png)\n\n[Up](#verify-the-install)\n\n<figure><img src="../.gitbook/assets/it&#x27;s.png" alt=""></figure>\n',
      '.gitbook/assets/dot.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      ".gitbook/assets/it's.png": Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    const res = await runBin(['check', dir], env(dir));
    expect(res).toEqual({ exitCode: 0, stdout: '', stderr: '' });
    const json = await runBin(['check', dir, '-o', 'json'], env(dir));
    expect(json.exitCode).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual([]);
  }, 60_000);

  // GitBook documents `root`, `structure` (`readme`, `summary`) and `redirects` and ignores any
  // other key; a redirect leads to a page (https://gitbook.com/docs/integrations/git-sync/content-configuration).
  // A redirect to a path that does not exist syncs but does not work, as GitBook's staff wrote in
  // https://github.com/Clarifai/old-docs/pull/125: a warning, never a refusal.
  it('warns once, with its line, of each unknown .gitbook.yaml key and each redirect to no page', async () => {
    const dir = folder({
      '.gitbook.yaml': [
        'root: ./docs/', // 1
        'structure:',
        '  readme: README.md',
        '  sumary: SUMMARY.md', // 4
        '  guides:', // 5: once, not each key under it (java-patterns nests its pages so)
        '    setup: ./guides/setup.md',
        '    faq: ./guides/faq.md',
        'redirect:', // 8
        '  old: README.md',
        'redirects:',
        '  kept: guide.md',
        '  gone: "missing.md"', // 12
        '  picture: .gitbook/assets/dot.png # not a page', // 13
        '  anchored: guide.md#part', // the page, at an anchor: as the site answers it
        '  from-top: docs/guide.md', // 15: from the root, docs/docs/guide.md: no page
        '',
      ].join('\n'),
      'docs/README.md': '# Home\n',
      'docs/guide.md': '# Guide\n',
      'docs/.gitbook/assets/dot.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    const res = await runBin(['check', dir, '-o', 'json'], env(dir));
    expect(res.stderr).toBe('');
    expect(res.exitCode).toBe(0);
    const found = JSON.parse(res.stdout) as Found[];
    expect(found.map((p) => [p.file, p.line, p.kind, p.severity])).toEqual([
      ['.gitbook.yaml', 4, 'config-key', 'warning'],
      ['.gitbook.yaml', 5, 'config-key', 'warning'],
      ['.gitbook.yaml', 8, 'config-key', 'warning'],
      ['.gitbook.yaml', 12, 'redirect-target', 'warning'],
      ['.gitbook.yaml', 13, 'redirect-target', 'warning'],
      ['.gitbook.yaml', 15, 'redirect-target', 'warning'],
    ]);
    expect(found[0]?.message).toContain('structure.sumary');
    expect(found[1]?.message).toContain('structure.guides');
    expect(found[3]?.message).toContain('missing.md');
  }, 60_000);

  it('exits 2 with one line when the path is not a folder', async () => {
    const dir = folder({ 'page.md': '# Page\n' });
    for (const path of [join(dir, 'page.md'), join(dir, 'nothing-here')]) {
      const res = await runBin(['check', path], env(dir));
      expect(res.exitCode).toBe(2);
      expect(res.stdout).toBe('');
      expect(res.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(res.stderr).toMatch(/^docs-cli: .*(not a folder|no such folder)/);
    }
  }, 60_000);
});

describe('docs-cli check --external', () => {
  let server: Server;
  let base: string;
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      // The live page refuses HEAD, as many servers do: the checker must ask again with GET.
      if (req.url === '/live') res.writeHead(req.method === 'HEAD' ? 405 : 200).end('ok');
      else res.writeHead(404).end('gone');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reports the dead link once per place, asks each URL once, and leaves the live one', async () => {
    const dir = folder({
      'SUMMARY.md': '# Table of contents\n\n* [Home](README.md)\n',
      'README.md': `# Home\n\n[Live](${base}/live)\n\n[Dead](${base}/dead)\n\nAgain: [dead](${base}/dead#part)\n\nA badge: ![badge](${base}/dead.png)\n`,
    });
    const without = await runBin(['check', dir], env(dir));
    expect(without).toEqual({ exitCode: 0, stdout: '', stderr: '' });
    expect(seen).toEqual([]);

    const res = await runBin(['check', dir, '--external', '-o', 'json'], env(dir));
    expect(res.exitCode).toBe(1);
    const found = JSON.parse(res.stdout) as Found[];
    expect(found.map((p) => [p.file, p.line, p.kind])).toEqual([
      ['README.md', 5, 'dead-link'],
      ['README.md', 7, 'dead-link'],
      // An external image is a link the site shows: asked and reported as one.
      ['README.md', 9, 'dead-link'],
    ]);
    expect(found[0]!.message).toContain('HTTP 404');
    expect(found[2]!.message).toContain('/dead.png');
    expect(seen.sort()).toEqual([
      'GET /dead',
      'GET /dead.png',
      'GET /live',
      'HEAD /dead',
      'HEAD /dead.png',
      'HEAD /live',
    ]);
  }, 60_000);
});
