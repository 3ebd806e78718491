import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { issueToken } from '../../../src/server/auth/tokens.js';
import { addMember, createOrganization } from '../../../src/server/store/organizations.js';
import { createUser } from '../../../src/server/store/users.js';
import { runCli, runJson, tempDir } from '../../helpers/cli.js';
import { startTestService, type TestService } from '../../helpers/service.js';

const FIXTURE = join(import.meta.dirname, '..', '..', 'fixtures', 'integrations', 'analytics');

let svc: TestService;
/** A user of another organization, who is not a member of the demo organization. */
let outsider: { token: string; orgId: string };
beforeAll(async () => {
  svc = await startTestService();
  const db = svc.service.db;
  const user = createUser(db, { displayName: 'Otto Outsider', email: 'otto@elsewhere.test' }, new Date());
  const org = createOrganization(db, { title: 'Elsewhere' }, new Date());
  addMember(db, org.id, user.id, 'admin', new Date());
  outsider = { token: issueToken(db, user.id, 'test', new Date()).token, orgId: org.id };
});
afterAll(async () => svc.close());

const as = (role = 'admin') => ({ url: svc.url, token: svc.tokenFor(role), env: { ACME_API_KEY: 'test-key' } });

async function http(method: string, path: string, body?: unknown, token = svc.token) {
  const res = await fetch(`${svc.url}/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** A copy of the fixture manifest with some fields changed, in its own folder (paths stay relative). */
function manifest(changes: Record<string, unknown>, remove: string[] = []): string {
  const dir = tempDir();
  cpSync(FIXTURE, dir, { recursive: true });
  const doc = { ...YAML.parse(readFileSync(join(FIXTURE, 'manifest.yaml'), 'utf8')), ...changes };
  for (const key of remove) delete doc[key];
  const file = join(dir, 'manifest.yaml');
  writeFileSync(file, YAML.stringify(doc));
  return file;
}

const body = (over: Record<string, unknown> = {}) => ({
  title: 'Some Integration',
  description: 'Does things.',
  script: 'export default {}',
  organization: svc.orgId,
  scopes: [],
  ...over,
});

describe('integrations publish', () => {
  it('publishes from a manifest, and each publish raises the version', async () => {
    const first = await runJson(['integrations', 'publish', '--file', join(FIXTURE, 'manifest.yaml')], as());
    expect(first).toMatchObject({
      object: 'integration',
      name: 'acme-analytics',
      version: 1,
      title: 'Acme Analytics',
      target: 'site',
      visibility: 'public',
      categories: ['analytics'],
      scopes: ['site:views:read', 'site:script:inject'],
      externalLinks: [{ url: 'https://acme.example.com/docs', label: 'Documentation' }],
      owner: { id: svc.orgId },
      permissions: { admin: true },
    });
    expect(first.configurations.account.required).toEqual(['project']);
    expect(first.previewImages).toHaveLength(1);
    const icon = await fetch(first.urls.icon);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await icon.arrayBuffer())).toEqual(readFileSync(join(FIXTURE, 'icon.png')));

    const second = await runJson(['integrations', 'publish', '-f', manifest({ title: 'Acme Analytics 2' })], as());
    expect(second.version).toBe(2);
    expect(second.title).toBe('Acme Analytics 2');
    expect((await runJson(['integrations', 'get', 'acme-analytics'], as())).version).toBe(2);
  });

  it('checks the manifest before sending anything', async () => {
    const cases: Array<[Record<string, unknown>, string[], string]> = [
      [{ title: 'A' }, [], 'title: must be at least 2 characters'],
      [{ title: 'x'.repeat(31) }, [], 'title: must be at most 30 characters'],
      [{ description: 'x'.repeat(101) }, [], 'description: must be at most 100 characters'],
      [{ summary: 'x'.repeat(2049) }, [], 'summary: must be at most 2048 characters'],
      [
        { previewImages: ['./preview.png', './preview.png', './preview.png', './preview.png'] },
        [],
        'previewImages: must have at most 3 items',
      ],
      [{}, ['script'], 'script: is required'],
      [{ script: './missing.js' }, [], 'script: cannot read ./missing.js'],
      [{ scopes: ['space:everything'] }, [], 'scopes: "space:everything" is not one of'],
      [{ target: 'planet' }, [], 'target: must be one of all, site, space, organization'],
      [{ name: 'bad name' }, [], 'name: must be letters, digits'],
      [{ colour: 'red' }, [], 'colour: unknown field'],
      [
        { secrets: { API_KEY: '${{ env.NOT_SET_ANYWHERE }}' } },
        [],
        'secrets.API_KEY: environment variable NOT_SET_ANYWHERE is not set',
      ],
    ];
    for (const [changes, remove, expected] of cases) {
      const res = await runCli(['integrations', 'publish', '--file', manifest(changes, remove), '--verbose'], as());
      expect(res.code, expected).toBe(2);
      expect(res.stderr).toContain(expected);
      expect(res.stderr).not.toContain('> POST');
    }
  });

  it('validates the publish body on the service too', async () => {
    const post = (over: Record<string, unknown>, name = 'checked') => http('POST', `/integrations/${name}`, body(over));
    expect((await post({ title: 'x' })).body.error.message).toBe('title: must be at least 2 characters');
    expect((await post({ title: 'x'.repeat(31) })).body.error.message).toBe('title: must be at most 30 characters');
    expect((await post({ description: 'x'.repeat(101) })).body.error.message).toBe(
      'description: must be at most 100 characters',
    );
    expect((await post({ summary: 'x'.repeat(2049) })).body.error.message).toBe(
      'summary: must be at most 2048 characters',
    );
    expect((await post({ previewImages: ['aGk=', 'aGk=', 'aGk=', 'aGk='] })).body.error.message).toBe(
      'previewImages: must have at most 3 items',
    );
    expect((await post({ previewImages: ['not base64!'] })).body.error.message).toBe(
      'previewImages[0]: must be base64 content',
    );
    expect((await post({ script: undefined })).body.error.message).toBe('script: is required');
    expect((await post({ organization: undefined })).body.error.message).toBe('organization: is required');
    expect((await post({ scopes: ['nope'] })).status).toBe(400);
    expect((await post({ categories: ['analytics', 'analytics'] })).body.error.message).toBe(
      'categories: "analytics" appears more than once',
    );
    expect((await post({ externalLinks: Array(6).fill({ url: 'https://x.test', label: 'x' }) })).status).toBe(400);
    expect(
      (await post({ configurations: { space: { properties: { n: { type: 'number', default: 'one' } } } } })).body.error
        .message,
    ).toBe('configurations.space.properties.n.default: must be a number');
    expect((await post({}, 'bad name')).body.error.message).toMatch(/^integrationName: /);
    expect((await post({ organization: 'no-such-org' })).status).toBe(404);
    expect((await http('GET', '/integrations/checked')).status).toBe(404);
  });

  it('needs the admin role in the publishing organization, and the name stays with its owner', async () => {
    const res = await runCli(['integrations', 'publish', '--file', manifest({ name: 'by-creator' })], as('create'));
    expect(res.code).toBe(4);
    expect((await http('GET', '/integrations/by-creator')).status).toBe(404);
    const taken = await http(
      'POST',
      '/integrations/acme-analytics',
      body({ organization: outsider.orgId }),
      outsider.token,
    );
    expect(taken.status).toBe(409);
  });

  it('prints only the request with --dry-run', async () => {
    const res = await runCli(['integrations', 'publish', '--file', manifest({ name: 'dry-one' }), '--dry-run'], as());
    expect(res.code).toBe(0);
    expect(res.stdout).toContain(`POST ${svc.url}/v1/integrations/dry-one`);
    expect(res.stdout).toContain('"API_KEY": "[redacted]"');
    expect((await http('GET', '/integrations/dry-one')).status).toBe(404);
  });
});

describe('integrations list', () => {
  beforeAll(async () => {
    const publish = (name: string, categories: string[], target?: string, extra: Record<string, unknown> = {}) =>
      http(
        'POST',
        `/integrations/${name}`,
        body({ categories, ...(target ? { target } : {}), visibility: 'public', ...extra }),
      );
    await publish('site-stats', ['analytics'], 'site');
    await publish('site-heatmaps', ['analytics', 'marketing'], 'site', { scopes: ['site:script:inject'] });
    await publish('space-stats', ['analytics'], 'space');
    await publish('site-ads', ['marketing'], 'site');
    await publish('everywhere-stats', ['analytics']);
    await publish('video-embeds', ['content'], 'space', {
      blocks: [{ id: 'video', title: 'Video', urlUnfurl: ['https://www.youtube.com/watch?v=*'] }],
    });
    await publish('notion-sync', ['content'], 'space', {
      contentSources: [{ id: 'pages', title: 'Notion pages', configuration: { componentId: 'config' } }],
    });
    await http(
      'POST',
      '/integrations/elsewhere-secret',
      { ...body({ organization: outsider.orgId, categories: ['analytics'], target: 'site' }), visibility: 'private' },
      outsider.token,
    );
  });

  const ids = async (args: string[], role = 'admin') => {
    const res = await runCli(['integrations', 'list', '--all', '-o', 'ids', ...args], as(role));
    expect(res.code, res.stderr).toBe(0);
    return res.stdout.trim().split('\n').filter(Boolean).sort();
  };

  it('--category analytics --target site returns exactly the matching ones', async () => {
    expect(await ids(['--category', 'analytics', '--target', 'site'])).toEqual([
      'acme-analytics',
      'demo-analytics',
      'site-heatmaps',
      'site-stats',
    ]);
  });

  it('filters by search, scope, owner, block domain, blocks and content sources', async () => {
    expect(await ids(['--search', 'STATS'])).toEqual(['everywhere-stats', 'site-stats', 'space-stats']);
    expect(await ids(['--scope', 'site:script:inject'])).toEqual(['acme-analytics', 'demo-analytics', 'site-heatmaps']);
    expect(await ids(['--block-domain', 'youtube.com'])).toEqual(['demo-embeds', 'video-embeds']);
    expect(await ids(['--block-domain', 'vimeo.com'])).toEqual(['demo-embeds']);
    expect(await ids(['--blocks', 'true'])).toEqual(['demo-embeds', 'video-embeds']);
    expect(await ids(['--content-sources', 'true'])).toEqual(['notion-sync']);
    expect((await ids(['--content-sources', 'false'])).includes('notion-sync')).toBe(false);
    expect(await ids(['--owner', outsider.orgId])).toEqual([]);
    expect(
      (await http('GET', `/integrations?owner=${outsider.orgId}`, undefined, outsider.token)).body.items.map(
        (i: { name: string }) => i.name,
      ),
    ).toEqual(['elsewhere-secret']);
  });

  it('hides private integrations from other organizations', async () => {
    expect((await http('GET', '/integrations/elsewhere-secret')).status).toBe(404);
    expect((await http('GET', '/integrations/demo-chat', undefined, outsider.token)).status).toBe(404);
    const visible = (await http('GET', '/integrations?limit=1000', undefined, outsider.token)).body.items.map(
      (i: { name: string }) => i.name,
    );
    expect(visible).not.toContain('demo-chat');
    expect(visible).toContain('demo-analytics');
  });

  it('refuses bad filters', async () => {
    expect((await runCli(['integrations', 'list', '--category', 'games'], as())).code).toBe(2);
    expect((await runCli(['integrations', 'list', '--block-domain', 'bad/domain'], as())).code).toBe(2);
    expect((await http('GET', '/integrations?target=planet')).body.error.message).toBe(
      'target: must be one of all, site, space, organization',
    );
    expect((await http('GET', '/integrations?blocks=maybe')).body.error.message).toBe('blocks: must be true or false');
  });

  it('pages by name without repeats', async () => {
    const seen: string[] = [];
    let page: string | undefined;
    do {
      const res = await http('GET', `/integrations?limit=2${page ? `&page=${page}` : ''}`);
      seen.push(...res.body.items.map((i: { name: string }) => i.name));
      page = res.body.next?.page;
    } while (page);
    expect(seen).toEqual([...seen].sort());
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe((await http('GET', '/integrations')).body.count);
  });
});

describe('integrations installations and unpublish', () => {
  it('installs into an organization, lists with externalId, refuses a duplicate and uninstalls', async () => {
    const installed = await runJson(
      ['integrations', 'installations', 'install', 'demo-analytics', '--external-id', 'acct-42'],
      as(),
    );
    expect(installed).toMatchObject({
      status: 'active',
      externalIds: ['acct-42'],
      target: { organization: svc.orgId },
    });
    const dup = await runCli(['integrations', 'installations', 'install', 'demo-analytics'], as());
    expect(dup.code).toBe(5);
    const other = await http(
      'POST',
      '/integrations/demo-analytics/installations',
      { organization: outsider.orgId },
      outsider.token,
    );
    expect(other.status).toBe(201);

    const mine = await runJson(['integrations', 'installations', 'list', 'demo-analytics'], as());
    expect(mine.map((i: { id: string }) => i.id)).toEqual([installed.id, other.body.id]);
    expect(
      await runJson(['integrations', 'installations', 'list', 'demo-analytics', '--external-id', 'acct-42'], as()),
    ).toHaveLength(1);
    expect(
      await runJson(['integrations', 'installations', 'list', 'demo-analytics', '--external-id', 'acct-43'], as()),
    ).toHaveLength(0);
    const theirs = (await http('GET', '/integrations/demo-analytics/installations', undefined, outsider.token)).body
      .items;
    expect(theirs.map((i: { id: string }) => i.id)).toEqual([other.body.id]);
    expect(
      (await http('DELETE', `/integrations/demo-analytics/installations/${installed.id}`, undefined, outsider.token))
        .status,
    ).toBe(404);
    expect((await runCli(['integrations', 'installations', 'install', 'demo-analytics'], as('create'))).code).toBe(4);

    const gone = await runCli(['integrations', 'installations', 'uninstall', 'demo-analytics', '--yes'], as());
    expect(gone.code, gone.stderr).toBe(0);
    expect((await http('GET', `/integrations/demo-analytics/installations/${installed.id}`)).status).toBe(404);
    expect(
      (await http('DELETE', `/integrations/demo-analytics/installations/${other.body.id}`, undefined, outsider.token))
        .status,
    ).toBe(205);
  });

  it('unpublishes with 204 for admins of the owner only', async () => {
    await http('POST', '/integrations/short-lived', body({ visibility: 'public' }));
    expect((await http('DELETE', '/integrations/short-lived', undefined, outsider.token)).status).toBe(403);
    expect((await runCli(['integrations', 'unpublish', 'short-lived', '--yes'], as('create'))).code).toBe(4);
    expect((await runCli(['integrations', 'unpublish', 'short-lived'], as())).code).toBe(2);
    const res = await http('DELETE', '/integrations/short-lived');
    expect(res.status).toBe(204);
    expect((await runCli(['integrations', 'get', 'short-lived'], as())).code).toBe(3);
    expect((await http('DELETE', '/integrations/short-lived')).status).toBe(404);
  });
});
