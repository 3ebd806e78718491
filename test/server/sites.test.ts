import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/server/auth/tokens.js';
import { addMember, createOrganization } from '../../src/server/store/organizations.js';
import { createSpace } from '../../src/server/store/spaces.js';
import { createUser } from '../../src/server/store/users.js';
import { startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());

interface Answer {
  status: number;
  body: any;
}

async function call(
  method: string,
  path: string,
  body?: unknown,
  role = 'admin',
  token = svc.tokenFor(role),
): Promise<Answer> {
  const res = await fetch(`${svc.url}/v1/orgs/${svc.orgId}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

async function ok(method: string, path: string, body?: unknown, role = 'admin'): Promise<any> {
  const res = await call(method, path, body, role);
  if (res.status >= 300) throw new Error(`${method} ${path} -> ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const demoSpace = async (title: string): Promise<string> => {
  const list = (await fetch(`${svc.url}/v1/orgs/${svc.orgId}/spaces`, {
    headers: { authorization: `Bearer ${svc.token}` },
  }).then((r) => r.json())) as { items: Array<{ id: string; title: string }> };
  return list.items.find((s) => s.title === title)!.id;
};
const newSpace = async (title: string) =>
  (
    (await fetch(`${svc.url}/v1/orgs/${svc.orgId}/spaces`, {
      method: 'POST',
      headers: { authorization: `Bearer ${svc.token}` },
      body: JSON.stringify({ title }),
    }).then((r) => r.json())) as { id: string }
  ).id;

/** A site whose structure has two sections: A (default, spaces a1 then a2) and B (space b1). */
async function twoSectionSite(title: string) {
  const [a1, a2, b1] = [await newSpace(`${title} a1`), await newSpace(`${title} a2`), await newSpace(`${title} b1`)];
  const site = await ok('POST', '/sites', { title, spaces: [a1, a2] });
  const b = await ok('POST', `/sites/${site.id}/sections`, { spaceId: b1, title: 'Section B' });
  const structure = await ok('GET', `/sites/${site.id}/structure`);
  const a = structure.structure[0];
  return { site, a, b, spaces: { a1, a2, b1 } };
}

describe('sites', () => {
  it('has the demo site, unpublished, with two sections', async () => {
    const list = await ok('GET', '/sites?title=demo');
    expect(list.items.map((s: { title: string }) => s.title)).toEqual(['Demo Docs']);
    const demo = list.items[0];
    expect(demo.published).toBe(false);
    expect(demo.urls.published).toBeUndefined();
    const structure = await ok('GET', `/sites/${demo.id}/structure`);
    expect(structure.type).toBe('sections');
    expect(structure.structure.map((s: { title: string; default: boolean }) => [s.title, s.default])).toEqual([
      ['Getting Started', true],
      ['API Reference', false],
    ]);
  });

  it('creates with a list of spaces, a sample space or an empty one', async () => {
    const space = await demoSpace('Getting Started');
    const fromList = await call('POST', '/sites', { title: 'From list', spaces: [space] });
    expect(fromList.status).toBe(201);
    expect(fromList.body).toMatchObject({
      object: 'site',
      type: 'basic',
      visibility: 'public',
      published: false,
      siteSpaces: 1,
      agentsContext: 'included',
    });
    const structure = await ok('GET', `/sites/${fromList.body.id}/structure`);
    expect(structure.type).toBe('siteSpaces');
    expect(structure.structure[0]).toMatchObject({
      object: 'site-space',
      path: 'getting-started',
      default: true,
      space: { id: space },
    });

    const sample = await ok('POST', '/sites', { title: 'Sample site', spaces: 'sample', type: 'premium' });
    expect(sample).toMatchObject({ type: 'premium', siteSpaces: 1 });
    const sampleSpaces = await ok('GET', `/sites/${sample.id}/site-spaces`);
    expect(sampleSpaces.items[0].space.title).toBe('Sample site');
    const empty = await ok('POST', '/sites', { spaces: 'empty' });
    expect(empty.title).toBe('Untitled site');
    expect(empty.siteSpaces).toBe(1);
    const bare = await ok('POST', '/sites', {});
    expect(bare.siteSpaces).toBe(0);
  });

  it('filters the list by space, title and published', async () => {
    const space = await newSpace('Filter me');
    const site = await ok('POST', '/sites', { title: 'Filtered', spaces: [space] });
    expect((await ok('GET', `/sites?space=${space}`)).items.map((s: { id: string }) => s.id)).toEqual([site.id]);
    expect((await ok('GET', '/sites?title=FILTERED')).items.map((s: { id: string }) => s.id)).toEqual([site.id]);
    await ok('POST', `/sites/${site.id}/publish`);
    const published = (await ok('GET', '/sites?published=true')).items.map((s: { id: string }) => s.id);
    expect(published).toContain(site.id);
    expect((await ok('GET', '/sites?published=false')).items.map((s: { id: string }) => s.id)).not.toContain(site.id);
    expect((await call('GET', '/sites?published=maybe')).status).toBe(400);
  });

  it('publishes and unpublishes, setting urls.published only while published', async () => {
    const site = await ok('POST', '/sites', { title: 'Flip' });
    const on = await call('POST', `/sites/${site.id}/publish`);
    expect(on.status).toBe(200);
    expect(on.body.published).toBe(true);
    expect(on.body.urls.published).toMatch(/\/published\/sites\//);
    const off = await ok('POST', `/sites/${site.id}/unpublish`);
    expect(off.published).toBe(false);
    expect(off.urls.published).toBeUndefined();
  });

  it('updates every listed field with its limits and patterns', async () => {
    const { site, a, b } = await twoSectionSite('Patched');
    const patched = await ok('PATCH', `/sites/${site.id}`, {
      title: 'Patched site',
      visibility: 'unlisted',
      basename: 'docs',
      adaptiveContent: { enabled: true },
      agentsContext: 'excluded',
      proxy: 'example.com/docs',
      defaultSiteSection: b.id,
    });
    expect(patched).toMatchObject({
      title: 'Patched site',
      visibility: 'unlisted',
      basename: 'docs',
      adaptiveContent: { enabled: true },
      agentsContext: 'excluded',
      proxy: { origin: 'example.com/docs' },
    });
    expect(patched.features.map((f: { id: string }) => f.id)).toEqual(
      expect.arrayContaining(['sites-sections', 'sites-custom-subdirectory', 'sites-adaptive-content']),
    );
    const published = await ok('POST', `/sites/${site.id}/publish`);
    expect(published.urls.published).toBe('https://example.com/docs');
    const sections = await ok('GET', `/sites/${site.id}/sections`);
    expect(sections.items.filter((s: { default: boolean }) => s.default).map((s: { id: string }) => s.id)).toEqual([
      b.id,
    ]);
    expect(sections.items.find((s: { id: string }) => s.id === a.id).urls.published).toBe(
      `https://example.com/docs/${a.path}`,
    );

    // defaultSiteSpace must be in the default section
    const a2 = a.siteSpaces[1].id;
    const wrong = await call('PATCH', `/sites/${site.id}`, { defaultSiteSpace: a2 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toContain('defaultSiteSpace');
    await ok('PATCH', `/sites/${site.id}`, { defaultSiteSection: a.id, defaultSiteSpace: a2 });
    const defaults = await ok('GET', `/sites/${site.id}/site-spaces?default=true`);
    expect(defaults.items.map((s: { id: string }) => s.id)).toEqual([a2, b.siteSpaces[0].id]);

    const removed = await ok('PATCH', `/sites/${site.id}`, { proxy: null });
    expect(removed.proxy).toBeUndefined();
  });

  it('answers 400 naming the field for broken limits and patterns, and changes nothing', async () => {
    const site = await ok('POST', '/sites', { title: 'Strict' });
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', '/sites', { title: 'x' }, 'title: must be at least 2 characters'],
      ['POST', '/sites', { title: 'x'.repeat(129) }, 'title: must be at most 128 characters'],
      ['POST', '/sites', { spaces: 'copy' }, 'spaces: must be a list of space ids, or one of sample, empty'],
      [
        'POST',
        '/sites',
        { visibility: 'secret' },
        'visibility: must be one of public, unlisted, share-link, visitor-auth',
      ],
      [
        'PATCH',
        `/sites/${site.id}`,
        { proxy: 'not a host' },
        'proxy: must be a host name followed by one or more path segments',
      ],
      ['PATCH', `/sites/${site.id}`, { proxy: 'example.com' }, 'proxy: must be a host name'],
      ['PATCH', `/sites/${site.id}`, { title: 'Fine title', basename: '' }, 'basename: must not be empty'],
      ['PATCH', `/sites/${site.id}`, { agentsContext: 'maybe' }, 'agentsContext: must be one of excluded, included'],
      [
        'PATCH',
        `/sites/${site.id}`,
        { adaptiveContent: { enabled: 'yes' } },
        'adaptiveContent.enabled: must be a boolean',
      ],
      ['POST', `/sites/${site.id}/share-links`, {}, 'name: is required'],
      ['POST', `/sites/${site.id}/share-links`, { name: 'n'.repeat(51) }, 'name: must be at most 50 characters'],
      ['POST', `/sites/${site.id}/section-groups`, { title: '' }, 'title: must not be empty'],
      ['POST', `/sites/${site.id}/sections`, {}, 'spaceId: is required'],
      [
        'PATCH',
        `/sites/${site.id}/structure/sort`,
        { item: { type: 'page', id: 'x' } },
        'item.type: must be one of site-space, site-section, site-section-group',
      ],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await call(method, path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error.message).toContain(message);
    }
    expect((await ok('GET', `/sites/${site.id}`)).title).toBe('Strict');
  });
});

describe('structure invariants', () => {
  it('moves root site spaces into a default section when the first section is added', async () => {
    const one = await newSpace('Root one');
    const site = await ok('POST', '/sites', { title: 'Root to sections', spaces: [one] });
    const section = await call('POST', `/sites/${site.id}/sections`, { spaceId: await newSpace('Second') });
    expect(section.status).toBe(201);
    expect(section.body).toMatchObject({ object: 'site-section', title: 'Second', path: 'second', default: false });
    const structure = await ok('GET', `/sites/${site.id}/structure`);
    expect(structure.structure.map((s: { title: string; default: boolean }) => [s.title, s.default])).toEqual([
      ['Root to sections', true],
      ['Second', false],
    ]);
    expect(structure.structure[0].siteSpaces[0]).toMatchObject({ default: true, space: { id: one } });
  });

  it('keeps one default per level after deletes: the next item is promoted, an empty level has none', async () => {
    const { site, a, b } = await twoSectionSite('Defaults');
    const [first, second] = a.siteSpaces;
    expect([first.default, second.default]).toEqual([true, false]);

    expect((await call('DELETE', `/sites/${site.id}/site-spaces/${first.id}`)).status).toBe(205);
    const afterSpace = await ok('GET', `/sites/${site.id}/sections`);
    const sectionA = afterSpace.items.find((s: { id: string }) => s.id === a.id);
    expect(sectionA.siteSpaces.map((s: { id: string; default: boolean }) => [s.id, s.default])).toEqual([
      [second.id, true],
    ]);

    expect((await call('DELETE', `/sites/${site.id}/sections/${a.id}`)).status).toBe(205);
    const afterSection = await ok('GET', `/sites/${site.id}/sections`);
    expect(afterSection.items.map((s: { id: string; default: boolean }) => [s.id, s.default])).toEqual([[b.id, true]]);
    // a fresh section never steals the default
    await ok('POST', `/sites/${site.id}/sections`, { spaceId: await newSpace('Later') });
    const later = await ok('GET', `/sites/${site.id}/sections`);
    expect(later.items.filter((s: { default: boolean }) => s.default).map((s: { id: string }) => s.id)).toEqual([b.id]);

    const rootSite = await ok('POST', '/sites', {
      title: 'Root defaults',
      spaces: [await newSpace('r1'), await newSpace('r2')],
    });
    const roots = (await ok('GET', `/sites/${rootSite.id}/site-spaces`)).items;
    await ok('PATCH', `/sites/${rootSite.id}`, { defaultSiteSpace: roots[1].id });
    expect(
      (await ok('GET', `/sites/${rootSite.id}/site-spaces?default=true`)).items.map((s: { id: string }) => s.id),
    ).toEqual([roots[1].id]);
    expect(
      (await ok('GET', `/sites/${rootSite.id}/site-spaces?default=false`)).items.map((s: { id: string }) => s.id),
    ).toEqual([roots[0].id]);
    await ok('DELETE', `/sites/${rootSite.id}/site-spaces/${roots[1].id}`);
    expect(
      (await ok('GET', `/sites/${rootSite.id}/site-spaces?default=true`)).items.map((s: { id: string }) => s.id),
    ).toEqual([roots[0].id]);
    await ok('DELETE', `/sites/${rootSite.id}/site-spaces/${roots[0].id}`);
    expect((await ok('GET', `/sites/${rootSite.id}/site-spaces`)).count).toBe(0);
    expect((await ok('GET', `/sites/${rootSite.id}`)).siteSpaces).toBe(0);
  });

  it('keeps paths unique among siblings: 409 on a clash, automatic suffixes on create', async () => {
    const { site, a, b } = await twoSectionSite('Paths');
    const clash = await call('PATCH', `/sites/${site.id}/sections/${b.id}`, { path: a.path });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toContain('path: another section of this site already uses the path');
    const [s1, s2] = a.siteSpaces;
    const spaceClash = await call('PATCH', `/sites/${site.id}/site-spaces/${s2.id}`, { path: s1.path });
    expect(spaceClash.status).toBe(409);
    // the same path in another section is fine
    const elsewhere = await call('PATCH', `/sites/${site.id}/site-spaces/${b.siteSpaces[0].id}`, { path: s1.path });
    expect(elsewhere.status).toBe(200);
    // moving a site space next to a sibling with its path is refused
    const moveClash = await call('PATCH', `/sites/${site.id}/structure/sort`, {
      item: { type: 'site-space', id: b.siteSpaces[0].id },
      position: { after: { type: 'site-space', id: s1.id } },
    });
    expect(moveClash.status).toBe(409);
    // the same space twice in a section gets a suffixed path
    const again = await ok('POST', `/sites/${site.id}/site-spaces`, {
      spaceId: (await ok('GET', `/sites/${site.id}/site-spaces`)).items[0].space.id,
      sectionId: a.id,
    });
    expect(again.path).toBe(`${s1.path}-2`);
  });

  it('adds spaces only from the site organization', async () => {
    const { site, a } = await twoSectionSite('Own spaces');
    const db = svc.service.db;
    const now = new Date();
    const other = createOrganization(db, { title: 'Other org' }, now);
    const foreign = createSpace(db, { orgId: other.id, title: 'Foreign' }, now);
    // the admin cannot see the other organization: the space does not exist for them
    const hidden = await call('POST', `/sites/${site.id}/site-spaces`, { spaceId: foreign.id });
    expect(hidden.status).toBe(404);
    addMember(db, other.id, svc.userId('admin'), 'admin', now);
    for (const [path, body] of [
      ['/site-spaces', { spaceId: foreign.id }],
      ['/sections', { spaceId: foreign.id }],
      [`/site-spaces/${a.siteSpaces[0].id}`, { spaceId: foreign.id }],
    ] as const) {
      const res = await call(path.startsWith('/site-spaces/') ? 'PATCH' : 'POST', `/sites/${site.id}${path}`, body);
      expect(res.status, path).toBe(400);
      expect(res.body.error.message).toContain('belongs to another organization');
    }
    const created = await call('POST', '/sites', { title: 'Mixed', spaces: [foreign.id] });
    expect(created.status).toBe(400);
    expect(created.body.error.message).toContain('spaces[0]');
    expect((await ok('GET', `/sites/${site.id}`)).siteSpaces).toBe(3);
  });

  it('sorts items among siblings; sections can join and leave groups; without a position the item goes last', async () => {
    const { site, a, b } = await twoSectionSite('Sorting');
    const c = await ok('POST', `/sites/${site.id}/sections`, {
      spaceId: await newSpace('Sorting c1'),
      title: 'Section C',
    });
    const group = await ok('POST', `/sites/${site.id}/section-groups`, { title: 'Group', sections: [b.id] });
    expect(group.sections.map((s: { id: string }) => s.id)).toEqual([b.id]);
    const order = async () =>
      (await ok('GET', `/sites/${site.id}/structure`)).structure.map(
        (t: { object: string; id: string; sections?: Array<{ id: string }> }) =>
          t.object === 'site-section-group' ? [t.id, t.sections!.map((s) => s.id)] : t.id,
      );
    expect(await order()).toEqual([a.id, c.id, [group.id, [b.id]]]);

    const sorted = await call('PATCH', `/sites/${site.id}/structure/sort`, {
      item: { type: 'site-section-group', id: group.id },
      position: { before: { type: 'site-section', id: a.id } },
    });
    expect(sorted.status).toBe(200);
    expect(sorted.body.object).toBe('site-section-group');
    expect(await order()).toEqual([[group.id, [b.id]], a.id, c.id]);

    const joined = await ok('PATCH', `/sites/${site.id}/structure/sort`, {
      item: { type: 'site-section', id: c.id },
      position: { after: { type: 'site-section', id: b.id } },
    });
    expect(joined.sectionGroup).toBe(group.id);
    expect(await order()).toEqual([[group.id, [b.id, c.id]], a.id]);

    await ok('PATCH', `/sites/${site.id}/structure/sort`, { item: { type: 'site-section', id: b.id }, position: {} });
    expect(await order()).toEqual([[group.id, [c.id, b.id]], a.id]);

    const left = await ok('PATCH', `/sites/${site.id}/structure/sort`, {
      item: { type: 'site-section', id: c.id },
      position: { after: { type: 'site-section-group', id: group.id } },
    });
    expect(left.sectionGroup).toBeUndefined();
    expect(await order()).toEqual([[group.id, [b.id]], c.id, a.id]);

    const badPair = await call('PATCH', `/sites/${site.id}/structure/sort`, {
      item: { type: 'site-space', id: a.siteSpaces[0].id },
      position: { before: { type: 'site-section', id: a.id } },
    });
    expect(badPair.status).toBe(400);
    const self = await call('PATCH', `/sites/${site.id}/structure/sort`, {
      item: { type: 'site-section', id: a.id },
      position: { before: { type: 'site-section', id: a.id } },
    });
    expect(self.status).toBe(400);
    const nested = await call('PATCH', `/sites/${site.id}/structure/sort`, {
      item: { type: 'site-section-group', id: group.id },
      position: { after: { type: 'site-section', id: b.id } },
    });
    expect(nested.status).toBe(400);
    const missing = await call('PATCH', `/sites/${site.id}/structure/sort`, {
      item: { type: 'site-section', id: 'nope' },
    });
    expect(missing.status).toBe(404);
  });

  it('keeps the deprecated move operations working', async () => {
    const { site, a, b } = await twoSectionSite('Deprecated');
    const moved = await call('POST', `/sites/${site.id}/sections/${b.id}/move`, {
      position: { before: { type: 'site-section', siteSection: a.id } },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.id).toBe(b.id);
    expect((await ok('GET', `/sites/${site.id}/sections`)).items.map((s: { id: string }) => s.id)).toEqual([
      b.id,
      a.id,
    ]);

    const [s1, s2] = a.siteSpaces;
    await ok('POST', `/sites/${site.id}/site-spaces/${s2.id}/move`, {
      position: { before: { type: 'site-space', siteSpace: s1.id } },
    });
    const sectionA = (await ok('GET', `/sites/${site.id}/sections`)).items.find((s: { id: string }) => s.id === a.id);
    expect(sectionA.siteSpaces.map((s: { id: string }) => s.id)).toEqual([s2.id, s1.id]);
    // moving does not change which one is the default
    expect(sectionA.siteSpaces.find((s: { default: boolean }) => s.default).id).toBe(s1.id);

    const group = await ok('POST', `/sites/${site.id}/section-groups`, { title: 'G' });
    const groupMoved = await ok('POST', `/sites/${site.id}/section-groups/${group.id}/move`, {
      position: { before: { type: 'site-section', id: b.id } },
    });
    expect(groupMoved.id).toBe(group.id);
    expect((await ok('GET', `/sites/${site.id}/structure`)).structure[0].id).toBe(group.id);
    await ok('POST', `/sites/${site.id}/section-groups/${group.id}/move`, {});
    expect((await ok('GET', `/sites/${site.id}/structure`)).structure.at(-1).id).toBe(group.id);
  });

  it('manages section groups: add and remove sections, delete keeps the sections', async () => {
    const { site, a, b } = await twoSectionSite('Groups');
    const group = await ok('POST', `/sites/${site.id}/section-groups`, { title: 'Docs', icon: 'book' });
    expect(group).toMatchObject({ object: 'site-section-group', title: 'Docs', icon: 'book', sections: [] });
    const added = await call('POST', `/sites/${site.id}/section-groups/${group.id}/sections`, { sectionId: a.id });
    expect(added.status).toBe(201);
    expect(added.body.sections.map((s: { id: string }) => s.id)).toEqual([a.id]);
    const patched = await ok('PATCH', `/sites/${site.id}/section-groups/${group.id}`, { title: 'Guides', icon: null });
    expect(patched.title).toBe('Guides');
    expect(patched.icon).toBeUndefined();
    expect((await call('DELETE', `/sites/${site.id}/section-groups/${group.id}/sections/${b.id}`)).status).toBe(404);
    expect((await call('DELETE', `/sites/${site.id}/section-groups/${group.id}/sections/${a.id}`)).status).toBe(205);
    await ok('POST', `/sites/${site.id}/section-groups/${group.id}/sections`, { sectionId: b.id });
    expect((await call('DELETE', `/sites/${site.id}/section-groups/${group.id}`)).status).toBe(205);
    // B takes the group's place, before A (which left the group earlier and sits after it)
    const sections = await ok('GET', `/sites/${site.id}/sections`);
    expect(sections.items.map((s: { id: string; sectionGroup?: string }) => [s.id, s.sectionGroup])).toEqual([
      [b.id, undefined],
      [a.id, undefined],
    ]);
    expect((await ok('GET', `/sites/${site.id}/section-groups`)).count).toBe(0);
  });

  it('sets and clears section and site space conditions; omitted leaves them unchanged', async () => {
    const { site, a } = await twoSectionSite('Conditions');
    const set = await ok('PATCH', `/sites/${site.id}/sections/${a.id}`, {
      condition: 'visitor.claims.beta === true',
      icon: 'star',
      description: 'Beta',
    });
    expect(set).toMatchObject({ condition: 'visitor.claims.beta === true', icon: 'star', description: 'Beta' });
    const kept = await ok('PATCH', `/sites/${site.id}/sections/${a.id}`, { title: 'Renamed' });
    expect(kept).toMatchObject({ title: 'Renamed', condition: 'visitor.claims.beta === true' });
    const cleared = await ok('PATCH', `/sites/${site.id}/sections/${a.id}`, {
      condition: null,
      icon: null,
      description: null,
    });
    expect(cleared.condition).toBeUndefined();
    expect(cleared.icon).toBeUndefined();
    expect(cleared.description).toBeUndefined();
    expect((await call('PATCH', `/sites/${site.id}/sections/${a.id}`, { condition: '' })).status).toBe(400);

    const ss = a.siteSpaces[0].id;
    expect(
      (await ok('PATCH', `/sites/${site.id}/site-spaces/${ss}`, { condition: 'visitor.claims.beta' })).condition,
    ).toBe('visitor.claims.beta');
    expect((await ok('PATCH', `/sites/${site.id}/site-spaces/${ss}`, { path: 'beta' })).condition).toBe(
      'visitor.claims.beta',
    );
    expect((await ok('PATCH', `/sites/${site.id}/site-spaces/${ss}`, { condition: null })).condition).toBeUndefined();
    const swapped = await ok('PATCH', `/sites/${site.id}/site-spaces/${ss}`, {
      spaceId: await demoSpace('Release Notes'),
    });
    expect(swapped.space.title).toBe('Release Notes');
    expect(swapped.title).toBe('Release Notes');

    const otherDefault = a.siteSpaces[1].id;
    expect(
      (await ok('PATCH', `/sites/${site.id}/sections/${a.id}`, { defaultSiteSpace: otherDefault })).siteSpaces.find(
        (s: { default: boolean }) => s.default,
      ).id,
    ).toBe(otherDefault);
  });
});

describe('published view and share links', () => {
  it('needs a published site, and for share-link sites an active key', async () => {
    const site = await ok('POST', '/sites', {
      title: 'Shared',
      spaces: [await newSpace('Shared space')],
      visibility: 'share-link',
    });
    expect((await call('GET', `/sites/${site.id}/published`)).status).toBe(404);
    await ok('POST', `/sites/${site.id}/publish`);
    const noKey = await call('GET', `/sites/${site.id}/published`);
    expect(noKey.status).toBe(404);
    expect(noKey.body.error.message).toContain('shareKey');

    const link = await call('POST', `/sites/${site.id}/share-links`, { name: 'Partners' });
    expect(link.status).toBe(201);
    expect(Object.keys(link.body).sort()).toEqual(['active', 'createdAt', 'id', 'name', 'object', 'urls']);
    const key = new URL(link.body.urls.published).searchParams.get('shareKey')!;
    const view = await call('GET', `/sites/${site.id}/published?shareKey=${encodeURIComponent(key)}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      object: 'published-content-site',
      site: { id: site.id, published: true },
      structure: { type: 'siteSpaces' },
    });
    expect(view.body.structure.structure[0].urls.published).toContain(`shareKey=${key}`);
    expect((await call('GET', `/sites/${site.id}/published?shareKey=wrong`)).status).toBe(404);

    const off = await ok('PATCH', `/sites/${site.id}/share-links/${link.body.id}`, { active: false });
    expect(off.active).toBe(false);
    expect((await call('GET', `/sites/${site.id}/published?shareKey=${encodeURIComponent(key)}`)).status).toBe(404);
    expect((await call('PATCH', `/sites/${site.id}/share-links/${link.body.id}`, {})).status).toBe(400);
    expect((await ok('PATCH', `/sites/${site.id}/share-links/${link.body.id}`, { name: 'Friends' })).name).toBe(
      'Friends',
    );
    expect((await ok('GET', `/sites/${site.id}/share-links`)).items.map((l: { name: string }) => l.name)).toEqual([
      'Friends',
    ]);
    expect((await call('DELETE', `/sites/${site.id}/share-links/${link.body.id}`)).status).toBe(205);
    expect((await call('DELETE', `/sites/${site.id}/share-links/${link.body.id}`)).status).toBe(404);
  });

  it('shows a public site without a key, with sections, site spaces and their spaces', async () => {
    const { site } = await twoSectionSite('Public view');
    await ok('POST', `/sites/${site.id}/publish`);
    const view = await ok('GET', `/sites/${site.id}/published`);
    expect(view.structure.type).toBe('sections');
    expect(view.structure.structure[1].siteSpaces[0].space.object).toBe('space');
    expect(view.structure.structure[1].urls.published).toBe(`${view.site.urls.published}/section-b`);
  });
});

describe('adaptive schema', () => {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    properties: {
      isBetaUser: { type: 'boolean', description: 'Joined the beta program' },
      'has-plan': { type: 'boolean', description: 'Pays for a plan' },
      unsigned: {
        type: 'object',
        description: 'Unsigned claims of the site visitor.',
        properties: { fromAds: { type: 'boolean', description: 'Came from an ad' } },
        additionalProperties: false,
      },
    },
    additionalProperties: false,
  };

  it('starts empty, stores a valid schema and lists template conditions', async () => {
    const site = await ok('POST', '/sites', { title: 'Adaptive' });
    const initial = await ok('GET', `/sites/${site.id}/adaptive-schema`);
    expect(initial).toMatchObject({
      object: 'site-adaptive-schema',
      jsonSchema: { type: 'object', additionalProperties: false },
    });
    expect((await ok('GET', `/sites/${site.id}/adaptive-schema/template-conditions`)).items).toEqual([]);

    const put = await call('PUT', `/sites/${site.id}/adaptive-schema`, { jsonSchema: schema });
    expect(put.status).toBe(200);
    expect(put.body.jsonSchema).toEqual(schema);
    expect((await ok('GET', `/sites/${site.id}/adaptive-schema`)).jsonSchema).toEqual(schema);
    const conditions = (await ok('GET', `/sites/${site.id}/adaptive-schema/template-conditions`)).items.map(
      (c: { condition: string }) => c.condition,
    );
    expect(conditions).toEqual([
      'visitor.claims.isBetaUser === true',
      'visitor.claims.isBetaUser !== true',
      'visitor.claims["has-plan"] === true',
      'visitor.claims["has-plan"] !== true',
      'visitor.claims.unsigned.fromAds === true',
      'visitor.claims.unsigned.fromAds !== true',
    ]);
  });

  it('refuses schemas of another shape with a 400 naming the field', async () => {
    const site = await ok('POST', '/sites', { title: 'Adaptive strict' });
    const props = schema.properties;
    const cases: Array<[unknown, string]> = [
      [
        { ...schema, properties: { ...props, plan: { type: 'string', description: 'Plan' } } },
        'jsonSchema.properties.plan.type: must be "boolean"',
      ],
      [
        { ...schema, properties: { ...props, plan: { type: 'boolean' } } },
        'jsonSchema.properties.plan.description: is required',
      ],
      [{ ...schema, additionalProperties: true }, 'jsonSchema.additionalProperties: must be false'],
      [{ ...schema, type: 'array' }, 'jsonSchema.type: must be "object"'],
      [{ ...schema, $schema: 'http://json-schema.org/draft-04/schema#' }, 'jsonSchema.$schema'],
      [{ ...schema, required: ['isBetaUser'] }, 'jsonSchema.required: is not allowed'],
      [
        { ...schema, properties: { ...props, unsigned: { type: 'string' } } },
        'jsonSchema.properties.unsigned.type: must be "object"',
      ],
      [
        {
          ...schema,
          properties: {
            ...props,
            unsigned: { ...props.unsigned, properties: { n: { type: 'number', description: 'n' } } },
          },
        },
        'jsonSchema.properties.unsigned.properties.n.type',
      ],
      ['nope', 'jsonSchema: must be an object'],
    ];
    for (const [jsonSchema, message] of cases) {
      const res = await call('PUT', `/sites/${site.id}/adaptive-schema`, { jsonSchema });
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toContain(message);
    }
    expect((await call('PUT', `/sites/${site.id}/adaptive-schema`, {})).body.error.message).toBe(
      'jsonSchema: is required',
    );
    expect((await ok('GET', `/sites/${site.id}/adaptive-schema/template-conditions`)).items).toEqual([]);
  });
});

describe('permissions', () => {
  it('lets any member with a role read, and needs create or admin to change', async () => {
    const site = await ok('POST', '/sites', { title: 'Guarded', spaces: [await newSpace('Guarded space')] });
    expect((await call('GET', `/sites/${site.id}`, undefined, 'read')).status).toBe(200);
    expect((await call('GET', `/sites/${site.id}/structure`, undefined, 'read')).status).toBe(200);
    expect((await call('POST', '/sites', { title: 'By reader' }, 'read')).status).toBe(403);
    expect((await call('PATCH', `/sites/${site.id}`, { title: 'By editor' }, 'edit')).status).toBe(403);

    // create: content and structure
    expect((await call('POST', '/sites', { title: 'By creator' }, 'create')).status).toBe(201);
    expect((await call('PATCH', `/sites/${site.id}`, { title: 'By creator' }, 'create')).status).toBe(200);
    expect(
      (await call('POST', `/sites/${site.id}/sections`, { spaceId: await newSpace('Creator section') }, 'create'))
        .status,
    ).toBe(201);
    expect(
      (
        await call(
          'PUT',
          `/sites/${site.id}/adaptive-schema`,
          { jsonSchema: { type: 'object', properties: {}, additionalProperties: false } },
          'create',
        )
      ).status,
    ).toBe(200);

    // admin: audience, publishing, share links, deletion
    const forbidden = await call('PATCH', `/sites/${site.id}`, { visibility: 'unlisted' }, 'create');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.message).toContain('admin');
    expect((await call('POST', `/sites/${site.id}/publish`, undefined, 'create')).status).toBe(403);
    expect((await call('POST', `/sites/${site.id}/share-links`, { name: 'x' }, 'create')).status).toBe(403);
    expect((await call('GET', `/sites/${site.id}/share-links`, undefined, 'read')).status).toBe(403);
    expect((await call('DELETE', `/sites/${site.id}`, undefined, 'create')).status).toBe(403);
    expect((await ok('GET', `/sites/${site.id}`)).title).toBe('By creator');
  });

  it('hides sites from guests and outsiders (404, empty list)', async () => {
    const site = await ok('POST', '/sites', { title: 'Hidden' });
    expect((await call('GET', `/sites/${site.id}`, undefined, 'guest')).status).toBe(404);
    expect((await call('GET', '/sites', undefined, 'guest')).body.count).toBe(0);
    const db = svc.service.db;
    const outsider = createUser(db, { displayName: 'Otto Outsider', email: 'otto@elsewhere.test' }, new Date());
    const token = issueToken(db, outsider.id, 'test', new Date()).token;
    for (const [method, path] of [
      ['GET', '/sites'],
      ['GET', `/sites/${site.id}`],
      ['POST', `/sites/${site.id}/publish`],
      ['DELETE', `/sites/${site.id}`],
    ] as const) {
      expect((await call(method, path, undefined, 'admin', token)).status, `${method} ${path}`).toBe(404);
    }
  });

  it('deletes a site with 205, and a second delete is 404', async () => {
    const site = await ok('POST', '/sites', { title: 'Short lived', spaces: 'empty' });
    expect((await call('DELETE', `/sites/${site.id}`)).status).toBe(205);
    expect((await call('DELETE', `/sites/${site.id}`)).status).toBe(404);
    expect((await call('GET', `/sites/${site.id}/structure`)).status).toBe(404);
  });
});
