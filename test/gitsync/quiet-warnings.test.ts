/**
 * In CI (off a terminal) and with --quiet, a push's warnings are one line per kind with the count
 * and the command that lists them; on a terminal or with --verbose, every one. A push of a folder
 * with 60 pages left out of SUMMARY.md and 25 broken links, then the same push with nothing to send.
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

const as = (env: Record<string, string> = {}, tty = false): CliOptions => ({
  url: svc.url,
  token: svc.token,
  env,
  tty,
});

function folder(): string {
  const dir = join(tempDir('docs-cli-quiet-'), 'docs');
  const files: Record<string, string> = {
    'SUMMARY.md': '* [Home](README.md)\n',
    'README.md': `# Home\n\n${Array.from({ length: 25 }, (_, i) => `[Gone ${i}](gone-${i}.md)\n`).join('\n')}`,
  };
  for (let i = 0; i < 60; i++) files[`drafts/draft-${i}.md`] = `# Draft ${i}\n`;
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
const warnings = (stderr: string) => stderr.split('\n').filter((l) => l.startsWith('docs-cli: warning: '));
const newSpace = async (title: string) => (await runJson(['spaces', 'create', '--title', title], as())).id as string;

describe('warnings in CI and with --quiet', () => {
  it('are one line per kind with a count and the command that lists them; a no-op push prints at most 5 lines', async () => {
    const dir = folder();
    const space = await newSpace('Quiet CI');
    const first = await runCli(['cr', 'push', dir, '--space', space, '--merge'], as({ CI: 'true' }));
    expect(first.code, first.stderr).toBe(0);
    expect(warnings(first.stderr)).toEqual([
      expect.stringMatching(
        /^docs-cli: warning: 60 × not in SUMMARY\.md, not pushed, the first: drafts\/draft-0\.md: not in SUMMARY\.md; not pushed \(docs-cli check \S+ lists them all\)$/,
      ),
      expect.stringMatching(
        /^docs-cli: warning: 25 × broken-link, the first: README\.md:3: broken-link: gone-0\.md: .* \(docs-cli check \S+ lists them all\)$/,
      ),
    ]);
    const again = await runCli(['cr', 'push', dir, '--space', space, '--merge'], as({ CI: 'true' }));
    expect(again.code, again.stderr).toBe(0);
    const printed = [...again.stdout.split('\n'), ...again.stderr.split('\n')].filter((l) => l !== '');
    expect(printed.length, printed.join('\n')).toBeLessThanOrEqual(5);
  }, 60_000);

  it('--quiet sums them up anywhere; --verbose, or a terminal, lists every one', async () => {
    const dir = folder();
    const space = await newSpace('Quiet flag');
    const quiet = await runCli(['cr', 'push', dir, '--space', space, '--dry-run', '--quiet'], as());
    expect(quiet.code, quiet.stderr).toBe(0);
    expect(warnings(quiet.stderr)).toHaveLength(2);
    const verbose = await runCli(['cr', 'push', dir, '--space', space, '--dry-run', '--verbose'], as({ CI: 'true' }));
    expect(verbose.code, verbose.stderr).toBe(0);
    expect(warnings(verbose.stderr).filter((l) => l.endsWith('not in SUMMARY.md; not pushed'))).toHaveLength(60);
    const terminal = await runCli(['cr', 'push', dir, '--space', space, '--dry-run'], as({ CI: 'true' }, true));
    expect(terminal.code, terminal.stderr).toBe(0);
    expect(warnings(terminal.stderr).filter((l) => l.endsWith('not in SUMMARY.md; not pushed'))).toHaveLength(60);
  }, 60_000);
});
