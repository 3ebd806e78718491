/**
 * cr push sends files over 1 MB through storage uploads (no --files-url): the plan says so, the
 * file comes back byte for byte; a service without generateStorageUploadURL stops the push before
 * anything is opened, naming --files-url; a file over the upload limit is refused before any
 * request; the embedded workspace (no socket) uploads through its transport.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, openSync, closeSync, ftruncateSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_UPLOAD_MAX_BYTES } from '../../src/common/storage.js';
import { runCli, runJson, tempDir } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
const as = () => ({ url: svc.url, token: svc.token });

/** A folder with one page and `files` under .gitbook/assets. */
function folder(files: Record<string, Buffer>): string {
  const dir = tempDir('docs-cli-storage-push-');
  mkdirSync(join(dir, '.gitbook', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'README.md'), '# Home\n\nSee the files.\n');
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, '.gitbook', 'assets', name), bytes);
  return dir;
}
const gif = (size: number) => Buffer.concat([Buffer.from('GIF89a'), randomBytes(size - 6)]);
const newSpace = async (title: string) => (await runJson(['spaces', 'create', '--title', title], as())).id as string;
const crCount = async (space: string) => {
  let n = 0;
  for (const status of ['draft', 'open', 'archived', 'merged'])
    n += (await runJson(['cr', 'list', '--space', space, '--status', status], as())).length;
  return n;
};

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc?.close());

describe('cr push through storage uploads', () => {
  it('uploads a file over 1 MB, references it, and a pull gives it back byte for byte', async () => {
    const space = await newSpace('Storage push');
    const bytes = gif(2 * 1024 * 1024 + 5);
    const dir = folder({ 'screencast.gif': bytes });
    const res = await runCli(['cr', 'push', dir, '--space', space, '--merge'], as());
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/upload {2}\.gitbook\/assets\/screencast\.gif \(storage upload\)/);
    const back = tempDir('docs-cli-storage-pull-');
    expect((await runCli(['spaces', 'pull', space, back], as())).code).toBe(0);
    expect(readFileSync(join(back, '.gitbook', 'assets', 'screencast.gif')).equals(bytes)).toBe(true);
  });

  it('a dry run shows the upload requests and sends nothing', async () => {
    const space = await newSpace('Storage dry run');
    const dir = folder({ 'big.gif': gif(1024 * 1024 + 1) });
    const res = await runCli(['cr', 'push', dir, '--space', space, '--dry-run', '--verbose', '-o', 'json'], as());
    expect(res.code, res.stderr).toBe(0);
    const requests = JSON.parse(res.stdout).requests as Array<{ method: string; url: string; body: any }>;
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { kind: 'organization_file', file: { name: 'big.gif', size: 1024 * 1024 + 1 } },
    });
    expect(requests[0]!.url).toMatch(/\/v1\/orgs\/[^/]+\/storage\/upload$/);
    expect(requests[1]).toMatchObject({ method: 'PUT', url: '<upload URL of .gitbook/assets/big.gif>' });
    expect(await crCount(space)).toBe(0);
  });

  it('a file over the upload limit is refused in one line before any request (exit 2)', async () => {
    const space = await newSpace('Storage too large');
    const dir = folder({});
    const path = join(dir, '.gitbook', 'assets', 'huge.bin');
    const fd = openSync(path, 'w');
    ftruncateSync(fd, STORAGE_UPLOAD_MAX_BYTES + 1);
    closeSync(fd);
    const res = await runCli(['cr', 'push', dir, '--space', space], as());
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/huge\.bin \(100\.0 MB\).*--files-url/s);
    // A dry run says the same.
    expect(await runCli(['cr', 'push', dir, '--space', space, '--dry-run'], as())).toEqual({ ...res, stdout: '' });
    expect(res.stderr.trim().split('\n')[0]).toMatch(
      /^docs-cli: 1 file is over the 100\.0 MB one storage upload may have/,
    );
    expect(await crCount(space)).toBe(0);
  });

  it('the local profile (no socket) uploads through its transport', async () => {
    const config = tempDir('docs-cli-storage-local-');
    const opts = { configDir: config, env: { DOCS_CLI_PROFILE: undefined } };
    const space = (await runJson(['spaces', 'create', '--title', 'Local storage'], opts)).id as string;
    const bytes = gif(1536 * 1024);
    const res = await runCli(['cr', 'push', folder({ 'local.gif': bytes }), '--space', space, '--merge'], opts);
    expect(res.code, res.stderr).toBe(0);
    const back = tempDir('docs-cli-storage-local-pull-');
    expect((await runCli(['spaces', 'pull', space, back], opts)).code).toBe(0);
    expect(readFileSync(join(back, '.gitbook', 'assets', 'local.gif')).equals(bytes)).toBe(true);
  });
});

describe('sites push through storage uploads', () => {
  it('a large file added to a space folder of a site folder is uploaded and merged', async () => {
    const site = (await runJson<any[]>(['sites', 'list'], as())).find((x) => x.title === 'Demo Docs')!.id as string;
    const dir = tempDir('docs-cli-storage-site-');
    expect((await runCli(['sites', 'pull', site, dir], as())).code).toBe(0);
    const config = readFileSync(join(dir, 'docs.yaml'), 'utf8');
    const folderName = /directory: (\S+)/.exec(config)![1]!.replace(/^\.\//, '');
    const bytes = gif(1024 * 1024 + 99);
    mkdirSync(join(dir, folderName, '.gitbook', 'assets'), { recursive: true });
    writeFileSync(join(dir, folderName, '.gitbook', 'assets', 'site-clip.gif'), bytes);
    const pushed = await runCli(['sites', 'push', dir, '--site', site, '--merge'], as());
    expect(pushed.code, pushed.stderr).toBe(0);
    expect(pushed.stdout).toMatch(/pushed 1 change/);
    const back = tempDir('docs-cli-storage-site-back-');
    expect((await runCli(['sites', 'pull', site, back], as())).code).toBe(0);
    expect(readFileSync(join(back, folderName, '.gitbook', 'assets', 'site-clip.gif')).equals(bytes)).toBe(true);
  });
});

describe('a service without generateStorageUploadURL', () => {
  it('stops the push before anything is opened, naming --files-url (exit 2)', async () => {
    const space = await newSpace('No storage');
    const handle = svc.service.app.handle;
    svc.service.app.handle = async (req, opts) =>
      req.url.includes('/storage/upload')
        ? { status: 404, body: { error: { code: 404, message: `no such endpoint: ${req.method} ${req.url}` } } }
        : handle(req, opts);
    try {
      const res = await runCli(['cr', 'push', folder({ 'big.gif': gif(1024 * 1024 + 1) }), '--space', space], as());
      expect(res.code).toBe(2);
      expect(res.stderr).toMatch(
        /^docs-cli: the service has no storage uploads \(generateStorageUploadURL answered HTTP 404\)/,
      );
      expect(res.stderr).toMatch(/--files-url/);
      expect(await crCount(space)).toBe(0);
    } finally {
      svc.service.app.handle = handle;
    }
  });

  it('any other refusal of an upload URL (403: GitBook marks the operation user-internal) is reported as it is, naming --files-url', async () => {
    const space = await newSpace('Storage refused');
    const handle = svc.service.app.handle;
    svc.service.app.handle = async (req, opts) =>
      req.url.includes('/storage/upload')
        ? { status: 403, body: { error: { code: 403, message: 'this operation is not available to this token' } } }
        : handle(req, opts);
    try {
      const res = await runCli(['cr', 'push', folder({ 'big.gif': gif(1024 * 1024 + 1) }), '--space', space], as());
      expect(res.code).toBe(4);
      expect(res.stderr.split('\n')[0]).toBe(
        'docs-cli: this operation is not available to this token (.gitbook/assets/big.gif: no upload URL, nothing was opened; --files-url <base> sends such files by URL instead)',
      );
      expect(await crCount(space)).toBe(0);
    } finally {
      svc.service.app.handle = handle;
    }
  });
});
