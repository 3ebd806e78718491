import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runJson, tempDir, type CliOptions } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';

/**
 * Dry runs check what real runs check (same exit code, same message, nothing opened), and a local
 * folder imported into the embedded workspace (the service's import) and into a server (a push)
 * is read by the one folder reader: the same pages at the same files.
 */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());

const server = (): CliOptions => ({ url: svc.url, token: svc.token });
const write = (dir: string, files: Record<string, string | Buffer>) => {
  for (const [path, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), bytes);
  }
};
const newSpace = async (opts: CliOptions, title: string) =>
  (await runJson(['spaces', 'create', '--title', title], opts)).id as string;
const changeRequests = async (opts: CliOptions, space: string) => {
  let n = 0;
  for (const status of ['draft', 'open', 'archived', 'merged'])
    n += (await runJson<unknown[]>(['cr', 'list', '--space', space, '--status', status], opts)).length;
  return n;
};

describe('dry runs tell the truth', () => {
  it('exit as the real run does, with the same message, opening nothing: push, import and cr create --from', async () => {
    const space = await newSpace(server(), 'Dry');
    const cases: Record<string, Record<string, string | Buffer>> = {
      // A page SUMMARY.md names that is missing, and two pages with one slug, are no refusal any more:
      // GitBook syncs them (gitbook-acceptance.test.ts).
      // A file over 1 MB is no refusal any more: it goes through a storage upload (storage-push.test.ts).
      'a page too big for one request': { 'README.md': `# Home\n\n${'"'.repeat(9 * 1024 * 1024)}\n` },
      'a title with a line break': { 'SUMMARY.md': '* [Two&#xA;lines](README.md)\n', 'README.md': '# Home\n' },
      'a page file name Windows reserves': { 'SUMMARY.md': '* [Con](con.md)\n', 'con.md': '# Con\n' },
    };
    for (const [what, files] of Object.entries(cases)) {
      const dir = join(tempDir('docs-cli-dry-'), 'docs');
      write(dir, files);
      for (const command of [
        ['cr', 'push', dir, '--space', space],
        ['spaces', 'import', space, dir],
        ['cr', 'create', '--space', space, '--from', dir],
      ]) {
        const dry = await runCli([...command, '--dry-run'], server());
        const real = await runCli(command, server());
        expect([what, command[1], real.code], real.stderr).toEqual([what, command[1], 2]);
        expect([what, command[1], dry.code, dry.stderr]).toEqual([what, command[1], real.code, real.stderr]);
      }
    }
    expect(await changeRequests(server(), space)).toBe(0);
  });

  it('refuses to import a local file that is neither markdown, a folder nor a zip (before: exit 0, 0 of 1 imported)', async () => {
    const space = await newSpace(server(), 'Binary');
    const bin = join(tempDir('docs-cli-bin-'), 'tool.bin');
    writeFileSync(bin, Buffer.from([0, 1, 2, 255]));
    for (const opts of [server(), { configDir: tempDir() }]) {
      const target = opts.url ? space : await newSpace(opts, 'Binary');
      const res = await runCli(['spaces', 'import', target, bin], opts);
      expect([res.code, res.stderr.split('\n')[0]]).toEqual([
        2,
        `docs-cli: ${bin}: not a markdown file (.md), a folder or a .zip; nothing was imported`,
      ]);
    }
  });
});

describe('one folder reader', () => {
  it('imports a folder into the embedded workspace and into a server as the same pages at the same files', async () => {
    const dir = join(tempDir('docs-cli-reader-'), 'docs');
    write(dir, {
      'index.md': '---\ndescription: >-\n  Home page\n---\n\n# Home\n',
      'guides/index.md': '# Guides\n',
      'guides/setup.md': '# Setup\n\n![dot](../.gitbook/assets/dot.png)\n',
      'reference/api.md': '# API\n',
      'reference/cli/commands.md': '# Commands\n',
      '.gitbook/assets/dot.png': 'png',
      'notes.txt': 'not linked',
    });
    const local: CliOptions = { configDir: tempDir() };
    const shape = async (opts: CliOptions) => {
      const space = await newSpace(opts, 'Reader');
      const res = await runCli(['spaces', 'import', space, dir], opts);
      expect(res.code, res.stderr).toBe(0);
      const content = await runJson<any>(['spaces', 'content', 'get', space], opts);
      const pages = (list: any[]): unknown[] =>
        list.map((p) => [p.type, p.title, p.path, p.git?.path ?? null, p.markdown ?? null, pages(p.pages ?? [])]);
      return { pages: pages(content.pages), files: content.files.map((f: any) => [f.git.path, f.size]) };
    };
    const embedded = await shape(local);
    const remote = await shape(server());
    expect(embedded).toEqual(remote);
    expect(embedded.pages).toEqual([
      ['document', 'Home', 'home', 'index.md', '---\ndescription: >-\n  Home page\n---\n\n# Home\n', []],
      [
        'document',
        'Guides',
        'guides',
        'guides/index.md',
        '# Guides\n',
        [
          [
            'document',
            'Setup',
            'guides/setup',
            'guides/setup.md',
            '# Setup\n\n![dot](../.gitbook/assets/dot.png)\n',
            [],
          ],
        ],
      ],
      [
        'group',
        'Reference',
        'reference',
        null,
        null,
        [
          ['document', 'API', 'reference/api', 'reference/api.md', '# API\n', []],
          ['document', 'Commands', 'reference/commands', 'reference/cli/commands.md', '# Commands\n', []],
        ],
      ],
    ]);
    expect(embedded.files).toEqual([['.gitbook/assets/dot.png', 3]]);
  });
});
