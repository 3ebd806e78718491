/**
 * The README's exit-code table, row by row, through the built binary against a `docs-cli server
 * start` process in another temp dir (and a terminal for Ctrl-C at each kind of prompt).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, runBin, type BinResult } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { spawnPty } from '../helpers/pty.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

let server: ServerProcess;
const client = tempDir();
const env = (extra: Record<string, string | undefined> = {}) => ({
  DOCS_CLI_API_URL: server.url,
  DOCS_CLI_TOKEN: server.token,
  DOCS_CLI_CONFIG_DIR: client,
  ...extra,
});

beforeAll(async () => {
  server = await startServerProcess();
});
afterAll(async () => server?.stop());

/** Exit code and the contract's error shape: one `docs-cli:` line, at most a remedy line, no stack. */
function expectExit(res: BinResult, code: number, message?: RegExp): void {
  expect({ code: res.exitCode, stderr: res.stderr }).toMatchObject({ code });
  if (code === 0) return;
  const lines = res.stderr.split('\n').filter(Boolean);
  expect(lines.length, res.stderr).toBeGreaterThanOrEqual(1);
  expect(lines.length, res.stderr).toBeLessThanOrEqual(2);
  expect(lines[0]).toMatch(/^docs-cli: /);
  expect(res.stderr).not.toMatch(/^\s+at /m);
  if (message) expect(lines[0]).toMatch(message);
}

describe('README exit codes', () => {
  it('0: success, an empty list, --dry-run', async () => {
    expectExit(await runBin(['spaces', 'list'], env()), 0);
    const team = JSON.parse(
      (await runBin(['teams', 'create', '--title', 'Nobody yet', '-o', 'json'], env())).stdout,
    ) as { id: string };
    const empty = await runBin(['teams', 'members', 'list', team.id], env());
    expectExit(empty, 0);
    expect(empty.stdout).toBe('');
    const dry = await runBin(['collections', 'create', '--title', 'Dry', '--dry-run'], env());
    expectExit(dry, 0);
    expect(dry.stdout).toMatch(/^POST http:\/\/127\.0\.0\.1:\d+\/v1\/orgs\/[^/]+\/collections/);
  });

  it('1: network failure, server error after retries, a busy port on server start', async () => {
    expectExit(
      await runBin(['spaces', 'list'], env({ DOCS_CLI_API_URL: 'http://127.0.0.1:1', DOCS_CLI_MAX_RETRIES: '1' })),
      1,
      /ECONNREFUSED|connect/,
    );
    const port = new URL(server.url).port;
    const dir = tempDir();
    const busy = await runBin(['server', 'start', '--port', port, '--data', `${dir}/busy.db`], {
      DOCS_CLI_CONFIG_DIR: dir,
    });
    expectExit(busy, 1, new RegExp(`port ${port} on 127.0.0.1 is already in use`));
    const { existsSync } = await import('node:fs');
    expect(existsSync(`${dir}/busy.db`)).toBe(false);
  });

  it('2: unknown flag, invalid values, bad settings, HTTP 400, input needed without a terminal', async () => {
    expectExit(await runBin(['spaces', 'list', '--frobnicate'], env()), 2);
    expectExit(await runBin(['spaces', 'create', '--title', 'x'.repeat(51)], env()), 2);
    expectExit(await runBin(['spaces', 'delete', 'whatever'], env()), 2, /confirmation required/);
    expectExit(await runBin(['spaces', 'get'], env()), 2, /missing required argument/);
    for (const [name, value] of [
      ['DOCS_CLI_TIMEOUT', '-1'],
      ['DOCS_CLI_TIMEOUT', 'abc'],
      ['DOCS_CLI_MAX_RETRIES', '-5'],
      ['DOCS_CLI_RETRY_DELAY_MS', 'soon'],
    ] as const) {
      expectExit(
        await runBin(['spaces', 'list'], env({ [name]: value })),
        2,
        new RegExp(`^docs-cli: ${name}: must be`),
      );
    }
    expectExit(
      await runBin(['spaces', 'list'], env({ DOCS_CLI_TOKEN: `${server.token}\r\nX-Injected: 1` })),
      2,
      /the token contains a line break/,
    );
    expectExit(await runBin(['api', '/user', '-H', 'X-A: b\rc'], env()), 2);
    expectExit(
      await runBin(['spaces', 'list'], { DOCS_CLI_TOKEN: server.token, DOCS_CLI_CONFIG_DIR: tempDir() }),
      2,
      /DOCS_CLI_TOKEN is set but no API URL/,
    );
    const badJson = await runBin(['api', '/orgs/{org}/spaces', '-X', 'POST', '--input', '-'], env(), {
      stdin: 'pipe',
      input: '{"title": 5}',
    });
    expectExit(badJson, 2);
  });

  it('3: not found', async () => {
    expectExit(await runBin(['spaces', 'get', 'does-not-exist'], env()), 3, /not found/);
    const org = await runBin(['spaces', 'list'], env({ DOCS_CLI_ORG: 'no-such-org' }));
    expectExit(org, 3, /organization no-such-org not found/);
    expect(org.stderr).toContain('the organization came from DOCS_CLI_ORG');
  });

  it('4: no token, a bad token, HTTP 403', async () => {
    const noToken = await runBin(['spaces', 'list'], { DOCS_CLI_API_URL: server.url, DOCS_CLI_CONFIG_DIR: tempDir() });
    expectExit(noToken, 4, /not logged in/);
    const bad = await runBin(['spaces', 'list'], env({ DOCS_CLI_TOKEN: 'dct_wrong' }));
    expectExit(bad, 4);
    expect(bad.stderr).toContain('refused DOCS_CLI_TOKEN');
    const readerToken = JSON.parse(
      (
        await runBin(['server', 'token', '--user', 'reed@demo.docs-cli.dev', '--data', server.dataFile, '-o', 'json'], {
          DOCS_CLI_CONFIG_DIR: server.cwd,
        })
      ).stdout,
    ).token as string;
    expectExit(await runBin(['collections', 'create', '--title', 'Nope'], env({ DOCS_CLI_TOKEN: readerToken })), 4);
  });

  it('5: conflict (HTTP 409) and an existing user e-mail', async () => {
    expectExit(await runBin(['teams', 'rename', 'Writers', 'Reviewers'], env()), 5);
    const dir = tempDir();
    const data = `${dir}/users.db`;
    expectExit(
      await runBin(['server', 'users', '--name', 'Ann', '--email', 'ann@example.com', '--data', data], {
        DOCS_CLI_CONFIG_DIR: dir,
      }),
      0,
    );
    expectExit(
      await runBin(['server', 'users', '--name', 'Ann', '--email', 'ann@example.com', '--data', data], {
        DOCS_CLI_CONFIG_DIR: dir,
      }),
      5,
      /already exists/,
    );
  });

  it('6: rate limited after the retries', async () => {
    const limited = await startServerProcess(['--fault-rate-limit', '1']);
    try {
      const e = {
        DOCS_CLI_API_URL: limited.url,
        DOCS_CLI_TOKEN: limited.token,
        DOCS_CLI_CONFIG_DIR: tempDir(),
        DOCS_CLI_MAX_RETRIES: '0',
      };
      // Another client spends the window of one request (docs-cli itself would wait for the
      // next window by the X-RateLimit headers rather than be refused).
      await fetch(`${limited.url}/v1/user`, { headers: { authorization: `Bearer ${limited.token}` } });
      const res = await runBin(['api', '/orgs/{org}/spaces'], e);
      expectExit(res, 6);
    } finally {
      await limited.stop();
    }
  });

  it('settings of a stored profile never leak to another service', async () => {
    const dir = tempDir();
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      `${dir}/config.json`,
      JSON.stringify({
        currentProfile: 'work',
        profiles: {
          work: { apiUrl: 'http://127.0.0.1:9', token: 'dct_other_service', org: 'org-of-the-other-service' },
        },
      }),
    );
    const other = { DOCS_CLI_API_URL: server.url, DOCS_CLI_CONFIG_DIR: dir };
    // The profile's organization belongs to its own URL: not used for DOCS_CLI_API_URL.
    expectExit(await runBin(['spaces', 'list'], { ...other, DOCS_CLI_TOKEN: server.token }), 0);
    // Nor is its token sent there.
    expectExit(await runBin(['spaces', 'list'], other), 4, /not logged in/);
  });

  describe('130: Ctrl-C at each kind of prompt', () => {
    const term = (args: string[], extra: Record<string, string> = {}) =>
      spawnPty(process.execPath, [BIN, ...args], {
        env: { PATH: process.env.PATH, ...env(), ...extra } as Record<string, string>,
      });

    it('at a confirmation', async () => {
      const space = JSON.parse((await runBin(['spaces', 'list', '-o', 'json', '--limit', '1'], env())).stdout)[0];
      const pty = term(['spaces', 'delete', space.id]);
      await pty.waitFor('?');
      pty.write('\x03');
      expect(await pty.exited).toBe(130);
      expect(pty.output()).not.toContain('unexpected error');
      expect(pty.output()).toContain('docs-cli: cancelled at the prompt');
      expectExit(await runBin(['spaces', 'get', space.id], env()), 0);
    });

    it('at a picker', async () => {
      const pty = term(['spaces', 'get']);
      await pty.waitFor('?');
      pty.write('\x03');
      expect(await pty.exited).toBe(130);
      expect(pty.output()).toContain('docs-cli: cancelled at the prompt');
    });

    it('at the masked token prompt', async () => {
      const dir = tempDir();
      const pty = spawnPty(process.execPath, [BIN, 'auth', 'login', '--api-url', server.url, '--profile', 'work'], {
        env: { PATH: process.env.PATH, DOCS_CLI_CONFIG_DIR: dir },
      });
      await pty.waitFor('?');
      pty.write('dct_');
      pty.write('\x03');
      expect(await pty.exited).toBe(130);
      expect(pty.output()).toContain('docs-cli: cancelled at the prompt');
    });
  });
});
