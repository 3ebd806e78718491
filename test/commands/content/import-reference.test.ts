/**
 * Jobs whose operation the two references do differently, against test services of each one:
 * a folder named by a `file:` URL (the seed's importContent reads it on the service's disk;
 * against 0.202.0, which has no such operation, the CLI zips it and imports it by an import run,
 * remembered per profile), a bad `--page` cursor of a link listing the CLI computes, and `cr push`
 * to a service of the seed's reference, which cannot take local content.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runJson, tempDir } from '../../helpers/cli.js';
import { recordRequests, type SentRequest, startTestService, type TestService } from '../../helpers/service.js';
import { writeTree } from '../../fixtures/content/http.js';

let current: TestService;
let seed: TestService;
const sent = new Map<TestService, SentRequest[]>();
let folder: string;

beforeAll(async () => {
  folder = writeTree(join(tempDir('docs-cli-import-ref-'), 'handbook'), {
    'README.md': '# Handbook\n\nSee [the guide](guide.md) and [a page that is gone](gone.md).\n',
    'guide.md': '# Guide\n\nBack [home](README.md).\n',
  });
  current = await startTestService({ reference: 'current' });
  seed = await startTestService({ reference: 'seed', importRoot: join(folder, '..') });
  for (const svc of [current, seed]) {
    sent.set(svc, []);
    recordRequests(svc, sent.get(svc)!);
  }
});
afterAll(async () => {
  await current?.close();
  await seed?.close();
});

const as = (svc: TestService, configDir?: string) => ({ url: svc.url, token: svc.token, configDir });
const newSpace = async (svc: TestService, title: string) =>
  (await runJson(['spaces', 'create', '--title', title], as(svc))).id as string;
const count = (svc: TestService) => sent.get(svc)!.length;
/** The API requests `svc` handled since `from`, ids as {}. */
const paths = (svc: TestService, from: number) =>
  sent
    .get(svc)!
    .slice(from)
    .filter((r) => r.url.startsWith('/v1/'))
    .map((r) => `${r.method} ${r.url.split('?')[0]!.replace(/\/[A-Za-z0-9]{20}(?=\/|$)/g, '/{}')}`);

describe('a folder named by a file: URL', () => {
  it('imports by an import run where the service has no importContent, and the profile remembers it', async () => {
    const config = tempDir('docs-cli-import-ref-config-');
    const space = await newSpace(current, 'By run');
    const n = count(current);
    const result = await runJson(['spaces', 'import', space, pathToFileURL(folder).href], as(current, config));
    expect(result).toMatchObject({ run: expect.any(String), importedResources: 2 });
    const pages = await runJson<Array<{ title: string }>>(['spaces', 'content', 'pages', space], as(current));
    expect(pages.map((p) => p.title)).toEqual(['Handbook', 'Guide']);
    const first = paths(current, n);
    expect(first.filter((p) => p.endsWith('/content/import'))).toEqual(['POST /v1/spaces/{}/content/import']);
    expect(first).toContain('POST /v1/org/{}/imports');
    // Learnt once: the next import with the same profile does not ask for importContent again.
    const m = count(current);
    await runJson(['spaces', 'import', space, pathToFileURL(folder).href], as(current, config));
    expect(paths(current, m).filter((p) => p.endsWith('/content/import'))).toEqual([]);
    const broken = await runJson<Array<{ targetReference: { url: string } }>>(
      ['spaces', 'links', space, '--status', 'broken'],
      as(current),
    );
    expect(broken.map((l) => l.targetReference.url)).toEqual(['gone.md']);
  });

  it("is read by the seed's importContent on a service that has it, with no import run", async () => {
    const space = await newSpace(seed, 'By importContent');
    const n = count(seed);
    const result = await runJson(['spaces', 'import', space, pathToFileURL(folder).href], as(seed));
    expect(result.run).toBeUndefined();
    expect(result.importedResources).toBe(2);
    expect(paths(seed, n).filter((p) => p.includes('/imports'))).toEqual([]);
  });

  it('that this machine does not have either is a usage error saying what the service lacks', async () => {
    const space = await newSpace(current, 'Nothing here');
    const res = await runCli(['spaces', 'import', space, 'file:///nonexistent/docs-cli/folder'], as(current));
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(
      /^docs-cli: file:\/\/\/nonexistent\/docs-cli\/folder: the service has no import that reads a file: URL/,
    );
    // An unknown space is still the answer it was (not found), whatever the path.
    const missing = await runCli(['spaces', 'import', 'nosuchspace0000000000', 'file:///nonexistent'], as(current));
    expect(missing.code).toBe(3);
  });
});

describe('link listings computed by the CLI', () => {
  it('refuse a page cursor they did not give, as the service refuses one', async () => {
    const space = await newSpace(current, 'Cursor');
    await runJson(['spaces', 'import', space, pathToFileURL(folder).href], as(current));
    const res = await runCli(['spaces', 'links', space, '--page', 'not-a-cursor'], as(current));
    expect(res.code).toBe(2);
    expect(res.stderr).toBe('docs-cli: --page: not a valid page cursor (pass the value of next.page)\n');
    const first = await runJson<unknown[]>(['spaces', 'links', space, '--limit', '1'], as(current));
    expect(first).toHaveLength(1);
  });
});

describe('cr push to a service of the seed reference', () => {
  it('fails with exit 1, naming the operation it lacks, and leaves no change request open', async () => {
    const dir = join(tempDir('docs-cli-seed-push-'), 'docs');
    mkdirSync(dir);
    writeFileSync(join(dir, 'README.md'), '# Hello\n\nFrom a folder.\n');
    const space = await newSpace(seed, 'Seed push');
    const res = await runCli(['cr', 'push', dir, '--space', space], as(seed));
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(
      /^docs-cli: the service has no updateChangeRequestContent \(it answered HTTP 405\), .*reference 0\.202\.0.*archived now\)\n/,
    );
    expect(res.stderr).toContain('docs-cli cr import');
    const open = await runJson<unknown[]>(['cr', 'list', '--space', space, '--status', 'open'], as(seed));
    expect(open).toEqual([]);
  });
});
