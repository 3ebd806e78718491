import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { writeTree } from '../fixtures/content/http.js';
import { useSeparateServer } from '../helpers/separate-server.js';

/**
 * A site folder through the built binary against `docs-cli server start` in its own temp
 * directory: the demo site (two sections) with a French translation added to its first section
 * is pulled, pushed back (nothing sent), edited in one space, and pushed with --merge.
 */
const { work, cli, json } = useSeparateServer('docs-cli-site-e2e-');

describe('a site folder against a separate server', () => {
  it('pulls the site, pushes nothing back, then one edit opens and merges one change request', async () => {
    const site = (await json<any[]>(['sites', 'list'])).find((s) => s.title === 'Demo Docs')!.id as string;
    const section = (await json<any[]>(['sites', 'sections', 'list', '--site', site])).find((s) => s.default)!;
    const fr = (await json(['spaces', 'create', '--title', 'Prise en main'])).id as string;
    const source = writeTree(join(work, 'fr-source'), { 'README.md': '# Bienvenue\n\nPremiers pas.\n' });
    expect((await cli(['cr', 'push', source, '--space', fr, '--merge'])).exitCode).toBe(0);
    const added = await json([
      'sites',
      'site-spaces',
      'create',
      '--site',
      site,
      '--space',
      fr,
      '--section',
      section.id,
    ]);
    expect((await cli(['sites', 'site-spaces', 'update', added.id, '--site', site, '--path', 'fr'])).exitCode).toBe(0);

    const pulled = await cli(['sites', 'pull', site, 'site']);
    expect(pulled.exitCode, pulled.stderr).toBe(0);
    const config = parse(readFileSync(join(work, 'site', 'docs.yaml'), 'utf8'));
    const spaces = config.site.structure.flatMap((s: any) => s.children);
    expect(spaces.map((s: any) => s.path)).toEqual(['getting-started', 'fr', 'api-reference']);
    const frFolder = spaces[1].content.directory.replace(/^\.\//, '') as string;
    expect(readFileSync(join(work, 'site', frFolder, 'README.md'), 'utf8')).toContain('Premiers pas.');

    const again = await cli(['sites', 'pull', site, 'site', '--check']);
    expect(again.exitCode, again.stderr).toBe(0);
    const noop = await json<any[]>(['sites', 'push', 'site', '--site', site]);
    expect(noop.map((a) => a.result)).toEqual(['nothing to push', 'nothing to push', 'nothing to push']);
    expect(await json<any[]>(['cr', 'list', '--space', fr, '--status', 'draft'])).toEqual([]);

    writeFileSync(join(work, 'site', frFolder, 'README.md'), '# Bienvenue\n\nPremiers pas, puis la suite.\n');
    const merged = await cli(['sites', 'push', 'site', '--site', site, '--merge']);
    expect(merged.exitCode, merged.stderr).toBe(0);
    expect(merged.stdout.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/: nothing to push$/),
      expect.stringMatching(
        new RegExp(`^${frFolder}: pushed 1 change in 1 batch to change request #2, merged \\(revision \\S+\\)$`),
      ),
      expect.stringMatching(/: nothing to push$/),
    ]);
    expect((await json<any[]>(['cr', 'list', '--space', fr, '--status', 'merged'])).map((c) => c.number)).toEqual([
      2, 1,
    ]);
    expect((await cli(['sites', 'pull', site, 'site', '--check'])).exitCode).toBe(0);
    expect((await cli(['check', 'site'])).exitCode).toBe(0);
  }, 120_000);
});
