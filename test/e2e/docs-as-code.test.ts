import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { useSeparateServer } from '../helpers/separate-server.js';
import { spawnPty } from '../helpers/pty.js';
import { snapshot } from '../helpers/snapshot.js';

/**
 * Docs as code through the built binary against `docs-cli server start` running in its own
 * temp directory (no shared disk, no --import-root), the CLI working from another one.
 */
const separate = useSeparateServer('docs-cli-dac-work-');
const { work, cli, json } = separate;
let n = 0;
const newSpace = async (title: string) => (await json(['spaces', 'create', '--title', `${title} ${++n}`])).id as string;
const demoSpace = async () =>
  (await json<any[]>(['spaces', 'list', '--all'])).find((s) => s.title === 'Getting Started')!.id as string;
const at = (...parts: string[]) => join(work, ...parts);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAYAAAC56t6BAAAAEklEQVR4nGNgYPj/n4GBgYEBACQEAf/dE1q5AAAAAElFTkSuQmCC',
  'base64',
);

describe('pull, edit, push, diff, merge against a separate server', () => {
  it('round-trips a demo space: exactly the edits are planned, pushed, diffed and merged, and a fresh pull equals the folder', async () => {
    const space = await demoSpace();
    const pulled = await cli(['spaces', 'pull', space, 'docs']);
    expect(pulled.exitCode).toBe(0);
    expect(pulled.stdout).toBe(
      'A README.md\nA guides/README.md\nA guides/configure.md\nA guides/install.md\nA SUMMARY.md\nA .gitbook.yaml\nA images/logo.png',
    );
    expect(readFileSync(at('docs', 'SUMMARY.md'), 'utf8')).toBe(
      '# Table of contents\n\n* [Welcome](README.md)\n* [Guides](guides/README.md)\n  * [Configuration](guides/configure.md)\n  * [Installation](guides/install.md)\n',
    );
    expect((await cli(['spaces', 'pull', space, 'docs', '--check'])).exitCode).toBe(0);
    // Nothing differs: a dry run plans nothing, and a push opens no empty change request.
    expect((await cli(['cr', 'push', 'docs', '--space', space, '--dry-run'])).stdout).toBe(
      'nothing to push: the space already matches docs; no change request was opened',
    );
    const idle = await cli(['cr', 'push', 'docs', '--space', space]);
    expect([idle.exitCode, idle.stdout, idle.stderr]).toEqual([
      0,
      'nothing to push: the space already matches docs; no change request was opened',
      '',
    ]);
    expect((await cli(['cr', 'list', '--space', space, '--status', 'draft', '-o', 'ids'])).stdout).toBe('');

    const install = at('docs', 'guides', 'install.md');
    writeFileSync(
      install,
      readFileSync(install, 'utf8').replace(
        'Install the command line tool with npm:',
        'Install the command line tool globally with npm:',
      ),
    );
    rmSync(at('docs', 'guides', 'configure.md'));
    mkdirSync(at('docs', 'tutorials', 'img'), { recursive: true });
    writeFileSync(at('docs', 'tutorials', 'img', 'dot.png'), PNG);
    mkdirSync(at('docs', '.gitbook', 'assets'), { recursive: true });
    writeFileSync(at('docs', '.gitbook', 'assets', 'diagram.png'), PNG);
    writeFileSync(at('docs', 'tutorials', 'README.md'), '# Tutorials\n\nLearn by doing.\n');
    writeFileSync(
      at('docs', 'tutorials', 'first-steps.md'),
      '---\ndescription: Your first steps\nemoji: 🚀\n---\n\n# First steps\n\n![Diagram](../.gitbook/assets/diagram.png)\n\n![Dot](img/dot.png)\n\nThen read [Installation](../guides/install.md).\n',
    );
    writeFileSync(
      at('docs', 'SUMMARY.md'),
      '# Table of contents\n\n* [Welcome](README.md)\n* [Guides](guides/README.md)\n  * [Installation](guides/install.md)\n* [Tutorials](tutorials/README.md)\n  * [First steps](tutorials/first-steps.md)\n',
    );
    // The check tells the folder's own edits (a pull keeps them, a push sends them) from the space's.
    const check = await cli(['spaces', 'pull', space, 'docs', '--check']);
    expect(check.exitCode).toBe(1);
    expect(check.stdout.split('\n').filter(Boolean).sort()).toEqual(
      [
        'D guides/configure.md (deleted here)',
        'A .gitbook/assets/diagram.png (added here)',
        'A tutorials/README.md (added here)',
        'A tutorials/first-steps.md (added here)',
        'M SUMMARY.md (changed here)',
        'M guides/install.md (changed here)',
      ].sort(),
    );

    const plan = [
      'delete  guides/configure.md',
      'upload  .gitbook/assets/diagram.png',
      'upload  tutorials/img/dot.png',
      'insert  tutorials/README.md',
      'insert  tutorials/first-steps.md',
      'update  guides/install.md',
    ];
    // A dry run prints the plan only; with --verbose, the requests too (file bodies as size and hash).
    // The deleted page's published URL: the redirect that would keep it alive is named.
    const redirect = 'redirect guides/configure -> guides/README.md (deleted; add with --redirects to .gitbook.yaml)';
    const dry = await cli(['cr', 'push', 'docs', '--space', space, '--dry-run']);
    expect(dry.exitCode).toBe(0);
    expect(dry.stdout.split('\n')).toEqual([...plan, redirect]);
    const verbose = await cli(['cr', 'push', 'docs', '--space', space, '--dry-run', '--verbose']);
    const [planShown, requests] = verbose.stdout.split('\n\n');
    expect(planShown!.split('\n')).toEqual([...plan, redirect]);
    expect(requests).toMatch(/^POST http:\/\/127\.0\.0\.1:\d+\/v1\/spaces\/\w+\/change-requests\n/);
    expect(verbose.stdout).toContain('/change-requests/<new>/content?compat=false\n{\n  "changes": [');
    expect(verbose.stdout).toContain(`"base64": "<${PNG.length} bytes, git object `);
    expect(verbose.stdout).not.toContain(PNG.toString('base64'));
    const crsBefore = (await json<any[]>(['cr', 'list', '--space', space, '--status', 'draft'])).length;
    expect(crsBefore).toBe(0);

    const pushed = await json(['cr', 'push', 'docs', '--space', space, '--subject', 'Docs update']);
    // Changes count the plan's lines (the two uploads travel in one insert_files change of the request).
    // A page inserted under a page the same push creates waits for its id: two batches.
    expect(pushed).toMatchObject({ plan, notes: [redirect], changes: plan.length, batches: 2 });
    const number = String(pushed.changeRequest);
    expect((await json(['cr', 'push', 'docs', '--space', space, '--to', number])).changes).toBe(0);

    const diff = await cli(['cr', 'diff', number, '--space', space]);
    expect(diff.stdout).toContain('diff guides/configure (deleted page)');
    expect(diff.stdout).toContain(
      '-Install the command line tool with npm:\n+Install the command line tool globally with npm:\n',
    );
    expect(diff.stdout).toContain('diff tutorials (new page)\n--- /dev/null\n+++ b/tutorials/README.md\n');
    expect(diff.stdout).toContain('diff guides/install\n--- a/guides/install.md\n+++ b/guides/install.md\n');
    expect(diff.stdout).toContain('+![Diagram](../.gitbook/assets/diagram.png)\n+\n+![Dot](img/dot.png)\n');
    expect((await cli(['cr', 'diff', number, '--space', space, '--name-only'])).stdout).toBe(
      'guides/configure\nguides/install\ntutorials\ntutorials/first-steps',
    );

    expect((await cli(['cr', 'merge', number, '--space', space])).exitCode).toBe(0);
    expect((await cli(['spaces', 'pull', space, 'fresh'])).exitCode).toBe(0);
    expect(snapshot(at('fresh'))).toEqual(snapshot(at('docs')));
    expect(readFileSync(at('fresh', 'tutorials', 'img', 'dot.png'))).toEqual(PNG);
    expect((await cli(['spaces', 'pull', space, 'docs', '--check'])).exitCode).toBe(0);
    const page = await json<any>(['spaces', 'content', 'page', space, 'tutorials/first-steps']);
    expect(page).toMatchObject({ title: 'First steps', description: 'Your first steps', emoji: '🚀' });
  });

  it('pushes 2,000 pages in 40 nested folders in batches of at most 50 with progress; a second push sends nothing; order is natural', async () => {
    const space = await newSpace('Big');
    const files: Record<string, string> = { 'README.md': '# Home\n\nStart here.\n' };
    for (let s = 1; s <= 8; s++) {
      for (let p = 0; p <= 5; p++) {
        const dir = p === 0 ? `section-${s}` : `section-${s}/part-${p}`;
        files[`${dir}/README.md`] = `# ${dir}\n\nAbout ${dir}.\n`;
        for (let k = 1; k <= (p === 0 ? 1 : 49); k++)
          files[`${dir}/page-${k}.md`] = `# Page ${k} of ${dir}\n\nText ${k}.\n`;
      }
    }
    // 8 sections and 40 parts: 1 + 8*2 + 40*50 = 2017 pages.
    const big = at('big');
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(big, path, '..'), { recursive: true });
      writeFileSync(join(big, path), text);
    }
    const pages = Object.keys(files).length;
    expect(pages).toBe(2017);
    const started = Date.now();
    const pty = spawnPty(
      'node',
      [BIN, 'cr', 'push', 'big', '--space', space, '--subject', 'Big push', '--verbose', '--yes'],
      {
        cwd: work,
        env: { ...separate.env(), CI: undefined, PATH: process.env.PATH },
      },
    );
    const code = await pty.exited;
    const seconds = (Date.now() - started) / 1000;
    const screen = pty.output();
    expect(code, screen.slice(-2000)).toBe(0);
    const posts = screen.match(/> POST \S+\/change-requests\/\S+\/content\?compat=false/g) ?? [];
    expect(posts.length).toBeGreaterThanOrEqual(Math.ceil(pages / 50));
    // Each batch's progress line: no batch carries more than 50 changes.
    const sent = [...screen.matchAll(new RegExp(`pushed (\\d+)/${pages} changes \\((\\d+) batch`, 'g'))].map(
      (m) => [Number(m[1]), Number(m[2])] as const,
    );
    expect(sent[0]).toEqual([expect.any(Number), 1]);
    expect(sent[sent.length - 1]![0]).toBe(pages);
    sent.forEach(([count, batch], i) =>
      expect(count - (i ? sent[i - 1]![0] : 0), `batch ${batch}`).toBeLessThanOrEqual(50),
    );
    console.log(`2,017 pages pushed in ${posts.length} batches in ${seconds.toFixed(1)} s`);

    const cr = (await json<any[]>(['cr', 'list', '--space', space, '--status', 'draft']))[0].number as number;
    const again = await json(['cr', 'push', 'big', '--space', space, '--to', String(cr)]);
    expect(again).toMatchObject({ changes: 0, plan: [] });
    const tree = await runBin(['cr', 'content', 'pages', String(cr), '--space', space], separate.env(), { cwd: work });
    const paths = tree.stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split('\t')[1]!);
    expect(paths.length).toBe(pages);
    expect(paths.slice(0, 4)).toEqual(['home', 'section-1', 'section-1/page-1', 'section-1/part-1']);
    expect(paths.filter((p) => /^section-1\/part-1\/page-\d+$/.test(p)).slice(0, 11)).toEqual(
      Array.from({ length: 11 }, (_, i) => `section-1/part-1/page-${i + 1}`),
    );
    expect(paths.filter((p) => /^section-\d+$/.test(p))).toEqual(
      Array.from({ length: 8 }, (_, i) => `section-${i + 1}`),
    );
  }, 120_000);
});

describe('files beside pages', () => {
  const png = (tag: string) => Buffer.concat([PNG, Buffer.from(tag)]);
  const write = (dir: string, files: Record<string, string | Buffer>) => {
    for (const [path, bytes] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), bytes);
    }
  };
  const planOf = (stdout: string) => stdout.split('\n\n')[0]!.split('\n');

  it('uploads assets and linked files at their paths, names the others once, keeps files deleted locally, and converges', async () => {
    const space = await newSpace('Files');
    const dir = at('beside');
    const pushed: Record<string, string | Buffer> = {
      '.gitbook.yaml': 'root: ./\n\nstructure:\n  readme: README.md\n  summary: SUMMARY.md\n',
      'SUMMARY.md':
        '# Table of contents\n\n* [Home](README.md)\n* [Guides](guides/README.md)\n  * [New](guides/new.md)\n* [Tutorials](tutorials/README.md)\n  * [First](tutorials/first.md)\n',
      'README.md': '# Home\n\nSee the [guides](guides/README.md).\n',
      'guides/README.md': '# Guides\n\nAll guides.\n',
      'guides/new.md':
        '# New\n\n![Dot](images/dot.png)\n\nThe [data](../data/table.csv) and [its top](<../data/table.csv#top>).\n',
      'guides/images/dot.png': png('guides'),
      'tutorials/README.md': '# Tutorials\n\n![Dot](img/dot.png)\n',
      'tutorials/first.md': '# First\n\nNo files here.\n',
      'tutorials/img/dot.png': png('tutorials'),
      'data/table.csv': 'a,b\n1,2\n',
      '.gitbook/assets/dot.png': png('assets'),
      '.gitbook/assets/old.png': png('old'),
    };
    write(dir, {
      ...pushed,
      'notes.txt': 'not linked\n',
      'drafts/a.txt': 'a\n',
      'drafts/b.txt': 'b\n',
      'drafts/c.txt': 'c\n',
    });
    const skip =
      'skip    4 files outside .gitbook/assets/ that no page links to: drafts/a.txt, drafts/b.txt, drafts/c.txt and 1 more';
    const uploads = [
      'upload  .gitbook/assets/dot.png',
      'upload  .gitbook/assets/old.png',
      'upload  data/table.csv',
      'upload  guides/images/dot.png',
      'upload  tutorials/img/dot.png',
    ];
    const pages = [
      'insert  README.md',
      'insert  guides/README.md',
      'insert  tutorials/README.md',
      'insert  guides/new.md',
      'insert  tutorials/first.md',
    ];
    const dry = await cli(['cr', 'push', dir, '--space', space, '--dry-run', '--verbose']);
    expect(dry.exitCode, dry.stderr).toBe(0);
    expect(planOf(dry.stdout)).toEqual([...uploads, ...pages, skip]);
    // Bare names for .gitbook/assets/, paths for the others.
    expect(dry.stdout).toContain('"name": "dot.png"');
    expect(dry.stdout).toContain('"name": "guides/images/dot.png"');

    const first = await json(['cr', 'push', dir, '--space', space]);
    expect(first).toMatchObject({ plan: [...uploads, ...pages], notes: [skip] });
    const cr = String(first.changeRequest);
    expect(await json(['cr', 'push', dir, '--space', space, '--to', cr])).toMatchObject({
      plan: [],
      notes: [skip],
      changes: 0,
    });
    const back = at('beside-back');
    expect((await cli(['cr', 'pull', cr, '--space', space, back])).exitCode).toBe(0);
    expect(snapshot(back)).toEqual(snapshot(dir, Object.keys(pushed)));
    const links = await (
      await fetch(`${separate.server().url}/v1/spaces/${space}/change-requests/${cr}/links`, {
        headers: { authorization: `Bearer ${separate.server().token}` },
      })
    ).json();
    expect(links.stats).toMatchObject({ total: 4, broken: { total: 0 } });

    const files = async () =>
      Object.fromEntries(
        (await json<any[]>(['cr', 'content', 'files', cr, '--space', space])).map((f) => [f.git.path, f]),
      );
    const before = await files();
    rmSync(join(dir, '.gitbook', 'assets', 'old.png'));
    writeFileSync(join(dir, 'tutorials', 'img', 'dot.png'), png('tutorials, edited'));
    const keep = 'keep    .gitbook/assets/old.png (deleted locally; files cannot be deleted through the API)';
    const edited = await cli(['cr', 'push', dir, '--space', space, '--to', cr]);
    expect(planOf(edited.stdout)).toEqual([
      'upload  tutorials/img/dot.png',
      keep,
      skip,
      `pushed 1 change in 1 batch to change request #${cr}`,
    ]);
    const idle = await cli(['cr', 'push', dir, '--space', space, '--to', cr]);
    expect(idle.stdout.split('\n').pop()).toBe(`nothing to push: change request #${cr} already matches ${dir}`);
    expect(await json(['cr', 'push', dir, '--space', space, '--to', cr])).toMatchObject({
      plan: [],
      notes: [keep, skip],
      changes: 0,
    });
    const after = await files();
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(after['tutorials/img/dot.png']).toMatchObject({
      id: before['tutorials/img/dot.png'].id,
      name: 'dot.png',
      size: png('tutorials, edited').length,
    });
  });
});

describe('warnings a pipeline sees', () => {
  it('names markdown files SUMMARY.md leaves out, on stderr without a terminal; pages keep their paths', async () => {
    const space = await newSpace('Warnings');
    const dir = at('warnings');
    mkdirSync(join(dir, 'tutorials'), { recursive: true });
    mkdirSync(join(dir, 'drafts'), { recursive: true });
    writeFileSync(join(dir, 'README.md'), '# Home\n\nHello.\n');
    writeFileSync(join(dir, 'tutorials', 'first.md'), '# First steps\n\nStep one.\n');
    writeFileSync(join(dir, 'drafts', 'idea.md'), '# Idea\n');
    writeFileSync(
      join(dir, 'SUMMARY.md'),
      '# Table of contents\n\n* [Home](README.md)\n* [First steps](tutorials/first.md)\n',
    );
    const dry = await cli(['cr', 'push', dir, '--space', space, '--dry-run']);
    expect(dry.exitCode).toBe(0);
    expect(dry.stderr.split('\n')).toEqual(['docs-cli: warning: drafts/idea.md: not in SUMMARY.md; not pushed']);
    // Without a .gitbook.yaml, SUMMARY.md is kept on the service: a pull gives it back as written.
    expect(dry.stdout.split('\n\n')[0]!.split('\n')).toEqual([
      'upload  SUMMARY.md',
      'insert  README.md',
      'insert  tutorials/first.md',
    ]);
  });
});

describe('a page moved and edited in one push', () => {
  it('stays the same page (same id): the plan moves and updates it', async () => {
    const space = await newSpace('Move');
    const seed = at('move-seed');
    const setup =
      '# Setup\n\nInstall the tool.\n\nWrite the configuration file.\n\nRun the first command.\n\nCheck the output.\n';
    for (const [path, text] of Object.entries({
      'README.md': '# Home\n\nWelcome.\n',
      'guides/README.md': '# Guides\n\nAll guides.\n',
      'guides/setup.md': setup,
      'guides/usage.md': '# Usage\n\nUse it.\n',
    })) {
      mkdirSync(join(seed, path, '..'), { recursive: true });
      writeFileSync(join(seed, path), text);
    }
    const seeded = String((await json(['cr', 'push', seed, '--space', space])).changeRequest);
    expect((await cli(['cr', 'merge', seeded, '--space', space])).exitCode).toBe(0);
    const id = (await json(['spaces', 'content', 'page', space, 'guides/setup'])).id as string;

    const dir = at('move');
    expect((await cli(['spaces', 'pull', space, dir])).exitCode).toBe(0);
    rmSync(join(dir, 'guides', 'setup.md'));
    writeFileSync(join(dir, 'setup.md'), setup.replace('Run the first command.', 'Run the first command twice.'));
    writeFileSync(
      join(dir, 'SUMMARY.md'),
      '# Table of contents\n\n* [Home](README.md)\n* [Guides](guides/README.md)\n  * [Usage](guides/usage.md)\n* [Setup](setup.md)\n',
    );
    const plan = ['move    guides/setup.md -> setup.md', 'update  setup.md'];
    expect(
      (await cli(['cr', 'push', dir, '--space', space, '--dry-run'])).stdout.split('\n\n')[0]!.split('\n'),
    ).toEqual([...plan, 'redirect guides/setup -> setup.md (moved; add with --redirects to .gitbook.yaml)']);
    const pushed = await json(['cr', 'push', dir, '--space', space]);
    expect(pushed).toMatchObject({ plan, changes: 2 });
    expect((await cli(['cr', 'merge', String(pushed.changeRequest), '--space', space])).exitCode).toBe(0);
    expect(await json(['spaces', 'content', 'page', space, 'setup'])).toMatchObject({
      id,
      markdown: setup.replace('Run the first command.', 'Run the first command twice.'),
    });
    expect((await cli(['spaces', 'pull', space, dir, '--check'])).exitCode).toBe(0);
  });
});

describe('merges like git', () => {
  const page = '# Notes\n\nFirst paragraph.\n\nSecond paragraph.\n\nThird paragraph.\n';
  async function spaceWithNotes() {
    const space = await newSpace('Merge');
    const dir = at(`seed-${n}`);
    mkdirSync(dir);
    writeFileSync(join(dir, 'notes.md'), page);
    expect((await cli(['spaces', 'import', space, dir])).exitCode).toBe(0);
    return space;
  }
  async function branch(space: string, name: string, edit: (text: string) => string): Promise<string> {
    const dir = at(`${name}-${n}`);
    expect((await cli(['spaces', 'pull', space, dir])).exitCode).toBe(0);
    const file = join(dir, 'notes.md');
    writeFileSync(file, edit(readFileSync(file, 'utf8')));
    return String((await json(['cr', 'push', dir, '--space', space])).changeRequest);
  }

  it('combines edits to different paragraphs of one page', async () => {
    const space = await spaceWithNotes();
    const a = await branch(space, 'first', (t) => t.replace('First paragraph.', 'First paragraph, edited.'));
    const b = await branch(space, 'third', (t) => t.replace('Third paragraph.', 'Third paragraph, edited.'));
    expect((await cli(['cr', 'merge', a, '--space', space])).exitCode).toBe(0);
    expect((await cli(['cr', 'merge', b, '--space', space])).exitCode).toBe(0);
    expect((await json(['spaces', 'content', 'page', space, 'notes'])).markdown).toBe(
      '# Notes\n\nFirst paragraph, edited.\n\nSecond paragraph.\n\nThird paragraph, edited.\n',
    );
  });

  it('marks overlapping edits, refuses to merge them, and merges the resolution pushed from a pull', async () => {
    const space = await spaceWithNotes();
    const a = await branch(space, 'ours', (t) => t.replace('Second paragraph.', 'Second paragraph, as A sees it.'));
    const b = await branch(space, 'theirs', (t) => t.replace('Second paragraph.', 'Second paragraph, as B sees it.'));
    expect((await cli(['cr', 'merge', a, '--space', space])).exitCode).toBe(0);
    const refused = await cli(['cr', 'merge', b, '--space', space]);
    expect(refused.exitCode).toBe(5);
    expect(refused.stderr).toContain('page notes (Notes)');
    const updated = await cli(['cr', 'update-from-main', b, '--space', space]);
    expect(updated.exitCode).toBe(5);
    expect(updated.stderr).toContain('conflict markers');
    const dir = at(`resolve-${n}`);
    expect((await cli(['cr', 'pull', b, '--space', space, dir])).exitCode).toBe(0);
    const marked = readFileSync(join(dir, 'notes.md'), 'utf8');
    expect(marked).toBe(
      '# Notes\n\nFirst paragraph.\n\n<<<<<<< change request\nSecond paragraph, as B sees it.\n=======\nSecond paragraph, as A sees it.\n>>>>>>> main\n\nThird paragraph.\n',
    );
    const stillMarked = await cli(['cr', 'merge', b, '--space', space]);
    expect(stillMarked.exitCode).toBe(5);
    expect(stillMarked.stderr.split('\n')[0]).toBe(
      `docs-cli: change request ${b} still holds conflict markers in 1 page:`,
    );
    expect(stillMarked.stderr).toContain('page notes (Notes)');
    expect(stillMarked.stderr).not.toContain('update-from-main');
    writeFileSync(
      join(dir, 'notes.md'),
      '# Notes\n\nFirst paragraph.\n\nSecond paragraph, as A and B agree.\n\nThird paragraph.\n',
    );
    expect((await json(['cr', 'push', dir, '--space', space, '--to', b])).plan).toEqual(['update  notes.md']);
    expect((await cli(['cr', 'merge', b, '--space', space])).exitCode).toBe(0);
    expect((await json(['spaces', 'content', 'page', space, 'notes'])).markdown).toBe(
      '# Notes\n\nFirst paragraph.\n\nSecond paragraph, as A and B agree.\n\nThird paragraph.\n',
    );
  });
});

describe('pushing hostile folders', () => {
  it('refuses an empty folder (it would delete every page) unless --allow-empty, opening nothing', async () => {
    const space = await newSpace('Empty');
    const full = at('not-empty');
    mkdirSync(full, { recursive: true });
    writeFileSync(join(full, 'README.md'), '# Home\n');
    writeFileSync(join(full, 'more.md'), '# More\n');
    const cr = String((await json(['cr', 'push', full, '--space', space])).changeRequest);
    const empty = at('empty-folder');
    mkdirSync(empty, { recursive: true });
    const drafts = async () => (await json<any[]>(['cr', 'list', '--space', space, '--status', 'draft'])).length;
    const before = await drafts();
    for (const args of [
      ['cr', 'push', empty, '--space', space],
      ['cr', 'push', empty, '--space', space, '--to', cr],
    ]) {
      const refused = await cli(args);
      expect(refused.exitCode).toBe(2);
      expect(refused.stderr.split('\n')[0]).toBe(
        `docs-cli: ${empty}: no markdown pages; pushing it would delete every page`,
      );
    }
    expect(await drafts()).toBe(before);
    expect((await json(['cr', 'push', full, '--space', space, '--to', cr])).changes).toBe(0);
    const allowed = await cli(['cr', 'push', empty, '--space', space, '--to', cr, '--allow-empty', '--dry-run']);
    expect(allowed.exitCode).toBe(0);
    expect(allowed.stdout.split('\n\n')[0]!.split('\n')).toEqual(['delete  README.md', 'delete  more.md']);
  });

  it('refuses an image over the storage upload limit and a symlink out of the folder before sending anything; handles an unclosed fence and .. in names', async () => {
    const space = await newSpace('Hostile');
    const revision = (await json(['spaces', 'get', space])).revision;
    const dir = at('hostile');
    mkdirSync(join(dir, '.gitbook', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'README.md'), '# Code\n\n```js\nconst open = true;\n');
    writeFileSync(join(dir, 'notes..md'), '# Dots\n\nTwo dots in my name.\n');
    // Files over 1 MB go through storage uploads (100 MiB at most each): one past that is refused.
    writeFileSync(join(dir, '.gitbook', 'assets', 'big.png'), '');
    truncateSync(join(dir, '.gitbook', 'assets', 'big.png'), 100 * 1024 * 1024 + 1);
    const big = await cli(['cr', 'push', dir, '--space', space]);
    expect(big.exitCode).toBe(2);
    expect(big.stderr.split('\n').slice(0, 2)).toEqual([
      'docs-cli: 1 file is over the 100.0 MB one storage upload may have: .gitbook/assets/big.png (100.0 MB)',
      "nothing was sent; send them by URL with --files-url <base> (a URL that serves the folder's files), or push the rest with --skip-large-files",
    ]);
    rmSync(join(dir, '.gitbook', 'assets', 'big.png'));
    const secret = join(tempDir('docs-cli-outside-'), 'secret.md');
    writeFileSync(secret, '# Secret\n');
    symlinkSync(secret, join(dir, 'leak.md'));
    const leak = await cli(['cr', 'push', dir, '--space', space]);
    expect(leak.exitCode).toBe(2);
    expect(leak.stderr).toContain('leak.md: a symbolic link pointing outside the folder');
    expect(await json(['cr', 'list', '--space', space, '--status', 'draft'])).toEqual([]);
    expect((await json(['spaces', 'get', space])).revision).toBe(revision);

    rmSync(join(dir, 'leak.md'));
    writeFileSync(join(dir, '.gitbook', 'assets', 'a..b.png'), PNG);
    const ok = await json(['cr', 'push', dir, '--space', space]);
    expect(ok.plan).toEqual(['upload  .gitbook/assets/a..b.png', 'insert  README.md', 'insert  notes..md']);
    const back = at('hostile-back');
    expect((await cli(['cr', 'pull', String(ok.changeRequest), '--space', space, back])).exitCode).toBe(0);
    expect(readFileSync(join(back, 'README.md'), 'utf8')).toBe('# Code\n\n```js\nconst open = true;\n');
    expect(readFileSync(join(back, 'notes..md'), 'utf8')).toBe('# Dots\n\nTwo dots in my name.\n');
    expect(existsSync(join(back, '.gitbook', 'assets', 'a..b.png'))).toBe(true);
  });

  it('archives and names the draft when cr create --from fails, and imports a local folder without file: URLs', async () => {
    const space = await newSpace('Create');
    const dir = at('create-from');
    mkdirSync(join(dir, '.gitbook', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'README.md'), '# Hello\n');
    // Over what one storage upload takes (files over 1 MB go through storage uploads).
    writeFileSync(join(dir, '.gitbook', 'assets', 'huge.bin'), '');
    truncateSync(join(dir, '.gitbook', 'assets', 'huge.bin'), 100 * 1024 * 1024 + 1);
    // The folder is checked before the change request is opened: nothing is left behind.
    const failed = await cli(['cr', 'create', '--space', space, '--from', dir]);
    expect(failed.exitCode).toBe(2);
    expect(failed.stderr).toContain('.gitbook/assets/huge.bin (100.0 MB)');
    for (const status of ['draft', 'archived'])
      expect(await json(['cr', 'list', '--space', space, '--status', status])).toEqual([]);
    rmSync(join(dir, '.gitbook', 'assets', 'huge.bin'));
    const made = await json(['cr', 'create', '--space', space, '--from', dir, '--open']);
    expect(made).toMatchObject({ number: 1, status: 'open' });
    expect((await json(['cr', 'content', 'pages', '1', '--space', space]))[0]).toMatchObject({ title: 'Hello' });

    const many = at('many');
    for (let i = 1; i <= 12; i++) {
      mkdirSync(join(many, `part-${i % 3}`), { recursive: true });
      writeFileSync(join(many, `part-${i % 3}`, `page-${i}.md`), `# Page ${i}\n`);
    }
    const imported = await json(['spaces', 'import', space, many]);
    expect(imported).toMatchObject({ importedResources: 12, totalResources: 12 });
    const paths = (await runBin(['spaces', 'content', 'pages', space], separate.env(), { cwd: work })).stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split('\t')[1]!);
    expect(paths.filter((p) => p.startsWith('part-1/'))).toEqual([
      'part-1/page-1',
      'part-1/page-4',
      'part-1/page-7',
      'part-1/page-10',
    ]);
  });
});
