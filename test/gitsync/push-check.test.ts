/**
 * `cr push` runs `check`'s checks before sending: it refuses only what the service would refuse
 * (a page over the service's page size), and warns, one line each and bounded, on the rest.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runJson, tempDir, type CliOptions } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());

const server = (): CliOptions => ({ url: svc.url, token: svc.token });
function folder(files: Record<string, string>): string {
  const dir = join(tempDir('docs-cli-push-check-'), 'docs');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
const newSpace = async (title: string) =>
  (await runJson(['spaces', 'create', '--title', title], server())).id as string;
const warnings = (stderr: string) => stderr.split('\n').filter((l) => l.startsWith('docs-cli: warning: '));

describe('cr push with the checks of docs-cli check', () => {
  it('pushes a folder with broken links and unknown tags, one warning line each with file and line', async () => {
    const space = await newSpace('Push check');
    const dir = folder({
      'SUMMARY.md': '* [Home](README.md)\n* [Guide](guide.md)\n',
      'README.md': '# Home\n\nSee [the guide](guide.md#nowhere).\n',
      'guide.md': '# Guide\n\n[Gone](gone.md)\n\n{% sparkle %}\n\n![Missing](img/none.png)\n',
    });
    const res = await runCli(['cr', 'push', dir, '--space', space], server());
    expect(res.code, res.stderr).toBe(0);
    expect(warnings(res.stderr)).toEqual([
      'docs-cli: warning: README.md:3: broken-anchor: guide.md#nowhere: guide.md has no heading with that anchor',
      'docs-cli: warning: guide.md:3: broken-link: gone.md: no such page or file in the folder',
      'docs-cli: warning: guide.md:5: unknown-tag: unknown tag {% sparkle %}: kept as written, shown as its content',
      'docs-cli: warning: guide.md:7: missing-image: img/none.png: no such image in the folder',
    ]);
  }, 60_000);

  it('shows the first 20 warnings, then how many more', async () => {
    const space = await newSpace('Push many');
    const links = Array.from({ length: 25 }, (_, i) => `[Gone ${i}](gone-${i}.md)\n`).join('\n');
    const dir = folder({ 'SUMMARY.md': '* [Home](README.md)\n', 'README.md': `# Home\n\n${links}` });
    const res = await runCli(['cr', 'push', dir, '--space', space], server());
    expect(res.code, res.stderr).toBe(0);
    const lines = warnings(res.stderr);
    expect(lines).toHaveLength(21);
    expect(lines[19]).toContain('README.md:41: broken-link: gone-19.md');
    expect(lines[20]).toMatch(/^docs-cli: warning: and 5 more \(docs-cli check .* lists them all\)$/);
  }, 60_000);

  it('refuses a page over the size the service takes, before opening anything', async () => {
    const space = await newSpace('Push big');
    const dir = folder({
      'SUMMARY.md': '* [Home](README.md)\n',
      'README.md': `# Home\n\n${'A line of text that makes the page large.\n\n'.repeat(26_000)}`,
    });
    const res = await runCli(['cr', 'push', dir, '--space', space], server());
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/^docs-cli: README\.md: is 1\.1 MiB, more than the 1 MiB a page may have\n/);
    for (const status of ['draft', 'open', 'archived', 'merged'])
      expect(await runJson<unknown[]>(['cr', 'list', '--space', space, '--status', status], server())).toEqual([]);
  }, 60_000);

  it('refuses a page nested deeper than the service takes, in its words, before opening anything', async () => {
    const space = await newSpace('Push deep');
    const dir = folder({ 'SUMMARY.md': '* [Home](README.md)\n', 'README.md': `# Home\n\n${'> '.repeat(10_000)}x\n` });
    const res = await runCli(['cr', 'push', dir, '--space', space], server());
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(
      /^docs-cli: README\.md: nests lists or quotes 10000 levels deep; at most 100 are allowed\n/,
    );
    for (const status of ['draft', 'open', 'archived', 'merged'])
      expect(await runJson<unknown[]>(['cr', 'list', '--space', space, '--status', status], server())).toEqual([]);
  }, 60_000);
});
