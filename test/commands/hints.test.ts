/**
 * Every hint names a command that exists: the hints of every command (walked from the tree,
 * triggered with missing input) and every `docs-cli ...` mention in the sources' messages are
 * resolved against the command tree and run with `--help`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CommandSpec, GroupSpec } from '../../src/commands/spec.js';
import { commandTree } from '../../src/commands/groups.js';
import { runCli } from '../helpers/cli.js';

const tree = await commandTree();

/** English after a command in a sentence ("run docs-cli auth login again"). */
const PROSE = new Set(['again', 'to', 'first', 'or', 'and', 'in', 'with', 'for', 'instead', 'later']);

interface Resolved {
  path: string[];
  problem?: string;
}

/** Walks words through the tree: groups, then a command, then at most its positional arguments. */
function resolve(words: string[]): Resolved {
  let groups: readonly GroupSpec[] = tree;
  const path: string[] = [];
  let command: CommandSpec | undefined;
  let i = 0;
  if (words[0] === 'help') return resolve(words.slice(1));
  for (; i < words.length && !command; i++) {
    const w = words[i]!;
    const group: GroupSpec | undefined = groups.find((g) => g.name === w || g.aliases?.includes(w));
    const current = path.length ? findGroup(path) : undefined;
    const cmd = current?.commands.find((c) => c.name === w || c.aliases?.includes(w));
    if (cmd) command = cmd;
    else if (group) groups = group.groups ?? [];
    else if (current?.commands.some((c) => c.isDefault)) {
      command = current.commands.find((c) => c.isDefault);
      i--;
    } else return { path, problem: `"${w}" is not a command of docs-cli ${path.join(' ')}`.trimEnd() };
    path.push(w);
    if (group && !cmd) groups = group.groups ?? [];
  }
  if (!command && path.length) return { path };
  const after = words.slice(i);
  const prose = after.findIndex((w) => PROSE.has(w));
  const rest = prose < 0 ? after : after.slice(0, prose);
  const positional = command?.args?.length ?? 0;
  const variadic = command?.args?.some((a) => a.variadic);
  if (!variadic && rest.length > positional)
    return {
      path,
      problem: `docs-cli ${path.join(' ')} takes ${positional} argument(s), the hint gives ${rest.join(' ')}`,
    };
  return { path };
}

function findGroup(path: string[]): GroupSpec | undefined {
  let groups: readonly GroupSpec[] = tree;
  let found: GroupSpec | undefined;
  for (const w of path) {
    found = groups.find((g) => g.name === w || g.aliases?.includes(w));
    if (!found) return undefined;
    groups = found.groups ?? [];
  }
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : full.endsWith('.ts') ? [full] : [];
  });
}

/** `docs-cli words...` in a message string: the words up to a placeholder, flag or punctuation. */
function mentions(): Array<{ where: string; words: string[] }> {
  const found: Array<{ where: string; words: string[] }> = [];
  for (const file of sources('src')) {
    if (file.includes('/docs/') || file.includes('/completion/')) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, n) => {
        if (/^\s*(examples|\*|\/\/)|example\(|examples:/.test(line)) return;
        for (const m of line.matchAll(/docs-cli((?: [a-z][a-z-]*)+)/g)) {
          found.push({ where: `${file}:${n + 1}`, words: m[1]!.trim().split(' ') });
        }
      });
  }
  return found;
}

function commands(groups: readonly GroupSpec[], prefix: string[] = []): Array<{ path: string[]; spec: CommandSpec }> {
  return groups.flatMap((g) => [
    ...g.commands.map((spec) => ({ path: [...prefix, g.name, spec.name], spec })),
    ...commands(g.groups ?? [], [...prefix, g.name]),
  ]);
}

describe('hints name commands that exist', () => {
  it('every docs-cli mention in a message resolves in the tree and answers --help', async () => {
    const all = mentions();
    expect(all.length).toBeGreaterThan(20);
    const problems: string[] = [];
    const helped = new Set<string>();
    for (const { where, words } of all) {
      const r = resolve(words);
      if (r.problem) problems.push(`${where}: ${r.problem}`);
      else if (r.path.length && !helped.has(r.path.join(' '))) {
        helped.add(r.path.join(' '));
        const res = await runCli([...r.path, '--help']);
        if (res.code !== 0) problems.push(`${where}: docs-cli ${r.path.join(' ')} --help exits ${res.code}`);
      }
    }
    expect(problems.join('\n')).toBe('');
  }, 120_000);

  it('the missing-argument hint of every command names that command', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { path, spec } of commands(tree)) {
      if (!(spec.args ?? []).some((a) => (a.required ?? true) && !a.variadic)) continue;
      const res = await runCli([...path, '--no-input'], { env: { DOCS_CLI_NO_PROMPT: '1' } });
      const hint = /see (docs-cli [^\n]*?) --help/.exec(res.stderr)?.[1];
      if (!hint) continue;
      checked++;
      if (hint !== `docs-cli ${path.join(' ')}`) problems.push(`${path.join(' ')}: hint says ${hint}`);
      const help = await runCli([...hint.split(' ').slice(1), '--help']);
      if (help.code !== 0) problems.push(`${hint} --help exits ${help.code}`);
    }
    expect(checked).toBeGreaterThan(30);
    expect(problems.join('\n')).toBe('');
  }, 300_000);

  it('auth token on the embedded workspace suggests the real server token command', async () => {
    const res = await runCli(['auth', 'token']);
    expect(res.stderr).toContain('docs-cli server token --user <email>');
    expect((await runCli(['server', 'token', '--help'])).code).toBe(0);
  });
});
