import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsToBody, fieldsToQuery, keyPath, parseFieldArg } from '../../../src/commands/api/fields.js';
import { resolvePath } from '../../../src/commands/api/request.js';
import { BufferIO } from '../../../src/io.js';
import { runCli, runJson, tempDir, type CliOptions } from '../../helpers/cli.js';
import { startTestService, type TestService } from '../../helpers/service.js';

let svc: TestService;
const methods: string[] = [];
beforeAll(async () => {
  svc = await startTestService();
  const handle = svc.service.app.handle;
  svc.service.app.handle = async (req, opts) => {
    methods.push(req.method);
    return handle(req, opts);
  };
});
afterAll(async () => svc.close());

const as = (role = 'admin', extra: Partial<CliOptions> = {}): CliOptions => ({
  url: svc.url,
  token: svc.tokenFor(role),
  ...extra,
});
/** `docs-cli api request <path>`: the explicit form, the same command `docs-cli api <path>` runs. */
const api = (...args: string[]) => ['api', 'request', ...args];

describe('docs-cli api', () => {
  it('runs as `docs-cli api <path>`', async () => {
    const res = await runCli(['api', '/user'], as());
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout).object).toBe('user');
  });

  it('GETs a path, with or without /v1, and fills {org}', async () => {
    const user = JSON.parse((await runCli(api('/user'), as())).stdout);
    expect(user.object).toBe('user');
    const v1 = JSON.parse((await runCli(api('v1/user'), as())).stdout);
    expect(v1.id).toBe(user.id);
    const spaces = JSON.parse((await runCli(api('/orgs/{org}/spaces'), as())).stdout);
    expect(spaces.items.length).toBeGreaterThan(0);
  });

  it('counts the spaces with --paginate --query length(@)', async () => {
    const all = await runJson<unknown[]>(['spaces', 'list', '--all'], as());
    const res = await runCli(['api', `/orgs/${svc.orgId}/spaces`, '--paginate', '--query', 'length(@)'], as());
    expect(res.code).toBe(0);
    expect(res.stdout.trim()).toBe(String(all.length));
  });

  it('follows next.page, one request a page, into one array or jsonl lines', async () => {
    const all = await runJson<Array<{ id: string }>>(['spaces', 'list', '--all'], as());
    const res = await runCli(api('/orgs/{org}/spaces?limit=1', '--paginate', '--verbose'), as());
    expect(res.code).toBe(0);
    expect((JSON.parse(res.stdout) as Array<{ id: string }>).map((s) => s.id)).toEqual(all.map((s) => s.id));
    const gets = res.stderr.split('\n').filter((l) => l.startsWith('> GET') && l.includes('/spaces'));
    expect(gets.length).toBe(all.length);
    const lines = await runCli(
      api('/orgs/{org}/spaces', '-X', 'GET', '-F', 'limit=2', '--paginate', '-o', 'jsonl'),
      as(),
    );
    expect(
      lines.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).id),
    ).toEqual(all.map((s) => s.id));
  });

  it('refuses --paginate on something that is not a list, or not a GET', async () => {
    expect((await runCli(api('/user', '--paginate'), as())).code).toBe(2);
    expect((await runCli(api('/orgs/{org}/spaces', '-X', 'POST', '--paginate'), as())).code).toBe(2);
  });

  it('puts GET fields in the query string', async () => {
    const res = await runCli(api('/orgs/{org}/spaces', '-X', 'GET', '-F', 'limit=1'), as());
    const page = JSON.parse(res.stdout);
    expect(page.items.length).toBe(1);
    expect(page.next.page).toBeTruthy();
  });

  it('POSTs fields as a JSON body by default, and PATCHes with -X', async () => {
    const before = methods.length;
    const created = JSON.parse((await runCli(api('/orgs/{org}/collections', '-f', 'title=From api'), as())).stdout);
    expect(methods.slice(before)).toContain('POST');
    expect(created).toMatchObject({ object: 'collection', title: 'From api' });
    const patched = await runCli(api('-X', 'patch', `/collections/${created.id}`, '-f', 'title=Renamed'), as());
    expect(patched.code).toBe(0);
    expect(JSON.parse(patched.stdout).title).toBe('Renamed');
  });

  it('reads a raw JSON body from --input - and from a file', async () => {
    const fromStdin = await runCli(
      api('/orgs/{org}/collections', '--input', '-'),
      as('admin', { stdin: '{"title":"Piped"}' }),
    );
    expect(fromStdin.code).toBe(0);
    expect(JSON.parse(fromStdin.stdout).title).toBe('Piped');
    const file = join(tempDir(), 'body.json');
    writeFileSync(file, JSON.stringify({ title: 'From file' }));
    const fromFile = await runCli(api('/orgs/{org}/collections', '--input', file), as());
    expect(JSON.parse(fromFile.stdout).title).toBe('From file');
    const broken = await runCli(api('/orgs/{org}/collections', '--input', '-'), as('admin', { stdin: '{nope' }));
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('not valid JSON');
  });

  it('-i prints status and headers, also for a non-2xx answer, and the exit code follows the contract', async () => {
    const ok = await runCli(api('/user', '-i'), as());
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^HTTP 200 OK\n/);
    expect(ok.stdout).toMatch(/content-type: application\/json/i);
    const missing = await runCli(api('/spaces/nope', '-i'), as());
    expect(missing.code).toBe(3);
    expect(missing.stdout).toMatch(/^HTTP 404 Not Found\n/);
    expect(missing.stdout).toContain('"error"');
    expect(missing.stderr).toMatch(/^docs-cli: /);
  });

  it('maps errors like every other command, with nothing on stdout', async () => {
    const missing = await runCli(api('/spaces/nope'), as());
    expect(missing).toMatchObject({ code: 3, stdout: '' });
    expect(missing.stderr.split('\n')[0]).toMatch(/^docs-cli: /);
    expect((await runCli(api('/user'), { url: svc.url, token: 'bad' })).code).toBe(4);
    expect((await runCli(api('/user'), { url: svc.url })).code).toBe(4);
    expect((await runCli(api('/user', '-X', 'TRACE'), as())).code).toBe(2);
    expect((await runCli(api('http://elsewhere/v1/user'), as())).code).toBe(2);
  });

  it('prints a mutation with --dry-run and sends nothing; the token never shows', async () => {
    const token = svc.tokenFor('admin');
    const before = methods.length;
    const res = await runCli(api('-X', 'DELETE', '/spaces/some-space', '--dry-run', '--verbose'), as());
    expect(res.code).toBe(0);
    expect(res.stdout).toBe(`DELETE ${svc.url}/v1/spaces/some-space\n`);
    expect(res.stdout + res.stderr).not.toContain(token);
    const post = await runCli(api('/orgs/{org}/collections', '-F', 'title=Dry', '--dry-run'), as());
    expect(post.stdout).toContain(`POST ${svc.url}/v1/orgs/${svc.orgId}/collections`);
    expect(post.stdout).toContain('"title": "Dry"');
    expect(methods.slice(before).filter((m) => m !== 'GET')).toEqual([]);
  });

  it('applies --query, and rejects a bad expression before any request', async () => {
    const res = await runCli(api('/orgs/{org}/spaces', '--query', 'items[0].object'), as());
    expect(res.stdout.trim()).toBe('"space"');
    const before = methods.length;
    const bad = await runCli(api('/orgs/{org}/spaces', '--query', '[?'), as());
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('invalid --query expression');
    expect(methods.length).toBe(before);
  });

  it('sends extra headers with -H and reports a malformed one', async () => {
    const res = await runCli(api('/user', '-H', 'X-Trace: abc', '--verbose'), as());
    expect(res.stderr).toContain('> x-trace: abc');
    expect((await runCli(api('/user', '-H', 'nocolon'), as())).code).toBe(2);
  });

  it('prints nothing with --silent, and only the head for HEAD', async () => {
    expect((await runCli(api('/user', '--silent'), as())).stdout).toBe('');
  });
});

describe('api fields', () => {
  const env = {
    io: new BufferIO({ stdin: 'from stdin' }),
    replacePlaceholders: async (s: string) => s.replaceAll('{org}', 'o1'),
  };

  it('types -F values and keeps -f values as strings', async () => {
    const file = join(tempDir(), 'v.txt');
    writeFileSync(file, 'file body');
    const fields = [
      parseFieldArg('n=12', true),
      parseFieldArg('f=1.5', true),
      parseFieldArg('t=true', true),
      parseFieldArg('z=null', true),
      parseFieldArg('s=12', false),
      parseFieldArg(`c=@${file}`, true),
      parseFieldArg('i=@-', true),
      parseFieldArg('o={org}', true),
      parseFieldArg('e=a=b', false),
    ];
    expect(await fieldsToBody(fields, env)).toEqual({
      n: 12,
      f: 1.5,
      t: true,
      z: null,
      s: '12',
      c: 'file body',
      i: 'from stdin',
      o: 'o1',
      e: 'a=b',
    });
  });

  it('nests a[b]= and appends a[]=', async () => {
    const fields = ['user[name]=Ann', 'user[tags][]=x', 'user[tags][]=y', 'ids[]=1'].map((f) => parseFieldArg(f, true));
    expect(await fieldsToBody(fields, env)).toEqual({ user: { name: 'Ann', tags: ['x', 'y'] }, ids: [1] });
    await expect(
      fieldsToBody(
        ['a=1', 'a[b]=2'].map((f) => parseFieldArg(f, true)),
        env,
      ),
    ).rejects.toThrow(/conflicts/);
    expect(() => keyPath('a]b')).toThrow();
    expect(() => parseFieldArg('novalue', false)).toThrow(/key=value/);
  });

  it('repeats array keys in a query string', async () => {
    expect(
      await fieldsToQuery(
        ['a[]=1', 'a[]=2', 'b=x'].map((f) => parseFieldArg(f, false)),
        env,
      ),
    ).toEqual({ a: ['1', '2'], b: ['x'] });
  });

  it('normalizes paths', async () => {
    const fill = async (s: string) => s.replaceAll('{org}', 'o1');
    expect(await resolvePath('/v1/orgs/{org}/spaces?limit=5&x=1', fill)).toEqual({
      path: '/orgs/o1/spaces',
      query: { limit: ['5'], x: ['1'] },
    });
    expect(await resolvePath('user', fill)).toEqual({ path: '/user', query: {} });
    expect(await resolvePath('/v1', fill)).toEqual({ path: '/', query: {} });
  });
});
