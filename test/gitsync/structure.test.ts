import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runJson, tempDir } from '../helpers/cli.js';
import { writeTree } from '../fixtures/content/http.js';
import { startTestService, type TestService } from '../helpers/service.js';

/** SUMMARY.md decides the navigation, the files stay where they are. */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());
const as = () => ({ url: svc.url, token: svc.token });
describe('navigation changes in SUMMARY.md', () => {
  it('move pages in the navigation without moving their files, and a pull changes nothing', async () => {
    const space = (await runJson(['spaces', 'create', '--title', 'Nav'], as())).id as string;
    const dir = join(tempDir('docs-cli-nav-'), 'docs');
    writeTree(dir, {
      'SUMMARY.md':
        '# Table of contents\n\n* [Home](README.md)\n* [A](a/README.md)\n  * [Leaf](a/leaf.md)\n* [B](b.md)\n',
      'README.md': '# Home\n',
      'a/README.md': '# A\n',
      'a/leaf.md': '# Leaf\n\nBack to [A](README.md).\n',
      'b.md': '# B\n',
    });
    const first = await runJson(['cr', 'push', dir, '--space', space], as());
    expect((await runCli(['cr', 'merge', String(first.changeRequest), '--space', space], as())).code).toBe(0);
    // Leaf moves under B in the navigation only.
    writeTree(dir, {
      'SUMMARY.md':
        '# Table of contents\n\n* [Home](README.md)\n* [A](a/README.md)\n* [B](b.md)\n  * [Leaf](a/leaf.md)\n',
    });
    const moved = await runJson(['cr', 'push', dir, '--space', space], as());
    expect(moved.plan).toEqual(['upload  SUMMARY.md', 'move    a/leaf.md (under b.md)']);
    expect((await runCli(['cr', 'merge', String(moved.changeRequest), '--space', space], as())).code).toBe(0);
    const page = await runJson(['spaces', 'content', 'page', space, 'b/leaf'], as());
    expect(page).toMatchObject({ git: { path: 'a/leaf.md' }, markdown: '# Leaf\n\nBack to [A](README.md).\n' });
    const check = await runCli(['spaces', 'pull', space, dir, '--check'], as());
    expect([check.code, check.stdout]).toEqual([0, '']);
  });

  it('a repository whose .gitbook.yaml sets a root: a pull keeps SUMMARY.md naming pages from it', async () => {
    // Found in public Git Sync repositories (root: ./docs/): the pull wrote every entry with the
    // root before it (docs/intro.md), so pull --check failed right after a merge.
    const space = (await runJson(['spaces', 'create', '--title', 'Rooted'], as())).id as string;
    const dir = join(tempDir('docs-cli-rooted-'), 'repo');
    const summary =
      '# Table of contents\n\n* [Welcome](README.md)\n* [Intro](intro.md)\n  * [Deeper](guide/deeper.md)\n';
    writeTree(dir, {
      '.gitbook.yaml': 'root: ./docs/\n\nstructure:\n  readme: README.md\n  summary: SUMMARY.md\n',
      'docs/SUMMARY.md': summary,
      'docs/README.md': '# Welcome\n\nHello.\n',
      'docs/intro.md': '# Intro\n\nText.\n',
      'docs/guide/deeper.md': '# Deeper\n',
    });
    const first = await runJson(['cr', 'push', dir, '--space', space], as());
    expect((await runCli(['cr', 'merge', String(first.changeRequest), '--space', space], as())).code).toBe(0);
    const check = await runCli(['spaces', 'pull', space, dir, '--check'], as());
    expect([check.code, check.stdout]).toEqual([0, '']);
    const empty = join(tempDir('docs-cli-rooted-'), 'pulled');
    expect((await runCli(['spaces', 'pull', space, empty], as())).code).toBe(0);
    expect(readFileSync(join(empty, 'docs', 'SUMMARY.md'), 'utf8')).toBe(summary);
  });
});
