import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import type { ManualClock } from '../../../src/server/clock.js';
import { upsertSpecSource } from '../../../src/server/store/extensions/openapi.js';
import { runCli, runJson, tempDir } from '../../helpers/cli.js';
import { ALLOW_LOOPBACK, startTestService, type TestService } from '../../helpers/service.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'openapi');
const fixture = (name: string) => join(FIXTURES, name);

let svc: TestService;
let importRoot: string;
beforeAll(async () => {
  importRoot = tempDir('docs-cli-openapi-root-');
  svc = await startTestService({ importRoot, fetch: ALLOW_LOOPBACK });
});
afterAll(async () => svc.close());

const as = (role = 'admin') => ({ url: svc.url, token: svc.tokenFor(role) });

async function http(method: string, path: string, body?: unknown, role = 'admin') {
  const res = await fetch(`${svc.url}/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${svc.tokenFor(role)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

const specs = () => `/orgs/${svc.orgId}/openapi`;

async function waitComplete(slug: string) {
  for (let i = 0; i < 200; i++) {
    const res = await http('GET', `${specs()}/${slug}`);
    if (res.body.processingState === 'complete') return res.body;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${slug} never completed`);
}

describe('openapi publish', () => {
  it('publishes a local YAML file as a complete spec with one version, then a change as a second, newer version', async () => {
    const dir = tempDir();
    const file = join(dir, 'todo.yaml');
    copyFileSync(fixture('todo-v1.yaml'), file);

    const first = await runJson(['openapi', 'publish', 'todo', file], as());
    expect(first.object).toBe('openapi-spec-version');
    const spec = await runJson(['openapi', 'get', 'todo'], as());
    expect(spec).toMatchObject({ slug: 'todo', processingState: 'complete', lastVersion: first.id });
    expect(spec.lastProcessErrorCode).toBeUndefined();
    expect(await runJson(['openapi', 'versions', 'list', 'todo'], as())).toHaveLength(1);

    copyFileSync(fixture('todo-v2.yaml'), file);
    const second = await runJson(['openapi', 'publish', 'todo', file], as());
    expect(second.id).not.toBe(first.id);
    const versions = await runJson<Array<{ id: string }>>(['openapi', 'versions', 'list', 'todo'], as());
    expect(versions.map((v) => v.id)).toEqual([second.id, first.id]);
    const latest = await runJson(['openapi', 'versions', 'latest', 'todo'], as());
    expect(latest.id).toBe(second.id);
    const content = await runJson(['openapi', 'versions', 'content', 'todo'], as());
    const [doc] = Object.values(content.filesystem) as Array<{
      info: { version: string };
      paths: Record<string, unknown>;
    }>;
    expect(doc!.info.version).toBe('2.0.0');
    expect(Object.keys(doc!.paths)).toContain('/todos/{todoId}');
    const old = await runJson(['openapi', 'versions', 'content', 'todo', first.id], as());
    expect((Object.values(old.filesystem)[0] as { info: { version: string } }).info.version).toBe('1.0.0');
  });

  it('exits 2 on a broken document with PARSE_ERROR and keeps the last good version as latest', async () => {
    const good = await runJson(['openapi', 'publish', 'orders', fixture('todo-v1.yaml')], as());
    const res = await runCli(['openapi', 'publish', 'orders', fixture('broken.yaml')], as());
    expect(res.code).toBe(2);
    expect(res.stdout).toBe('');
    expect(res.stderr).toMatch(
      /^docs-cli: orders: the document is not a valid OpenAPI document: .*Missing \$ref pointer/m,
    );
    const spec = await runJson(['openapi', 'get', 'orders'], as());
    expect(spec.processingState).toBe('complete');
    expect(spec.lastProcessErrorCode).toBe('PARSE_ERROR');
    expect(spec.lastProcessErrorMessage).toContain('#/components/schemas/Missing');
    expect(spec.lastVersion).toBe(good.id);
    expect((await runJson(['openapi', 'versions', 'latest', 'orders'], as())).id).toBe(good.id);
    expect(await runJson(['openapi', 'versions', 'list', 'orders'], as())).toHaveLength(1);

    const yaml = await runCli(['openapi', 'publish', 'orders', fixture('not-yaml.yaml')], as());
    expect(yaml.code).toBe(2);
    expect(yaml.stderr).toContain('invalid YAML');
    const notOpenApi = join(tempDir(), 'x.json');
    writeFileSync(notOpenApi, JSON.stringify({ hello: 'world' }));
    const other = await runCli(['openapi', 'publish', 'orders', notOpenApi], as());
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('not an OpenAPI 3.x or Swagger 2.0 document');

    // A later good document clears the error.
    await runJson(['openapi', 'publish', 'orders', fixture('todo-v2.yaml')], as());
    const fixed = await runJson(['openapi', 'get', 'orders'], as());
    expect(fixed.lastProcessErrorCode).toBeUndefined();
    expect(await runJson(['openapi', 'versions', 'list', 'orders'], as())).toHaveLength(2);
  });

  it('shows processing progress on stderr on a terminal, and only the result on stdout', async () => {
    const tty = await runCli(['openapi', 'publish', 'progress', fixture('todo-v1.yaml')], { ...as(), tty: true });
    expect(tty.code).toBe(0);
    expect(tty.stderr).toContain('progress: accepted, pending…');
    expect(tty.stderr).toMatch(/progress: complete\npublished progress: version \w+/);
    expect(tty.stdout).not.toContain('pending');
    const piped = await runCli(['openapi', 'publish', 'progress', fixture('todo-v2.yaml')], as());
    expect(piped.stderr).toBe('');
    expect(piped.stdout.split('\t')[0]).toMatch(/^\w{20}$/);
  });

  it('accepts Swagger 2.0 JSON', async () => {
    const version = await runJson(['openapi', 'publish', 'legacy', fixture('swagger2.json')], as());
    const content = await runJson(['openapi', 'versions', 'content', 'legacy', version.id], as());
    expect(Object.keys(content.filesystem)).toEqual(['openapi.json']);
    expect((Object.values(content.filesystem)[0] as { swagger: string }).swagger).toBe('2.0');
  });

  it('serves each version at its url, without a token, and fetches http sources', async () => {
    const version = await runJson(['openapi', 'versions', 'latest', 'petstore'], as());
    const doc = await fetch(version.url);
    expect(doc.status).toBe(200);
    expect(doc.headers.get('content-type')).toContain('yaml');
    const parsed = YAML.parse(await doc.text());
    expect(parsed.info.title).toBe('Swagger Petstore');

    const copied = await runJson(['openapi', 'publish', 'petstore-copy', version.url], as());
    const spec = await runJson(['openapi', 'get', 'petstore-copy'], as());
    expect(spec.sourceURL).toBe(version.url);
    expect(spec.lastVersion).toBe(copied.id);
    expect(new URL(copied.url).pathname).not.toBe(new URL(version.url).pathname);
  });

  it('exits 1 when the URL cannot be fetched', async () => {
    const res = await runCli(['openapi', 'publish', 'unreachable', `${svc.url}/nothing-here.yaml`], as());
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('could not be fetched');
    const spec = await runJson(['openapi', 'get', 'unreachable'], as());
    expect(spec).toMatchObject({ processingState: 'complete', lastProcessErrorCode: 'FETCH_ERROR' });
    expect(spec.lastVersion).toBeUndefined();
    expect((await runCli(['openapi', 'versions', 'latest', 'unreachable'], as())).code).toBe(3);
  });

  it('reads file: URLs only inside the import root', async () => {
    const inside = join(importRoot, 'api.yaml');
    copyFileSync(fixture('todo-v1.yaml'), inside);
    const version = await runJson(['openapi', 'publish', 'from-file', pathToFileURL(inside).href], as());
    expect(version.object).toBe('openapi-spec-version');
    const outside = await runCli(
      ['openapi', 'publish', 'from-file', pathToFileURL(fixture('todo-v2.yaml')).href],
      as(),
    );
    expect(outside.code).toBe(2);
    expect(outside.stderr).toContain('outside the folder');
  });

  it('shows the pending answer with --no-wait and refuses bad input before sending', async () => {
    const accepted = await runJson(['openapi', 'publish', 'later', fixture('todo-v1.yaml'), '--no-wait'], as());
    expect(accepted.processingState).toBe('pending');
    await waitComplete('later');

    const badSlug = await runCli(['openapi', 'publish', 'Bad_Slug', fixture('todo-v1.yaml'), '--verbose'], as());
    expect(badSlug.code).toBe(2);
    expect(badSlug.stderr).toContain('<slug>: must be lowercase letters and digits');
    expect(badSlug.stderr).not.toContain('> PUT');
    const missing = await runCli(['openapi', 'publish', 'x', '/no/such/file.yaml'], as());
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file');
  });

  it('prints the request with --dry-run and sends nothing', async () => {
    const res = await runCli(['openapi', 'publish', 'dry', fixture('todo-v1.yaml'), '--dry-run'], as());
    expect(res.code).toBe(0);
    expect(res.stdout).toContain(`PUT ${svc.url}/v1/orgs/${svc.orgId}/openapi/dry`);
    expect((await runCli(['openapi', 'get', 'dry'], as())).code).toBe(3);
  });
});

describe('openapi create, list, get, delete', () => {
  it('creates with POST, refuses a duplicate slug with 409, lists and deletes with 205', async () => {
    const created = await runJson(['openapi', 'create', 'billing', fixture('todo-v1.yaml')], as());
    expect(created.object).toBe('openapi-spec-version');
    const dup = await runCli(['openapi', 'create', 'billing', fixture('todo-v1.yaml')], as());
    expect(dup.code).toBe(5);
    expect(dup.stderr).toContain('already exists');

    const raw = await http('POST', specs(), { slug: 'billing', source: { text: 'openapi: 3.0.0' } });
    expect(raw.status).toBe(409);
    const ids = await runCli(['openapi', 'list', '-o', 'ids', '--all'], as());
    expect(ids.stdout.split('\n')).toEqual(expect.arrayContaining(['petstore', 'billing']));

    const del = await http('DELETE', `${specs()}/billing`);
    expect(del.status).toBe(205);
    expect((await http('GET', `${specs()}/billing`)).status).toBe(404);
    expect((await http('DELETE', `${specs()}/billing`)).status).toBe(404);
    expect((await runCli(['openapi', 'delete', 'petstore-copy'], as())).code).toBe(2);
    expect((await runCli(['openapi', 'delete', 'petstore-copy', '--yes'], as())).code).toBe(0);
    expect((await runCli(['openapi', 'get', 'petstore-copy'], as())).code).toBe(3);
  });

  it('validates bodies and slugs', async () => {
    expect((await http('POST', specs(), { slug: 'ok', source: {} })).body.error.message).toBe(
      'source: must have exactly one of url or text',
    );
    expect((await http('POST', specs(), { slug: 'ok', source: { url: 'x', text: 'y' } })).status).toBe(400);
    expect((await http('POST', specs(), { slug: 'Not Ok', source: { text: 'y' } })).body.error.message).toMatch(
      /^slug: /,
    );
    expect((await http('POST', specs(), { source: { text: 'y' } })).body.error.message).toBe('slug: is required');
    expect((await http('PUT', `${specs()}/a--b`, { source: { text: 'y' } })).status).toBe(400);
    expect((await http('PUT', `${specs()}/ok`, { source: { url: 'ftp://example.com/x' } })).body.error.message).toBe(
      'source.url: must be an http(s) or file: URL',
    );
    expect(
      (await http('PUT', `${specs()}/ok`, { source: { url: `https://example.com/${'x'.repeat(2048)}` } })).body.error
        .message,
    ).toBe('source.url: must be at most 2048 characters');
  });

  it('lets readers look and only creators change', async () => {
    expect((await http('GET', `${specs()}/petstore`, undefined, 'read')).status).toBe(200);
    expect((await http('PUT', `${specs()}/petstore`, { source: { text: 'x' } }, 'edit')).status).toBe(403);
    expect((await http('DELETE', `${specs()}/petstore`, undefined, 'edit')).status).toBe(403);
    expect((await http('GET', `${specs()}`, undefined, 'guest')).status).toBe(403);
    const res = await runCli(['openapi', 'publish', 'petstore', fixture('todo-v1.yaml')], as('read'));
    expect(res.code).toBe(4);
  });

  it('answers 404 for unknown versions', async () => {
    expect((await runCli(['openapi', 'versions', 'get', 'petstore', 'nope'], as())).code).toBe(3);
    expect((await http('GET', `${specs()}/petstore/versions/nope/content`)).status).toBe(404);
    expect((await http('GET', `/openapi/documents/not-a-key`)).status).toBe(404);
  });

  it('keeps the original text of the document for its url', async () => {
    const dir = tempDir();
    const file = join(dir, 'spec.yaml');
    const text = `${readFileSync(fixture('todo-v1.yaml'), 'utf8')}# a comment that parsing would drop\n`;
    writeFileSync(file, text);
    const version = await runJson(['openapi', 'publish', 'commented', file], as());
    expect(await (await fetch(version.url)).text()).toBe(text);
  });
});

describe('openapi processing left behind by another process', () => {
  it('is taken over by a reader once its lease has run out', async () => {
    // As if a CLI on the same store accepted the document and exited before processing it.
    const text = readFileSync(fixture('todo-v1.yaml'), 'utf8');
    svc.service.db.tx(() => upsertSpecSource(svc.service.db, svc.orgId, 'orphan', { text }, svc.clock.now()));
    expect((await runJson(['openapi', 'get', 'orphan'], as())).processingState).toBe('pending');
    (svc.clock as ManualClock).advance(31_000);
    const spec = await runJson(['openapi', 'get', 'orphan'], as());
    expect(spec.processingState).toBe('complete');
    expect(spec.lastVersion).toBeDefined();
  });
});
