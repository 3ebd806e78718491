/**
 * `server start` runs for days; an upgrade of docs-cli replaces its dist/ meanwhile. The server
 * loads most of its code at first use, and its content workers start when work comes: both come
 * from the scripts it read at start, so every route still answers with dist/ gone.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa, type ResultPromise } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let child: ResultPromise | undefined;
let stderr = '';
let env: Record<string, string> = {};
let packageCopy = '';

beforeAll(async () => {
  // The installed package as a copy of its own, so that its dist/ can go.
  packageCopy = tempDir('docs-cli-installed-');
  for (const part of ['bin', 'dist', 'package.json'])
    cpSync(join(ROOT, part), join(packageCopy, part), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(packageCopy, 'node_modules'));
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
    rmSync(join(packageCopy, 'dist'), { recursive: true, force: true });
    mkdirSync(join(packageCopy, 'dist'));

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
