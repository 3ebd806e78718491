/**
 * What the bundle loads lazily, run through the built binary (the bundle, as installed) against
 * `docs-cli server start` in its own folder: each dependency that a command imports only when it
 * needs it, and each package left outside the bundle. The suite runs the sources, where Node
 * loads these packages itself; the bundle reaches them through esbuild's chunks and
 * scripts/build.mjs's conversion to CommonJS, which once gave `(await import('yaml')).parse` as
 * undefined (every YAML `openapi publish` failed, exit 2, with the suite green).
 * The last test fails when src/ imports a package lazily, or the build leaves one outside the
 * bundle, that no test here exercises.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { GROUPS } from '../../src/commands/groups.js';
import { BIN, runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { spawnPty } from '../helpers/pty.js';
import { useSeparateServer } from '../helpers/separate-server.js';
import { buildZip, textEntry } from '../helpers/zip.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SPEC = join(ROOT, 'node_modules', '@gitbook', 'api', 'spec');
const MANIFEST = join(ROOT, 'test', 'fixtures', 'integrations', 'analytics', 'manifest.yaml');

/** Each package the bundle loads lazily or leaves outside it, and the test here that runs it. */
const EXERCISED: Record<string, string> = {
  yaml: 'openapi publish of a YAML document; integrations publish of a YAML manifest',
  '@apidevtools/swagger-parser': 'openapi publish (the server validates with it)',
  undici: 'openapi publish from a URL (the server fetches it)',
  pdfkit: 'cr pdf (in a content worker of the server)',
  jmespath: '--query',
  fflate: 'spaces import of a .zip',
  conf: 'auth login stores a profile',
  chalk: 'a table on a terminal',
  'string-width': 'a table on a terminal (emoji titles)',
  '@inquirer/prompts': 'a confirmation declined on a terminal',
  // The Node 20 SQLite driver: every command of the server and the embedded workspace on Node 20.
  'better-sqlite3': 'every command (Node 20)',
  'docs-cli-sqlite-node20': 'every command (Node 20)',
  // Run from the sources only, to bundle the content worker; the bundle ships it as
  // dist/content-worker.cjs, which cr pdf and the published site run.
  esbuild: 'cr pdf and the published site (the content worker)',
  '@modelcontextprotocol/sdk':
    "a published site's MCP server answers initialize and tools/list (the server loads the SDK)",
};

const { work, cli, json, env } = useSeparateServer('docs-cli-bundle-deps-', ['--allow-fetch', '127.0.0.1']);

/** The processed document of a specification's latest version, as the service parsed it. */
async function processed(slug: string): Promise<Record<string, unknown>> {
  const content = await json<{ filesystem: Record<string, Record<string, unknown>> }>([
    'openapi',
    'versions',
    'content',
    slug,
  ]);
  const files = Object.values(content.filesystem);
  expect(files).toHaveLength(1);
  return files[0]!;
}

describe('lazily loaded dependencies through the built binary', () => {
  const reference = JSON.parse(readFileSync(join(SPEC, 'openapi.json'), 'utf8')) as Record<string, unknown>;

  it("openapi publish takes the reference's own openapi.yaml and openapi.json, complete", async () => {
    const yamlText = readFileSync(join(SPEC, 'openapi.yaml'), 'utf8');
    const fromYaml = await cli(['openapi', 'publish', 'reference-yaml', join(SPEC, 'openapi.yaml')]);
    expect(fromYaml.stderr).toBe('');
    expect(fromYaml.exitCode).toBe(0);
    expect(await processed('reference-yaml')).toEqual(YAML.parse(yamlText));

    const fromJson = await cli(['openapi', 'publish', 'reference-json', join(SPEC, 'openapi.json')]);
    expect(fromJson.exitCode, fromJson.stderr).toBe(0);
    const document = await processed('reference-json');
    expect(document).toEqual(reference);
    expect(Object.keys(document.paths as object).length).toBeGreaterThan(100);
  }, 60_000);

  describe('openapi publish from a URL', () => {
    let server: Server;
    beforeAll(async () => {
      server = createServer((_, res) => {
        res.setHeader('content-type', 'application/yaml');
        res.end(readFileSync(join(SPEC, 'openapi.yaml')));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('is fetched by the server and parsed', async () => {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openapi.yaml`;
      const res = await cli(['openapi', 'publish', 'reference-url', url]);
      expect(res.exitCode, res.stderr).toBe(0);
      expect(await processed('reference-url')).toEqual(reference);
    }, 60_000);
  });

  it('integrations publish reads a YAML manifest', async () => {
    const dir = join(work, 'integration');
    mkdirSync(dir);
    for (const name of readdirSync(join(MANIFEST, '..')))
      writeFileSync(join(dir, name), readFileSync(join(MANIFEST, '..', name)));
    const res = await runBin(['integrations', 'publish', '-f', join(dir, 'manifest.yaml'), '-o', 'json'], {
      ...env(),
      ACME_API_KEY: 'test-key',
    });
    expect(res.exitCode, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ name: 'acme-analytics', title: 'Acme Analytics' });
    const listed = await json<Array<{ name: string }>>(['integrations', 'list']);
    expect(listed.map((i) => i.name)).toContain('acme-analytics');
  });

  it('a change request becomes a PDF, and a code block is highlighted on the published site', async () => {
    const space = (await json(['spaces', 'create', '--title', 'Code'])).id as string;
    const folder = join(work, 'code');
    mkdirSync(folder);
    writeFileSync(join(folder, 'README.md'), '# Code\n\nA sample.\n\n```js\nconst answer = 42;\n```\n');
    expect((await cli(['cr', 'push', folder, '--space', space])).exitCode).toBe(0);
    const out = join(work, 'review.pdf');
    const pdf = await cli(['cr', 'pdf', '1', '--space', space, '--output', out]);
    expect(pdf.exitCode, pdf.stderr).toBe(0);
    const bytes = readFileSync(out);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);

    expect((await cli(['cr', 'merge', '1', '--space', space])).exitCode).toBe(0);
    const site = (await json(['sites', 'create', '--title', 'Code site'])).id as string;
    expect((await cli(['sites', 'site-spaces', 'create', '--site', site, '--space', space])).exitCode).toBe(0);
    const published = await cli(['sites', 'publish', site]);
    expect(published.exitCode, published.stderr).toBe(0);
    const page = await fetch(published.stdout.trim());
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('hljs-keyword');
    expect(html).toContain('hljs-number');
  }, 60_000);

  it('--query filters with JMESPath', async () => {
    const res = await cli(['spaces', 'list', '-o', 'json', '--query', 'length(@)']);
    expect(res.exitCode, res.stderr).toBe(0);
    expect(Number(res.stdout)).toBeGreaterThan(0);
  });

  it('spaces import unzips an archive (embedded workspace)', async () => {
    const env = { DOCS_CLI_CONFIG_DIR: tempDir() };
    const zip = join(tempDir(), 'docs.zip');
    writeFileSync(zip, buildZip([textEntry('README.md', '# Zipped\n\nFrom an archive.\n')]));
    const space = JSON.parse((await runBin(['spaces', 'create', '--title', 'Zipped', '-o', 'json'], env)).stdout).id;
    const res = await runBin(['spaces', 'import', space, zip], env);
    expect(res.exitCode, res.stderr).toBe(0);
    const pages = await runBin(['spaces', 'content', 'pages', space, '-o', 'json'], env);
    expect(pages.stdout).toContain('Zipped');
  });

  it('auth login stores a profile, and translations are created and listed with it', async () => {
    const config = tempDir();
    const login = await runBin(
      ['auth', 'login', '--api-url', env().DOCS_CLI_API_URL!, '--with-token', '--profile', 'work'],
      { DOCS_CLI_CONFIG_DIR: config },
      { input: env().DOCS_CLI_TOKEN, stdin: 'pipe' },
    );
    expect(login.exitCode, login.stderr).toBe(0);
    expect(readFileSync(join(config, 'config.json'), 'utf8')).toContain('"work"');
    const asProfile = { DOCS_CLI_CONFIG_DIR: config };
    const created = await runBin(
      ['translations', 'create', '--title', 'Iberian', '--language', 'es', '-o', 'json'],
      asProfile,
    );
    expect(created.exitCode, created.stderr).toBe(0);
    const listed = await runBin(['translations', 'list', '-o', 'json'], asProfile);
    expect(JSON.parse(listed.stdout).map((t: { title: string }) => t.title)).toContain('Iberian');
  });

  it('on a terminal: a table with emoji titles, and a declined confirmation', async () => {
    const term = (args: string[]) =>
      spawnPty(process.execPath, [BIN, ...args], {
        cols: 100,
        env: { PATH: process.env.PATH, ...env(), CI: undefined },
        cwd: work,
      });
    const table = term(['spaces', 'list']);
    expect(await table.exited).toBe(0);
    expect(table.output()).toContain('🚀 Getting Started');
    expect(table.output()).toContain('\x1b[1m'); // the bold header, through chalk

    const space = (await json(['spaces', 'create', '--title', 'Keep me'])).id as string;
    const confirm = term(['spaces', 'delete', space]);
    await confirm.waitFor('?');
    confirm.write('n\r');
    // Answered no: exit 2, as the README's table says (and as gh exits when cancelled).
    expect(await confirm.exited).toBe(2);
    expect(confirm.output()).toContain('docs-cli: cancelled: nothing was changed');
    expect((await cli(['spaces', 'get', space])).exitCode).toBe(0);
  }, 30_000);

  it("a published site's MCP server answers through the bundle's MCP SDK", async () => {
    const sites = await json<Array<{ id: string; title: string }>>(['sites', 'list']);
    const site = sites.find((s) => s.title === 'Demo Docs')!.id;
    expect((await cli(['sites', 'publish', site])).exitCode).toBe(0);
    const rpc = async (id: number, method: string) => {
      const res = await fetch(`${env().DOCS_CLI_API_URL}/published/sites/${site}/~gitbook/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id,
          method,
          params:
            method === 'initialize'
              ? { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bundle', version: '1' } }
              : {},
        }),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { result: Record<string, any> };
    };
    expect((await rpc(1, 'initialize')).result.serverInfo.name).toBe('docs-cli-site');
    expect((await rpc(2, 'tools/list')).result.tools.map((t: { name: string }) => t.name)).toEqual([
      'search',
      'read_page',
    ]);
  }, 30_000);

  it('every command group has a test through the built binary', () => {
    // Test files that run the built binary: runBin, a separate server's cli, or BIN on a terminal.
    const runs = /\b(runBin|runBinMeasured|useSeparateServer|loadedModules)\(|\[BIN, /;
    const named = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.test.ts')) {
          const text = readFileSync(path, 'utf8');
          if (!runs.test(text)) continue;
          for (const m of text.matchAll(/(?:\[\s*|\[BIN,\s*)'([a-z-]+)'/g)) named.add(m[1]!);
        }
      }
    };
    walk(join(ROOT, 'test'));
    const missing = GROUPS.filter((g) => ![g.name, ...(g.aliases ?? [])].some((n) => named.has(n))).map((g) => g.name);
    expect(missing).toEqual([]);
  });

  it('every package src/ imports lazily, or the build leaves outside the bundle, is exercised here', () => {
    const lazy = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.ts'))
          for (const m of readFileSync(path, 'utf8').matchAll(/\bimport\(\s*'([^.'][^']*)'\s*\)/g))
            if (!m[1]!.startsWith('node:')) lazy.add(packageOf(m[1]!));
      }
    };
    walk(join(ROOT, 'src'));
    const build = readFileSync(join(ROOT, 'scripts', 'build.mjs'), 'utf8');
    const external = /const EXTERNAL = \[([^\]]*)\]/.exec(build)?.[1];
    expect(external, 'scripts/build.mjs declares EXTERNAL').toBeDefined();
    for (const m of external!.matchAll(/'([^']+)'/g)) lazy.add(m[1]!);
    expect([...lazy].sort()).toEqual(Object.keys(EXERCISED).sort());
  });
});

function packageOf(specifier: string): string {
  return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
}
