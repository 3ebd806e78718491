import { existsSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeOldBundles } from '../../../src/server/work/index.js';
import { tempDir } from '../../helpers/cli.js';

/**
 * Test processes run from the sources bundle the content worker into one shared folder at the
 * same time: the sweep of old bundles meets files that another process renames away.
 */
describe('the content worker bundles run from sources', () => {
  it('removes old versions, keeps its own and fresh ones, and passes over a file gone meanwhile', () => {
    const dir = tempDir('docs-cli-worker-bundles-');
    const dayAgo = Date.now() / 1000 - 25 * 3600;
    const file = (name: string, old: boolean) => {
      writeFileSync(join(dir, name), 'export {};\n');
      if (old) utimesSync(join(dir, name), dayAgo, dayAgo);
    };
    file('content-worker-aaaaaaaaaaaaaaaa.mjs', true);
    file('content-worker-bbbbbbbbbbbbbbbb.mjs', true);
    file('content-worker-cccccccccccccccc.mjs', false);
    file('other.txt', true);
    // Listed, but no longer there when looked at (another process's staging file, renamed).
    symlinkSync(join(dir, 'renamed-away'), join(dir, 'content-worker-dddddddddddddddd.mjs.4242.tmp'));

    expect(() =>
      removeOldBundles(dir, 'content-worker-aaaaaaaaaaaaaaaa.mjs', Date.now() - 24 * 3600_000),
    ).not.toThrow();
    expect(existsSync(join(dir, 'content-worker-aaaaaaaaaaaaaaaa.mjs'))).toBe(true);
    expect(existsSync(join(dir, 'content-worker-bbbbbbbbbbbbbbbb.mjs'))).toBe(false);
    expect(existsSync(join(dir, 'content-worker-cccccccccccccccc.mjs'))).toBe(true);
    expect(existsSync(join(dir, 'other.txt'))).toBe(true);
  });
});
