/**
 * Start-up loads only what the command uses: `spaces list` on the embedded profile loads neither
 * process spawning, nor outbound fetching, nor the markdown stack, nor a route module it does not
 * use, nor the HTTP client, nor node:crypto, nor the modules of the group's other commands; a
 * request over HTTP goes through Node's own client, without undici (ours or Node's internal copy).
 * Checked on the built binary (test/helpers/loaded-modules.ts says what was loaded).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';
import { type Loaded, loadedModules } from '../helpers/loaded-modules.js';
import { startTestService, type TestService } from '../helpers/service.js';

const MARKDOWN = /^(unified|remark-[^/]+|rehype-[^/]+|mdast-[^/]+|micromark[^/]*|hast-[^/]+|yaml)\//;
const UNDICI = /^node_modules\/undici\//;

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());

describe('start-up', () => {
  it('embedded spaces list loads no child_process, dgram, ipaddr.js, markdown stack or unused route module', async () => {
    const env = { DOCS_CLI_CONFIG_DIR: tempDir(), XDG_DATA_HOME: tempDir(), HOME: tempDir() };
    // The first run creates and seeds the store; the measured run is every later one.
    const first = await loadedModules(['spaces', 'list'], env);
    expect(first.exitCode, first.stderr).toBe(0);
    const second = await loadedModules(['spaces', 'list'], env);
    expect(second.exitCode, second.stderr).toBe(0);
    expectLean(second);
    // The second run made the command's set (bin/docs-cli.js), which the third compiles and every
    // later one runs from its kept code: it runs the same modules.
    await loadedModules(['spaces', 'list'], env);
    const fourth = await loadedModules(['spaces', 'list'], env);
    expect(fourth.exitCode, fourth.stderr).toBe(0);
    expect(fourth.stdout).toBe(second.stdout);
    expectLean(fourth);
    expect(fourth.sources.sort()).toEqual(second.sources.sort());
    // ...as one script: main.cjs is read for its build id, and no chunk is compiled on its own.
    expect(second.scripts.length).toBeGreaterThan(20);
    expect(fourth.scripts).toEqual(['[spaces list]']);
  });

  it('with only HOME set (no DOCS_CLI_CONFIG_DIR), the config, data and cache folders come from it, without node:os', async () => {
    const home = tempDir();
    const env = { HOME: home };
    expect((await loadedModules(['spaces', 'list'], env)).exitCode).toBe(0);
    const run = await loadedModules(['spaces', 'list', '-o', 'ids'], env);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout.trim().split('\n').length).toBeGreaterThan(1);
    expect(run.builtins.has('os')).toBe(false);
    expect(existsSync(join(home, '.local', 'share', 'docs-cli', 'local.db'))).toBe(true);
    expect(existsSync(join(home, '.cache', 'docs-cli', 'compile-cache'))).toBe(true);
  });

  /** What an embedded `spaces list` on a seeded store must not load, and a few things it must. */
  function expectLean(run: Loaded): void {
    for (const builtin of ['child_process', 'dgram', 'internal/child_process', 'zlib', 'crypto', 'http'])
      expect(run.builtins.has(builtin), `loaded ${builtin}`).toBe(false);
    // Nor Node's streams (the output goes to the pipe with write(2)), nor node:os (HOME is set).
    for (const builtin of ['stream', 'net', 'tty', 'os'])
      expect(run.builtins.has(builtin), `loaded ${builtin}`).toBe(false);
    expect(run.packages.filter((p) => p.startsWith('ipaddr.js/'))).toEqual([]);
    expect(run.packages.filter((p) => MARKDOWN.test(p))).toEqual([]);
    expect(run.sources.filter((s) => s.startsWith('src/common/markdown/'))).toEqual([]);
    // No HTTP client: the embedded workspace is reached in-process.
    expect(run.sources.filter((s) => UNDICI.test(s) || s === 'src/api/transport-http.ts')).toEqual([]);
    // The service's route modules: only the one the request needs (shared helpers aside).
    const routeModules = run.sources.filter(
      (s) => /^src\/server\/routes\//.test(s) && !/\/(index|manifest|load|position|audit-log)\.ts$/.test(s),
    );
    expect(routeModules.sort()).toEqual(['src/server/routes/spaces.ts']);
    // Nor the seeding code or the content engine on a store that exists (placement, the
    // ContentPosition rules of spaces and collections, belongs to the spaces routes).
    expect(run.sources.filter((s) => /^src\/server\/(seed\/(?!state)|content\/(?!placement\.ts))/.test(s))).toEqual([]);
    // Nor the group's content commands (pull, import, search...), open, or its sub-groups.
    expect(run.sources.filter((s) => /^src\/commands\/(content\/|sites\/|spaces\/extra\.ts)/.test(s))).toEqual([]);
    // The tracing works: it saw the chunks and the store's driver.
    expect(run.sources).toContain('src/commands/spaces/index.ts');
    expect(run.sources).toContain('src/server/store/db.ts');
  }

  it('--version and the top-level --help to a pipe load no stream, nor anything of the bundle', async () => {
    for (const args of [['--version'], ['--help']]) {
      const run = await loadedModules(args, { DOCS_CLI_CONFIG_DIR: tempDir() });
      expect(run.exitCode, run.stderr).toBe(0);
      expect(run.stdout).toMatch(args[0] === '--version' ? /^\d+\.\d+\.\d+$/ : /^Usage: docs-cli /);
      for (const builtin of ['stream', 'net', 'tty', 'internal/fs/sync_write_stream'])
        expect(run.builtins.has(builtin), `${args[0]} loaded ${builtin}`).toBe(false);
      expect(run.distFiles, args[0]).toEqual([]);
    }
  });

  it('the tracing sees what a heavier command loads (the test can fail)', async () => {
    const env = { DOCS_CLI_CONFIG_DIR: tempDir(), XDG_DATA_HOME: tempDir() };
    const run = await loadedModules(['spaces', 'list', '--query', '[0].id', '-o', 'json'], env);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.packages.some((p) => p.startsWith('jmespath/'))).toBe(true);
    const dir = tempDir();
    const pulled = await loadedModules(['spaces', 'pull', 'Getting Started', dir], env);
    expect(pulled.exitCode, pulled.stderr).toBe(0);
    expect(pulled.packages.some((p) => MARKDOWN.test(p))).toBe(true);
    expect(pulled.sources.some((s) => s.startsWith('src/server/routes/content/'))).toBe(true);
  });

  it('a request over HTTP goes through node:http, loading no undici; --help loads no HTTP client', async () => {
    const env = { DOCS_CLI_CONFIG_DIR: tempDir(), DOCS_CLI_API_URL: svc.url, DOCS_CLI_TOKEN: svc.token };
    const help = await loadedModules(['spaces', 'get', '--help'], env);
    expect(help.exitCode, help.stderr).toBe(0);
    expect(help.sources).toContain('src/commands/spaces/index.ts');
    expect(help.sources.filter((s) => UNDICI.test(s) || s === 'src/api/transport-http.ts')).toEqual([]);
    expect(help.builtins.has('_http_client')).toBe(false);

    const spaces = await loadedModules(['spaces', 'list', '--org', svc.orgId, '-o', 'ids', '--limit', '1'], env);
    expect(spaces.exitCode, spaces.stderr).toBe(0);
    const run = await loadedModules(['spaces', 'get', '-o', 'json', ...spaces.stdout.trim().split('\n')], env);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).object).toBe('space');
    expect(run.sources).toContain('src/api/transport-http.ts');
    expect(run.builtins.has('_http_client')).toBe(true);
    expect(run.sources.filter((s) => UNDICI.test(s))).toEqual([]);
    expect([...run.builtins].filter((b) => b.startsWith('internal/deps/undici'))).toEqual([]);
  });
});
