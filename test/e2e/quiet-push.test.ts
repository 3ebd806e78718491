/**
 * The launcher's quiet path of `cr push` (src/quiet-push/, dist/quiet-push.cjs), through the built
 * binary against a separate `server start`: a push asked again of an unchanged folder, into a
 * space still at the memo's revision, is answered without the bundle, with the same output and
 * exit code as the full command (DOCS_CLI_QUIET_PUSH=0); every kind of change, local or remote,
 * and every ask it does not know, is handed over to the full command, which then sends the change.
 * Which of the two answered is read from DOCS_CLI_QUIET_PUSH_TRACE.
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
  cpSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

let server: ServerProcess;
let work: string;
let docs: string;
let space: string;
let traces = 0;

function generate(dir: string): void {
  mkdirSync(join(dir, 'guides'), { recursive: true });
  mkdirSync(join(dir, '.gitbook', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'README.md'), '# Home\n\nWelcome. See [the guide](guides/install.md).\n');
  writeFileSync(join(dir, 'guides', 'install.md'), '# Install\n\n![Logo](../.gitbook/assets/logo.txt)\n');
  writeFileSync(join(dir, 'guides', 'use.md'), '# Use\n\nRun it.\n');
  writeFileSync(join(dir, '.gitbook', 'assets', 'logo.txt'), 'a logo\n');
  // Beside the pages, as a repository holds them: a page SUMMARY.md leaves out (a warning on
  // every push), a file no page links to (a note), a hidden file (never read).
  writeFileSync(join(dir, 'draft.md'), '# Draft\n');
  writeFileSync(join(dir, 'CODEOWNERS'), '* @docs\n');
  writeFileSync(join(dir, '.editorconfig'), 'root = true\n');
  writeFileSync(
    join(dir, 'SUMMARY.md'),
    '# Table of contents\n\n* [Home](README.md)\n* [Install](guides/install.md)\n* [Use](guides/use.md)\n',
  );
}

const baseEnv = (config = 'config') => ({
  DOCS_CLI_API_URL: server.url,
  DOCS_CLI_TOKEN: server.token,
  DOCS_CLI_CONFIG_DIR: join(work, config),
});

/** A push of `docs` (or `args`), and what the quiet path decided for it. */
async function push(
  options: { args?: string[]; env?: Record<string, string | undefined>; full?: boolean; dir?: string } = {},
) {
  const trace = join(work, `trace-${++traces}`);
  const args = options.args ?? ['cr', 'push', options.dir ?? docs, '--space', space];
  const result = await runBin(
    args,
    {
      ...baseEnv(),
      DOCS_CLI_QUIET_PUSH_TRACE: trace,
      ...(options.full ? { DOCS_CLI_QUIET_PUSH: '0' } : {}),
      ...options.env,
    },
    { cwd: work },
  );
  const decided = existsSync(trace) ? readFileSync(trace, 'utf8').trim() : '';
  return { ...result, decided };
}

/** Waits until the folder's last write is older than the memo's racy window (2 s), then lets a full push remember it. */
async function remembered(args?: string[]): Promise<{ stdout: string; stderr: string; exitCode: number }> {
  await new Promise((resolve) => setTimeout(resolve, 2200));
  const full = await push({ full: true, ...(args ? { args } : {}) });
  expect(full.exitCode, full.stderr).toBe(0);
  expect(full.stdout).toContain('nothing to push');
  return full;
}

beforeAll(async () => {
  server = await startServerProcess();
  work = tempDir('docs-cli-quiet-push-');
  docs = join(work, 'docs');
  generate(docs);
  const created = await runBin(['spaces', 'create', '--title', 'Quiet push', '-o', 'json'], baseEnv(), { cwd: work });
  expect(created.exitCode, created.stderr).toBe(0);
  space = JSON.parse(created.stdout).id;
  const first = await push({ args: ['cr', 'push', docs, '--space', space, '--merge'] });
  expect(first.exitCode, first.stderr).toBe(0);
  expect(first.decided).toBe('handed over: a command line of its own');
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe('the quiet path of cr push', () => {
  it('is a file of its own that loads only Node built-ins', () => {
    const file = join(BIN, '..', '..', 'dist', 'quiet-push.cjs');
    // Built-ins are taken when first used (scripts/build.mjs, lazyBuiltins); nothing is required.
    const code = readFileSync(file, 'utf8');
    expect(code).not.toMatch(/\brequire\(/);
    const builtins = [...code.matchAll(/getBuiltinModule\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(builtins).toContain('node:fs');
    expect(builtins.filter((name) => !name!.startsWith('node:'))).toEqual([]);
  });

  it('answers a push of an unchanged folder exactly as the full command does', async () => {
    const none = await push();
    expect(none.decided).toBe('handed over: no memo');
    const full = await remembered();
    const quiet = await push();
    expect(quiet.decided).toBe('answered');
    expect({ exitCode: quiet.exitCode, stdout: quiet.stdout, stderr: quiet.stderr }).toEqual({
      exitCode: full.exitCode,
      stdout: full.stdout,
      stderr: full.stderr,
    });
    expect(quiet.stdout).toContain('nothing to push: the space already matches');
    // A relative folder and the option spelled with `=` are the same push.
    const relative = await push({ args: ['cr', 'push', 'docs', `--space=${space}`] });
    const relativeFull = await push({ args: ['cr', 'push', 'docs', `--space=${space}`], full: true });
    expect(relative.decided).toBe('answered');
    expect(relative.stdout).toBe(relativeFull.stdout);
    expect(relative.stdout).toContain('matches docs;');
    // A hidden file is not the folder's, for the quiet path as for the reader.
    writeFileSync(join(docs, '.notes'), 'mine\n');
    expect((await push()).decided).toBe('answered');
  }, 120_000);

  it('hands over every ask it does not know, and an ask whose memo it does not have', async () => {
    await remembered();
    // Each with --dry-run (but --merge, which sends nothing here): nothing changes on the service.
    const asks = [['-o', 'json'], ['--dry-run'], ['--to', '1'], ['--merge'], ['--subject', 'x'], ['--space', space]];
    for (const extra of asks) {
      const dry = extra[0] === '--merge' ? [] : ['--dry-run'];
      const ran = await push({ args: ['cr', 'push', docs, '--space', space, ...extra, ...dry] });
      expect(ran.decided, extra.join(' ')).toBe('handed over: a command line of its own');
    }
    expect((await push({ args: ['cr', 'push', docs, '--space', space, '--verbose'] })).decided).toBe(
      'handed over: a command line of its own',
    );
    // The space by its title is looked up by the full command.
    const titled = await push({ args: ['cr', 'push', docs, '--space', 'Quiet push'] });
    expect(titled.decided).toBe('handed over: a command line of its own');
    expect(titled.exitCode, titled.stderr).toBe(0);
    // Options that shape the plan are another memo.
    const skipping = await push({ args: ['cr', 'push', docs, '--space', space, '--skip-large-files'] });
    expect(skipping.decided).toBe('handed over: the memo is of another push');
    // Settings the full command reads: a tuning typo is its usage error, as without the quiet path.
    const typo = await push({ env: { DOCS_CLI_TIMEOUT: 'soon' } });
    expect(typo.decided).toBe('handed over: the settings do not resolve');
    expect(typo.exitCode).toBe(2);
    const counted = await push({ env: { DOCS_CLI_DEBUG_COUNTERS: '1' } });
    expect(counted.decided).toBe('handed over: DOCS_CLI_DEBUG_COUNTERS is set');
    // Another config folder (another machine) has no memo.
    const elsewhere = await runBin(
      ['cr', 'push', docs, '--space', space],
      { ...baseEnv('config-elsewhere'), DOCS_CLI_QUIET_PUSH_TRACE: join(work, 'trace-elsewhere') },
      { cwd: work },
    );
    expect(elsewhere.exitCode, elsewhere.stderr).toBe(0);
    expect(readFileSync(join(work, 'trace-elsewhere'), 'utf8').trim()).toBe('handed over: no memo');
    // A wrong token: the service refuses the revision; the full command says so, with its exit code.
    const refused = await push({ env: { DOCS_CLI_TOKEN: 'dct_not-a-token' } });
    expect(refused.decided).toBe('handed over: the revision was not answered');
    const refusedFull = await push({ env: { DOCS_CLI_TOKEN: 'dct_not-a-token' }, full: true });
    expect(refused.exitCode).not.toBe(0);
    expect({ exitCode: refused.exitCode, stderr: refused.stderr }).toEqual({
      exitCode: refusedFull.exitCode,
      stderr: refusedFull.stderr,
    });
    // Still answered when nothing is unusual.
    expect((await push()).decided).toBe('answered');
  }, 180_000);

  it('hands over a local edit, even of the same size with its time put back, and the full command sends it', async () => {
    await remembered();
    const page = join(docs, 'guides', 'use.md');
    const { mtime } = statSync(page);
    writeFileSync(page, '# Use\n\nRan it.\n');
    utimesSync(page, mtime, mtime);
    const edited = await push();
    expect(edited.decided).toBe('handed over: guides/use.md changed');
    expect(edited.exitCode, edited.stderr).toBe(0);
    expect(edited.stdout).toContain('update  guides/use.md');
    await merged(edited.stdout);
  }, 120_000);

  it('hands over a file added, removed or made a link', async () => {
    const cases: Array<[string, () => void, string]> = [
      ['added', () => writeFileSync(join(docs, 'guides', 'new.md'), '# New\n'), 'handed over: guides/new.md is new'],
      ['removed', () => rmSync(join(docs, 'guides', 'new.md')), 'handed over: a file is gone'],
      [
        'asset added',
        () => writeFileSync(join(docs, '.gitbook', 'assets', 'other.txt'), 'other\n'),
        'handed over: .gitbook/assets/other.txt is new',
      ],
      [
        'link',
        () => symlinkSync(join(docs, 'guides', 'use.md'), join(docs, 'guides', 'link.md')),
        'handed over: guides/link.md is a link',
      ],
    ];
    for (const [what, change, decided] of cases) {
      await remembered();
      change();
      const ran = await push();
      expect(ran.decided, what).toBe(decided);
      expect(ran.exitCode, `${what}: ${ran.stderr}`).toBe(0);
      await merged(ran.stdout);
    }
    rmSync(join(docs, 'guides', 'link.md'));
  }, 240_000);

  it('answers with the warnings of pages SUMMARY.md leaves out, as the full command writes them', async () => {
    // --force reads the folder as it is (no merge with the space): the page left out is warned of.
    const force = ['cr', 'push', docs, '--space', space, '--force'];
    await push({ args: force, full: true });
    const full = await remembered(force);
    expect(full.stderr).toContain('draft.md: not in SUMMARY.md; not pushed');
    const quiet = await push({ args: force });
    expect(quiet.decided).toBe('answered');
    expect({ exitCode: quiet.exitCode, stdout: quiet.stdout, stderr: quiet.stderr }).toEqual({
      exitCode: full.exitCode,
      stdout: full.stdout,
      stderr: full.stderr,
    });
    // In CI off a terminal, warnings are summed up: the full command writes them.
    expect((await push({ args: force, env: { CI: 'true' } })).decided).toBe('handed over: warnings summed up in CI');
  }, 120_000);

  it('hands over when the space changed, and the full command keeps what a colleague merged', async () => {
    await remembered();
    // A colleague's clone (its own machine) merges an edit.
    const theirs = join(work, 'theirs');
    cpSync(docs, theirs, { recursive: true });
    writeFileSync(
      join(theirs, 'README.md'),
      '# Home\n\nWelcome, from a colleague. See [the guide](guides/install.md).\n',
    );
    const colleague = await runBin(['cr', 'push', theirs, '--space', space, '--merge'], baseEnv('config-colleague'), {
      cwd: work,
    });
    expect(colleague.exitCode, colleague.stderr).toBe(0);
    const after = await push();
    expect(after.decided).toBe('handed over: the space changed');
    expect(after.exitCode, after.stderr).toBe(0);
    const pulled = join(work, 'pulled');
    const pull = await runBin(['spaces', 'pull', space, pulled], baseEnv('config-reader'), { cwd: work });
    expect(pull.exitCode, pull.stderr).toBe(0);
    expect(readFileSync(join(pulled, 'README.md'), 'utf8')).toContain('from a colleague');
  }, 120_000);

  it('hands over a .gitbook.yaml that comes, changes or goes', async () => {
    const config = join(docs, '.gitbook.yaml');
    const cases: Array<[string, () => void, string]> = [
      ['added', () => writeFileSync(config, 'root: ./\n'), 'handed over: .gitbook.yaml came or went'],
      ['edited', () => writeFileSync(config, 'root: ./\nredirects: {}\n'), 'handed over: .gitbook.yaml changed'],
      ['removed', () => rmSync(config), 'handed over: .gitbook.yaml came or went'],
    ];
    // The folder wins from here on (the colleague's edit above is sent back).
    await merged((await push({ args: ['cr', 'push', docs, '--space', space, '--force'], full: true })).stdout);
    for (const [what, change, decided] of cases) {
      // The full command's answer to each is its own (a .gitbook.yaml both sides changed is a
      // conflict): --force keeps the folder's, so that each case starts from a memo.
      await remembered(['cr', 'push', docs, '--space', space, '--force']);
      change();
      const ran = await push({ args: ['cr', 'push', docs, '--space', space, '--force'] });
      expect(ran.decided, what).toBe(decided);
      expect(ran.exitCode, `${what}: ${ran.stderr}`).toBe(0);
      // Sent when it came or changed (a file deleted locally stays on the service).
      if (what !== 'removed') expect(ran.stdout, what).toMatch(/\.gitbook\.yaml/);
      await merged(ran.stdout);
    }
  }, 180_000);
});

/** Merges the change request a push opened, so that the folder is the space's content again. */
async function merged(stdout: string): Promise<void> {
  const number = /change request #(\d+)/.exec(stdout)?.[1];
  if (!number) return;
  const merge = await runBin(['cr', 'merge', number, '--space', space], baseEnv(), { cwd: work });
  expect(merge.exitCode, merge.stderr).toBe(0);
}
