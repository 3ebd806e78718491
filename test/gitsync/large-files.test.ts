import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { githubRawBase } from '../../src/gitsync/push.js';
import { UnsafePathError, writeStaticSite } from '../../src/site/write.js';
import type { StaticSite } from '../../src/site/site.js';
import { runCli, runJson, tempDir } from '../helpers/cli.js';
import { startListener } from '../helpers/listener.js';
import { startTestService, type TestService } from '../helpers/service.js';

/** Files over the 1 MB a base64 file may have: by URL, or left out on request, never silently. */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());
const as = () => ({ url: svc.url, token: svc.token });

function folder(): string {
  const dir = join(tempDir('docs-cli-large-'), 'docs');
  const files: Record<string, string | Buffer> = {
    'README.md': '# Home\n\n![big](.gitbook/assets/big.gif) ![small](.gitbook/assets/small.png)\n',
    '.gitbook/assets/big.gif': Buffer.alloc(1_200_000, 7),
    '.gitbook/assets/huge.mp4': Buffer.alloc(2_500_000, 8),
    '.gitbook/assets/small.png': Buffer.from('small'),
  };
  for (const [path, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), bytes);
  }
  return dir;
}

describe('large files', () => {
  it('against a service without storage uploads, stops before opening anything, listing every large file and both ways on', async () => {
    const space = (await runJson(['spaces', 'create', '--title', 'Large'], as())).id as string;
    const dir = folder();
    // Files over 1 MB go through generateStorageUploadURL (storage-push.test.ts); this service lacks it.
    const handle = svc.service.app.handle;
    svc.service.app.handle = async (req, opts) =>
      req.url.includes('/storage/upload')
        ? { status: 405, body: { error: { code: 405, message: `method ${req.method} is not allowed` } } }
        : handle(req, opts);
    try {
      const res = await runCli(['cr', 'push', dir, '--space', space], as());
      expect(res.code).toBe(2);
      expect(res.stderr.trim().split('\n')).toEqual([
        'docs-cli: the service has no storage uploads (generateStorageUploadURL answered HTTP 405): 2 files are over the 1.0 MB a file may carry in a change request: .gitbook/assets/big.gif (1.1 MB), .gitbook/assets/huge.mp4 (2.4 MB)',
        "nothing was sent; send them by URL with --files-url <base> (a URL that serves the folder's files, e.g. the repository's raw address at this commit), or push the rest with --skip-large-files",
      ]);
    } finally {
      svc.service.app.handle = handle;
    }
    expect(await runJson<unknown[]>(['cr', 'list', '--space', space, '--status', 'draft'], as())).toEqual([]);
  });

  it('--skip-large-files pushes the rest and lists what it left out', async () => {
    const space = (await runJson(['spaces', 'create', '--title', 'Skip'], as())).id as string;
    const pushed = await runJson(['cr', 'push', folder(), '--space', space, '--skip-large-files'], as());
    expect(pushed.plan).toEqual(['upload  .gitbook/assets/small.png', 'insert  README.md']);
    expect(pushed.notes).toEqual([
      'leave   .gitbook/assets/big.gif (1.1 MB: over 1.0 MB, --skip-large-files)',
      'leave   .gitbook/assets/huge.mp4 (2.4 MB: over 1.0 MB, --skip-large-files)',
    ]);
  });

  it('--files-url sends them by URL (checked first: each URL must serve its file), shown in the plan and the request', async () => {
    const space = (await runJson(['spaces', 'create', '--title', 'Url'], as())).id as string;
    const dir = folder();
    const files = await startListener('127.0.0.1', (req, res) => {
      const path = join(dir, decodeURIComponent(new URL(req.url!, 'http://x').pathname.replace(/^\/repo\//, '')));
      if (!req.url!.startsWith('/repo/') || !existsSync(path)) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-length': statSync(path).size });
      res.end(req.method === 'HEAD' ? undefined : readFileSync(path));
    });
    try {
      const dry = await runCli(
        ['cr', 'push', dir, '--space', space, '--files-url', `${files.url}/repo`, '--dry-run', '--verbose'],
        as(),
      );
      expect(dry.code, dry.stderr).toBe(0);
      expect(dry.stdout).toContain('upload  .gitbook/assets/big.gif (by URL)');
      expect(dry.stdout).toContain(`"url": "${files.url}/repo/.gitbook/assets/big.gif"`);
      expect(dry.stdout).toMatch(/"base64": "<5 bytes, git object [0-9a-f]{40}>"/);
      expect(files.hits.filter((h) => h.startsWith('HEAD ')).sort()).toEqual([
        'HEAD /repo/.gitbook/assets/big.gif',
        'HEAD /repo/.gitbook/assets/huge.mp4',
      ]);
      // A base that does not serve the files: refused before anything is sent, naming them.
      const wrong = await runCli(['cr', 'push', dir, '--space', space, '--files-url', `${files.url}/elsewhere`], as());
      expect(wrong.code).toBe(2);
      expect(wrong.stderr.split('\n')[0]).toBe(
        `docs-cli: 2 files are not served where --files-url says: .gitbook/assets/big.gif: ${files.url}/elsewhere/.gitbook/assets/big.gif answered HTTP 404; .gitbook/assets/huge.mp4: ${files.url}/elsewhere/.gitbook/assets/huge.mp4 answered HTTP 404`,
      );
      expect(await runJson<unknown[]>(['cr', 'list', '--space', space, '--status', 'draft'], as())).toEqual([]);
    } finally {
      await files.close();
    }
    for (const bad of ['not a url', 'ftp://example.org/x'])
      expect((await runCli(['cr', 'push', dir, '--space', space, '--files-url', bad], as())).code).toBe(2);
  });

  it('derives the raw address in GitHub Actions for a public repository only', () => {
    const root = tempDir('docs-cli-gha-');
    const event = join(root, 'event.json');
    const env = (visibility: string) => {
      writeFileSync(event, JSON.stringify({ repository: { private: visibility !== 'public', visibility } }));
      return {
        GITHUB_ACTIONS: 'true',
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: 'acme/docs',
        GITHUB_SHA: 'a'.repeat(40),
        GITHUB_WORKSPACE: root,
        GITHUB_EVENT_PATH: event,
      };
    };
    expect(githubRawBase(env('public'), join(root, 'docs site'))).toBe(
      `https://github.com/acme/docs/raw/${'a'.repeat(40)}/docs%20site/`,
    );
    expect(githubRawBase(env('public'), root)).toBe(`https://github.com/acme/docs/raw/${'a'.repeat(40)}/`);
    expect(githubRawBase(env('private'), root)).toBeUndefined();
    expect(githubRawBase({ ...env('public'), GITHUB_SHA: 'main' }, root)).toBeUndefined();
    expect(githubRawBase({}, root)).toBeUndefined();
  });
});

describe('exports stay in their folder', () => {
  it('refuses a site file whose path leaves the folder, writing nothing', async () => {
    const root = tempDir('docs-cli-export-');
    const site = {
      paths: () => ['index.html', '../escape.html'],
      file: async () => ({ body: '<p>x</p>', contentType: 'text/html' }),
      fileWithinLimits: async () => ({ body: '<p>x</p>', contentType: 'text/html' }),
    } as unknown as StaticSite;
    await expect(writeStaticSite(site, join(root, 'site'))).rejects.toThrow(UnsafePathError);
    expect(readdirSync(root)).toEqual([]);
  });
});
