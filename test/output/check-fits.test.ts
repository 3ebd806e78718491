/**
 * `docs-cli check` at a terminal of 60, 80 and 120 columns, through a real pseudo-terminal and the
 * built binary: no line is wider than the terminal, and every `file:line` is printed whole on
 * a line of its own row (paths are what a user opens: never cut, never broken).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { spawnPty } from '../helpers/pty.js';

/** Lines as the terminal shows them: escape sequences removed, carriage returns applied. */
function screenLines(raw: string): string[] {
  const text = raw.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\x1b\][^\x07]*\x07/g, '');
  return text.split(/\r?\n/).map((line) => line.split('\r').pop() ?? '');
}

/** A folder whose problems sit in paths of many lengths, the longest 50 characters and more. */
function folderWithLongPaths(): string {
  const dir = join(tempDir(), 'docs');
  const deep = join('reference', 'configuration', 'advanced');
  mkdirSync(join(dir, deep), { recursive: true });
  writeFileSync(join(dir, 'README.md'), '# Home\n\nSee [the guide](missing-guide.md).\n');
  writeFileSync(join(dir, 'SUMMARY.md'), '# Summary\n\n* [Home](README.md)\n');
  for (let i = 1; i <= 6; i++)
    writeFileSync(
      join(dir, deep, `env-variables-part-${i}.md`),
      `# Part ${i}\n\nRead [the next part](env-variables-part-${i + 10}.md) for the rest of the settings.\n`,
    );
  return dir;
}

describe('check fits the terminal', () => {
  const dir = folderWithLongPaths();

  it('prints every file:line whole and no line wider than 60, 80 or 120 columns', async () => {
    const piped = await runBin(['check', dir], { PATH: process.env.PATH, DOCS_CLI_CONFIG_DIR: tempDir() });
    const wheres = piped.stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split('\t')[0]!);
    expect(wheres.length).toBeGreaterThan(6);
    expect(Math.max(...wheres.map((w) => w.length))).toBeGreaterThan(55);
    for (const cols of [60, 80, 120]) {
      const session = spawnPty('node', [BIN, 'check', dir], {
        cols,
        rows: 50,
        env: { PATH: process.env.PATH, DOCS_CLI_CONFIG_DIR: tempDir() },
      });
      await session.exited;
      const lines = screenLines(session.output()).filter((l) => l.trim());
      for (const line of lines) expect(line.length, `${cols} columns: ${line}`).toBeLessThanOrEqual(cols);
      for (const where of wheres)
        expect(
          lines.some((l) => l.split(/\s{2,}/)[0] === where),
          `${cols}: ${where}`,
        ).toBe(true);
    }
  }, 60_000);
});
