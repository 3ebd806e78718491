import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { spawnPty } from '../helpers/pty.js';
import { startTestService, type TestService } from '../helpers/service.js';

/** Completion of ids and names, as a person gets it: `completion install`, then TAB in a real bash. */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());

// No docs-cli on PATH: the project-local install case (npx docs-cli ...).
const PATH = process.env
  .PATH!.split(':')
  .filter((d) => !d.includes('node_modules'))
  .join(':');

describe('dynamic completion', () => {
  it('docs-cli __complete answers ids with titles from the active profile, filtered by prefix', async () => {
    const env = { DOCS_CLI_API_URL: svc.url, DOCS_CLI_TOKEN: svc.token, DOCS_CLI_CONFIG_DIR: tempDir() };
    const all = await runBin(['__complete', 'space'], env);
    expect(all.exitCode).toBe(0);
    const rows = all.stdout.split('\n').map((l) => l.split('\t'));
    expect(rows).toEqual(expect.arrayContaining([[expect.stringMatching(/^[A-Za-z0-9]{20}$/), 'API Reference']]));
    const some = await runBin(['__complete', 'space', 'api'], env);
    expect(some.stdout.split('\n').map((l) => l.split('\t')[1])).toEqual(['API Reference']);
    const members = await runBin(['__complete', 'member', 'ada'], env);
    expect(members.stdout).toMatch(/\tAda Admin <admin@demo\.docs-cli\.dev>$/);
    expect((await runBin(['__complete', 'profile'], env)).stdout).toMatch(/^local\t/);
  });

  it('prints nothing and exits 0 at once when the service is down or the kind is unknown', async () => {
    const started = Date.now();
    const down = await runBin(['__complete', 'space'], {
      DOCS_CLI_API_URL: 'http://127.0.0.1:9',
      DOCS_CLI_TOKEN: 'x',
      DOCS_CLI_CONFIG_DIR: tempDir(),
    });
    expect([down.exitCode, down.stdout, down.stderr]).toEqual([0, '', '']);
    expect(Date.now() - started).toBeLessThan(5000);
    const unknown = await runBin(['__complete', 'nonsense'], { DOCS_CLI_CONFIG_DIR: tempDir() });
    expect([unknown.exitCode, unknown.stdout, unknown.stderr]).toEqual([0, '', '']);
  });

  it('completion install, then docs-cli spaces get <TAB><TAB> in bash offers space ids with titles', async () => {
    const home = tempDir();
    const config = tempDir();
    const installed = await runBin(['completion', 'install', '--shell', 'bash'], {
      HOME: home,
      PATH,
      DOCS_CLI_CONFIG_DIR: config,
    });
    expect(installed.exitCode).toBe(0);
    expect(readFileSync(join(home, '.bashrc'), 'utf8')).toContain('# docs-cli completion');
    await runBin(['completion', 'install', '--shell', 'bash'], { HOME: home, PATH, DOCS_CLI_CONFIG_DIR: config });
    expect(readFileSync(join(home, '.bashrc'), 'utf8').match(/# docs-cli completion/g)).toHaveLength(1);

    const bash = spawnPty('bash', ['--rcfile', join(home, '.bashrc'), '-i'], {
      cols: 120,
      // A busy test machine can take more than the 2 s a person would wait.
      env: {
        HOME: home,
        PATH,
        PS1: '$ ',
        DOCS_CLI_CONFIG_DIR: config,
        DOCS_CLI_API_URL: svc.url,
        DOCS_CLI_TOKEN: svc.token,
        DOCS_CLI_COMPLETE_TIMEOUT_MS: '15000',
      },
    });
    try {
      await bash.waitFor(/[$#] $/);
      bash.write('docs-cli spaces get \t\t');
      // Both candidates, in whichever order the terminal has printed them so far.
      await bash.waitFor(/[A-Za-z0-9]{20}\s+\(API Reference\)/, 15_000);
      await bash.waitFor(/[A-Za-z0-9]{20}\s+\(Getting Started\)/, 15_000);
      // One match inserts the bare id, and the command runs with it.
      const id = /([A-Za-z0-9]{20})\s+\(API Reference\)/.exec(bash.output())![1]!;
      bash.write(`\x15docs-cli spaces get ${id.slice(0, 8)}\t`);
      await bash.waitFor(`spaces get ${id}`);
      bash.write(' -o text --query title\r');
      await bash.waitFor(/[^(]API Reference\r\n/);
    } finally {
      bash.kill();
    }
  });

  it('zsh and fish scripts ask __complete for resource arguments and --space', () => {
    const zsh = readFileSync(new URL('../../completions/_docs-cli', import.meta.url), 'utf8');
    expect(zsh).toContain('__complete "$1"');
    expect(zsh).toMatch(/'spaces get\|0'\) print -r -- space/);
    const fish = readFileSync(new URL('../../completions/docs-cli.fish', import.meta.url), 'utf8');
    expect(fish).toContain("-n '__docs_cli_at \\'spaces get\\'' -a '(__docs_cli_dynamic space)'");
    expect(fish).toMatch(/-l space -x -a '\(__docs_cli_dynamic space\)'/);
    expect(BIN).toMatch(/docs-cli\.js$/);
  });
});
