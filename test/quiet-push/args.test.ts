/**
 * The command lines the quiet path answers: `cr push <dir> --space <id>` and the options that
 * shape the memo's key, once each; anything else is the full command's.
 */
import { describe, expect, it } from 'vitest';
import { pushMemoKey } from '../../src/gitsync/push-memo-format.js';
import type { PushOptions } from '../../src/gitsync/push.js';
import { quietArgs } from '../../src/quiet-push/args.js';

const ID = 'AbCdEfGhIjKlMnOpQrSt';

describe('quietArgs', () => {
  it('reads the push and the options that shape its plan, in any order and either spelling', () => {
    expect(quietArgs(['cr', 'push', 'docs', '--space', ID])).toEqual({
      dir: 'docs',
      space: ID,
      allowEmpty: false,
      skipLargeFiles: false,
      force: false,
    });
    expect(
      quietArgs(['change-requests', 'push', `--space=${ID}`, '--files-url', 'http://x/', '--force', 'docs']),
    ).toEqual({ dir: 'docs', space: ID, filesUrl: 'http://x/', allowEmpty: false, skipLargeFiles: false, force: true });
  });

  it('leaves every other command line to the full command', () => {
    for (const argv of [
      ['cr', 'pull', 'docs', '--space', ID],
      ['cr', 'push', 'docs'],
      ['cr', 'push', '--space', ID],
      ['cr', 'push', 'docs', 'more', '--space', ID],
      ['cr', 'push', 'docs', '--space', 'My space'],
      ['cr', 'push', 'docs', '--space', ID, '--space', ID],
      ['cr', 'push', 'docs', '--space', ID, '--force', '--force'],
      ['cr', 'push', 'docs', '--space', ID, '--force=yes'],
      ['cr', 'push', 'docs', '--space', ID, '-o', 'json'],
      ['cr', 'push', 'docs', '--space', ID, '--json'],
      ['cr', 'push', 'docs', '--space', ID, '--dry-run'],
      ['cr', 'push', 'docs', '--space', ID, '--to', '3'],
      ['cr', 'push', 'docs', '--space', ID, '--merge'],
      ['cr', 'push', 'docs', '--space', ID, '--redirects'],
      ['cr', 'push', 'docs', '--space', ID, '--profile', 'work'],
      ['cr', 'push', 'docs', '--space', ID, '--files-url'],
      ['cr', 'push', 'docs', '--space', ID, '--files-url', '--force'],
      ['cr', 'push', 'docs', '--space', ID, '--'],
      ['cr', 'push', '', '--space', ID],
    ])
      expect(quietArgs(argv), argv.join(' ')).toBeUndefined();
  });
});

describe('pushMemoKey', () => {
  it('names the service and every option that shapes the plan', () => {
    const args = quietArgs(['cr', 'push', 'docs', '--space', ID])!;
    const keys = new Set([
      pushMemoKey('http://a', args),
      pushMemoKey('http://b', args),
      pushMemoKey('http://a', { ...args, force: true }),
      pushMemoKey('http://a', { ...args, allowEmpty: true }),
      pushMemoKey('http://a', { ...args, skipLargeFiles: true }),
      pushMemoKey('http://a', { ...args, filesUrl: 'http://files/' }),
      pushMemoKey('http://a', { ...args, space: 'BbCdEfGhIjKlMnOpQrSt' }),
      pushMemoKey('http://a', { ...args, to: '3' }),
      pushMemoKey('http://a', { ...args, redirects: true }),
      pushMemoKey('http://a', { ...args, keepMissing: true }),
      pushMemoKey('http://a', { ...args, dir: 'elsewhere' } as PushOptions),
    ]);
    // The folder is not in the key (the memo file is the folder's): the last one is the first.
    expect(keys.size).toBe(10);
  });

  it("is the same for the full command's options however they were built", () => {
    const quiet = quietArgs(['cr', 'push', 'docs', '--files-url', 'http://files/', '--space', ID])!;
    // The full command's options: other fields, another order, options left out or false.
    const full: PushOptions = {
      subject: 'Update docs',
      filesUrl: 'http://files/',
      dir: '/abs/docs',
      redirects: false,
      space: ID,
    };
    expect(pushMemoKey('http://a', full)).toBe(pushMemoKey('http://a', quiet));
  });
});
