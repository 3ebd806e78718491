/**
 * The record of a folder's last agreement with a space (its sync base): pages' bytes are kept as
 * they are beside a small head, read back by object id; a record of another service or space, or
 * a damaged file, is no base at all.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/client.js';
import { gitBlobOid } from '../../src/common/gitsync/oid.js';
import { syncRecord } from '../../src/gitsync/sync-base.js';
import { tempDir } from '../helpers/cli.js';

const api = (baseUrl: string) => ({ baseUrl }) as ApiClient;

/** Pages with text no JSON string holds as it is: quotes, backslashes, line ends, non-ASCII, a NUL. */
const PAGES: Record<string, Buffer> = {
  'README.md': Buffer.from('# Home\n\n"quoted" \\ back\\slash\r\nnaïve 日本語 🚀\n'),
  'guides/a.md': Buffer.from('---\ndescription: x\n---\n\n# A\u0000\n'),
  '.gitbook/assets/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe]),
  'SUMMARY.md': Buffer.from('# Table of contents\n\n* [Home](README.md)\n* [A](guides/a.md)\n'),
};

function saved() {
  const env = { DOCS_CLI_CONFIG_DIR: tempDir('docs-cli-sync-record-') };
  const top = tempDir('docs-cli-sync-folder-');
  const files = new Map(Object.entries(PAGES).map(([path, bytes]) => [path, gitBlobOid(bytes)]));
  syncRecord(env, top, api('http://127.0.0.1:1'), 'space1').save('rev1', files, (path) => PAGES[path]);
  return { env, top, files };
}

/** The one record file of a config dir's cache. */
function recordFile(configDir: string): string {
  const folder = join(configDir, 'cache', 'sync-base');
  const [name] = readdirSync(folder);
  return join(folder, name!);
}

describe('sync record', () => {
  it("keeps every text's bytes exactly, by object id, and no binary file's", () => {
    const { env, top, files } = saved();
    const record = syncRecord(env, top, api('http://127.0.0.1:1'), 'space1').load();
    expect(record?.revision).toBe('rev1');
    expect(record?.files).toEqual(Object.fromEntries(files));
    for (const path of ['README.md', 'guides/a.md', 'SUMMARY.md'])
      expect(record?.text(files.get(path)!)).toBe(PAGES[path]!.toString('utf8'));
    expect(record?.text(files.get('.gitbook/assets/logo.png')!)).toBeUndefined();
    expect(record?.text('0'.repeat(40))).toBeUndefined();
  });

  it('is no base for another service or space', () => {
    const { env, top } = saved();
    expect(syncRecord(env, top, api('http://127.0.0.1:2'), 'space1').load()).toBeUndefined();
    expect(syncRecord(env, top, api('http://127.0.0.1:1'), 'space2').load()).toBeUndefined();
  });

  it('is no base when its file is damaged, and is written again on the next save', () => {
    const { env, top, files } = saved();
    const file = recordFile(env.DOCS_CLI_CONFIG_DIR);
    const whole = readFileSync(file);
    const damaged = [
      whole.subarray(0, 3), // shorter than the head's length
      Buffer.concat([Buffer.from([0xff, 0xff, 0xff, 0x7f]), whole.subarray(4)]), // a head longer than the file
      Buffer.concat([whole.subarray(0, 4), Buffer.from('{not json'), whole.subarray(13)]),
    ];
    const record = () => syncRecord(env, top, api('http://127.0.0.1:1'), 'space1');
    for (const bytes of damaged) {
      writeFileSync(file, bytes);
      expect(record().load()).toBeUndefined();
    }
    // A file cut short (a blob's place runs past its end) is damaged too, and so written again.
    writeFileSync(file, whole.subarray(0, whole.length - 1));
    expect(record().load()).toBeUndefined();
    record().save('rev1', files, (path) => PAGES[path]);
    expect(record().load()?.text(files.get('SUMMARY.md')!)).toBe(PAGES['SUMMARY.md']!.toString('utf8'));
  });

  it('is not written again for the same agreement', () => {
    const { env, top, files } = saved();
    const file = recordFile(env.DOCS_CLI_CONFIG_DIR);
    const before = readFileSync(file);
    syncRecord(env, top, api('http://127.0.0.1:1'), 'space1').save('rev1', files, () => Buffer.from('other'));
    expect(readFileSync(file).equals(before)).toBe(true);
    syncRecord(env, top, api('http://127.0.0.1:1'), 'space1').save('rev2', files, () => Buffer.from('other'));
    expect(readFileSync(file).equals(before)).toBe(false);
  });

  it('removes the JSON record an earlier version kept once the new one is written', () => {
    const { env, top, files } = saved();
    const file = recordFile(env.DOCS_CLI_CONFIG_DIR);
    const legacy = file.replace(/\.bin$/, '.json');
    writeFileSync(legacy, '{"format":1}');
    syncRecord(env, top, api('http://127.0.0.1:1'), 'space1').save('rev2', files, (path) => PAGES[path]);
    expect(existsSync(legacy)).toBe(false);
    expect(existsSync(file)).toBe(true);
  });

  it('keeps no record larger than a cache is kept, and drops the older one: no stale base', () => {
    const { env, top, files } = saved();
    const file = recordFile(env.DOCS_CLI_CONFIG_DIR);
    const huge = Buffer.alloc(64 * 1024 * 1024 + 1, 0x61);
    syncRecord(env, top, api('http://127.0.0.1:1'), 'space1').save('rev2', files, (path) =>
      path === 'README.md' ? huge : PAGES[path],
    );
    expect(existsSync(file)).toBe(false);
    expect(syncRecord(env, top, api('http://127.0.0.1:1'), 'space1').load()).toBeUndefined();
  });
});
