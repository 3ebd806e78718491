import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { unzipBounded } from '../../../src/server/content/unzip.js';
import { readZipDirectory } from '../../../src/server/content/zip-directory.js';
import { buildZip, textEntry } from '../../helpers/zip.js';

const entries = [textEntry('README.md', '# Home\n'), textEntry('guide/setup.md', '# Setup\n\nSteps.\n')];
const declared = [
  { name: 'README.md', size: 7 },
  { name: 'guide/setup.md', size: 16 },
];

describe('the central directory, read before anything is inflated', () => {
  it('lists names and sizes of a plain zip, one with a comment, one fflate wrote, and a zip64 one', () => {
    expect(readZipDirectory(buildZip(entries))).toEqual(declared);
    expect(readZipDirectory(buildZip(entries, { comment: 'PK\x05\x06 made by hand' }))).toEqual(declared);
    expect(readZipDirectory(zipSync({ 'a.md': new TextEncoder().encode('# A\n') }))).toEqual([
      { name: 'a.md', size: 4 },
    ]);
    expect(readZipDirectory(buildZip(entries, { zip64: true }))).toEqual(declared);
  });

  it('finds no directory in a zip cut short, nor in bytes that are no zip', () => {
    const zip = buildZip(entries);
    expect(readZipDirectory(zip.subarray(0, zip.length - 30))).toBeUndefined();
    expect(readZipDirectory(new TextEncoder().encode('PK\x03\x04 not really'))).toBeUndefined();
    expect(readZipDirectory(new Uint8Array(0))).toBeUndefined();
  });

  it('a zip64 archive imports like any other', async () => {
    const files = await unzipBounded(buildZip(entries, { zip64: true }));
    expect([...files.keys()]).toEqual(['README.md', 'guide/setup.md']);
    expect(new TextDecoder().decode(files.get('guide/setup.md'))).toBe('# Setup\n\nSteps.\n');
  });

  it('refuses an entry the directory does not list, before keeping anything', async () => {
    const listed = buildZip(entries.slice(0, 1));
    const smuggled = buildZip(entries);
    const locals = smuggled.subarray(0, smuggled.indexOf('PK\x01\x02'));
    const withExtraLocal = Buffer.concat([locals, listed.subarray(listed.indexOf('PK\x01\x02'))]);
    withExtraLocal.writeUInt32LE(locals.length, withExtraLocal.length - 6);
    await expect(unzipBounded(withExtraLocal)).rejects.toThrow(
      'url: not a readable .zip archive (guide/setup.md is missing from its directory)',
    );
  });
});
