/**
 * action.yml's push step run as a GitHub runner runs it: the step's `run:` script in
 * `bash --noprofile --norc -eo pipefail`, its `env:` with the inputs substituted, and the runner's
 * files (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_EVENT_PATH, RUNNER_TEMP, GITHUB_WORKSPACE), in a
 * git checkout, with the built binary against `docs-cli server start` in another folder. For each
 * result: the outputs action.yml declares, the step summary, the annotations and the exit code.
 * (The install step, npm ci, is replaced by the built binary on PATH: readme.test.ts checks it.)
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { BIN } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { git } from '../helpers/git.js';
import { useSeparateServer } from '../helpers/separate-server.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, { value: string }>;
  runs: { steps: Array<{ id?: string; run: string; env?: Record<string, string> }> };
};
const pushStep = action.runs.steps.find((s) => s.id === 'push')!;

const { work, server, cli, json } = useSeparateServer('docs-cli-action-');

/** A checkout (`$GITHUB_WORKSPACE`) holding `docs/`, committed. */
function checkout(files: Record<string, string>): string {
  const dir = join(tempDir('docs-cli-workspace-'), 'repo');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, 'docs', path, '..'), { recursive: true });
    writeFileSync(join(dir, 'docs', path), text);
  }
  git(dir, 'init', '-q');
  commit(dir, 'Add the docs');
  return dir;
}
function commit(dir: string, message: string): void {
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', message);
}

interface StepRun {
  exitCode: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  /** The action's outputs, as a later step reads `steps.<id>.outputs.<name>`. */
  actionOutputs: Record<string, string>;
  summary: string;
}

/** A runner's folder, kept from run to run of one job (the CLI's config and cache under HOME). */
const runner = tempDir('docs-cli-runner-');

async function runPushStep(
  workspace: string,
  inputs: Record<string, string>,
  runnerEnv: Record<string, string> = {},
): Promise<StepRun> {
  const temp = tempDir('docs-cli-runner-temp-');
  const files = { output: join(temp, 'output'), summary: join(temp, 'summary'), event: join(temp, 'event.json') };
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  writeFileSync(files.event, JSON.stringify({ ref: 'refs/heads/main', repository: { private: true } }));
  const bin = join(temp, 'bin');
  mkdirSync(bin);
  symlinkSync(BIN, join(bin, 'docs-cli'));
  const values: Record<string, string> = {};
  for (const [name, input] of Object.entries(action.inputs))
    values[`inputs.${name}`] = inputs[name] ?? input.default ?? '';
  const env: Record<string, string> = {
    PATH: `${bin}:${process.env.PATH}`,
    HOME: runner,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: temp,
    DOCS_CLI_CONFIG_DIR: join(runner, 'config'),
    ...runnerEnv,
  };
  for (const [key, value] of Object.entries(pushStep.env ?? {}))
    env[key] = value.replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
  const script = join(temp, 'step.sh');
  writeFileSync(script, pushStep.run);
  const res = await execa('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], {
    cwd: workspace,
    env,
    extendEnv: false,
    reject: false,
    stdin: 'ignore',
  });
  const outputs: Record<string, string> = {};
  for (const line of readFileSync(files.output, 'utf8').split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) outputs[line.slice(0, at)] = line.slice(at + 1);
  }
  const actionOutputs: Record<string, string> = {};
  for (const [name, output] of Object.entries(action.outputs)) {
    const from = /^\$\{\{\s*steps\.push\.outputs\.([\w-]+)\s*\}\}$/.exec(output.value)?.[1];
    expect(from, `action output ${name}`).toBeDefined();
    actionOutputs[name] = outputs[from!] ?? '';
  }
  return {
    exitCode: res.exitCode ?? 1,
    stdout: String(res.stdout),
    stderr: String(res.stderr),
    outputs,
    actionOutputs,
    summary: readFileSync(files.summary, 'utf8'),
  };
}

const newSpace = async (title: string) => (await json(['spaces', 'create', '--title', title])).id as string;

describe('action.yml as a GitHub runner runs it', () => {
  it('declares the outputs a later step reads', () => {
    expect(Object.keys(action.outputs).sort()).toEqual(['change-request', 'preview-url', 'result', 'revision', 'url']);
  });

  it('a change merged, then nothing to push, then a conflict with an edit made on the space', async () => {
    const space = await newSpace('Action merged');
    const repo = checkout({
      'README.md': '# Home\n\nWelcome.\n',
      'guide.md': '# Guide\n\nStep one.\n\nSee [the missing page](gone.md).\n',
    });
    const merged = await runPushStep(repo, { space, 'api-url': server().url, token: server().token });
    expect(merged.exitCode, merged.stderr).toBe(0);
    expect(merged.actionOutputs).toMatchObject({
      result: 'merged',
      'change-request': '1',
      url: expect.stringMatching(/^https?:\/\/\S+/),
      'preview-url': '',
      revision: expect.stringMatching(/^\w+$/),
    });
    expect(merged.summary).toContain('### docs-cli: merged');
    expect(merged.summary).toMatch(
      /`docs` → space `\w+`: 2 changes \(2 insert\) in \[change request #1\]\(http\S+\), merged at revision `\w+`/,
    );
    expect(merged.summary).toContain('What was sent (2)');
    // The folder's problem, as an annotation on its file and line (relative to the workspace).
    expect(merged.stderr).toMatch(/^::warning file=docs\/guide\.md,line=5::.*gone\.md/m);
    // In CI the change request is named by the commit pushed (never a local path).
    const [cr] = await json<Array<{ subject: string }>>(['cr', 'list', '--space', space, '--status', 'merged']);
    expect(cr!.subject).toMatch(/^Add the docs \([0-9a-f]{12}\)$/);

    const nothing = await runPushStep(repo, { space, 'api-url': server().url, token: server().token });
    expect(nothing.exitCode, nothing.stderr).toBe(0);
    expect(nothing.actionOutputs).toEqual({
      result: 'nothing to push',
      'change-request': '',
      url: '',
      'preview-url': '',
      revision: '',
    });
    expect(nothing.summary).toContain('nothing to push; the space already matches the folder');

    // Someone edits the guide's line on the space; the repository edits the same line.
    const other = join(work, 'other');
    expect((await cli(['spaces', 'pull', space, other])).exitCode).toBe(0);
    writeFileSync(
      join(other, 'guide.md'),
      '# Guide\n\nStep one, as the editor wrote it.\n\nSee [the missing page](gone.md).\n',
    );
    expect((await cli(['cr', 'push', other, '--space', space, '--merge'])).exitCode).toBe(0);
    writeFileSync(
      join(repo, 'docs', 'guide.md'),
      '# Guide\n\nStep one, as the repository has it.\n\nSee [the missing page](gone.md).\n',
    );
    commit(repo, 'Reword step one');
    const conflict = await runPushStep(repo, { space, 'api-url': server().url, token: server().token });
    expect(conflict.exitCode).toBe(5);
    expect(conflict.actionOutputs).toMatchObject({ result: 'conflicts', 'change-request': '', revision: '' });
    expect(conflict.summary).toContain('the folder and the space changed the same files; nothing was sent');
    expect(conflict.summary).toMatch(/\| guide\.md \| \w+/);
    expect(conflict.summary).toContain(
      `resolve the conflict markers, commit and push again: \`docs-cli spaces pull ${space} docs\``,
    );
    expect(conflict.stderr).toMatch(/^::error file=docs\/guide\.md::conflict/m);
  }, 90_000);

  it('on a fresh runner, keeps what a colleague merged into the space while the repository changed another page', async () => {
    const space = await newSpace('Action team');
    const repo = checkout({ 'README.md': '# Home\n\nWelcome.\n', 'guide.md': '# Guide\n\nStep one.\n' });
    const first = await runPushStep(repo, { space, 'api-url': server().url, token: server().token });
    expect(first.exitCode, first.stderr).toBe(0);

    const other = join(work, 'other-team');
    expect((await cli(['spaces', 'pull', space, other])).exitCode).toBe(0);
    writeFileSync(join(other, 'README.md'), '# Home\n\nWelcome, from a colleague.\n');
    expect((await cli(['cr', 'push', other, '--space', space, '--merge'])).exitCode).toBe(0);

    writeFileSync(join(repo, 'docs', 'guide.md'), '# Guide\n\nStep one, then step two.\n');
    commit(repo, 'Step two');
    // A runner with nothing kept from the first run: the base is the commit the first push named.
    const fresh = { DOCS_CLI_CONFIG_DIR: join(tempDir('docs-cli-fresh-runner-'), 'config') };
    const run = await runPushStep(repo, { space, 'api-url': server().url, token: server().token }, fresh);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.actionOutputs).toMatchObject({ result: 'merged' });
    expect(run.summary).toContain('What was sent (1)');
    const check = join(work, 'team-check');
    expect((await cli(['spaces', 'pull', space, check])).exitCode).toBe(0);
    expect(readFileSync(join(check, 'README.md'), 'utf8')).toContain('Welcome, from a colleague.');
    expect(readFileSync(join(check, 'guide.md'), 'utf8')).toContain('Step one, then step two.');
  }, 90_000);

  it('merge: false leaves the change request open for review, listed by cr list, with its preview', async () => {
    const space = await newSpace('Action review');
    const repo = checkout({ 'README.md': '# Home\n\nFor review.\n' });
    const run = await runPushStep(repo, { space, merge: 'false', 'api-url': server().url, token: server().token });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.actionOutputs).toMatchObject({
      result: 'opened',
      'change-request': '1',
      url: expect.stringMatching(/^https?:\/\//),
      'preview-url': expect.stringMatching(/^https?:\/\//),
      revision: '',
    });
    expect(run.summary).toContain('open for review');
    expect(run.summary).toContain(`Preview: ${run.actionOutputs['preview-url']}`);
    // cr list shows open change requests by default.
    const open = await json<Array<{ number: number; status: string }>>(['cr', 'list', '--space', space]);
    expect(open.map((c) => [c.number, c.status])).toEqual([[1, 'open']]);
    expect((await fetch(run.actionOutputs['preview-url']!)).status).toBe(200);
  }, 60_000);

  it("a runner file that cannot be written leaves the push's result and exit code as they are", async () => {
    const space = await newSpace('Action files');
    const repo = checkout({ 'README.md': '# Home\n' });
    const run = await runPushStep(
      repo,
      { space, 'api-url': server().url, token: server().token },
      { GITHUB_STEP_SUMMARY: tempDir('docs-cli-not-a-file-') },
    );
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^merged\t1\t/m);
    expect(run.stderr).toMatch(/^docs-cli: warning: could not write the step's outputs or summary: /m);
  }, 60_000);

  it('a bad token fails the step with exit 4, an error annotation and the summary saying why', async () => {
    const space = await newSpace('Action token');
    const repo = checkout({ 'README.md': '# Home\n' });
    const run = await runPushStep(repo, { space, 'api-url': server().url, token: 'dct_not_a_token' });
    expect(run.exitCode).toBe(4);
    expect(run.actionOutputs).toMatchObject({ result: 'failed', 'change-request': '' });
    expect(run.stderr).toMatch(/^::error::/m);
    expect(run.summary).toContain('failed (exit 4)');
    expect(run.summary).toMatch(/docs-cli: .*(token|401)/i);
    expect(run.summary).toContain('Next: the service at');
  }, 60_000);
});
