/**
 * Issue 44: real content gets the same answers on a busy machine. Through the built binary
 * against a separate `server start`, each fixture repository of DOCS_CLI_REAL_REPOS is pushed as
 * checked out (files over 1 MB through storage uploads) and merged, its site published and every
 * page and image of it read, with three CPU-spinning processes per core (bench/busy.cjs) beside
 * it: every push exits 0, every page SUMMARY.md lists is in the space, every page and image
 * answers 200. The smallest fixture is also run on an idle machine first, on a server of its own
 * (nothing cached for the busy run), and its results (pages, their markdown, the site's answers)
 * must be the same. Every attack input of the bounds tests, pushed alone (its folder holds it only),
 * exits with the same code and message idle and under load.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mapLimited } from '../../src/common/map-limited.js';
import { runBin } from '../helpers/bin.js';
import { startBusyProcesses } from '../helpers/busy-processes.js';
import { tempDir } from '../helpers/cli.js';
import { figure } from '../helpers/figures.js';
import { MEGABYTE_OF_BRACKETS, PARSER_ATTACKS, SLOW_INPUTS, SLOW_TO_RENDER } from '../helpers/hostile-markdown.js';
import { type Crawl, crawlSite, get } from '../helpers/published-crawl.js';
import { REAL_REPOS, summaryPages } from '../helpers/real-repos.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

const FIXTURES = [
  { name: 'fluentd-docs', folder: 'fluentd-docs' }, // the smallest: also run idle
  { name: 'audacity-support', folder: 'audacity-support' },
  { name: 'beefree-sdk-docs', folder: 'beefree-sdk-docs' },
  { name: 'fluent-bit-docs', folder: 'fluent-bit-docs' },
  { name: 'gitbook-public-docs', folder: 'gitbook-public-docs/documentation' },
];
const ATTACKS: Array<[string, string]> = [
  ...SLOW_INPUTS,
  ...PARSER_ATTACKS,
  ['a page that parses in the square of its length, 120 KB', SLOW_TO_RENDER],
  ['nearly 1 MB of `[`', MEGABYTE_OF_BRACKETS],
];
/**
 * Attack pushes (each its own folder and push) three at a time, fixtures two at a time: more of
 * the test's own work beside the busy processes, never less load, and the answers cannot
 * depend on it (content limits count bytes, depth and steps).
 */
const AT_ONCE = 3;
const missing = REAL_REPOS
  ? FIXTURES.filter((f) => !existsSync(join(REAL_REPOS as string, f.folder, 'SUMMARY.md')))
  : [];

/** What a fixture's run gives: the push's exit, the space's pages, the site's answers. */
interface Result {
  exitCode: number;
  /** Each document page: its file, and a hash of its markdown as the service holds it. */
  pages: Array<[string, string]>;
  crawl: Crawl;
}

const work = tempDir('docs-cli-under-load-');
/** One folder per attack input, its only page the input (written once: the same path both runs). */
const attackDirs = ATTACKS.map(([, markdown], i) => {
  const dir = join(work, 'attacks', `a${i}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'README.md'), markdown);
  return dir;
});

function clientOf(server: ServerProcess, name: string) {
  const env = {
    DOCS_CLI_API_URL: server.url,
    DOCS_CLI_TOKEN: server.token,
    DOCS_CLI_CONFIG_DIR: join(work, `config-${name}`),
    CI: 'true',
  };
  const cli = (args: string[]) => runBin(args, env, { cwd: work });
  const json = async (args: string[]) => {
    const res = await cli([...args, '-o', 'json']);
    if (res.exitCode !== 0) throw new Error(`docs-cli ${args.join(' ')} exited ${res.exitCode}: ${res.stderr}`);
    return JSON.parse(res.stdout);
  };

  /** Push, merge, publish and crawl one fixture folder. */
  async function run(fixture: string, dir: string): Promise<Result> {
    const space = (await json(['spaces', 'create', '--title', fixture])).id as string;
    const pushed = await cli(['cr', 'push', dir, '--space', space, '--merge', '-o', 'json']);
    if (pushed.exitCode !== 0)
      return { exitCode: pushed.exitCode, pages: [], crawl: { pages: {}, images: {}, retried: 0 } };
    const content = JSON.parse(
      (await get(`${server.url}/v1/spaces/${space}/content`, { authorization: `Bearer ${server.token}` })).body,
    );
    const pages: Array<[string, string]> = [];
    const paths: string[] = [];
    const visit = (list: any[]) => {
      for (const p of list) {
        if (p.type === 'document') {
          paths.push(p.path);
          pages.push([
            p.git?.path ?? p.path,
            createHash('sha256')
              .update(p.markdown ?? '')
              .digest('hex')
              .slice(0, 16),
          ]);
        }
        visit(p.pages ?? []);
      }
    };
    visit(content.pages);
    const site = (await json(['sites', 'create', '--title', fixture, '--space', space])).id as string;
    await json(['sites', 'publish', site]);
    const base = (await json(['sites', 'get', site])).urls.published as string;
    return { exitCode: 0, pages: pages.sort(), crawl: await crawlSite(base, paths, 3) };
  }

  /** Each attack input pushed alone: the exit code and the error lines. */
  async function attacks(): Promise<Array<[string, number, string[]]>> {
    const space = (await json(['spaces', 'create', '--title', 'attacks'])).id as string;
    return mapLimited([...attackDirs.entries()], AT_ONCE, async ([i, dir]) => {
      const res = await cli(['cr', 'push', dir, '--space', space]);
      const errors = res.stderr.split('\n').filter((l) => l.startsWith('docs-cli: ') && !l.includes('warning'));
      return [ATTACKS[i]![0], res.exitCode, errors] as [string, number, string[]];
    });
  }
  return { run, attacks };
}

const bad = (answers: Record<string, number>) => Object.entries(answers).filter(([, s]) => s !== 200);

/** The names of every file in a folder: an image whose file the snapshot lacks (SOURCES.md) answers 404, rightly. */
function fileNames(dir: string): Set<string> {
  return new Set(readdirSync(dir, { recursive: true }).map((p) => basename(String(p))));
}
const badImages = (images: Record<string, number>, dir: string) => {
  const held = fileNames(dir);
  return bad(images).filter(([path]) => held.has(basename(decodeURIComponent(path))));
};

describe.skipIf(!REAL_REPOS || missing.length > 0)('real repositories with three busy processes per core', () => {
  let idle: { result: Result; attacks: Array<[string, number, string[]]> } | undefined;
  let load: ReturnType<typeof startBusyProcesses> | undefined;
  let busyServer: ServerProcess | undefined;
  afterAll(async () => {
    load?.stop();
    await busyServer?.stop();
  });

  it('idle, on a server of its own: the smallest fixture and every attack input', async () => {
    const started = performance.now();
    const server = await startServerProcess();
    try {
      const client = clientOf(server, 'idle');
      const result = await client.run(FIXTURES[0]!.name, join(REAL_REPOS!, FIXTURES[0]!.folder));
      idle = { result, attacks: await client.attacks() };
    } finally {
      await server.stop();
    }
    expect(idle.result.exitCode).toBe(0);
    expect(bad(idle.result.crawl.pages)).toEqual([]);
    expect(badImages(idle.result.crawl.images, join(REAL_REPOS!, FIXTURES[0]!.folder))).toEqual([]);
    // Every attack input is refused (the two a linear parser reads are within the limits: exit 0).
    for (const [name, exitCode, errors] of idle.attacks)
      if (exitCode !== 0) expect([name, exitCode, errors.length > 0]).toEqual([name, 2, true]);
    figure(
      'real-repos-idle',
      `${FIXTURES[0]!.name} (${idle.result.pages.length} pages, ${Object.keys(idle.result.crawl.images).length} images) and ${ATTACKS.length} attack inputs (${AT_ONCE} pushes at a time) idle in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  }, 300_000);

  it('under load: every push exits 0, every page and image answers 200, the same answers as idle', async () => {
    expect(idle).toBeDefined();
    const started = performance.now();
    load = startBusyProcesses(900_000);
    const results: Record<string, Result> = {};
    let attacks: Array<[string, number, string[]]> = [];
    try {
      busyServer = await startServerProcess();
      const client = clientOf(busyServer, 'busy');
      await mapLimited(FIXTURES, 2, async (fixture) => {
        results[fixture.name] = await client.run(fixture.name, join(REAL_REPOS!, fixture.folder));
      });
      attacks = await client.attacks();
    } finally {
      load.stop();
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    figure(
      'real-repos-under-load',
      `${FIXTURES.length} fixtures (${FIXTURES.map((f) => `${f.name}: exit ${results[f.name]!.exitCode}, ${Object.keys(results[f.name]!.crawl.pages).length} pages, ${Object.keys(results[f.name]!.crawl.images).length} images`).join('; ')}) and ${ATTACKS.length} attack inputs (two fixtures, ${AT_ONCE} attack pushes at a time) beside ${load.count} busy processes in ${seconds} s; ${FIXTURES.reduce((n, f) => n + results[f.name]!.crawl.retried, 0)} answers were a 503 asked again after its Retry-After`,
    );
    for (const fixture of FIXTURES) {
      const result = results[fixture.name]!;
      expect([fixture.name, result.exitCode]).toEqual([fixture.name, 0]);
      const held = new Set(result.pages.map(([path]) => path));
      expect(summaryPages(join(REAL_REPOS!, fixture.folder)).filter((p) => !held.has(p))).toEqual([]);
      expect([fixture.name, bad(result.crawl.pages)]).toEqual([fixture.name, []]);
      expect([fixture.name, badImages(result.crawl.images, join(REAL_REPOS!, fixture.folder))]).toEqual([
        fixture.name,
        [],
      ]);
    }
    // Image URLs hold the site's and the file's ids, which differ from server to server: compared by name.
    const same = (r: Result) => ({
      ...r,
      crawl: {
        pages: r.crawl.pages,
        images: Object.entries(r.crawl.images)
          .map(([path, status]) => `${basename(decodeURIComponent(path))} ${status}`)
          .sort(),
      },
    });
    expect(same(results[FIXTURES[0]!.name]!)).toEqual(same(idle!.result));
    expect(attacks).toEqual(idle!.attacks);
    expect(busyServer!.stderr()).not.toContain('internal error');
  }, 1_200_000);
});
