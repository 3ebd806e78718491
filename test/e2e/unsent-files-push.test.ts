/**
 * Files a push leaves out (a page SUMMARY.md does not list, a file no page links to), through the
 * built binary against a separate `server start`: they are never part of the space, so a later
 * push of the same folder never counts them as "files the space changed", and says again, every
 * time, that it leaves them out. A page the space did delete still stays deleted. A page listed
 * in SUMMARY.md after the merged push that left it out goes as new: the base decides what the
 * space ever had, not the folder as it is now.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBin } from '../helpers/bin.js';
import { useSeparateServer } from '../helpers/separate-server.js';
import { writeTree } from '../fixtures/content/http.js';
import { bareRepository, cloneOf, commitAndPush } from '../helpers/git.js';

const separate = useSeparateServer('docs-cli-unsent-');
let origin: string;

const SUMMARY = '# Table of contents\n\n* [Welcome](README.md)\n* [Install](install.md)\n* [Usage](usage.md)\n';
const DRAFT_WARNING = 'draft.md: not in SUMMARY.md; not pushed';
const SKIP_NOTE = 'skip    1 file outside .gitbook/assets/ that no page links to: CODEOWNERS';

function folder(dir: string): string {
  return writeTree(dir, {
    'README.md': '# Welcome\n\nHello.\n',
    'install.md': '# Install\n\nRun it.\n',
    'usage.md': '# Usage\n\nUse it.\n',
    'draft.md': '# Draft\n\nNot ready.\n',
    CODEOWNERS: '* @docs\n',
    'SUMMARY.md': SUMMARY,
  });
}

/** `cr push` of `dir` with its own config folder (its own machine); `full` turns the launcher's quiet path off. */
const push = (dir: string, space: string, config: string, args: string[] = [], full = false) =>
  runBin(
    ['cr', 'push', dir, '--space', space, ...args],
    {
      ...separate.env(),
      DOCS_CLI_CONFIG_DIR: join(separate.work, config),
      ...(full ? { DOCS_CLI_QUIET_PUSH: '0' } : {}),
    },
    { cwd: separate.work },
  );

const newSpace = async (title: string) => (await separate.json(['spaces', 'create', '--title', title])).id as string;

const UNLISTED_USAGE = SUMMARY.replace('* [Usage](usage.md)\n', '');

/** A colleague removes usage.md from the space (from a pulled folder of their own, `name`) and merges. */
async function deleteUsageOnSpace(space: string, name: string): Promise<void> {
  const other = join(separate.work, name);
  const config = join(separate.work, `config-${name}`);
  const pulled = await runBin(
    ['spaces', 'pull', space, other],
    { ...separate.env(), DOCS_CLI_CONFIG_DIR: config },
    { cwd: separate.work },
  );
  expect(pulled.exitCode, pulled.stderr).toBe(0);
  rmSync(join(other, 'usage.md'));
  writeFileSync(join(other, 'SUMMARY.md'), UNLISTED_USAGE);
  const removed = await push(other, space, `config-${name}`, ['--merge']);
  expect(removed.exitCode, removed.stderr).toBe(0);
  expect(removed.stdout).toMatch(/delete\s+usage\.md/);
}

/** A push of the folder as it was merged: nothing to send, nothing said of the space, the left-out files named again. */
function expectUnchangedPush(res: { exitCode: number; stdout: string; stderr: string }): void {
  expect(res.exitCode, res.stderr).toBe(0);
  expect(res.stdout).not.toContain('the space changed');
  expect(res.stdout).toContain('nothing to push');
  expect(res.stdout).toContain(SKIP_NOTE);
  expect(res.stderr).toContain(DRAFT_WARNING);
}

describe('files a push leaves out', () => {
  let space: string;
  let dir: string;

  beforeAll(async () => {
    space = await newSpace('Unsent files');
    dir = folder(join(separate.work, 'docs'));
    const first = await push(dir, space, 'config-a', ['--merge']);
    expect(first.exitCode, first.stderr).toBe(0);
    expect(first.stderr).toContain(DRAFT_WARNING);
    expect(first.stdout).toContain(SKIP_NOTE);
    expect(first.stdout).not.toMatch(/insert\s+draft\.md/);
  }, 120_000);

  it('are not "files the space changed" on the next pushes, and are warned about on each', async () => {
    expectUnchangedPush(await push(dir, space, 'config-a', [], true));
    expectUnchangedPush(await push(dir, space, 'config-a', [], true));
    // The launcher's quiet path answers as the full command did.
    expectUnchangedPush(await push(dir, space, 'config-a'));
    expect(existsSync(join(dir, 'draft.md'))).toBe(true);
  }, 120_000);

  it('a page the space deleted stays deleted: the folder that did not change it sends nothing back', async () => {
    await deleteUsageOnSpace(space, 'colleague');

    const again = await push(dir, space, 'config-a', [], true);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/2 files the space changed stay as the space has them/);
    expect(again.stdout).not.toMatch(/insert\s+usage\.md/);
    expect(again.stdout).toContain('nothing to push');
    expect(again.stdout).toContain(SKIP_NOTE);
    expect(again.stderr).toContain(DRAFT_WARNING);
  }, 180_000);
});

describe('files a push leaves out, from a fresh clone whose base is the last merged push', () => {
  it('are not taken as deleted by the space, and are warned about again', async () => {
    const space = await newSpace('Unsent files in git');
    origin = bareRepository(separate.work, 'origin.git');
    const alice = cloneOf(origin, separate.work, 'alice');
    folder(join(alice, 'docs'));
    commitAndPush(alice, 'Docs');
    const first = await push(join(alice, 'docs'), space, 'config-alice', ['--merge']);
    expect(first.exitCode, first.stderr).toBe(0);
    // A CI job: a fresh clone on another machine, with only the history to find its base in.
    const ci = cloneOf(origin, separate.work, 'ci');
    expectUnchangedPush(await push(join(ci, 'docs'), space, 'config-ci', [], true));
    expectUnchangedPush(await push(join(ci, 'docs'), space, 'config-ci', [], true));
  }, 180_000);
});

const LISTED = `${SUMMARY}* [Draft](draft.md)\n`;

/** The folder (`<name>`, outside git), pushed and merged into a new space: its base is this machine's record. */
async function mergedFolder(title: string, name: string): Promise<{ space: string; dir: string }> {
  const space = await newSpace(title);
  const dir = folder(join(separate.work, name));
  const first = await push(dir, space, `config-${name}`, ['--merge']);
  expect(first.exitCode, first.stderr).toBe(0);
  expect(first.stderr).toContain(DRAFT_WARNING);
  return { space, dir };
}

/**
 * The folder committed in a clone (`<name>-alice`) of a new bare repository, and pushed and
 * merged into a new space from there: a fresh clone of the repository finds its base in history.
 */
async function mergedFromClone(title: string, name: string): Promise<{ space: string; repo: string; alice: string }> {
  const space = await newSpace(title);
  const repo = bareRepository(separate.work, `${name}-origin.git`);
  const alice = cloneOf(repo, separate.work, `${name}-alice`);
  folder(join(alice, 'docs'));
  commitAndPush(alice, 'Docs');
  const first = await push(join(alice, 'docs'), space, `config-${name}-alice`, ['--merge']);
  expect(first.exitCode, first.stderr).toBe(0);
  expect(first.stderr).toContain(DRAFT_WARNING);
  return { space, repo, alice };
}

/** A push of the folder once SUMMARY.md lists draft.md: the page goes as new, and the space holds it after. */
async function expectDraftSent(dir: string, space: string, config: string): Promise<void> {
  const res = await push(dir, space, config, ['--merge']);
  expect(res.exitCode, res.stderr).toBe(0);
  expect(res.stdout).not.toContain('the space changed');
  expect(res.stdout).toMatch(/insert\s+draft\.md/);
  expect(res.stderr).not.toContain(DRAFT_WARNING);
  const pulled = join(separate.work, `${config}-pulled`);
  const pull = await runBin(
    ['spaces', 'pull', space, pulled],
    { ...separate.env(), DOCS_CLI_CONFIG_DIR: join(separate.work, `${config}-reader`) },
    { cwd: separate.work },
  );
  expect(pull.exitCode, pull.stderr).toBe(0);
  expect(readFileSync(join(pulled, 'draft.md'), 'utf8')).toContain('Not ready.');
  expect(readFileSync(join(pulled, 'SUMMARY.md'), 'utf8')).toContain('draft.md');
}

describe('a page left out by the merged push, listed in SUMMARY.md since', () => {
  it("is sent as new, not taken as deleted by the space (base: this machine's record)", async () => {
    const { space, dir } = await mergedFolder('Listed later', 'listed');
    writeFileSync(join(dir, 'SUMMARY.md'), LISTED);
    await expectDraftSent(dir, space, 'config-listed');
  }, 180_000);

  it('is sent as new from a fresh clone (base: the commit of the merged push)', async () => {
    const { space, repo, alice } = await mergedFromClone('Listed later in git', 'listed');
    writeFileSync(join(alice, 'docs', 'SUMMARY.md'), LISTED);
    commitAndPush(alice, 'List the draft');
    const ci = cloneOf(repo, separate.work, 'listed-ci');
    await expectDraftSent(join(ci, 'docs'), space, 'config-listed-ci');
  }, 180_000);
});

/** A push after the left-out files were edited in the folder: no conflict, nothing sent, the edits kept. */
async function expectEditsKept(dir: string, space: string, config: string): Promise<void> {
  const draft = `${readFileSync(join(dir, 'draft.md'), 'utf8')}\nStill not ready.\n`;
  const owners = '* @docs @reviewers\n';
  writeFileSync(join(dir, 'draft.md'), draft);
  writeFileSync(join(dir, 'CODEOWNERS'), owners);
  const res = await push(dir, space, config, [], true);
  expect(res.exitCode, res.stderr).toBe(0);
  expect(res.stderr).not.toContain('changed both');
  expect(res.stdout).toContain('nothing to push');
  expect(res.stdout).toContain(SKIP_NOTE);
  expect(res.stderr).toContain(DRAFT_WARNING);
  expect([readFileSync(join(dir, 'draft.md'), 'utf8'), readFileSync(join(dir, 'CODEOWNERS'), 'utf8')]).toEqual([
    draft,
    owners,
  ]);
  // The quiet path answers as the full command did.
  const quiet = await push(dir, space, config);
  expect(quiet.exitCode, quiet.stderr).toBe(0);
  expect(quiet.stdout).toContain('nothing to push');
}

describe('a left-out file edited since the merged push', () => {
  it("is no conflict with the space, which never held it (base: this machine's record)", async () => {
    const { space, dir } = await mergedFolder('Edited left out', 'edited');
    await expectEditsKept(dir, space, 'config-edited');
  }, 180_000);

  it('is no conflict from a fresh clone either (base: the commit of the merged push)', async () => {
    const { space, repo } = await mergedFromClone('Edited left out in git', 'edited');
    const ci = cloneOf(repo, separate.work, 'edited-ci');
    await expectEditsKept(join(ci, 'docs'), space, 'config-edited-ci');
  }, 180_000);
});

describe('a page the space deleted, edited in the folder since', () => {
  it('is no conflict once the folder leaves it out of SUMMARY.md too: the space stays without it, the folder keeps it', async () => {
    const { space, dir } = await mergedFolder('Deleted there, unlisted here', 'unlisted-here');
    await deleteUsageOnSpace(space, 'unlisted-colleague');
    const edited = '# Usage\n\nUse it, kept here only.\n';
    writeFileSync(join(dir, 'usage.md'), edited);
    writeFileSync(join(dir, 'SUMMARY.md'), UNLISTED_USAGE);
    const res = await push(dir, space, 'config-unlisted-here', [], true);
    expect(res.exitCode, res.stderr).toBe(0);
    expect(res.stderr).not.toContain('changed both');
    expect(res.stderr).toContain('2 × not in SUMMARY.md, not pushed');
    expect(res.stdout).toContain('nothing to push');
    expect(readFileSync(join(dir, 'usage.md'), 'utf8')).toBe(edited);
  }, 180_000);

  it('is a conflict while the folder still lists it: its edit would undo the deletion', async () => {
    const { space, dir } = await mergedFolder('Deleted there, listed here', 'listed-here');
    await deleteUsageOnSpace(space, 'listed-colleague');
    writeFileSync(join(dir, 'usage.md'), '# Usage\n\nUse it, edited.\n');
    const res = await push(dir, space, 'config-listed-here', [], true);
    expect(res.exitCode, res.stderr).toBe(5);
    expect(res.stderr).toContain('usage.md (deleted on the space)');
    expect(res.stderr).toContain('nothing was sent');
  }, 180_000);
});
