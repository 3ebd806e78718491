import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

/** End to end, as a user types it: the built binary, a real `server start`, another shell. */
let server: ServerProcess;
let url = '';
let token = '';
const configDir = tempDir();

beforeAll(async () => {
  server = await startServerProcess([]);
  ({ url, token } = server);
});

afterAll(async () => server?.stop());

const remote = () => ({ DOCS_CLI_API_URL: url, DOCS_CLI_TOKEN: token, DOCS_CLI_CONFIG_DIR: configDir });

describe('docs-cli against docs-cli server start', () => {
  it('prints a URL and a working admin token', () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(token).toMatch(/^dct_/);
  });

  it('creates a collection and moves, deletes and restores a space', async () => {
    const collection = await runBin(['collections', 'create', '--title', 'Guides', '-o', 'json'], remote());
    expect(collection.exitCode).toBe(0);
    const c = JSON.parse(collection.stdout);
    expect(c).toMatchObject({ object: 'collection', title: 'Guides' });
    const space = JSON.parse(
      (await runBin(['spaces', 'create', '--title', 'Tutorial', '-o', 'json'], remote())).stdout,
    );
    const moved = await runBin(['spaces', 'move', space.id, '--parent', c.id, '--json'], remote());
    expect(JSON.parse(moved.stdout).parent).toBe(c.id);
    const deleted = await runBin(['spaces', 'delete', space.id, '--yes'], remote());
    expect(deleted.exitCode).toBe(0);
    expect((await runBin(['spaces', 'get', space.id], remote())).exitCode).toBe(3);
    const restored = await runBin(['spaces', 'restore', space.id, '-o', 'ids'], remote());
    expect(restored.stdout.trim()).toBe(space.id);
  });

  it('exits with the contract codes', async () => {
    const unknown = await runBin(['spaces', 'get', 'does-not-exist'], remote());
    expect(unknown.exitCode).toBe(3);
    expect(unknown.stderr).toBe('docs-cli: space does-not-exist not found');
    const noToken = await runBin(['spaces', 'list'], { DOCS_CLI_API_URL: url, DOCS_CLI_CONFIG_DIR: configDir });
    expect(noToken.exitCode).toBe(4);
    const badToken = await runBin(['spaces', 'list'], { ...remote(), DOCS_CLI_TOKEN: 'dct_wrong' });
    expect(badToken.exitCode).toBe(4);
    const long = await runBin(['spaces', 'create', '--title', 'x'.repeat(51), '--verbose'], remote());
    expect(long.exitCode).toBe(2);
    expect(long.stderr).not.toContain('> POST');
    const usage = await runBin(['spaces', 'frobnicate'], remote());
    expect(usage.exitCode).toBe(2);
    expect(usage.stderr).not.toMatch(/at .*\.js:\d+/);
    const noYes = await runBin(['spaces', 'delete', 'whatever'], remote());
    expect(noYes.exitCode).toBe(2);
  });

  it('prints tab-separated rows without a header when piped', async () => {
    const res = await runBin(['spaces', 'list'], remote());
    const lines = res.stdout.trim().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const line of lines) expect(line.split('\t').length).toBe(5);
    expect(lines[0]).not.toMatch(/^ID\t/);
  });
});

describe('a fresh install', () => {
  it('lists the demo spaces of the embedded workspace with no server and no account', async () => {
    const res = await runBin(['spaces', 'list'], { DOCS_CLI_CONFIG_DIR: tempDir() });
    expect(res.exitCode).toBe(0);
    expect(res.stdout).toContain('Getting Started');
    expect(res.stderr).toBe('');
  });

  it('prints the version and help quickly, without loading a command', async () => {
    const version = await runBin(['--version'], {});
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const help = await runBin(['--help'], {});
    expect(help.stdout).toContain('spaces');
    expect(help.exitCode).toBe(0);
    // The launcher's pre-rendered help is exactly what the full program prints.
    const full = await runBin(['--help', '--no-color'], {});
    expect(help.stdout).toBe(full.stdout);
  });
});
