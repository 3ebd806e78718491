/**
 * What a person sees at a terminal, through a real pseudo-terminal and the built binary: help
 * wrapped at the terminal's width, identifiers never cut, one progress line that ends at its
 * total and is erased, labelled merge output, a picker with one choice, and prompts that end
 * cleanly (Ctrl-D declines, a closed terminal never crashes).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import stringWidth from 'string-width';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { spawnPty } from '../helpers/pty.js';
import { startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
let collectionId = '';
let nestedSpaceId = '';

const env = (extra: Record<string, string | undefined> = {}) => ({
  PATH: process.env.PATH,
  DOCS_CLI_API_URL: svc.url,
  DOCS_CLI_TOKEN: svc.token,
  DOCS_CLI_CONFIG_DIR: tempDir(),
  ...extra,
});

/** Lines as the terminal shows them: escape sequences removed, carriage returns applied. */
function screenLines(raw: string): string[] {
  const text = raw.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\x1b\][^\x07]*\x07/g, '');
  return text.split(/\r?\n/).map((line) => line.split('\r').pop() ?? '');
}

async function onTerminal(args: string[], cols: number, extra: Record<string, string | undefined> = {}) {
  const session = spawnPty('node', [BIN, ...args], { cols, rows: 50, env: env(extra) });
  const code = await session.exited;
  return { code, lines: screenLines(session.output()) };
}

/**
 * A table row's cells by its header's columns, in display columns (an emoji is two wide), so a
 * title cut to a letter is never mistaken for a cut identifier.
 */
function cellsOf(header: string, row: string): [string, string][] {
  const starts = [...header.matchAll(/\S+/g)].map((m) => ({ name: m[0], at: m.index ?? 0 }));
  const columns: string[] = starts.map(() => '');
  let width = 0;
  for (const { segment } of new Intl.Segmenter().segment(row)) {
    const column = starts.findLastIndex((s) => s.at <= width);
    columns[Math.max(column, 0)] += segment;
    width += stringWidth(segment);
  }
  return starts.map((s, i) => [s.name, (columns[i] ?? '').trim()]);
}

const json = async <T>(args: string[]): Promise<T> => {
  const res = await runBin([...args, '-o', 'json'], env());
  expect(res.exitCode, res.stderr).toBe(0);
  return JSON.parse(res.stdout) as T;
};

beforeAll(async () => {
  svc = await startTestService();
  collectionId = (await json<{ id: string }>(['collections', 'create', '--title', 'Guides'])).id;
  nestedSpaceId = (
    await json<{ id: string }>([
      'spaces',
      'create',
      '--title',
      'A space whose title is long enough',
      '--parent',
      collectionId,
    ])
  ).id;
});
afterAll(async () => svc.close());

/** The words of a help text, wherever its lines break (shell continuations left out). */
const words = (lines: string[]) =>
  lines
    .join(' ')
    .split(/\s+/)
    .filter((w) => w !== '' && w !== '\\');

describe('help wraps at the terminal width, at word boundaries', () => {
  const helps = [['--help'], ['spaces', '--help'], ['cr', 'push', '--help'], ['teams', 'members', 'sync', '--help']];
  for (const cols of [60, 80]) {
    it(`at ${cols} columns`, async () => {
      for (const args of helps) {
        const piped = await runBin(args, env());
        expect(piped.exitCode).toBe(0);
        const { code, lines } = await onTerminal(args, cols);
        expect(code).toBe(0);
        for (const line of lines)
          expect(stringWidth(line), `${args.join(' ')} at ${cols}: ${line}`).toBeLessThanOrEqual(cols);
        // Every word whole and in order: the same words as the help printed into a pipe.
        expect(words(lines), args.join(' ')).toEqual(words(piped.stdout.split('\n')));
      }
    });
  }

  it('a long example goes on with a shell continuation, never broken inside its quotes', async () => {
    const { lines } = await onTerminal(['spaces', 'list', '--help'], 60);
    const examples = lines.slice(lines.indexOf('Examples:'));
    const at = examples.findIndex((l) => l.includes(`"[?visibility=='public'].id"`));
    expect(at).toBeGreaterThan(0);
    expect(examples[at - 1]).toMatch(/^ {2}\$ docs-cli spaces list .*\\$/);
    expect(examples[at]).toMatch(/^ {6}\S/);
  });
});

describe('tables never cut an identifier', () => {
  for (const cols of [60, 80]) {
    it(`spaces list at ${cols} columns shows ids whole, or leaves their column out`, async () => {
      const { code, lines } = await onTerminal(['spaces', 'list', '--no-pager'], cols);
      expect(code).toBe(0);
      const rows = lines.filter((l) => l.trim() !== '');
      for (const row of rows) expect(stringWidth(row)).toBeLessThanOrEqual(cols);
      const nested = rows.find((r) => r.startsWith(nestedSpaceId));
      expect(nested, rows.join('\n')).toBeDefined();
      // No id is cut: every cell of an id column is a whole id, never one that ends in an ellipsis.
      const header = rows[0] ?? '';
      for (const row of rows.slice(1))
        for (const [name, cell] of cellsOf(header, row))
          if (name === 'ID' || name === 'COLLECTION') expect(cell, row).toMatch(/^([A-Za-z0-9]{20})?$/);
      if (header.includes('COLLECTION')) expect(nested).toContain(collectionId);
      else expect(cols).toBeLessThan(80);
    });
  }

  it('at 80 columns the collection id is shown whole, and the title is what gets cut', async () => {
    const { lines } = await onTerminal(['spaces', 'list', '--no-pager'], 80);
    expect(lines[0]).toContain('COLLECTION');
    expect(lines.find((r) => r.startsWith(nestedSpaceId))).toContain(collectionId);
  });
});

describe('one progress line', () => {
  it('cr push counts to its own total and leaves nothing behind on the terminal', async () => {
    const space = (await json<{ id: string }>(['spaces', 'create', '--title', 'Pushed'])).id;
    const dir = join(tempDir(), 'docs');
    mkdirSync(join(dir, '.gitbook', 'assets'), { recursive: true });
    const pages = 120;
    const images = 45;
    const summary = ['# Summary', '', '* [Home](README.md)'];
    writeFileSync(join(dir, 'README.md'), '# Home\n\nWelcome.\n');
    for (let i = 1; i <= pages; i++) {
      writeFileSync(join(dir, `page-${i}.md`), `# Page ${i}\n\n![](.gitbook/assets/image-${i % images}.png)\n`);
      summary.push(`* [Page ${i}](page-${i}.md)`);
    }
    for (let i = 0; i < images; i++) writeFileSync(join(dir, '.gitbook', 'assets', `image-${i}.png`), `png ${i}`);
    writeFileSync(join(dir, 'SUMMARY.md'), `${summary.join('\n')}\n`);

    const session = spawnPty('node', [BIN, 'cr', 'push', dir, '--space', space, '--yes'], { cols: 100, env: env() });
    const code = await session.exited;
    const raw = session.output();
    expect(code, raw.slice(-1000)).toBe(0);
    const counts = [...raw.matchAll(/pushed (\d+)\/(\d+) changes/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(counts.length).toBeGreaterThan(1);
    const [last] = counts.slice(-1);
    expect(last?.[0]).toBe(last?.[1]); // it ends at its own total
    for (const [done, total] of counts) expect(done).toBeLessThanOrEqual(total ?? 0);
    // Drawn in place and erased: no progress line is left on the screen.
    expect(screenLines(raw).filter((l) => /pushed \d+\/\d+/.test(l))).toEqual([]);
    expect(screenLines(raw).join('\n')).toMatch(/pushed \d+ changes in \d+ batches to change request #\d+/);
  });
});

describe('cr merge', () => {
  it('labels what it did on a terminal; piped, a tab-separated row; -o ids the revision', async () => {
    const space = (await json<{ id: string }>(['spaces', 'create', '--title', 'Merged'])).id;
    const created = async () => (await json<{ number: number }>(['cr', 'create', '--space', space])).number;
    const first = await created();
    const { code, lines } = await onTerminal(['cr', 'merge', String(first), '--space', space], 80);
    expect(code).toBe(0);
    const screen = lines.join('\n');
    expect(screen).toMatch(/^result\s+merged$/m);
    expect(screen).toMatch(new RegExp(`^change request\\s+${first}$`, 'm'));
    expect(screen).toMatch(/^revision\s+[A-Za-z0-9]{20}$/m);

    const second = await created();
    const piped = await runBin(['cr', 'merge', String(second), '--space', space], env());
    expect(piped.exitCode).toBe(0);
    expect(piped.stdout).toMatch(new RegExp(`^merged\\t${second}\\t[A-Za-z0-9]{20}$`));
    const third = await created();
    const ids = await runBin(['cr', 'merge', String(third), '--space', space, '-o', 'ids'], env());
    expect(ids.stdout).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});

describe('pickers and prompts', () => {
  it('a read command takes the only choice and says which; a write still asks', async () => {
    const sites = await json<Array<{ id: string; title: string }>>(['sites', 'list']);
    expect(sites).toHaveLength(1);
    const [site] = sites;
    const session = spawnPty('node', [BIN, 'sites', 'get', '-o', 'ids'], { cols: 100, env: env() });
    expect(await session.exited).toBe(0);
    const screen = screenLines(session.output()).join('\n');
    expect(screen).toContain(`site: ${site?.title} (${site?.id}), the only site there is`);
    expect(screen).toContain(site?.id);

    const write = spawnPty('node', [BIN, 'sites', 'publish'], { cols: 100, env: env() });
    await write.waitFor('Choose a site');
    write.write('\x1b');
    expect(await write.exited).toBe(130);
  });

  it('Ctrl-D at a confirmation declines: exit 2, cancelled, nothing changed', async () => {
    const space = (await json<{ id: string }>(['spaces', 'create', '--title', 'Kept'])).id;
    const session = spawnPty('node', [BIN, 'spaces', 'delete', space], { cols: 100, env: env() });
    await session.waitFor('Delete space');
    session.write('\x04');
    expect(await session.exited).toBe(2);
    expect(screenLines(session.output()).join('\n')).toContain('docs-cli: cancelled: nothing was changed');
    expect((await runBin(['spaces', 'get', space, '-o', 'ids'], env())).stdout).toBe(space);
  });

  for (const [what, args, prompt] of [
    ['a confirmation', ['spaces', 'delete', 'SPACE'], 'Delete space'],
    ['a picker', ['spaces', 'get'], 'Choose a space'],
  ] as const) {
    it(`closing the terminal at ${what} ends the program as a hang-up does, without a crash`, async () => {
      const space = (await json<{ id: string }>(['spaces', 'create', '--title', 'Still here'])).id;
      const session = spawnPty('node', [BIN, ...args.map((a) => (a === 'SPACE' ? space : a))], {
        cols: 100,
        env: env(),
      });
      await session.waitFor(prompt);
      session.hangUp();
      // 128 + SIGHUP (1); a crash would be 134 (abort) or 139 (segmentation fault).
      expect(await session.exited).toBe(129);
      expect((await runBin(['spaces', 'get', space, '-o', 'ids'], env())).stdout).toBe(space);
    });
  }
});

describe('a token from the environment without a URL', () => {
  it('exits 2 on every profile: the default, after config use local, and a stored one without a URL', async () => {
    const dir = tempDir();
    const local = { PATH: process.env.PATH, DOCS_CLI_CONFIG_DIR: dir, XDG_DATA_HOME: tempDir() };
    const refused = async (extra: Record<string, string> = {}) => {
      const res = await runBin(['spaces', 'list'], { ...local, DOCS_CLI_TOKEN: 'x', ...extra });
      expect(res.exitCode, res.stderr).toBe(2);
      expect(res.stderr).toContain('DOCS_CLI_TOKEN is set but no API URL is');
      expect(res.stderr).not.toContain('undefined');
    };
    await refused();
    expect((await runBin(['config', 'use', 'local'], local)).exitCode).toBe(0);
    await refused();
    await refused({ DOCS_CLI_PROFILE: 'local' });
    // Named on the command line, the embedded workspace takes the token (and refuses a bad one).
    const named = await runBin(['spaces', 'list', '--profile', 'local'], { ...local, DOCS_CLI_TOKEN: 'x' });
    expect(named.exitCode).toBe(4);
    expect(named.stderr).toContain('the embedded workspace refused DOCS_CLI_TOKEN');
  });
});
