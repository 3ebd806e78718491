import { describe, expect, it } from 'vitest';
import { execa } from 'execa';
import { BIN } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';

/**
 * The same install on other Node lines: DOCS_CLI_TEST_NODES lists their binaries (colon-separated;
 * .ci/run sets it from scripts/node-line.sh). Each must run the README's first command cleanly and
 * share a store with this runtime in both directions, whichever SQLite driver each one uses.
 */
const others = (process.env.DOCS_CLI_TEST_NODES ?? '').split(':').filter((n) => n && n !== process.execPath);

async function cli(node: string, args: string[], configDir: string) {
  const r = await execa(node, [BIN, ...args], {
    env: { PATH: process.env.PATH, DOCS_CLI_CONFIG_DIR: configDir },
    extendEnv: false,
    reject: false,
    stdin: 'ignore',
  });
  return { code: r.exitCode, stdout: String(r.stdout), stderr: String(r.stderr) };
}

async function version(node: string): Promise<string> {
  return String((await execa(node, ['--version'])).stdout).trim();
}

describe.skipIf(others.length === 0)(
  'other Node lines (given in DOCS_CLI_TEST_NODES, as .ci/run does; skipped without)',
  () => {
    it.each(others)('%s lists the demo spaces of a fresh install, nothing on stderr', async (node) => {
      const r = await cli(node, ['spaces', 'list'], tempDir());
      expect(r.stderr, await version(node)).toBe('');
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('Getting Started');
      expect(r.stdout.trim().split('\n')).toHaveLength(4);
    });

    it.each(others)("%s and this runtime write one store in turn, each seeing the other's writes", async (node) => {
      const store = tempDir();
      const titles = (out: string) => out.trim().split('\n').sort();
      for (const [who, title] of [
        [process.execPath, 'Written first here'],
        [node, 'Written there'],
        [process.execPath, 'Written here again'],
      ] as const) {
        const created = await cli(who, ['spaces', 'create', '--title', title, '-o', 'ids'], store);
        expect(created.stderr, `${await version(who)} creating "${title}"`).toBe('');
        expect(created.code).toBe(0);
      }
      for (const who of [node, process.execPath]) {
        const listed = await cli(who, ['spaces', 'list', '--all', '-o', 'json', '--query', '[].title'], store);
        expect(listed.code, listed.stderr).toBe(0);
        expect(JSON.parse(listed.stdout)).toEqual(
          expect.arrayContaining(['Written first here', 'Written there', 'Written here again']),
        );
      }
      expect(titles((await cli(node, ['spaces', 'list', '--all', '-o', 'ids'], store)).stdout)).toEqual(
        titles((await cli(process.execPath, ['spaces', 'list', '--all', '-o', 'ids'], store)).stdout),
      );
    });
  },
);
