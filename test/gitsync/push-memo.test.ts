/**
 * The memo of a folder's last quiet push: it answers only a push asked the same, of a folder whose
 * every file has the same bytes, against content at the same revision; anything else (a damaged
 * memo included) is a push that reads the folder.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pushMemo } from '../../src/gitsync/push-memo.js';
import { tempDir } from '../helpers/cli.js';

const QUIET = { unlisted: ['draft.md'], notes: ['a note'], total: 3 };
/** What a recall gives: the push's words and the revision they hold at (the push compares it: no-op-push.test.ts). */
const RECALLED = { ...QUIET, revision: 'r1' };

function folder(): string {
  const top = tempDir('docs-cli-push-memo-');
  mkdirSync(join(top, 'guides'));
  writeFileSync(join(top, 'README.md'), '# Home\n');
  writeFileSync(join(top, 'guides', 'a.md'), '# A\n');
  writeFileSync(join(top, 'draft.md'), '# Draft\n');
  return top;
}

/** A memo remembered of `top` at revision r1, and a fresh memo (a later run) to ask it. */
function remembered(top: string, key = 'k') {
  const env = { DOCS_CLI_CONFIG_DIR: tempDir() };
  const first = pushMemo(env, top, key);
  const print = first.print();
  expect(print).toBeDefined();
  first.remember(print!, 'r1', QUIET);
  const ask = (askKey = key) => {
    const memo = pushMemo(env, top, askKey);
    const now = memo.print();
    return now && memo.recall(now);
  };
  return { env, ask };
}

describe('push memo', () => {
  it('answers the same push of the same bytes, with the revision it held at, and nothing else', () => {
    const top = folder();
    const { ask } = remembered(top);
    expect(ask()).toEqual(RECALLED);
    expect(ask('other options')).toBeUndefined();
    // The same bytes written again are the same folder.
    writeFileSync(join(top, 'guides', 'a.md'), '# A\n');
    expect(ask()).toEqual(RECALLED);
  });

  it('is not the same folder when a file changes, comes, goes or is renamed, hidden files aside', () => {
    const cases: Array<(top: string) => void> = [
      (top) => writeFileSync(join(top, 'guides', 'a.md'), '# A, edited\n'),
      (top) => writeFileSync(join(top, 'guides', 'b.md'), '# B\n'),
      (top) => renameSync(join(top, 'guides', 'a.md'), join(top, 'guides', 'c.md')),
      (top) => writeFileSync(join(top, '.gitbook.yaml'), 'root: ./guides\n'),
    ];
    for (const change of cases) {
      const top = folder();
      const { ask } = remembered(top);
      change(top);
      expect(ask(), change.toString()).toBeUndefined();
    }
    const top = folder();
    const { ask } = remembered(top);
    writeFileSync(join(top, '.notes'), 'what the reader leaves out\n');
    expect(ask()).toEqual(RECALLED);
  });

  it('finds a same-size edit whose mtime is put back, and one made in the same second as the print', () => {
    // Old files (stat kept, not read again): an edit of the same size with its mtime restored
    // still changes the ctime.
    const top = folder();
    const page = join(top, 'guides', 'a.md');
    const old = new Date(Date.now() - 60_000);
    utimesSync(page, old, old);
    const { ask } = remembered(top);
    expect(ask()).toEqual(RECALLED);
    const { mtime } = statSync(page);
    writeFileSync(page, '# B\n');
    utimesSync(page, mtime, mtime);
    expect(ask()).toBeUndefined();
    // A file written within the racy window of the print is hashed again, whatever its stat says.
    const fresh = folder();
    const again = remembered(fresh);
    writeFileSync(join(fresh, 'guides', 'a.md'), '# C\n');
    expect(again.ask()).toBeUndefined();
  });

  it('reads the root from .gitbook.yaml, and files outside it are not the folder', () => {
    const top = folder();
    writeFileSync(join(top, '.gitbook.yaml'), 'root: ./guides\n');
    const { ask } = remembered(top);
    writeFileSync(join(top, 'README.md'), '# Outside the root\n');
    expect(ask()).toEqual(RECALLED);
    writeFileSync(join(top, 'guides', 'a.md'), '# Inside, edited\n');
    expect(ask()).toBeUndefined();
  });

  it('remembers nothing of a folder that changed while the push read it, nor of one it cannot print', () => {
    const top = folder();
    const env = { DOCS_CLI_CONFIG_DIR: tempDir() };
    const memo = pushMemo(env, top, 'k');
    const before = memo.print()!;
    writeFileSync(join(top, 'guides', 'a.md'), '# A, written during the push\n');
    memo.remember(before, 'r1', QUIET);
    expect(existsSync(join(env.DOCS_CLI_CONFIG_DIR, 'cache', 'push-state'))).toBe(false);
    memo.remember(memo.print()!, 'r1', QUIET);
    expect(readdirSync(join(env.DOCS_CLI_CONFIG_DIR, 'cache', 'push-state'))).toHaveLength(1);

    const outside = tempDir();
    writeFileSync(join(outside, 'secret.md'), '# Not the folder\n');
    symlinkSync(join(outside, 'secret.md'), join(top, 'guides', 'link.md'));
    expect(pushMemo(env, top, 'k').print()).toBeUndefined();
  });

  it('prints no folder whose .gitbook.yaml is a link out of it, as the push refuses it', () => {
    const top = folder();
    const outside = tempDir();
    writeFileSync(join(outside, 'config.yaml'), 'root: ./\n');
    symlinkSync(join(outside, 'config.yaml'), join(top, '.gitbook.yaml'));
    expect(pushMemo({ DOCS_CLI_CONFIG_DIR: tempDir() }, top, 'k').print()).toBeUndefined();
  });

  it('keeps the new stats of files a recall hashed again, so that the next one need not', () => {
    const top = folder();
    const page = join(top, 'guides', 'a.md');
    const old = new Date(Date.now() - 60_000);
    utimesSync(page, old, old);
    const { env, ask } = remembered(top);
    const storedStat = () => {
      const dir = join(env.DOCS_CLI_CONFIG_DIR, 'cache', 'push-state');
      const [file] = readdirSync(dir);
      return JSON.parse(readFileSync(join(dir, file!), 'utf8')).data.print.stats['guides/a.md'];
    };
    // The same bytes written again: another stat, the same id; the memo takes the new stat.
    writeFileSync(page, '# A\n');
    const now = statSync(page);
    expect(storedStat()).not.toEqual([now.size, now.mtimeMs, now.ctimeMs, now.ino]);
    expect(ask()).toEqual(RECALLED);
    expect(storedStat()).toEqual([now.size, now.mtimeMs, now.ctimeMs, now.ino]);
    // Other bytes are no recall, and nothing is kept of them.
    writeFileSync(page, '# B\n');
    expect(ask()).toBeUndefined();
    expect(storedStat()).toEqual([now.size, now.mtimeMs, now.ctimeMs, now.ino]);
  });

  it('keeps the stat of .gitbook.yaml, for the quiet path', () => {
    const top = folder();
    writeFileSync(join(top, '.gitbook.yaml'), 'root: ./\n');
    const print = pushMemo({ DOCS_CLI_CONFIG_DIR: tempDir() }, top, 'k').print()!;
    const s = statSync(join(top, '.gitbook.yaml'));
    expect(print.stats?.['.gitbook.yaml']).toEqual([s.size, s.mtimeMs, s.ctimeMs, s.ino]);
  });

  it('takes a damaged or foreign memo as no memo', () => {
    const top = folder();
    const { env, ask } = remembered(top);
    const dir = join(env.DOCS_CLI_CONFIG_DIR, 'cache', 'push-state');
    const [file] = readdirSync(dir);
    const path = join(dir, file!);
    for (const damaged of [
      'not json',
      'null',
      '{"format":1,"version":"0.0.0-other","data":{}}',
      JSON.stringify({ format: 1, data: { key: 'k', revision: 'r1' } }),
    ]) {
      writeFileSync(path, damaged);
      expect(ask(), damaged).toBeUndefined();
    }
  });
});
