/**
 * `server start` runs for days; an upgrade of docs-cli replaces its dist/ meanwhile. The server
 * loads most of its code at first use, and its content workers start when work comes: both come
 * from the scripts it read at start, so every route still answers with dist/ gone. The same for
 * the other commands that run until stopped: `mcp` (a tool loads its command at its first call)
 * and `preview`.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa, type ResultPromise } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let child: ResultPromise | undefined;
let stderr = '';
let env: Record<string, string> = {};
let packageCopy = '';

/** The installed package as a copy of its own, so that its dist/ can go. */
function installedCopy(): string {
  const copy = tempDir('docs-cli-installed-');
  for (const part of ['bin', 'dist', 'package.json']) cpSync(join(ROOT, part), join(copy, part), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}

/** An upgrade as npm makes it: the old dist/ goes, a new one (other chunk names) takes its place. */
function upgrade(copy: string): void {
  rmSync(join(copy, 'dist'), { recursive: true, force: true });
  mkdirSync(join(copy, 'dist'));
}

beforeAll(async () => {
  packageCopy = installedCopy();
  const home = tempDir('docs-cli-server-');
  child = execa(
    process.execPath,
    [join(packageCopy, 'bin', 'docs-cli.js'), 'server', 'start', '--port', '0', '--data', join(home, 's.db'), '--json'],
    {
      cwd: home,
      env: { PATH: process.env.PATH, DOCS_CLI_CONFIG_DIR: join(home, 'config') },
      extendEnv: false,
      reject: false,
    },
  );
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const first = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child!.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      if (buffer.includes('\n')) resolve(buffer.slice(0, buffer.indexOf('\n')));
    });
    void child!.then((r) => reject(new Error(`server exited ${r.exitCode}: ${stderr}`)));
  });
  const started = JSON.parse(first) as { url: string; token: string };
  const work = tempDir('docs-cli-upgrade-work-');
  env = {
    DOCS_CLI_API_URL: started.url,
    DOCS_CLI_TOKEN: started.token,
    DOCS_CLI_CONFIG_DIR: join(work, 'config'),
    CI: 'true',
  };
}, 60_000);

afterAll(async () => {
  child?.kill('SIGINT');
  await child;
});

const cli = async (args: string[]) => {
  const res = await runBin(args, env);
  expect(res.exitCode, `docs-cli ${args.join(' ')}: ${res.stderr}`).toBe(0);
  return res.stdout;
};

describe('server start across an upgrade of its package', () => {
  it('answers every route, parses in new workers and renders sites after dist/ is gone', async () => {
    // Only the first request was served before the upgrade: nearly everything is still to load.
    await cli(['spaces', 'list']);
    upgrade(packageCopy);

    for (const list of ['members', 'teams', 'collections', 'sites', 'openapi']) await cli([list, 'list', '-o', 'json']);
    const space = (await cli(['spaces', 'create', '--title', 'After the upgrade', '-o', 'ids'])).trim();
    const folder = tempDir('docs-cli-upgrade-pages-');
    writeFileSync(join(folder, 'README.md'), '# Home\n\n{% hint style="info" %}\nA *hint*.\n{% endhint %}\n');
    writeFileSync(join(folder, 'guide.md'), '# Guide\n\n| a | b |\n| - | - |\n| 1 | 2 |\n');
    writeFileSync(join(folder, 'SUMMARY.md'), '# Summary\n\n* [Home](README.md)\n* [Guide](guide.md)\n');
    const pushed = JSON.parse(await cli(['cr', 'push', folder, '--space', space, '-o', 'json']));
    await cli(['cr', 'merge', String(pushed.changeRequest), '--space', space]);
    const pulled = join(tempDir('docs-cli-upgrade-pulled-'), 'docs');
    await cli(['spaces', 'pull', space, pulled]);
    expect(readFileSync(join(pulled, 'guide.md'), 'utf8')).toContain('| 1 | 2 |');
    expect(await cli(['spaces', 'search', space, 'hint'])).toContain('Home');

    const demo = (JSON.parse(await cli(['sites', 'list', '-o', 'json'])) as Array<{ id: string; title: string }>).find(
      (s) => s.title === 'Demo Docs',
    )!;
    const url = (await cli(['sites', 'publish', demo.id])).trim();
    const res = await fetch(url);
    expect(res.status, url).toBe(200);
    expect(await res.text()).toContain('<html');

    expect(stderr).not.toMatch(/internal error|ENOENT|Cannot find module/);
  }, 120_000);
});

/** Its first line, once written. */
function firstLine(stream: NodeJS.ReadableStream, ended: Promise<unknown>): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    stream.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      if (buffer.includes('\n')) resolve(buffer.slice(0, buffer.indexOf('\n')).trim());
    });
    void ended.then(() => reject(new Error('exited before its first line')));
  });
}

describe('mcp and preview across an upgrade of their package', () => {
  it('mcp on the embedded default answers tools it had not loaded, preview renders an edited page, after dist/ is gone', async () => {
    const copy = installedCopy();
    const bin = join(copy, 'bin', 'docs-cli.js');
    const transport = new StdioClientTransport({
      command: process.execPath,
      // A global option first: the launcher finds the command among the options.
      args: [bin, '--no-color', 'mcp'],
      // The embedded default: the service's routes load in the agent's own process.
      env: { PATH: process.env.PATH ?? '', DOCS_CLI_CONFIG_DIR: tempDir('docs-cli-upgrade-agent-') },
      stderr: 'pipe',
    });
    let agentErrors = '';
    transport.stderr?.on('data', (chunk: Buffer) => (agentErrors += chunk.toString()));
    const agent = new Client({ name: 'docs-cli-upgrade-agent', version: '1.0.0' });
    await agent.connect(transport);

    const folder = tempDir('docs-cli-upgrade-preview-');
    writeFileSync(join(folder, 'README.md'), '# Home\n\nHello.\n');
    writeFileSync(join(folder, 'guide.md'), '# Guide\n\nFirst words.\n');
    writeFileSync(join(folder, 'SUMMARY.md'), '# Summary\n\n* [Home](README.md)\n* [Guide](guide.md)\n');
    const preview = execa(process.execPath, [bin, 'preview', folder, '--no-open'], {
      env: { PATH: process.env.PATH, HOME: tempDir('docs-cli-upgrade-home-') },
      extendEnv: false,
      stdin: 'ignore',
      reject: false,
    });
    let previewErrors = '';
    preview.stderr!.on('data', (chunk: Buffer) => (previewErrors += chunk.toString()));
    try {
      const site = await firstLine(preview.stdout!, preview);
      expect((await fetch(site)).status).toBe(200);
      const tool = async (name: string, args: Record<string, unknown> = {}) => {
        const result = (await agent.callTool({ name, arguments: args })) as {
          isError?: boolean;
          content: Array<{ text?: string }>;
        };
        expect(result.isError ?? false, `${name}: ${result.content.map((c) => c.text).join(' ')}`).toBe(false);
        return result;
      };
      await tool('spaces_list');

      upgrade(copy);

      for (const name of ['orgs_list', 'members_list', 'teams_list', 'collections_list', 'sites_list'])
        await tool(name);
      writeFileSync(
        join(folder, 'guide.md'),
        '# Guide\n\n{% hint style="info" %}\nEdited *after* the upgrade.\n{% endhint %}\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
      );
      let page = '';
      for (let tries = 0; tries < 100 && !page.includes('Edited'); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        page = await (await fetch(new URL('guide', site))).text();
      }
      expect(page).toContain('hint-info');
      expect(page).toContain('<td>2</td>');
      expect(agentErrors + previewErrors).not.toMatch(/internal error|ENOENT|Cannot find module/);
    } finally {
      await agent.close();
      preview.kill('SIGINT');
      await preview;
    }
  }, 120_000);
});
