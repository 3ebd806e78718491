/**
 * A run builds only the command argv names (its siblings are names and summaries): what that
 * command shows and accepts must be what the whole tree gives it.
 */
import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import type { BuildEnv } from '../../src/commands/build.js';
import { commandTree } from '../../src/commands/groups.js';
import { buildProgram, commandWords, helpAsFlag } from '../../src/commands/program.js';
import type { GroupSpec } from '../../src/commands/spec.js';
import { BufferIO } from '../../src/io.js';
import { runCli } from '../helpers/cli.js';

function paths(groups: readonly GroupSpec[], prefix: string[] = []): string[][] {
  return groups.flatMap((g) => [
    [...prefix, g.name],
    ...g.commands.map((c) => [...prefix, g.name, c.name]),
    ...paths(g.groups ?? [], [...prefix, g.name]),
  ]);
}

function help(tree: GroupSpec[], argv: string[], full: boolean): string {
  const io = new BufferIO();
  const env: BuildEnv = { io, env: { PATH: process.env.PATH }, contexts: [], setExit: () => undefined };
  const program = buildProgram(env, argv, full, tree);
  try {
    program.parse(argv, { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
  }
  return io.out + io.err;
}

describe('building only the named command', () => {
  it('finds the group and command words around global options; help names a command as --help does', () => {
    expect(commandWords(['--profile', 'work', 'spaces', 'list', '--all'])).toEqual(['spaces', 'list']);
    const isGroup = (word: string) => ['spaces', 'cr'].includes(word);
    expect(helpAsFlag(['help', 'cr', 'merge'], isGroup)).toEqual(['cr', 'merge', '--help']);
    expect(helpAsFlag(['--org', 'help', 'help', 'spaces'], isGroup)).toEqual(['--org', 'help', 'spaces', '--help']);
    expect(helpAsFlag(['spaces', 'get', 'help'], isGroup)).toEqual(['spaces', 'get', 'help']);
    expect(helpAsFlag(['help', 'spacs'], isGroup)).toEqual(['help', 'spacs']);
    expect(helpAsFlag(['help'], isGroup)).toEqual(['help']);
    expect(commandWords(['spaces', 'content', 'get', 'x', '--space', 's'])).toEqual([
      'spaces',
      'content',
      'get',
      'x',
      's',
    ]);
  });

  it('gives every command and group the help the whole tree gives it, and suggests for a typo', async () => {
    const tree = await commandTree();
    const all = paths(tree);
    expect(all.length).toBeGreaterThan(150);
    for (const path of all) {
      const argv = [...path, '--help'];
      const partial = help(tree, argv, false);
      expect(partial.length, path.join(' ')).toBeGreaterThan(0);
      expect(partial, path.join(' ')).toBe(help(tree, argv, true));
    }
    expect(help(tree, ['spaces', 'lst'], false)).toMatch(/Did you mean list\?/i);
    expect(help(tree, ['spacs', 'list'], false)).toMatch(/Did you mean spaces\?/i);
  });

  it('docs-cli help <command> shows what <command> --help shows', async () => {
    for (const path of [[], ['spaces'], ['spaces', 'list'], ['cr', 'merge'], ['spaces', 'content', 'get']]) {
      const asWord = await runCli(['help', ...path]);
      const asFlag = await runCli([...path, '--help']);
      expect(asWord.code, path.join(' ')).toBe(0);
      expect(asWord.stdout, path.join(' ')).toBe(asFlag.stdout);
    }
    expect((await runCli(['help', 'spaces', 'list'])).stdout).toMatch(/^Usage: docs-cli spaces list /);
    // A name that is no group is commander's: the root's help on stderr, exit 2.
    const unknown = await runCli(['help', 'spacs']);
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toMatch(/^Usage: docs-cli /);
  });

  it('gives every command the usage errors the whole tree gives it', async () => {
    const tree = await commandTree();
    for (const path of paths(tree)) {
      const argv = [...path, '--no-such-flag'];
      const partial = help(tree, argv, false);
      expect(partial, path.join(' ')).toMatch(/^docs-cli: (unknown option '--no-such-flag'|required option)/);
      expect(partial, path.join(' ')).toBe(help(tree, argv, true));
    }
  });
});
