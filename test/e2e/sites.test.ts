import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';

/** The built binary (npm run build) on the embedded workspace, as on a fresh machine. */
describe('docs-cli sites on a fresh machine', () => {
  it('publishes the demo site and reads it back, across separate processes', async () => {
    const env = { DOCS_CLI_CONFIG_DIR: tempDir() };
    const list = await runBin(['sites', 'list', '-o', 'json'], env);
    expect(list.exitCode, String(list.stderr)).toBe(0);
    const sites = JSON.parse(String(list.stdout)) as Array<{ id: string; title: string; published: boolean }>;
    const demo = sites.find((s) => s.title === 'Demo Docs')!;
    expect(demo.published).toBe(false);

    const publish = await runBin(['sites', 'publish', demo.id], env);
    expect(publish.exitCode, String(publish.stderr)).toBe(0);
    // The embedded default writes the site as files and prints where a browser opens them.
    const url = String(publish.stdout).trim();
    expect(url).toMatch(/^file:\/\/\/\S+\/published\/sites\/\w+\/index\.html$/);
    expect(existsSync(fileURLToPath(url))).toBe(true);
    expect(publish.stderr).toBe('');

    const tree = await runBin(['sites', 'published', demo.id], env);
    expect(tree.exitCode).toBe(0);
    const rows = String(tree.stdout)
      .trim()
      .split('\n')
      .map((l) => l.split('\t'));
    expect(rows.map((r) => [r[0], r[4]])).toEqual([
      ['site-section', 'Getting Started'],
      ['site-space', '🚀 Getting Started'],
      ['site-section', 'API Reference'],
      ['site-space', '📘 API Reference'],
    ]);

    const unpublish = await runBin(['sites', 'unpublish', demo.id], env);
    expect(unpublish.exitCode).toBe(2);
    expect(String(unpublish.stderr)).toContain('--yes');
    expect((await runBin(['sites', 'unpublish', demo.id, '--yes'], env)).exitCode).toBe(0);
    expect(existsSync(fileURLToPath(url))).toBe(false);
    const gone = await runBin(['sites', 'published', demo.id], env);
    expect(gone.exitCode).toBe(3);
    expect(String(gone.stderr)).toMatch(/^docs-cli: site \w+ is not published$/m);
  });
});
