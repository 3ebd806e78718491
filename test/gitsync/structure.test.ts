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
});
