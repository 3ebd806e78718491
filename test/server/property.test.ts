/**
 * Property-based tests of the service: every route gets random and malformed bodies, query
 * strings and path segments, as an authenticated admin, in-process (`app.handle`) and a few
 * hundred over real HTTP. Properties: never a 5xx, never a thrown exception, every error body is
 * `{"error":{"code":<status>,"message":"..."}}`. After each batch the store's invariants are
 * checked with SQL. Seeded: a failure prints the seed and the counterexample (set
 * PROPERTY_SEED=<n> to replay).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App, type AppRequest } from '../../src/server/app.js';
import type { Reply } from '../../src/server/context.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { figure } from '../helpers/figures.js';

const SEED = Number(process.env.PROPERTY_SEED ?? 20_251_122);
const RUNS = { body: 40, query: 30, path: 20 };
const HTTP_RUNS = 300;

let svc: TestService;
let debug: App;
let errors: unknown[] = [];
const P: Record<string, string> = {};
const routes: Array<{ method: string; path: string }> = [];
const tried = new Map<string, number>();

// ---------------------------------------------------------------------------------------------
// Real ids for the parameters of each route template.

function fixtures(): void {
  const db = svc.service.db;
  const one = (sql: string, ...params: unknown[]) => db.get<{ v: string | number }>(sql, ...params)?.v;
  const org = svc.orgId;
  P.organizationId = org;
  P.spaceId = String(
    one(
      'SELECT id AS v FROM spaces WHERE org_id = ? AND deleted_at IS NULL AND id IN (SELECT space_id FROM change_requests) ORDER BY seq',
      org,
    ),
  );
  P.changeRequestId = String(
    one('SELECT number AS v FROM change_requests WHERE space_id = ? ORDER BY seq', P.spaceId) ?? 1,
  );
  const cr = one('SELECT id AS v FROM change_requests WHERE space_id = ? ORDER BY seq', P.spaceId);
  P.commentId = String(
    one('SELECT id AS v FROM comments WHERE space_id = ? AND change_request_id IS NULL ORDER BY seq', P.spaceId) ??
      'none',
  );
  P.crCommentId = String(one('SELECT id AS v FROM comments WHERE change_request_id = ? ORDER BY seq', cr) ?? 'none');
  P.commentReplyId = String(
    one(
      'SELECT r.id AS v FROM comment_replies r JOIN comments c ON c.id = r.comment_id WHERE c.space_id = ? ORDER BY r.seq',
      P.spaceId,
    ) ?? 'none',
  );
  P.revisionId = String(one('SELECT revision_id AS v FROM spaces WHERE id = ?', P.spaceId));
  P.collectionId = String(one('SELECT id AS v FROM collections WHERE org_id = ? ORDER BY seq', org));
  P.siteId = String(one('SELECT id AS v FROM sites WHERE org_id = ? ORDER BY seq', org));
  P.siteSectionId = String(one('SELECT id AS v FROM site_sections WHERE site_id = ? ORDER BY seq', P.siteId) ?? 'none');
  P.siteSectionGroupId = String(
    one('SELECT id AS v FROM site_section_groups WHERE site_id = ? ORDER BY seq', P.siteId) ?? 'none',
  );
  P.siteSpaceId = String(one('SELECT id AS v FROM site_spaces WHERE site_id = ? ORDER BY seq', P.siteId) ?? 'none');
  P.shareLinkId = String(
    one('SELECT id AS v FROM site_share_links WHERE site_id = ? ORDER BY seq', P.siteId) ?? 'none',
  );
  // A member who is not the admin, so a DELETE does not lock the test out.
  P.userId = svc.userId('read');
  P.teamId = String(one('SELECT id AS v FROM teams WHERE org_id = ? ORDER BY seq', org));
  P.translationSettingsId = String(one('SELECT id AS v FROM translation_settings WHERE org_id = ?', org) ?? 'none');
  P.inviteId = String(one('SELECT id AS v FROM link_invites WHERE org_id = ?', org) ?? 'none');
  P.specSlug = String(one('SELECT slug AS v FROM openapi_specs WHERE org_id = ? ORDER BY seq', org) ?? 'none');
  P.versionId = String(
    one(
      'SELECT v.id AS v FROM openapi_versions v JOIN openapi_specs s ON s.id = v.spec_id WHERE s.slug = ?',
      P.specSlug,
    ) ?? 'none',
  );
  P.documentKey = String(one('SELECT public_key AS v FROM openapi_versions ORDER BY seq') ?? 'none');
  P.integrationName = String(one('SELECT name AS v FROM integrations ORDER BY seq') ?? 'none');
  P.integrationId = String(one('SELECT id AS v FROM integrations ORDER BY seq') ?? 'none');
  P.installationId = String(one('SELECT id AS v FROM integration_installations ORDER BY seq') ?? 'none');
  P.pageId = 'none';
  P.fileId = 'none';
  P.emailDomain = 'demo.docs-cli.dev';
  P.token = 'not-a-token';
  P.asset = 'icon.png';
}

function fillPath(template: string, override?: { name: string; value: string }): string {
  const crScoped = template.includes('/change-requests/:changeRequestId/comments/');
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (override?.name === name) return override.value;
    const value = name === 'commentId' && crScoped ? P.crCommentId! : (P[name] ?? 'x');
    return encodeURIComponent(value);
  });
}

// ---------------------------------------------------------------------------------------------
// Arbitraries.

const KNOWN_FIELDS = [
  'title',
  'emoji',
  'parent',
  'visibility',
  'editMode',
  'defaultLevel',
  'role',
  'status',
  'subject',
  'body',
  'position',
  'item',
  'organization',
  'collection',
  'url',
  'source',
  'slug',
  'name',
  'path',
  'condition',
  'icon',
  'description',
  'spaces',
  'space',
  'spaceId',
  'type',
  'hostname',
  'basename',
  'proxy',
  'defaultSection',
  'defaultSiteSpace',
  'active',
  'languages',
  'members',
  'add',
  'remove',
  'user',
  'externalIds',
  'configuration',
  'addedReactions',
  'removedReactions',
  'page',
  'node',
  'emailDomains',
  'defaultRole',
  'defaultContent',
  'logo',
  'sso',
  'ai',
  'inviteLinks',
  'sectionId',
  'siteSpaceId',
  'jsonSchema',
  'key',
  'label',
  'newSpace',
  'published',
  'agentsContext',
  'adaptiveContent',
  'before',
  'after',
  'text',
  'runtime',
  'target',
  'scopes',
  'categories',
  'secrets',
  'script',
  'blocks',
  'contentSources',
  'sections',
  'format',
];

const hugeString = fc.constantFrom('x'.repeat(100_000), '😀'.repeat(20_000), 'a'.repeat(1_001));
const weirdString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '../../etc/passwd',
    'file:///etc/passwd',
    'http://127.0.0.1:1/x',
    '%zz',
    '\ud800',
    'null',
    'true',
    '-1',
    '1e309',
    'NaN',
  ),
  hugeString,
);
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  weirdString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.constant(null)), { maxLength: 5 }),
  fc.dictionary(
    fc.constantFrom(...KNOWN_FIELDS, 'type', 'id', 'space', 'collection'),
    fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null)),
    { maxKeys: 4 },
  ),
  fc.jsonValue({ maxDepth: 3 }),
);
const knownFieldBody = fc
  .dictionary(fc.constantFrom(...KNOWN_FIELDS), wrongValue, { minKeys: 1, maxKeys: 6 })
  .map((o) => JSON.stringify(o));
const deep = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);
const rawBody: fc.Arbitrary<Buffer | undefined> = fc.oneof(
  { weight: 3, arbitrary: knownFieldBody.map((s) => Buffer.from(s)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => Buffer.from(JSON.stringify(v) ?? 'null')) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      Buffer.from([0xff, 0xfe, 0x7b, 0x22]),
      Buffer.from('{"title": "\xff\xfe"}', 'latin1'),
      Buffer.from('{"title":'),
      Buffer.from('{}}'),
      Buffer.from('[]'),
      Buffer.from('"x"'),
      Buffer.from('1'),
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        deep(5_000, '[', ']'),
        `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
        `{"title":${'{"x":'.repeat(2_000)}1${'}'.repeat(2_000)}}`,
      )
      .map((s) => Buffer.from(s)),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const QUERY_KEYS = [
  'limit',
  'page',
  'order',
  'format',
  'status',
  'metadata',
  'computed',
  'published',
  'default',
  'nested',
  'shareKey',
  'search',
  'role',
  'sort',
  'title',
  'owner',
  'type',
  'space',
  'author',
  'pageId',
  'externalId',
  'query',
  'blocks',
  'contentSources',
  'category',
  'target',
  'scope',
  'only',
  'dryRun',
];
const queryValue = fc.oneof(
  weirdString,
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    '-1',
    '1001',
    '0',
    '1.5',
    '99999999999999999999',
    'true',
    'false',
    'yes',
    'asc',
    'desc',
    'sideways',
    'document',
    'markdown',
    'open',
    'all',
    'garbage',
    'eyJ4IjoxfQ',
    'AAAA',
    '%',
    '%ZZ',
    '%C0%AF',
  ),
);
/** encodeURIComponent, with lone surrogates sent as their (invalid UTF-8) bytes. */
const enc = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
};
const queryString = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), queryValue, fc.boolean()), { minLength: 1, maxLength: 5 })
  .map((pairs) => pairs.map(([k, v, raw]) => `${k}=${raw ? v.replace(/[&#\s]/g, '') : enc(v)}`).join('&'));

const pathJunk = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '%2E%2E%2F',
    '%2F',
    '%',
    '%zz',
    '%00',
    '%C0%AF',
    '%ED%A0%80',
    ' ',
    '%20',
    'null',
    'undefined',
    '0',
    '-1',
    '1e309',
    '9999999999999999999999',
  ),
  fc.constantFrom('x'.repeat(10_000), encodeURIComponent('😀'.repeat(500))),
  fc.string({ minLength: 1, maxLength: 20 }).map(enc),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }).map(enc),
);

// ---------------------------------------------------------------------------------------------
// The properties.

const auth = () => ({ authorization: `Bearer ${svc.token}`, 'content-type': 'application/json' });

const jsonOf = (bytes: Buffer): unknown => {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
};

/** Why a reply breaks the properties, or undefined. */
function broken(reply: Reply): string | undefined {
  if (reply.status >= 500) return `status ${reply.status}: ${JSON.stringify(reply.body)}`;
  // Published pages are for browsers: their errors are HTML pages, not the API's error body.
  const html = reply.raw && /^text\/html/.test(reply.headers?.['content-type'] ?? '');
  // A site's MCP server answers as MCP requires: a JSON-RPC error object (code, message, id).
  const rawJson = reply.raw && /json/.test(reply.headers?.['content-type'] ?? '') ? jsonOf(reply.raw) : undefined;
  const rpc = (reply.body ?? rawJson) as
    | { jsonrpc?: unknown; error?: { code?: unknown; message?: unknown } }
    | undefined;
  if (reply.status >= 400 && rpc?.jsonrpc === '2.0') {
    const ok = Number.isInteger(rpc.error?.code) && typeof rpc.error?.message === 'string' && rpc.error.message !== '';
    return ok ? undefined : `JSON-RPC error ${JSON.stringify(reply.body)?.slice(0, 300)} for status ${reply.status}`;
  }
  if (reply.status >= 400 && !html) {
    const e = (reply.body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
    const keys = Object.keys((reply.body as object) ?? {});
    if (
      !e ||
      keys.length !== 1 ||
      e.code !== reply.status ||
      typeof e.message !== 'string' ||
      e.message.trim() === ''
    ) {
      return `error body ${JSON.stringify(reply.body)?.slice(0, 300)} for status ${reply.status}`;
    }
  }
  return undefined;
}

async function send(request: AppRequest): Promise<void> {
  let reply: Reply;
  try {
    reply = await svc.service.app.handle(request);
  } catch (error) {
    throw new Error(`${request.method} ${request.url.slice(0, 200)} threw: ${(error as Error).stack}`);
  }
  const problem = broken(reply);
  if (problem) {
    // Replay on an app that reports the error, to say where it came from.
    errors = [];
    await debug.handle(request).catch(() => undefined);
    const cause = errors
      .map((e) => (e as Error).stack ?? String(e))
      .join('\n')
      .split('\n')
      .slice(0, 8)
      .join('\n');
    throw new Error(
      `${request.method} ${request.url.slice(0, 200)} body=${request.body?.toString('utf8').slice(0, 200)}: ${problem}\n${cause}`,
    );
  }
}

const count = (route: { method: string; path: string }, n: number) => {
  const key = `${route.method} ${route.path}`;
  tried.set(key, (tried.get(key) ?? 0) + n);
};

async function check(name: string, property: fc.IAsyncProperty<any>, numRuns: number) {
  const result = await fc.check(property, { seed: SEED, numRuns, endOnFailure: true });
  if (result.failed) {
    throw new Error(
      `${name}: failed with seed ${SEED} (PROPERTY_SEED=${SEED} to replay), counterexample ${JSON.stringify(result.counterexample)?.slice(0, 300)}\n${String((result as { errorInstance?: unknown }).errorInstance instanceof Error ? (result as { errorInstance: Error }).errorInstance.message : (result as { errorInstance?: unknown }).errorInstance)}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Store invariants, in SQL.

function invariants(): string[] {
  const db = svc.service.db;
  const bad: string[] = [];
  const rows = (sql: string, ...params: unknown[]) => db.all<Record<string, unknown>>(sql, ...params);
  const expectNone = (what: string, sql: string) => {
    const found = rows(sql);
    if (found.length) bad.push(`${what}: ${JSON.stringify(found.slice(0, 3))}`);
  };
  expectNone('foreign keys', 'PRAGMA foreign_key_check');
  expectNone(
    'space revision missing',
    'SELECT s.id FROM spaces s WHERE NOT EXISTS (SELECT 1 FROM revisions r WHERE r.id = s.revision_id AND r.space_id = s.id)',
  );
  expectNone(
    'revision parent missing or in another space',
    `SELECT r.id, p.value AS parent FROM revisions r, json_each(r.parents) p
     WHERE NOT EXISTS (SELECT 1 FROM revisions q WHERE q.id = p.value AND q.space_id = r.space_id)`,
  );
  expectNone(
    'change request revisions missing',
    `SELECT c.id FROM change_requests c WHERE NOT EXISTS (SELECT 1 FROM revisions r WHERE r.id = c.revision_id AND r.space_id = c.space_id)
       OR NOT EXISTS (SELECT 1 FROM revisions r WHERE r.id = c.revision_initial AND r.space_id = c.space_id)`,
  );
  expectNone(
    'team member without a team',
    'SELECT tm.seq FROM team_members tm LEFT JOIN teams t ON t.id = tm.team_id WHERE t.id IS NULL',
  );
  expectNone(
    'team space without a team',
    'SELECT ts.team_id FROM team_spaces ts LEFT JOIN teams t ON t.id = ts.team_id WHERE t.id IS NULL',
  );
  expectNone(
    'reply without a comment',
    'SELECT r.id FROM comment_replies r LEFT JOIN comments c ON c.id = r.comment_id WHERE c.id IS NULL',
  );
  expectNone(
    'reaction on nothing',
    'SELECT x.target_id FROM comment_reactions x WHERE x.target_id NOT IN (SELECT id FROM comments) AND x.target_id NOT IN (SELECT id FROM comment_replies)',
  );
  expectNone(
    'comment of a change request in another space',
    'SELECT c.id FROM comments c JOIN change_requests r ON r.id = c.change_request_id WHERE r.space_id != c.space_id',
  );
  expectNone(
    'site space in a section of another site',
    'SELECT ss.id FROM site_spaces ss JOIN site_sections s ON s.id = ss.section_id WHERE s.site_id != ss.site_id',
  );
  expectNone(
    'section in a group of another site',
    'SELECT s.id FROM site_sections s JOIN site_section_groups g ON g.id = s.group_id WHERE g.site_id != s.site_id',
  );
  // One default per site level: the pointer on the parent names an item of that very level.
  expectNone(
    'site default section not a section of the site',
    'SELECT id FROM sites s WHERE default_section_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM site_sections x WHERE x.id = s.default_section_id AND x.site_id = s.id)',
  );
  expectNone(
    'site default site space not at the root of the site',
    'SELECT id FROM sites s WHERE default_site_space_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM site_spaces x WHERE x.id = s.default_site_space_id AND x.site_id = s.id AND x.section_id IS NULL)',
  );
  expectNone(
    'section default site space not in the section',
    'SELECT id FROM site_sections s WHERE default_site_space_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM site_spaces x WHERE x.id = s.default_site_space_id AND x.section_id = s.id)',
  );
  expectNone(
    'site with sections and no default section',
    'SELECT id FROM sites s WHERE default_section_id IS NULL AND EXISTS (SELECT 1 FROM site_sections x WHERE x.site_id = s.id)',
  );
  return bad;
}

/** Counters the service shows, against what the rows say. */
async function counters(): Promise<string[]> {
  const db = svc.service.db;
  const bad: string[] = [];
  const get = async (url: string) =>
    (await svc.service.app.handle({ method: 'GET', url, headers: auth() })).body as Record<string, unknown>;
  for (const s of db.all<{ id: string }>(
    'SELECT id FROM spaces WHERE org_id = ? AND deleted_at IS NULL ORDER BY seq LIMIT 40',
    svc.orgId,
  )) {
    const shown = await get(`/v1/spaces/${s.id}`);
    const rows = db.get<Record<string, number>>(
      `SELECT (SELECT COUNT(*) FROM comments WHERE space_id = $id AND change_request_id IS NULL AND status = 'open') AS comments,
              (SELECT COUNT(*) FROM change_requests WHERE space_id = $id) AS changeRequests,
              (SELECT COUNT(*) FROM change_requests WHERE space_id = $id AND status = 'open') AS changeRequestsOpen,
              (SELECT COUNT(*) FROM change_requests WHERE space_id = $id AND status = 'draft') AS changeRequestsDraft`.replaceAll(
        '$id',
        '?',
      ),
      s.id,
      s.id,
      s.id,
      s.id,
    )!;
    for (const [k, n] of Object.entries(rows))
      if (shown[k] !== n) bad.push(`space ${s.id} shows ${k}=${String(shown[k])}, the rows say ${n}`);
  }
  for (const t of db.all<{ id: string }>('SELECT id FROM teams WHERE org_id = ?', svc.orgId)) {
    const shown = await get(`/v1/orgs/${svc.orgId}/teams/${t.id}`);
    const n = db.get<{ n: number }>('SELECT COUNT(*) AS n FROM team_members WHERE team_id = ?', t.id)!.n;
    if (shown.members !== n) bad.push(`team ${t.id} shows members=${String(shown.members)}, the rows say ${n}`);
  }
  return bad;
}

async function assertInvariants(after: string) {
  const bad = [...invariants(), ...(await counters())];
  if (bad.length) throw new Error(`store invariants broken after ${after} (seed ${SEED}):\n${bad.join('\n')}`);
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  // Random bodies on purpose (unknown fields the service ignores): only the answers are checked.
  svc = await startTestService({ checkRequests: false });
  fixtures();
  debug = createApp({
    db: svc.service.db,
    clock: svc.service.app.svc.clock,
    config: svc.service.app.svc.config,
    onError: (e) => errors.push(e),
  });
  routes.push(...svc.service.app.router.list());
  await assertInvariants('seeding');
});
afterAll(async () => {
  const total = [...tried.values()].reduce((a, b) => a + b, 0);
  console.log(`property runs per route (seed ${SEED}):\n${[...tried].map(([k, n]) => `  ${k}  ${n}`).join('\n')}`);
  figure('property', `${total} requests over ${tried.size} routes (seed ${SEED}), no 5xx, invariants held`);
  await svc.close();
});

type Kind = 'bodies' | 'queries' | 'paths';

async function fuzz(route: { method: string; path: string }, kind: Kind): Promise<void> {
  const url = fillPath(route.path);
  const name = `${route.method} ${route.path} ${kind}`;
  const bodyFor = (body: Buffer | undefined) => (route.method === 'GET' ? undefined : body);
  if (kind === 'bodies') {
    await check(
      name,
      fc.asyncProperty(rawBody, async (body) => send({ method: route.method, url, headers: auth(), body })),
      RUNS.body,
    );
    count(route, RUNS.body);
  } else if (kind === 'queries') {
    await check(
      name,
      fc.asyncProperty(queryString, rawBody, async (query, body) =>
        send({ method: route.method, url: `${url}?${query}`, headers: auth(), body: bodyFor(body) }),
      ),
      RUNS.query,
    );
    count(route, RUNS.query);
  } else {
    const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
    if (!names.length) return;
    await check(
      name,
      fc.asyncProperty(fc.constantFrom(...names), pathJunk, rawBody, async (param, junk, body) =>
        send({
          method: route.method,
          url: fillPath(route.path, { name: param, value: junk }),
          headers: auth(),
          body: bodyFor(body),
        }),
      ),
      RUNS.path,
    );
    count(route, RUNS.path);
  }
}

/** Routes that delete, transfer or unpublish go last: they take the fixtures away. */
const destructive = (r: { method: string; path: string }) => r.method === 'DELETE' || /transfer|unpublish/.test(r.path);

describe('every route, with random input', () => {
  for (const kind of ['bodies', 'queries', 'paths'] as const) {
    it(`answers random ${kind} without a 5xx, errors in the one shape`, async () => {
      for (const route of routes.filter((r) => !destructive(r))) await fuzz(route, kind);
      await assertInvariants(`random ${kind}`);
    }, 120_000);
  }

  it('keeps the properties over real HTTP', async () => {
    const httpRoutes = routes.filter((r) => !destructive(r));
    await check(
      'over HTTP',
      fc.asyncProperty(fc.constantFrom(...httpRoutes), fc.option(queryString), rawBody, async (route, query, body) => {
        const res = await fetch(`${svc.url}${fillPath(route.path)}${query ? `?${query}` : ''}`, {
          method: route.method,
          headers: auth(),
          body: route.method === 'GET' || !body ? undefined : new Uint8Array(body), // DOM's BodyInit (highlight.js types load it) takes no Buffer
        });
        const text = await res.text();
        count(route, 1);
        if (res.status >= 500)
          throw new Error(`${route.method} ${route.path}: status ${res.status} ${text.slice(0, 300)}`);
        if (res.status >= 400 && !(res.headers.get('content-type') ?? '').startsWith('text/html')) {
          let parsed: { jsonrpc?: unknown; error?: { code?: unknown; message?: unknown } } = {};
          try {
            parsed = JSON.parse(text);
          } catch {
            throw new Error(
              `${route.method} ${route.path}: status ${res.status} with a body that is not JSON: ${JSON.stringify(text.slice(0, 200))}`,
            );
          }
          // A site's MCP server answers a JSON-RPC error object, as MCP requires.
          const code =
            parsed.jsonrpc === '2.0'
              ? Number.isInteger(parsed.error?.code)
                ? res.status
                : undefined
              : parsed.error?.code;
          if (code !== res.status || typeof parsed.error?.message !== 'string' || !parsed.error.message)
            throw new Error(`${route.method} ${route.path}: error body ${text.slice(0, 300)}`);
        }
      }),
      HTTP_RUNS,
    );
    await assertInvariants('HTTP requests');
  }, 120_000);

  it('answers random input on the routes that delete, transfer and unpublish', async () => {
    for (const kind of ['paths', 'queries', 'bodies'] as const)
      for (const route of routes.filter(destructive)) await fuzz(route, kind);
    await assertInvariants('deletes, transfers and unpublishes');
  }, 120_000);

  it('tried every route', () => {
    expect(routes.length).toBeGreaterThan(100);
    for (const r of routes) expect(tried.get(`${r.method} ${r.path}`) ?? 0, `${r.method} ${r.path}`).toBeGreaterThan(0);
  });
});
