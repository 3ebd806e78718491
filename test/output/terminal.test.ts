import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import stringWidth from 'string-width';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../src/server/store/organizations.js';
import { createTeam } from '../../src/server/store/people/teams.js';
import { createSite } from '../../src/server/content/site-structure.js';
import { createSpace } from '../../src/server/store/spaces.js';
import { createUser } from '../../src/server/store/users.js';
import { BIN, runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { spawnPty } from '../helpers/pty.js';
import { startTestService, type TestService } from '../helpers/service.js';

/** A person at a terminal: the built binary in a real pseudo-terminal, against the service over HTTP. */
let svc: TestService;
let spaceId = '';
/** Names as long as the contract allows (member names: 200 characters), with emoji and wide characters. */
const LONG = `🦄 Ünïcödé 名前 ${'wide-and-long '.repeat(20)}`.slice(0, 200);
const SPACE_TITLE = LONG.slice(0, 50);
const EXTRA_MEMBERS = 1200;

beforeAll(async () => {
  svc = await startTestService();
  const { db } = svc.service;
  const now = new Date(Date.now() - 3 * 24 * 3600 * 1000);
  const space = createSpace(db, { orgId: svc.orgId, title: SPACE_TITLE, emoji: '🚀' }, now);
  spaceId = space.id;
  createSite(db, { orgId: svc.orgId, title: LONG.slice(0, 128) }, now);
  createTeam(db, svc.orgId, LONG.slice(0, 64), [], now);
  db.tx(() => {
    for (let i = 0; i < EXTRA_MEMBERS; i++) {
      const user = createUser(
        db,
        { displayName: `${i} ${LONG}`.slice(0, 200), email: `member${i}@example.com` },
        new Date(now.getTime() + i * 1000),
      );
      addMember(db, svc.orgId, user.id, 'read', new Date(now.getTime() + i * 1000));
    }
  });
});
afterAll(async () => svc.close());

const env = (extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH!,
  DOCS_CLI_API_URL: svc.url,
  DOCS_CLI_TOKEN: svc.token,
  DOCS_CLI_CONFIG_DIR: tempDir(),
  ...extra,
});

/** Lines as the terminal shows them: escape sequences removed, carriage returns handled. */
function screenLines(raw: string): string[] {
  const text = raw.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\x1b\][^\x07]*\x07/g, '');
  return text.split(/\r?\n/).map((line) => line.split('\r').pop()!);
}

async function onTerminal(
  args: string[],
  cols: number,
  extra: Record<string, string> = {},
  keys?: (s: ReturnType<typeof spawnPty>) => Promise<void>,
) {
  const session = spawnPty('node', [BIN, ...args], { cols, rows: 40, env: env(extra) });
  if (keys) await keys(session);
  const code = await session.exited;
  return { code, screen: session.output() };
}

const LISTS: string[][] = [
  ['spaces', 'list'],
  ['members', 'list'],
  ['sites', 'list'],
  ['teams', 'list'],
  ['collections', 'list'],
  ['orgs', 'list'],
  ['members', 'list', '--limit', '100'],
];

describe('tables fit the terminal', () => {
  for (const cols of [60, 80, 120]) {
    it(`no list row wraps at ${cols} columns, with 200-character names and emoji`, async () => {
      const runs = await Promise.all(LISTS.map((args) => onTerminal([...args, '--no-pager'], cols)));
      for (const [i, { code, screen }] of runs.entries()) {
        expect(code, LISTS[i]!.join(' ')).toBe(0);
        const rows = screenLines(screen).filter((l) => l.trim() !== '' && !l.startsWith('showing '));
        expect(rows.length, LISTS[i]!.join(' ')).toBeGreaterThan(1);
        for (const row of rows)
          expect(stringWidth(row), `${LISTS[i]!.join(' ')} at ${cols}: ${row}`).toBeLessThanOrEqual(cols);
      }
      const spaces = screenLines(runs[0]!.screen).join('\n');
      expect(spaces).toContain(spaceId); // identifiers are never cut
      expect(spaces).toMatch(/🚀 🦄[^\n]*…/); // the long title is, with an ellipsis
    });
  }

  it('--wide and -o wide show every column in full; piped output stays tab-separated and whole', async () => {
    const wide = await onTerminal(['spaces', 'list', '--wide', '--no-pager'], 80);
    expect(screenLines(wide.screen).join('\n')).toContain(SPACE_TITLE);
    const o = await onTerminal(['members', 'list', '-o', 'wide', '--no-pager'], 80);
    expect(screenLines(o.screen).join('\n')).toContain(`${EXTRA_MEMBERS - 1} ${LONG}`.slice(0, 200));
    const piped = await runBin(['spaces', 'list', '--all'], env());
    const row = piped.stdout.split('\n').find((l) => l.startsWith(spaceId))!;
    expect(row.split('\t')[1]).toBe(`🚀 ${SPACE_TITLE}`);
  });

  it('shows times relative on a terminal and exact in JSON', async () => {
    const { screen } = await onTerminal(['spaces', 'list', '--no-pager', '--all'], 120);
    expect(screenLines(screen).find((l) => l.startsWith(spaceId))).toMatch(/3 days ago/);
    const json = await runBin(['spaces', 'get', spaceId, '-o', 'json', '--query', 'updatedAt'], env());
    expect(JSON.parse(json.stdout)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

describe('what a terminal table costs', () => {
  it('makes no Intl.Segmenter or RelativeTimeFormat for titles of letters, CJK and single emoji; a joined emoji brings the segmenter', async () => {
    // Each of them costs 10-20 ms to make, and string-width's emoji pattern 30 ms more.
    const dir = tempDir();
    const log = join(dir, 'intl.log');
    const preload = join(dir, 'intl.cjs');
    writeFileSync(
      preload,
      `for (const name of ['Segmenter', 'RelativeTimeFormat', 'Collator']) {
  const Made = Intl[name];
  Intl[name] = new Proxy(Made, { construct(target, args) { require('node:fs').appendFileSync(${JSON.stringify(log)}, name + '\\n'); return Reflect.construct(target, args); } });
}
`,
    );
    const embedded = { PATH: process.env.PATH!, DOCS_CLI_CONFIG_DIR: tempDir(), XDG_DATA_HOME: tempDir() };
    const list = async () => {
      writeFileSync(log, '');
      const session = spawnPty('node', ['-r', preload, BIN, 'spaces', 'list', '--no-pager'], {
        cols: 120,
        env: embedded,
      });
      expect(await session.exited).toBe(0);
      return { screen: screenLines(session.output()), made: readFileSync(log, 'utf8').split('\n').filter(Boolean) };
    };
    const plain = await list();
    expect(plain.screen.join('\n')).toMatch(/📗 Internal Handbook[^\n]*(just now|ago)/);
    expect(plain.made).toEqual([]);
    const created = await runBin(['spaces', 'create', '--title', '👩‍💻 Team space', '-o', 'ids'], embedded);
    expect(created.exitCode, created.stderr).toBe(0);
    const joined = await list();
    expect(joined.screen.join('\n')).toContain('👩‍💻 Team space');
    expect(joined.made).toEqual(['Segmenter']);
  });
});

describe('pager', () => {
  const pagerScript = () => {
    const dir = tempDir();
    const mark = join(dir, 'ran');
    const script = join(dir, 'pager.sh');
    writeFileSync(script, `#!/bin/sh\necho ran >> "${mark}"\ncat\n`);
    return { mark, pager: `sh ${script}` };
  };

  it('members list --all opens $DOCS_CLI_PAGER on a terminal, with every member', async () => {
    const { mark, pager } = pagerScript();
    const { code, screen } = await onTerminal(['members', 'list', '--all'], 120, {
      DOCS_CLI_PAGER: pager,
      PAGER: 'false',
    });
    expect(code).toBe(0);
    expect(readFileSync(mark, 'utf8')).toBe('ran\n');
    expect(screen).toContain('admin@demo.docs-cli.dev');
    expect(screen).toContain(`member${EXTRA_MEMBERS - 1}@example.com`);
  });

  it('falls back to PAGER; never pages when piped or with --no-pager', async () => {
    const viaPager = pagerScript();
    expect((await onTerminal(['sites', 'list'], 80, { PAGER: viaPager.pager })).code).toBe(0);
    expect(existsSync(viaPager.mark)).toBe(true);

    const piped = pagerScript();
    const res = await runBin(['members', 'list', '--all'], env({ DOCS_CLI_PAGER: piped.pager }));
    expect(res.exitCode).toBe(0);
    expect(res.stdout.split('\n').filter(Boolean).length).toBeGreaterThan(EXTRA_MEMBERS);
    expect(existsSync(piped.mark)).toBe(false);

    const off = pagerScript();
    expect((await onTerminal(['members', 'list', '--no-pager'], 80, { DOCS_CLI_PAGER: off.pager })).code).toBe(0);
    expect(existsSync(off.mark)).toBe(false);
  });

  it('pages change request diffs and page content', async () => {
    const { mark, pager } = pagerScript();
    const demo = JSON.parse(
      (await runBin(['spaces', 'list', '-o', 'json', '--query', "[?title=='Getting Started'].id | [0]"], env())).stdout,
    ) as string;
    expect((await onTerminal(['cr', 'diff', '1', '--space', demo], 80, { DOCS_CLI_PAGER: pager })).code).toBe(0);
    const page = await onTerminal(['spaces', 'content', 'page', demo, 'guides/install'], 80, { DOCS_CLI_PAGER: pager });
    expect(page.code).toBe(0);
    expect(page.screen).toContain('Installation');
    expect(readFileSync(mark, 'utf8')).toBe('ran\nran\n');
  });
});

describe('progress', () => {
  it('shows progress for --all into a file and erases it; none into a pipe, whose reader shares the terminal', async () => {
    const file = join(tempDir(), 'members.tsv');
    const toFile = spawnPty('sh', ['-c', `node ${BIN} members list --all > ${file}`], { cols: 120, env: env() });
    expect(await toFile.exited).toBe(0);
    expect(toFile.output()).toMatch(/\d+\/\d+ members…/);
    expect(screenLines(toFile.output()).some((l) => /members…/.test(l))).toBe(false);
    expect(readFileSync(file, 'utf8').split('\n').filter(Boolean).length).toBeGreaterThan(EXTRA_MEMBERS);

    const toHead = spawnPty('sh', ['-c', `node ${BIN} members list --all | head -1`], { cols: 120, env: env() });
    expect(await toHead.exited).toBe(0);
    expect(toHead.output()).not.toMatch(/members…/);
    expect(screenLines(toHead.output()).filter((l) => l.trim()).length).toBe(1);
  });
});

describe('lists that stop early say how to continue', () => {
  it('prints --all and the next cursor on stderr at a terminal; the cursor continues exactly', async () => {
    const { screen } = await onTerminal(['members', 'list', '--limit', '5', '--no-pager'], 120);
    // Wider than the terminal, the hint breaks at spaces (never inside the cursor).
    const hint =
      /showing 5 of (\d+) members;\s+--all\s+for\s+every\s+one,\s+or\s+--page\s+(\S+)\s+for\s+the\s+next\s+5/.exec(
        screenLines(screen).join('\n'),
      );
    expect(hint).not.toBeNull();
    const all = (await runBin(['members', 'list', '--limit', '10', '-o', 'ids'], env())).stdout
      .split('\n')
      .filter(Boolean);
    const next = (await runBin(['members', 'list', '--limit', '5', '--page', hint![2]!, '-o', 'ids'], env())).stdout
      .split('\n')
      .filter(Boolean);
    expect(next).toEqual(all.slice(5, 10));
    const piped = await runBin(['members', 'list', '--limit', '5'], env());
    expect(piped.stderr).toBe('');
  });
});

describe('prompts', () => {
  it('Escape cancels a picker cleanly (exit 130, nothing on stdout)', async () => {
    const { code, screen } = await onTerminal(['spaces', 'get'], 80, {}, async (s) => {
      await s.waitFor('Choose a space');
      s.write('\x1b');
    });
    expect(code).toBe(130);
    expect(screen).toContain('docs-cli: cancelled');
  });

  it('the member picker reaches members beyond the first 1000 (the admin among them)', async () => {
    const { code, screen } = await onTerminal(
      ['members', 'get', '-o', 'json', '--query', 'user.email'],
      120,
      {},
      async (s) => {
        await s.waitFor('Choose a user');
        s.write('admin@demo');
        await s.waitFor(/❯ Ada Admin <admin@demo/);
        s.write('\r');
      },
    );
    expect(code).toBe(0);
    expect(screen).toContain('"admin@demo.docs-cli.dev"');
  });

  it('a confirmation names the space and its pages; answering no changes nothing', async () => {
    const demo = JSON.parse(
      (await runBin(['spaces', 'list', '-o', 'json', '--query', "[?title=='API Reference'].id | [0]"], env())).stdout,
    ) as string;
    const { code, screen } = await onTerminal(['spaces', 'delete', demo], 100, {}, async (s) => {
      await s.waitFor(/Delete space "API Reference" \(\d+ pages?\)\?/);
      s.write('n\r');
    });
    expect(code).toBe(2);
    expect((await runBin(['spaces', 'get', demo, '-o', 'text', '--query', 'title'], env())).stdout).toBe(
      'API Reference',
    );
    expect(screen).not.toContain(`Delete space ${demo}`);
  });

  it('offers the space picker for a missing --space and for spaces import ./dir', async () => {
    const cr = await onTerminal(['cr', 'list'], 100, {}, async (s) => {
      await s.waitFor('Choose a space');
      s.write('Getting');
      await s.waitFor(/❯ Getting Started/);
      s.write('\r');
    });
    expect(cr.code).toBe(0);
    expect(screenLines(cr.screen).join('\n')).toMatch(/^1\s+Explain upgrades/m);
    const search = await onTerminal(['spaces', 'search', 'install'], 100, {}, async (s) => {
      await s.waitFor('Choose a space');
      s.write('\x1b');
    });
    expect(search.code).toBe(130);
  });
});
