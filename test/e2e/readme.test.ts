/**
 * Every command block of README.md, extracted from the README (not copied here) and run as printed
 * through the built binary: the install line in a copy of the checkout with a private npm prefix,
 * the tasks on the embedded default, and the CI recipes and profiles against a separate
 * `server start` (each CI recipe twice: the second run has nothing to push and exits 0).
 */
import { chmodSync, cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { writeTree } from '../fixtures/content/http.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

interface Block {
  kind: string | undefined;
  lang: string;
  body: string;
}

/** The fenced blocks of the README, each with the `<!-- readme-test: kind -->` marker above it. */
function readmeBlocks(): Block[] {
  const found: Block[] = [];
  for (const m of README.matchAll(/(?:<!-- readme-test: ([a-z]+) -->\n)?```([a-z]*)\n([\s\S]*?)```/g))
    found.push({ kind: m[1], lang: m[2] ?? '', body: m[3] ?? '' });
  return found;
}
const blocksOf = (kind: string) => readmeBlocks().filter((b) => b.kind === kind);

/** A folder whose only `docs-cli` is the built binary, as `npm install -g .` makes it. */
function pathWithDocsCli(): string {
  const bin = tempDir('docs-cli-path-');
  symlinkSync(BIN, join(bin, 'docs-cli'));
  return `${bin}:${process.env.PATH}`;
}

async function bash(script: string, options: { cwd: string; env: Record<string, string>; input?: string }) {
  const res = await execa('bash', ['-c', `set -euo pipefail\n${script}`], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH, HOME: options.cwd, ...options.env },
    extendEnv: false,
    reject: false,
    ...(options.input !== undefined ? { input: options.input } : { stdin: 'ignore' }),
  });
  return { exitCode: res.exitCode ?? 1, stdout: String(res.stdout), stderr: String(res.stderr) };
}

describe('README.md', () => {
  it('marks every command block with how the test runs it, shows no placeholder, no npx and no registry install', () => {
    const blocks = readmeBlocks().filter((b) => b.lang === 'sh' || b.lang === 'yaml');
    expect(blocks.length).toBeGreaterThanOrEqual(8);
    for (const b of blocks) {
      expect(b.kind, b.body).toMatch(/^(install|local|preview|action|ci|profile)$/);
      if (b.lang === 'sh') expect(b.body, 'placeholder in a shell block').not.toMatch(/<[a-z][a-z-]*>/);
    }
    expect(README).not.toMatch(/\bnpx /);
    // Only this checkout (.) is ever installed; never a name from the registry.
    const installs = [...README.matchAll(/npm (?:install|i)\b([^\n`&#;|]*)/g)].map((m) => m[1]?.trim());
    expect(installs).toContain('-g --ignore-scripts .');
    for (const args of installs) expect(args).toMatch(/^(-g --ignore-scripts \.)?$/);
    expect(README.split('\n').length).toBeLessThanOrEqual(300);
  });

  it('install: npm install -g . puts docs-cli on PATH (a private prefix, no root) and it lists the demo workspace', async () => {
    const [install] = blocksOf('install');
    const lines = (install?.body ?? '').split('\n').map((l) => l.replace(/\s+#.*$/, '').trim());
    expect(lines.filter(Boolean)).toEqual([
      'npm install && npm install -g --ignore-scripts . && docs-cli spaces list',
      'npm test',
    ]);
    expect(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.test).toMatch(/vitest run/);
    // A copy of the checkout sharing the installed packages: `npm install` itself (a fresh install on every
    // Node line) and `npm test` (this suite) are what .ci/run runs from a fresh clone.
    const copy = join(tempDir('docs-cli-checkout-'), 'docs-workspace-cli');
    mkdirSync(copy);
    for (const part of ['bin', 'dist', 'src', 'scripts', 'packages', 'package.json', 'package-lock.json'])
      cpSync(join(ROOT, part), join(copy, part), { recursive: true });
    // Its own node_modules folder of links, so that its build writes its own cache (the build's
    // metafile, which other tests read) and never this checkout's.
    mkdirSync(join(copy, 'node_modules'));
    for (const entry of readdirSync(join(ROOT, 'node_modules')))
      if (entry !== '.cache') symlinkSync(join(ROOT, 'node_modules', entry), join(copy, 'node_modules', entry));
    const prefix = tempDir('docs-cli-prefix-');
    const command = lines[0]?.replace(/^npm install && /, '') ?? '';
    const res = await bash(command, {
      cwd: copy,
      env: {
        npm_config_prefix: prefix,
        npm_config_update_notifier: 'false',
        PATH: `${join(prefix, 'bin')}:${process.env.PATH}`,
        DOCS_CLI_CONFIG_DIR: tempDir(),
        XDG_DATA_HOME: tempDir(),
      },
    });
    expect(res.exitCode, res.stderr).toBe(0);
    expect(res.stdout).toContain('Getting Started');
    // npm 11 lists install scripts not covered by allowScripts: none here.
    expect(res.stderr).not.toMatch(/allowScripts|install-scripts/);
  }, 120_000);

  it('the tasks run as printed on the embedded default, block after block', async () => {
    const blocks = blocksOf('local');
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    const cwd = tempDir('docs-cli-readme-');
    const env = { PATH: pathWithDocsCli(), DOCS_CLI_CONFIG_DIR: join(cwd, '.config') };
    const outputs: string[] = [];
    for (const block of blocks) {
      const res = await bash(`set -x\n${block.body}`, { cwd, env });
      expect(res.exitCode, `${block.body}\n${res.stderr}`).toBe(0);
      outputs.push(res.stdout);
    }
    const [quick, docs, team, sites, teams, backup] = outputs;
    // The organization's backup: every space of the demo workspace, one folder each, and its manifest.
    expect(backup).toMatch(/^pulled +getting-started \(\d+ files\)$/m);
    const manifest = JSON.parse(readFileSync(join(cwd, 'backup', 'docs-cli-manifest.json'), 'utf8'));
    expect(Object.keys(manifest.spaces).length).toBe(backup?.trim().split('\n').length);
    // Two writers: the second push sends its own page only, and the pull brings the first one's edit in.
    expect(team?.match(/^update {2}README\.md$/gm)).toHaveLength(1);
    expect(team?.match(/^update {2}guides\/install\.md$/gm)).toHaveLength(1);
    expect(readFileSync(join(cwd, 'mine', 'guides', 'install.md'), 'utf8')).toContain('Their edit.');
    expect(readFileSync(join(cwd, 'mine', 'README.md'), 'utf8')).toContain('My edit.');
    expect(quick).toContain('Getting Started');
    expect(quick).toContain('"Handbook"');
    expect(docs).toMatch(/pushed 1 change in 1 batch to change request #\d+\nmerged\t\d+\t\S+/);
    expect(docs).toContain('+A second edit, for review.');
    const preview = /^file:\/\/(\S+\/change-requests\/\S+\/index\.html)$/m.exec(docs ?? '')?.[1];
    expect(preview, 'cr preview printed a file:// URL').toBeDefined();
    expect(readFileSync(preview ?? '', 'utf8')).toContain('A second edit, for review.');
    expect(sites).toMatch(/^file:\/\/\S+\/index\.html$/m);
    expect(readFileSync(join(cwd, 'site', 'index.html'), 'utf8')).toContain('<html');
    expect(teams).toContain('team Editors: 2 to add');
    // The preview of the folder pulled above: its URL answers the site, Ctrl-C ends it with 130.
    const previews = blocksOf('preview');
    expect(previews.length).toBeGreaterThanOrEqual(1);
    for (const block of previews) {
      const line = block.body.replace(/\s+#.*$/gm, '').trim();
      const child = execa('bash', ['-c', line], {
        cwd,
        env: { ...env, HOME: cwd },
        extendEnv: false,
        reject: false,
        stdin: 'ignore',
      });
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
      });
      const deadline = Date.now() + 30_000;
      while (!/http:\/\/127\.0\.0\.1:\d+\S*/.test(out) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      const url = /http:\/\/127\.0\.0\.1:\d+\S*/.exec(out)?.[0];
      expect(url, `${line} printed no URL`).toBeDefined();
      const page = await fetch(url ?? '');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Updated from the repository.');
      child.kill('SIGINT');
      expect((await child).exitCode).toBe(130);
    }
    expect(teams).toMatch(
      /eddie@demo\.docs-cli\.dev[\s\S]*rita@demo\.docs-cli\.dev|rita@demo\.docs-cli\.dev[\s\S]*eddie@demo\.docs-cli\.dev/,
    );
  }, 120_000);

  describe('against a separate server start', () => {
    let server: ServerProcess;
    beforeAll(async () => {
      server = await startServerProcess();
    }, 60_000);
    afterAll(async () => server?.stop());

    const newSpace = async (title: string) => {
      const res = await execa('node', [BIN, 'spaces', 'create', '--title', title, '-o', 'text', '--query', 'id'], {
        env: {
          PATH: process.env.PATH,
          DOCS_CLI_API_URL: server.url,
          DOCS_CLI_TOKEN: server.token,
          DOCS_CLI_CONFIG_DIR: tempDir(),
        },
        extendEnv: false,
      });
      return String(res.stdout).trim();
    };
    const workspace = () => {
      const dir = tempDir('docs-cli-ci-');
      writeTree(join(dir, 'docs'), {
        'README.md': '# Welcome\n\nShipped from CI.\n',
        'install.md': '# Install\n\nRun the installer.\n',
        'SUMMARY.md': '# Table of contents\n\n* [Welcome](README.md)\n* [Install](install.md)\n',
      });
      return dir;
    };

    it('the shell CI recipe merges, then exits 0 with nothing to push', async () => {
      const [recipe] = blocksOf('ci');
      expect(recipe?.body).toContain('--merge');
      const cwd = workspace();
      const env = {
        PATH: pathWithDocsCli(),
        CI: 'true',
        DOCS_CLI_API_URL: server.url,
        DOCS_CLI_TOKEN: server.token,
        SPACE: await newSpace('Shell CI'),
        DOCS_CLI_CONFIG_DIR: join(cwd, '.config'),
      };
      const first = await bash(recipe?.body ?? '', { cwd, env });
      expect(first.exitCode, first.stderr).toBe(0);
      expect(first.stdout).toMatch(/to change request #1\nmerged\t1\t/);
      const second = await bash(recipe?.body ?? '', { cwd, env });
      expect(second.exitCode, second.stderr).toBe(0);
      expect(second.stdout).toContain(
        'nothing to push: the space already matches ./docs; no change request was opened',
      );
    }, 60_000);

    it("the GitHub Actions job, step by step (the action's steps with the job's inputs), merges, then exits 0 with nothing to push", async () => {
      const [job] = blocksOf('action');
      const workflow = parse(job?.body ?? '') as {
        jobs: Record<string, { steps: Array<{ uses?: string; with?: Record<string, string>; run?: string }> }>;
      };
      const steps = Object.values(workflow.jobs)[0]?.steps ?? [];
      const ours = steps.find((s) => s.uses?.includes('/docs-workspace-cli@'));
      expect(ours?.with).toBeDefined();
      expect(steps.filter((s) => s !== ours).map((s) => s.uses)).toEqual([
        'actions/checkout@v4',
        'actions/setup-node@v4',
      ]);
      const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
        inputs: Record<string, { required?: boolean; default?: string }>;
        runs: { using: string; steps: Array<{ name: string; run: string; env?: Record<string, string> }> };
      };
      expect(action.runs.using).toBe('composite');
      for (const [name, input] of Object.entries(action.inputs))
        if (input.required) expect(Object.keys(ours?.with ?? {})).toContain(name);
      const cwd = workspace();
      const context: Record<string, string> = {
        'vars.DOCS_API_URL': server.url,
        'secrets.DOCS_TOKEN': server.token,
        'vars.DOCS_SPACE': await newSpace('Actions CI'),
      };
      const expression = (value: string, scope: Record<string, string>) =>
        value.replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, key: string) => {
          expect(scope[key], key).toBeDefined();
          return scope[key] ?? '';
        });
      const inputs: Record<string, string> = {};
      for (const [name, input] of Object.entries(action.inputs))
        inputs[`inputs.${name}`] =
          ours?.with?.[name] !== undefined ? expression(String(ours.with[name]), context) : (input.default ?? '');
      // The install step (npm ci, prune, link) is replaced by the built binary on PATH: an npm ci
      // compiles better-sqlite3 on Node 20 (minutes). The push step runs as the action has it.
      const [installStep, pushStep] = action.runs.steps;
      expect(installStep?.run).toContain('npm ci');
      const env: Record<string, string> = {
        PATH: pathWithDocsCli(),
        CI: 'true',
        DOCS_CLI_CONFIG_DIR: join(cwd, '.config'),
      };
      for (const [key, value] of Object.entries(pushStep?.env ?? {})) env[key] = expression(value, inputs);
      const first = await bash(pushStep?.run ?? '', { cwd, env });
      expect(first.exitCode, first.stderr).toBe(0);
      expect(first.stdout).toMatch(/to change request #1\nmerged\t1\t/);
      const second = await bash(pushStep?.run ?? '', { cwd, env });
      expect(second.exitCode, second.stderr).toBe(0);
      expect(second.stdout).toContain('nothing to push');
    }, 60_000);

    it('profiles: a stored profile from a token file, and a token typed at the silent prompt', async () => {
      const blocks = blocksOf('profile');
      expect(blocks).toHaveLength(2);
      const cwd = tempDir('docs-cli-profile-');
      writeTree(cwd, { 'token.txt': `${server.token}\n` });
      chmodSync(join(cwd, 'token.txt'), 0o600);
      const env = { PATH: pathWithDocsCli(), API_URL: server.url, DOCS_CLI_CONFIG_DIR: join(cwd, '.config') };
      const stored = await bash(blocks[0]?.body ?? '', { cwd, env });
      expect(stored.exitCode, stored.stderr).toBe(0);
      expect(stored.stdout).toContain('Getting Started');
      const config = readFileSync(join(cwd, '.config', 'config.json'), 'utf8');
      expect(JSON.parse(config).current ?? 'local').toBe('local');
      const prompt = await bash(blocks[1]?.body ?? '', { cwd, env, input: `${server.token}\n` });
      expect(prompt.exitCode, prompt.stderr).toBe(0);
      expect(prompt.stdout).toContain('Getting Started');
    }, 60_000);
  });
});
