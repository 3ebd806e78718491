import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTree } from '../fixtures/content/http.js';
import { runCli, runJson, tempDir } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';

/**
 * The folder is the boundary (src/gitsync/boundary.ts): `sites push` (with --merge too), `check`
 * and `cr push` refuse a symbolic link out of the folder they read (a site's space folder that is
 * itself a link, a page file, `.gitbook.yaml` and its root, a directory written from the
 * repository root) and a link that loops, each with one line and exit 2, nothing sent.
 * A local import is held to it too; `preview` in preview.test.ts (the built binary).
 */
let svc: TestService;
const as = () => ({ url: svc.url, token: svc.token });
const writes: string[] = [];
let space: string;
let site: string;
/** A site folder pulled from the service: docs.yaml and the space's folder. */
let siteDir: string;
let spaceDir: string;
/** Outside every folder read: what must never be sent. */
let outside: string;

beforeAll(async () => {
  svc = await startTestService();
  const handle = svc.service.app.handle;
  svc.service.app.handle = async (req, opts) => {
    if (req.method !== 'GET') writes.push(`${req.method} ${req.url.split('?')[0]}`);
    return handle(req, opts);
  };
  space = (await runJson(['spaces', 'create', '--title', 'Guides'], as())).id;
  const src = writeTree(tempDir('docs-cli-boundary-src-'), { 'README.md': '# Guides\n\nStart here.\n' });
  expect((await runCli(['cr', 'push', src, '--space', space, '--merge'], as())).code).toBe(0);
  site = (await runJson(['sites', 'create', '--title', 'Docs', '--space', space], as())).id;
  siteDir = join(tempDir('docs-cli-boundary-'), 'site');
  const pulled = await runCli(['sites', 'pull', site, siteDir], as());
  expect(pulled.code, pulled.stderr).toBe(0);
  const directory = /directory: \.\/(\S+)/.exec(readFileSync(join(siteDir, 'docs.yaml'), 'utf8'))![1]!;
  spaceDir = join(siteDir, directory);
  outside = writeTree(tempDir('docs-cli-boundary-outside-'), {
    'README.md': '# Guides\n\nStart here.\n',
    'secret.md': '# Secret\n\nNot for the site.\n',
  });
}, 60_000);
afterAll(async () => svc?.close());

/** The files of the space as a pull writes them now. */
async function filesOfSpace(): Promise<string[]> {
  const fresh = tempDir('docs-cli-boundary-pulled-');
  expect((await runCli(['spaces', 'pull', space, fresh], as())).code).toBe(0);
  return readdirSync(fresh).sort();
}

/** Runs `argv`, which must be refused with one line and exit 2 having sent nothing. */
async function refused(argv: string[], line: RegExp): Promise<void> {
  const before = writes.length;
  const res = await runCli(argv, as());
  expect(res.code, res.stderr).toBe(2);
  expect(res.stderr).toMatch(new RegExp(`^docs-cli: ${line.source}\\n$`));
  expect(writes.slice(before)).toEqual([]);
}

/**
 * `sites push` (plain and --merge) and `check` of the site folder (`inSite`: the path named from
 * the site folder), `check` and `cr push` of the space folder (`inSpace`; of the site folder
 * itself when the space folder is the link).
 */
async function refusedEverywhere(
  inSpace: RegExp,
  inSite = new RegExp(`${spaceDir.slice(siteDir.length + 1)}/${inSpace.source}`),
  crPushDir = spaceDir,
) {
  await refused(['sites', 'push', siteDir, '--site', site], inSite);
  await refused(['sites', 'push', siteDir, '--site', site, '--merge'], inSite);
  await refused(['check', siteDir], inSite);
  if (crPushDir !== siteDir) await refused(['check', crPushDir], inSpace);
  await refused(['cr', 'push', crPushDir, '--space', space], inSpace);
  expect(await runJson<unknown[]>(['cr', 'list', '--space', space, '--status', 'draft'], as())).toEqual([]);
}

describe('a symbolic link out of the folder', () => {
  it('a space folder replaced by a link to another directory: refused by sites push, --merge, check and cr push', async () => {
    const revision = (await runJson(['spaces', 'get', space], as())).revision;
    const kept = `${spaceDir}-kept`;
    renameSync(spaceDir, kept);
    symlinkSync(outside, spaceDir);
    try {
      const name = spaceDir.slice(siteDir.length + 1);
      await refusedEverywhere(
        new RegExp(`${name}: a symbolic link pointing outside the folder \\(.+\\); refusing to read it`),
        new RegExp(
          `${siteDir}/${name}: a symbolic link pointing outside the site folder \\(.+\\); refusing to read it`,
        ),
        siteDir,
      );
      // Nothing published: the space is at the revision it was, without the outside page.
      expect((await runJson(['spaces', 'get', space], as())).revision).toBe(revision);
      expect(await filesOfSpace()).not.toContain('secret.md');
    } finally {
      rmSync(spaceDir);
      renameSync(kept, spaceDir);
    }
    // The folder as pulled pushes again (nothing to send): the refusal was the link's alone.
    const again = await runCli(['sites', 'push', siteDir, '--site', site], as());
    expect(again.code, again.stderr).toBe(0);
  });

  it('a page file linked to a file outside', async () => {
    const link = join(spaceDir, 'secret.md');
    symlinkSync(join(outside, 'secret.md'), link);
    try {
      const line = /a symbolic link pointing outside the folder \(.+secret\.md\); refusing to read it/;
      await refusedEverywhere(new RegExp(`secret\\.md: ${line.source}`));
    } finally {
      rmSync(link);
    }
  });

  it('.gitbook.yaml linked outside, and a .gitbook.yaml root that is a link outside', async () => {
    const config = join(spaceDir, '.gitbook.yaml');
    const text = readFileSync(config, 'utf8');
    const foreign = join(outside, 'config.yaml');
    writeFileSync(foreign, 'root: ./\n');
    rmSync(config);
    symlinkSync(foreign, config);
    try {
      await refusedEverywhere(
        /\.gitbook\.yaml: a symbolic link pointing outside the folder \(.+\); refusing to read it/,
      );
    } finally {
      rmSync(config);
      writeFileSync(config, text);
    }
    writeFileSync(config, 'root: ./docs/\n');
    symlinkSync(outside, join(spaceDir, 'docs'));
    try {
      await refusedEverywhere(/docs: a symbolic link pointing outside the folder \(.+\); refusing to read it/);
    } finally {
      rmSync(join(spaceDir, 'docs'));
      writeFileSync(config, text);
    }
  });

  it('a content.directory written from the repository root must stay inside the repository', async () => {
    const repo = tempDir('docs-cli-boundary-repo-');
    mkdirSync(join(repo, '.git'));
    const dir = join(repo, 'site');
    mkdirSync(dir);
    const yaml = readFileSync(join(siteDir, 'docs.yaml'), 'utf8').replace(/directory: \.\/\S+/, 'directory: /docs');
    writeFileSync(join(dir, 'docs.yaml'), yaml);
    symlinkSync(outside, join(repo, 'docs'));
    const line = new RegExp(
      `${join(repo, 'docs')}: a symbolic link pointing outside the repository \\(.+\\); refusing to read it`,
    );
    await refused(['sites', 'push', dir, '--site', site, '--merge'], line);
    await refused(['check', dir], line);
    // Inside the repository it is read (and holds what the space holds: nothing to push).
    rmSync(join(repo, 'docs'));
    renameSync(spaceDir, join(repo, 'docs'));
    try {
      const res = await runCli(['sites', 'push', dir, '--site', site], as());
      expect(res.code, res.stderr).toBe(0);
      expect(res.stdout).toContain('nothing to push');
    } finally {
      renameSync(join(repo, 'docs'), spaceDir);
    }
  });
});

describe('an import of a local folder', () => {
  it('refuses a page linked out, and a loop, as cr push does', async () => {
    const dir = writeTree(tempDir('docs-cli-boundary-import-'), { 'README.md': '# Home\n' });
    symlinkSync(join(outside, 'secret.md'), join(dir, 'secret.md'));
    await refused(
      ['spaces', 'import', space, dir],
      /secret\.md: a symbolic link pointing outside the folder \(.+\); refusing to read it/,
    );
    rmSync(join(dir, 'secret.md'));
    symlinkSync('.', join(dir, 'again'));
    await refused(['spaces', 'import', space, dir], /again: a symbolic link that loops; refusing to read it/);
  });
});

describe('a symbolic link that loops', () => {
  it('a link to the folder holding it, and a link to itself: one line, exit 2', async () => {
    const loop = join(spaceDir, 'again');
    symlinkSync('.', loop);
    try {
      await refusedEverywhere(/again: a symbolic link that loops; refusing to read it/);
    } finally {
      rmSync(loop);
    }
    const self = join(spaceDir, 'self.md');
    symlinkSync('self.md', self);
    try {
      await refusedEverywhere(/self\.md: a symbolic link that loops; refusing to read it/);
    } finally {
      rmSync(self);
    }
  });

  it('two folders linked to each other: one line, exit 2 (was a walk without end)', async () => {
    const dir = writeTree(tempDir('docs-cli-boundary-mutual-'), { 'README.md': '# Home\n', 'a/one.md': '# One\n' });
    mkdirSync(join(dir, 'b'));
    symlinkSync('../b', join(dir, 'a', 'x'));
    symlinkSync('../a', join(dir, 'b', 'y'));
    await refused(['check', dir], /a\/x\/y: a symbolic link that loops; refusing to read it/);
    await refused(['cr', 'push', dir, '--space', space], /a\/x\/y: a symbolic link that loops; refusing to read it/);
  });

  it('a link to a folder inside is still read (no loop, inside the folder)', async () => {
    const dir = writeTree(tempDir('docs-cli-boundary-inside-'), {
      'README.md': '# Home\n\nSee [the guide](shared/guide.md).\n',
      'real/guide.md': '# Guide\n\nText.\n',
    });
    symlinkSync('real', join(dir, 'shared'));
    const res = await runCli(['check', dir], as());
    expect(res.stderr).not.toContain('symbolic link');
    expect(res.code).not.toBe(2);
  });
});
