import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

/** Names instead of ids, as a user types them: the built binary against `docs-cli server start` in another directory. */
let server: ServerProcess;
const configDir = tempDir();

beforeAll(async () => {
  server = await startServerProcess([]);
});
afterAll(async () => server.stop());

const cli = (args: string[]) =>
  runBin(
    args,
    { DOCS_CLI_API_URL: server.url, DOCS_CLI_TOKEN: server.token, DOCS_CLI_CONFIG_DIR: configDir },
    { cwd: tempDir() },
  );

describe('names instead of ids', () => {
  it('-o text --query id gives the bare id; -o json --query gives JSON; -o jsonl --query one compact line per element', async () => {
    const created = await cli(['spaces', 'create', '--title', 'Scratch', '-o', 'text', '--query', 'id']);
    expect(created.exitCode).toBe(0);
    expect(created.stdout).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await cli(['spaces', 'get', created.stdout, '-o', 'json', '--query', 'title'])).stdout).toBe('"Scratch"');
    const titles = await cli(['spaces', 'list', '-o', 'text', '--query', '[].title']);
    expect(titles.stdout.split('\n')).toEqual(expect.arrayContaining(['Getting Started', 'Scratch']));
    const lines = (await cli(['spaces', 'list', '-o', 'jsonl', '--query', '[].{id: id}'])).stdout.split('\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(Object.keys(JSON.parse(line))).toEqual(['id']);
    await cli(['spaces', 'delete', created.stdout, '--yes']);
  });

  it('cr list --space "Getting Started" and sites publish "Demo Docs" work, case-insensitively', async () => {
    const crs = await cli(['cr', 'list', '--space', 'getting started', '-o', 'json']);
    expect(crs.exitCode).toBe(0);
    expect(JSON.parse(crs.stdout)).toEqual([expect.objectContaining({ number: 1 })]);
    const published = await cli(['sites', 'publish', 'Demo Docs', '-o', 'json', '--query', 'title']);
    expect(published.exitCode).toBe(0);
    expect(JSON.parse(published.stdout)).toBe('Demo Docs');
    const collections = JSON.parse((await cli(['collections', 'list', '-o', 'json'])).stdout) as Array<{
      id: string;
      title: string;
    }>;
    const byTitle = await cli([
      'collections',
      'get',
      collections[0]!.title.toUpperCase(),
      '-o',
      'text',
      '--query',
      'id',
    ]);
    expect(byTitle.stdout).toBe(collections[0]!.id);
  });

  it('two spaces of one title: exit 2 naming both ids, nothing changed', async () => {
    const first = (await cli(['spaces', 'create', '--title', 'Twin', '-o', 'text', '--query', 'id'])).stdout;
    const second = (await cli(['spaces', 'create', '--title', 'twin', '-o', 'text', '--query', 'id'])).stdout;
    const res = await cli(['spaces', 'delete', 'Twin', '--yes']);
    expect(res.exitCode).toBe(2);
    expect(res.stderr).toContain(first);
    expect(res.stderr).toContain(second);
    expect(res.stderr.split('\n')[0]).toMatch(/^docs-cli: "Twin" names 2 spaces/);
    expect((await cli(['spaces', 'get', first, '-o', 'ids'])).exitCode).toBe(0);
    expect((await cli(['spaces', 'get', second, '-o', 'ids'])).exitCode).toBe(0);
    expect((await cli(['cr', 'list', '--space', 'twin'])).exitCode).toBe(2);
  });

  it('an unknown name is a clean not-found (exit 3), and no picker without a terminal', async () => {
    const res = await cli(['spaces', 'get', 'No Such Space']);
    expect(res.exitCode).toBe(3);
    expect(res.stderr).toMatch(/^docs-cli: /);
    const missing = await cli(['cr', 'list']);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toContain("required option '--space <space>' not specified");
    const importing = await cli(['spaces', 'import', './dir']);
    expect(importing.exitCode).toBe(2);
    expect(importing.stderr).toContain('missing required argument <space>');
  });
});
