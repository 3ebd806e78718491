/**
 * A folder with files of 1, 5 and 20 MB pushes as checked out (no --files-url) through the built
 * binary against a separate `server start`: each goes through generateStorageUploadURL and its
 * upload URL, the change request merges, and a pull gives every file back byte for byte. A second
 * push of the same folder sends nothing.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { figure } from '../helpers/figures.js';
import { useSeparateServer } from '../helpers/separate-server.js';

const MB = 1024 * 1024;
const { work, cli, json, server } = useSeparateServer('docs-cli-storage-e2e-');

/** A PDF header, then random bytes: a real-looking document of `size` bytes. */
const pdf = (size: number) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), randomBytes(size - 15)]);
/** A GIF89a header (a 640x480 logical screen), then random bytes. */
const gif = (size: number) =>
  Buffer.concat([
    Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x80, 0x02, 0xe0, 0x01, 0xf7, 0, 0]),
    randomBytes(size - 13),
  ]);

describe('files over 1 MB through storage uploads', () => {
  it('push as checked out, merge, and come back byte for byte', async () => {
    const space = (await json(['spaces', 'create', '--title', 'Large files'])).id as string;
    const dir = join(work, 'docs');
    const files: Record<string, Buffer> = {
      'manual.pdf': pdf(MB + 1),
      'screencast.gif': gif(5 * MB),
      'video.mp4': randomBytes(20 * MB),
    };
    mkdirSync(join(dir, '.gitbook', 'assets'), { recursive: true });
    for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, '.gitbook', 'assets', name), bytes);
    writeFileSync(
      join(dir, 'README.md'),
      '# Large files\n\n![Screencast](.gitbook/assets/screencast.gif)\n\n[Manual](.gitbook/assets/manual.pdf) and [video](.gitbook/assets/video.mp4).\n',
    );

    const started = Date.now();
    const pushed = await cli(['cr', 'push', dir, '--space', space, '--merge', '-o', 'json']);
    const ms = Date.now() - started;
    expect(pushed.exitCode, pushed.stderr).toBe(0);
    const report = JSON.parse(pushed.stdout);
    expect(report.plan).toEqual(
      expect.arrayContaining([
        'upload  .gitbook/assets/manual.pdf (storage upload)',
        'upload  .gitbook/assets/screencast.gif (storage upload)',
        'upload  .gitbook/assets/video.mp4 (storage upload)',
      ]),
    );
    figure('storage-upload push', `26 MB in 3 files pushed and merged through storage uploads in ${ms} ms`);

    const back = join(work, 'back');
    const pulled = await cli(['spaces', 'pull', space, back]);
    expect(pulled.exitCode, pulled.stderr).toBe(0);
    for (const [name, bytes] of Object.entries(files))
      expect(readFileSync(join(back, '.gitbook', 'assets', name)).equals(bytes), name).toBe(true);

    const again = await json(['cr', 'push', dir, '--space', space]);
    expect(again.changes).toBe(0);
  }, 300_000);

  it('the server process refuses a reused URL (409), a body over the declared size (413) and names that are paths (400)', async () => {
    const org = (await json(['orgs', 'list']))[0].id as string;
    const generate = (name: string, size: number) =>
      fetch(`${server().url}/v1/orgs/${org}/storage/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server().token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ file: { name, type: 'application/pdf', size }, kind: 'organization_file' }),
      });
    const put = (url: string, bytes: Buffer) =>
      fetch(url, {
        method: 'PUT',
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { 'content-type': 'application/pdf' },
      });
    for (const name of ['../../etc/passwd', 'docs/../x.pdf', '..'])
      expect((await generate(name, 10)).status, name).toBe(400);
    const { url } = (await (await generate('once.pdf', 1000)).json()) as { url: string };
    expect((await put(url, pdf(2000))).status).toBe(413);
    expect((await put(url, pdf(1000))).status).toBe(200);
    const reused = await put(url, pdf(1000));
    expect(reused.status).toBe(409);
    expect(((await reused.json()) as { error: { message: string } }).error.message).toMatch(/used already/);
  });
});
