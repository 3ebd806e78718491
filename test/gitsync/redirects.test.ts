import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runJson, tempDir } from '../helpers/cli.js';
import { writeTree } from '../fixtures/content/http.js';
import { startTestService, type TestService } from '../helpers/service.js';

/** Published URLs a push or a merge would break, and the `.gitbook.yaml` redirects that keep them. */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());
const as = () => ({ url: svc.url, token: svc.token });

describe('redirects for moved and deleted published pages', () => {
  it('lists them in the push plan and the merge, adds them with cr push --redirects, and the site follows them', async () => {
    const space = (await runJson(['spaces', 'create', '--title', 'Moves'], as())).id as string;
    const dir = join(tempDir('docs-cli-moves-'), 'docs');
    writeTree(dir, {
      '.gitbook.yaml': 'root: ./\n\nredirects:\n  very/old: README.md\n',
      'SUMMARY.md':
        '# Table of contents\n\n* [Home](README.md)\n* [Old news](news.md)\n* [Guides](guides/README.md)\n  * [Setup](guides/setup.md)\n',
      'README.md': '# Home\n\nWelcome.\n',
      'news.md': '# Old news\n\nNothing new.\n',
      'guides/README.md': '# Guides\n\nAll of them.\n',
      'guides/setup.md': '# Setup\n\nInstall the tool.\n\nConfigure it.\n\nRun it once.\n\nCheck the output.\n',
    });
    const first = await runJson(['cr', 'push', dir, '--space', space], as());
    expect((await runCli(['cr', 'merge', String(first.changeRequest), '--space', space], as())).code).toBe(0);

    // Setup moves to the top (and keeps most of its text), the news page goes.
    rmSync(join(dir, 'guides', 'setup.md'));
    rmSync(join(dir, 'news.md'));
    writeTree(dir, {
      'setup.md': '# Setup\n\nInstall the tool.\n\nConfigure it.\n\nRun it twice.\n\nCheck the output.\n',
      'SUMMARY.md': '# Table of contents\n\n* [Home](README.md)\n* [Guides](guides/README.md)\n* [Setup](setup.md)\n',
    });
    const dry = await runJson(['cr', 'push', dir, '--space', space, '--dry-run'], as());
    expect(dry.notes).toEqual([
      'redirect news -> README.md (deleted; add with --redirects to .gitbook.yaml)',
      'redirect guides/setup -> setup.md (moved; add with --redirects to .gitbook.yaml)',
    ]);
    expect(readFileSync(join(dir, '.gitbook.yaml'), 'utf8')).toBe('root: ./\n\nredirects:\n  very/old: README.md\n');

    // A change request that moves them without redirects: the merge says which URLs it breaks.
    const bare = await runJson(['cr', 'push', dir, '--space', space], as());
    const warned = await runCli(['cr', 'merge', String(bare.changeRequest), '--space', space, '--dry-run'], as());
    expect(warned.stderr).toContain(
      'docs-cli: warning: the merge moves or deletes 2 published pages; these redirects would keep the old URLs alive: news -> README.md, guides/setup -> setup.md',
    );

    const kept = await runJson(
      ['cr', 'push', dir, '--space', space, '--to', String(bare.changeRequest), '--redirects'],
      as(),
    );
    expect(kept.plan).toEqual(['upload  .gitbook.yaml']);
    expect(kept.notes).toEqual([
      'redirect news -> README.md (deleted; added to .gitbook.yaml)',
      'redirect guides/setup -> setup.md (moved; added to .gitbook.yaml)',
    ]);
    expect(readFileSync(join(dir, '.gitbook.yaml'), 'utf8')).toBe(
      'root: ./\n\nredirects:\n  very/old: README.md\n  "news": "README.md"\n  "guides/setup": "setup.md"\n',
    );
    const merged = await runCli(['cr', 'merge', String(bare.changeRequest), '--space', space], as());
    expect([merged.code, merged.stderr]).toEqual([0, '']);
    expect((await runJson(['cr', 'push', dir, '--space', space, '--dry-run'], as())).notes).toEqual([]);

    const site = (await runJson(['sites', 'create', '--title', 'Moves', '--space', space], as())).id as string;
    await runJson(['sites', 'publish', site], as());
    const base = `${(await runJson(['sites', 'get', site], as())).urls.published.replace(/\/?$/, '/')}`;
    for (const [from, to] of [
      ['guides/setup', 'setup'],
      ['news', 'home'],
      ['very/old', 'home'],
    ]) {
      const res = await fetch(`${base}${from}`, { redirect: 'manual' });
      expect([from, res.status, res.headers.get('location')]).toEqual([from, 301, `${new URL(base).pathname}${to}`]);
    }
    expect((await fetch(`${base}setup`)).status).toBe(200);
  });

  it('reads a redirect of a folder with a docs root from that root, as GitBook does', async () => {
    // GitBook's Git Sync content configuration: "Redirects ... The path is relative to the root
    // option" (java-patterns has `root: ./docs/` and `msin: ./README.md`).
    const space = (await runJson(['spaces', 'create', '--title', 'Docs root'], as())).id as string;
    const dir = tempDir('docs-cli-root-redirects-');
    writeTree(dir, {
      '.gitbook.yaml':
        'root: ./docs/\n\nredirects:\n  start: ./README.md\n  guide/old: guides/setup.md#install\n  written/from/top: docs/guides/setup.md\n',
      'docs/SUMMARY.md': '# Table of contents\n\n* [Home](README.md)\n* [Setup](guides/setup.md)\n',
      'docs/README.md': '# Home\n\nWelcome.\n',
      'docs/guides/setup.md': '# Setup\n\n## Install\n\nInstall the tool.\n',
    });
    const pushed = await runJson(['cr', 'push', dir, '--space', space], as());
    expect((await runCli(['cr', 'merge', String(pushed.changeRequest), '--space', space], as())).code).toBe(0);
    const site = (await runJson(['sites', 'create', '--title', 'Docs root', '--space', space], as())).id as string;
    await runJson(['sites', 'publish', site], as());
    const base = `${(await runJson(['sites', 'get', site], as())).urls.published.replace(/\/?$/, '/')}`;
    const prefix = new URL(base).pathname;
    for (const [from, to] of [
      ['start', `${prefix}home`],
      ['guide/old', `${prefix}setup#install`],
    ]) {
      const res = await fetch(`${base}${from}`, { redirect: 'manual' });
      expect([from, res.status, res.headers.get('location')]).toEqual([from, 301, to]);
    }
    // Written from the repository's top, it names docs/docs/guides/setup.md: no page, as on GitBook
    // (and `check` says so).
    expect((await fetch(`${base}written/from/top`, { redirect: 'manual' })).status).toBe(404);
  });
});
