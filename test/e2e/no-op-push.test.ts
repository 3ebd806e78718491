/**
 * A first push parses each page once; a push with nothing to send costs one listing request and no
 * parsing. The built binary pushes a generated 2,000-page Git Sync folder (SUMMARY.md with groups,
 * nesting and link entries; front matter on a third of the pages; a linked file beside the pages of
 * each section; files no page links to, as a real repository has) to a separate `server start` through a recording proxy, merges
 * it, then pushes the same folder again and again with `--to` an open change request. The
 * requests are counted at the proxy, the parses by the CLI's diagnostic counters
 * (DOCS_CLI_DEBUG_COUNTERS=1, docs/DEVELOPING.md).
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { startListener, type Listener } from '../helpers/listener.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

const PAGES = 2000;
let server: ServerProcess;
let proxy: Listener;
let work: string;
let docs: string;
let space: string;
/** The pages' texts (without front matter): pages of the same text are read once (src/gitsync/facts-cache.ts). */
const bodies = new Set<string>();
/** What the first push with nothing to send reported, having read the folder. */
let quietReport: unknown;

/** The folder: README.md, 20 groups of a section page and its pages, a link entry per group. */
function generate(dir: string): void {
  const summary = ['# Table of contents', '', '* [Home](README.md)'];
  writeFileSync(join(dir, 'README.md'), '# Home\n\nWelcome.\n');
  bodies.add('# Home\n\nWelcome.\n');
  let pages = 1;
  for (let s = 1; pages < PAGES; s++) {
    mkdirSync(join(dir, `section-${s}`));
    summary.push('', `## Part ${s}`, '', `* [Section ${s}](section-${s}/README.md)`);
    // A file beside the pages that a page links to: the push finds it from the pages' links.
    writeFileSync(join(dir, `section-${s}`, 'notes.txt'), `Notes of section ${s}\n`);
    writeFileSync(
      join(dir, `section-${s}`, 'README.md'),
      `---\ndescription: About section ${s}\n---\n\n# Section ${s}\n\nSee [the notes](notes.txt).\n`,
    );
    bodies.add(`# Section ${s}\n\nSee [the notes](notes.txt).\n`);
    pages++;
    for (let p = 1; p < 100 && pages < PAGES; p++, pages++) {
      const front = p % 3 === 0 ? `---\ndescription: Page ${p} of section ${s}\nhidden: false\n---\n\n` : '';
      writeFileSync(
        join(dir, `section-${s}`, `page-${p}.md`),
        `${front}# Page ${p}\n\nText of page ${p}, see [the next](page-${p + 1}.md).\n\n## Details\n\n* one\n* two\n`,
      );
      bodies.add(`# Page ${p}\n\nText of page ${p}, see [the next](page-${p + 1}.md).\n\n## Details\n\n* one\n* two\n`);
      summary.push(`  * [Page ${p} of section ${s}](section-${s}/page-${p}.md)`);
    }
    summary.push(`* [Forum ${s}](https://forum.example.org/${s})`);
  }
  writeFileSync(join(dir, 'SUMMARY.md'), `${summary.join('\n')}\n`);
  // What a real repository holds beside its pages, linked from none: never sent, and never a reason to
  // parse, even under names every page spells ("next", "page": a push keeps the pages' links).
  writeFileSync(join(dir, 'CODEOWNERS'), '* @docs-team\n');
  writeFileSync(join(dir, 'section-1', 'next.yaml'), 'next: 2\n');
  mkdirSync(join(dir, 'templates'));
  writeFileSync(join(dir, 'templates', 'page.yaml'), 'title: Page\n');
  mkdirSync(join(dir, '.github', 'workflows'), { recursive: true });
  writeFileSync(join(dir, '.github', 'workflows', 'release.yml'), 'on: push\n');
}

const env = () => ({
  DOCS_CLI_API_URL: proxy.url,
  DOCS_CLI_TOKEN: server.token,
  DOCS_CLI_CONFIG_DIR: join(work, 'config'),
  DOCS_CLI_DEBUG_COUNTERS: '1',
});
const cli = (args: string[]) => runBin(args, env(), { cwd: work });
const counters = (stderr: string) =>
  JSON.parse(/counters \(DOCS_CLI_DEBUG_COUNTERS\): (.*)/.exec(stderr)?.[1] ?? 'null') as {
    markdownParses: number;
    frontMatterParses: number;
    folderReads: number;
  } | null;
/** The requests the proxy saw while `run` ran. */
async function recorded<T>(run: () => Promise<T>): Promise<{ result: T; hits: string[] }> {
  const from = proxy.hits.length;
  const result = await run();
  return { result, hits: proxy.hits.slice(from) };
}

beforeAll(async () => {
  server = await startServerProcess();
  const target = new URL(server.url);
  proxy = await startListener('127.0.0.1', (req, res) => {
    const forward = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  work = tempDir('docs-cli-no-op-push-');
  docs = join(work, 'docs');
  mkdirSync(docs);
  generate(docs);
  const created = await cli(['spaces', 'create', '--title', 'No-op push', '-o', 'json']);
  expect(created.exitCode, created.stderr).toBe(0);
  space = JSON.parse(created.stdout).id;
  const first = await cli(['cr', 'push', docs, '--space', space, '--merge', '-o', 'json']);
  expect(first.exitCode, first.stderr).toBe(0);
  expect(JSON.parse(first.stdout).pushed).toBeGreaterThan(PAGES);
  // Each page's text parsed once, for the checks and for the files its links name alike: pages of
  // the same text in other sections share its reading (their links still resolve from their own
  // folders), in the CLI's thread or its workers (their parses are counted as the run's).
  expect(bodies.size).toBeLessThan(PAGES);
  expect(counters(first.stderr)?.markdownParses).toBe(bodies.size);
}, 180_000);
afterAll(async () => {
  await proxy?.close();
  await server?.stop();
});

describe('cr push with nothing to send', () => {
  it('of 2,000 pages sends one content listing and parses no page', async () => {
    const { result, hits } = await recorded(() => cli(['cr', 'push', docs, '--space', space, '-o', 'json']));
    expect(result.exitCode, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ plan: [], changes: 0 });
    quietReport = JSON.parse(result.stdout);
    expect(hits, hits.join('\n')).toHaveLength(1);
    expect(hits[0]).toMatch(new RegExp(`^GET /v1/spaces/${space}/content\\b`));
    expect(counters(result.stderr)).toEqual({ markdownParses: 0, frontMatterParses: 0, folderReads: 1 });
  }, 60_000);

  it('again, of a folder whose bytes have not changed: answered from the last quiet push, the folder hashed and not read', async () => {
    const push = () => recorded(() => cli(['cr', 'push', docs, '--space', space, '-o', 'json']));
    const again = await push();
    expect(again.result.exitCode, again.result.stderr).toBe(0);
    // The same report as the push that read the folder.
    expect(JSON.parse(again.result.stdout)).toEqual(quietReport);
    // Only the space's revision is asked (not its content): it is still the memo's.
    expect(again.hits, again.hits.join('\n')).toEqual([
      expect.stringMatching(new RegExp(`^GET /v1/spaces/${space}(\\?.*)?$`)),
    ]);
    expect(counters(again.result.stderr)).toEqual({ markdownParses: 0, frontMatterParses: 0, folderReads: 0 });

    // A file written again with the same bytes is the same file; other bytes are read and sent.
    const page = join(docs, 'section-2', 'page-5.md');
    const text = readFileSync(page, 'utf8');
    writeFileSync(page, text);
    const touched = await push();
    expect(counters(touched.result.stderr)?.folderReads).toBe(0);
    writeFileSync(page, text.replace('Text of page', 'The text of page'));
    const edited = await push();
    expect(edited.result.exitCode, edited.result.stderr).toBe(0);
    expect(JSON.parse(edited.result.stdout).plan).toEqual(['update  section-2/page-5.md']);
    expect(counters(edited.result.stderr)?.folderReads).toBe(1);
    // A file added where no page links to it changes no plan, but the folder is read to know that.
    writeFileSync(page, text);
    expect(counters((await push()).result.stderr)?.folderReads).toBe(0);
    writeFileSync(join(docs, 'templates', 'other.yaml'), 'title: Other\n');
    const added = await push();
    expect(JSON.parse(added.result.stdout)).toMatchObject({ plan: [], changes: 0 });
    expect(counters(added.result.stderr)?.folderReads).toBe(1);

    // Other options are another push: read in full (a folder keeps the memo of its last quiet push).
    const other = await cli(['cr', 'push', docs, '--space', space, '--skip-large-files', '-o', 'json']);
    expect(other.exitCode, other.stderr).toBe(0);
    expect(counters(other.stderr)?.folderReads).toBe(1);
    expect(counters((await push()).result.stderr)?.folderReads).toBe(1);
  }, 120_000);

  it('into an open change request: the change request lookup and one listing, no parse; an edit parses that page only', async () => {
    const opened = await cli(['cr', 'create', '--space', space, '--subject', 'Next', '-o', 'json']);
    expect(opened.exitCode, opened.stderr).toBe(0);
    const number = String(JSON.parse(opened.stdout).number);
    const { result, hits } = await recorded(() =>
      cli(['cr', 'push', docs, '--space', space, '--to', number, '-o', 'json']),
    );
    expect(result.exitCode, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ plan: [], changes: 0 });
    // The change request lookup and its content: the main content is not read for a push that sends nothing.
    expect(
      hits.filter((h) => /\/content\b/.test(h)),
      hits.join('\n'),
    ).toEqual([expect.stringMatching(new RegExp(`^GET /v1/spaces/${space}/change-requests/[^/]+/content\\b`))]);
    expect(hits.length, hits.join('\n')).toBeLessThanOrEqual(2);
    expect(counters(result.stderr)).toEqual({ markdownParses: 0, frontMatterParses: 0, folderReads: 1 });

    // The parse counters count: a page whose front matter the line reader leaves to YAML is read by it.
    writeFileSync(
      join(docs, 'section-1', 'page-2.md'),
      '---\ndescription: >-\n  Folded, as GitBook writes long ones\n---\n\n# Page 2\n\nEdited.\n',
    );
    const edited = await cli(['cr', 'push', docs, '--space', space, '--to', number, '-o', 'json']);
    expect(edited.exitCode, edited.stderr).toBe(0);
    expect(JSON.parse(edited.stdout).plan).toEqual(['update  section-1/page-2.md']);
    // The edited page alone is read: its front matter, and its markdown once for the checks a push
    // runs on what it sends (links, anchors, GitBook's tags).
    expect(counters(edited.stderr)).toEqual({ markdownParses: 1, frontMatterParses: 1, folderReads: 1 });

    // Quiet again, then the change request changes on the service (another folder pushes into it):
    // the memo of the quiet push is of another revision, so the folder is read again; it did not
    // change that page since its base (its pull), so the other folder's edit stays (issue 42).
    const quiet = ['cr', 'push', docs, '--space', space, '--to', number, '-o', 'json'];
    expect(counters((await cli(quiet)).stderr)?.folderReads).toBe(1);
    expect(counters((await cli(quiet)).stderr)?.folderReads).toBe(0);
    const other = join(work, 'other');
    cpSync(docs, other, { recursive: true });
    writeFileSync(join(other, 'section-3', 'page-7.md'), '# Page 7\n\nChanged by someone else.\n');
    const theirs = await cli(['cr', 'push', other, '--space', space, '--to', number, '-o', 'json']);
    expect(JSON.parse(theirs.stdout).plan).toEqual(['update  section-3/page-7.md']);
    const back = await cli(quiet);
    expect(back.exitCode, back.stderr).toBe(0);
    expect(JSON.parse(back.stdout).plan).toEqual([]);
    expect(counters(back.stderr)?.folderReads).toBe(1);
    const held = await cli(['cr', 'pull', number, '--space', space, join(work, 'held')]);
    expect(held.exitCode, held.stderr).toBe(0);
    expect(readFileSync(join(work, 'held', 'section-3', 'page-7.md'), 'utf8')).toContain('Changed by someone else.');
  }, 120_000);
});
