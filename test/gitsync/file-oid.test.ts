import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, PNG } from '../fixtures/content/http.js';
import { runCli, tempDir } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';

/** Files carry git's object id (`git.oid`), so a push compares them without downloading them. */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());

describe('file object ids', () => {
  it("serves git's blob id for every file, and a second push of unchanged files downloads none of them", async () => {
    const space = (await call(svc, 'POST', `/v1/orgs/${svc.orgId}/spaces`, { title: 'Oids' })).body.id as string;
    const dir = tempDir('docs-cli-oid-');
    mkdirSync(join(dir, '.gitbook', 'assets'), { recursive: true });
    mkdirSync(join(dir, 'img'), { recursive: true });
    writeFileSync(join(dir, 'README.md'), '# Home\n\n![a](.gitbook/assets/a.png)\n\n![b](img/b.png)\n');
    writeFileSync(join(dir, '.gitbook', 'assets', 'a.png'), PNG);
    const other = Buffer.concat([PNG, Buffer.from('b')]);
    writeFileSync(join(dir, 'img', 'b.png'), other);
    const as = { url: svc.url, token: svc.token };
    const pushed = await runCli(['cr', 'push', dir, '--space', space, '-o', 'json'], as);
    expect(pushed.code, pushed.stderr).toBe(0);
    const cr = JSON.parse(pushed.stdout).changeRequest as number;

    const files = (await call(svc, 'GET', `/v1/spaces/${space}/change-requests/${cr}/content`)).body.files as Array<{
      git: { oid: string; path: string };
    }>;
    const hashObject = (path: string) => execFileSync('git', ['hash-object', path], { encoding: 'utf8' }).trim();
    expect(Object.fromEntries(files.map((f) => [f.git.path, f.git.oid]))).toEqual({
      '.gitbook/assets/a.png': hashObject(join(dir, '.gitbook', 'assets', 'a.png')),
      'img/b.png': hashObject(join(dir, 'img', 'b.png')),
    });

    const downloads: string[] = [];
    const count = (req: { url?: string }) => req.url?.includes('/downloads/') && downloads.push(req.url);
    svc.server.on('request', count);
    try {
      const again = JSON.parse(
        (await runCli(['cr', 'push', dir, '--space', space, '--to', String(cr), '-o', 'json'], as)).stdout,
      );
      expect(again).toMatchObject({ plan: [], changes: 0 });
      expect(downloads).toEqual([]);
      // Same size, other bytes: the ids differ, so the push looks at the bytes and uploads.
      const edited = Buffer.from(other);
      edited[edited.length - 1] = 'c'.charCodeAt(0);
      writeFileSync(join(dir, 'img', 'b.png'), edited);
      const changed = JSON.parse(
        (await runCli(['cr', 'push', dir, '--space', space, '--to', String(cr), '-o', 'json'], as)).stdout,
      );
      expect(changed.plan).toEqual(['upload  img/b.png']);
      expect(downloads).toHaveLength(1);
      // A file the service holds at that path is pushed when it changes, even once no page links it.
      writeFileSync(join(dir, 'README.md'), '# Home\n\n![a](.gitbook/assets/a.png)\n');
      writeFileSync(join(dir, 'img', 'b.png'), other);
      const unlinked = JSON.parse(
        (await runCli(['cr', 'push', dir, '--space', space, '--to', String(cr), '-o', 'json'], as)).stdout,
      );
      expect(unlinked.plan).toEqual(['upload  img/b.png', 'update  README.md']);
      expect(unlinked.notes).toEqual([]);
    } finally {
      svc.server.off('request', count);
    }
  });

  it('a pull into a folder that holds the files already downloads only the ones that differ', async () => {
    const space = (await call(svc, 'POST', `/v1/orgs/${svc.orgId}/spaces`, { title: 'Pull oids' })).body.id as string;
    const src = tempDir('docs-cli-oid-src-');
    mkdirSync(join(src, '.gitbook', 'assets'), { recursive: true });
    writeFileSync(join(src, 'README.md'), '# Home\n\n![a](.gitbook/assets/a.png)\n![b](.gitbook/assets/b.png)\n');
    writeFileSync(join(src, '.gitbook', 'assets', 'a.png'), PNG);
    writeFileSync(join(src, '.gitbook', 'assets', 'b.png'), Buffer.concat([PNG, Buffer.from('b')]));
    const as = { url: svc.url, token: svc.token };
    const cr = JSON.parse((await runCli(['cr', 'push', src, '--space', space, '-o', 'json'], as)).stdout)
      .changeRequest as number;
    const dir = tempDir('docs-cli-oid-pull-');
    expect((await runCli(['cr', 'pull', String(cr), '--space', space, dir], as)).code).toBe(0);

    const downloads: string[] = [];
    const count = (req: { url?: string }) => req.url?.includes('/downloads/') && downloads.push(req.url);
    svc.server.on('request', count);
    try {
      const again = await runCli(['cr', 'pull', String(cr), '--space', space, dir], as);
      expect([again.code, again.stdout]).toEqual([0, '']);
      expect(downloads).toEqual([]);
      writeFileSync(join(dir, '.gitbook', 'assets', 'b.png'), 'scribbled');
      const repaired = await runCli(['cr', 'pull', String(cr), '--space', space, dir], as);
      expect(repaired.stdout).toBe('M .gitbook/assets/b.png\n');
      expect(downloads).toHaveLength(1);
    } finally {
      svc.server.off('request', count);
    }
  });
});
