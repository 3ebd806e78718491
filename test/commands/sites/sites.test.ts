import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runJson, tempDir } from '../../helpers/cli.js';
import { startTestService, type TestService } from '../../helpers/service.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());

const as = (role = 'admin') => ({ url: svc.url, token: svc.tokenFor(role) });
const tty = (role = 'admin') => ({ ...as(role), tty: true });
const spaceId = async (title: string) =>
  (await runJson<Array<{ id: string; title: string }>>(['spaces', 'list', '--all'], as())).find(
    (s) => s.title === title,
  )!.id;

describe('a new user builds and publishes a site in a terminal', () => {
  it('creates a site from a demo space, adds a section and a variant, reorders, publishes, reads, unpublishes', async () => {
    const started = await spaceId('Getting Started');
    const api = await spaceId('API Reference');
    const notes = await spaceId('Release Notes');

    // create: a readable card and a next-step hint
    const create = await runCli(['sites', 'create', '--title', 'Product Docs', '--space', started], tty());
    expect(create.code).toBe(0);
    expect(create.stdout).toMatch(/title\s+Product Docs/);
    expect(create.stdout).toMatch(/published\s+false/);
    expect(create.stderr).toContain('docs-cli sites publish');
    const site = (
      await runJson<Array<{ id: string; title: string }>>(['sites', 'list', '--title', 'Product Docs'], as())
    )[0]!;

    // a second space as a section: the first space moves into a default section
    const section = await runCli(
      ['sites', 'sections', 'create', '--site', site.id, '--space', api, '--title', 'API'],
      tty(),
    );
    expect(section.code).toBe(0);
    expect(section.stdout).toMatch(/path\s+api/);
    expect(section.stderr).toContain('added section');

    // a variant in the default section
    const variant = await runJson(['sites', 'site-spaces', 'create', '--site', site.id, '--space', notes], as());
    expect(variant.object).toBe('site-space');
    expect(variant.path).toBe('release-notes');
    expect(variant.default).toBe(false);

    const tree = await runCli(['sites', 'structure', site.id], tty());
    expect(tree.code).toBe(0);
    expect(tree.stdout).toContain('Product Docs  unpublished');
    expect(tree.stdout).toMatch(/├─ section {2}Product Docs {2}\/product-docs {2}\(default\)/);
    expect(tree.stdout).toMatch(/│ {2}├─ space {2}🚀 Getting Started {2}\/getting-started {2}\(default\)/);
    expect(tree.stdout).toMatch(/└─ section {2}API {2}\/api/);

    // reorder: the API section first; the new order is printed as a tree
    const structure = await runJson(['sites', 'structure', 'show', site.id], as());
    const [first, second] = structure.structure as Array<{ id: string; title: string }>;
    const moved = await runCli(
      ['sites', 'structure', 'move', second!.id, '--site', site.id, '--before', first!.id],
      tty(),
    );
    expect(moved.code).toBe(0);
    expect(moved.stdout.indexOf('section  API')).toBeLessThan(moved.stdout.indexOf('section  Product Docs'));
    const after = await runJson(['sites', 'structure', 'show', site.id], as());
    expect(after.structure.map((s: { title: string }) => s.title)).toEqual(['API', 'Product Docs']);

    // the variant first inside its section
    const movedSpace = await runJson(
      ['sites', 'site-spaces', 'move', variant.id, '--site', site.id, '--before', after.structure[1].siteSpaces[0].id],
      as(),
    );
    expect(movedSpace.id).toBe(variant.id);
    const again = await runJson(['sites', 'structure', 'show', site.id], as());
    expect(again.structure[1].siteSpaces.map((s: { title: string }) => s.title)).toEqual([
      'Release Notes',
      'Getting Started',
    ]);

    // publish prints the URL
    const publish = await runCli(['sites', 'publish', site.id], tty());
    expect(publish.code).toBe(0);
    expect(publish.stdout).toMatch(
      /^Published "Product Docs" \(public\): http:\/\/127\.0\.0\.1:\d+\/published\/sites\/\w+\n$/,
    );
    const piped = await runCli(['sites', 'publish', site.id], as());
    expect(piped.stdout).toMatch(/^http:\/\/\S+\n$/);

    const published = await runCli(['sites', 'published', site.id], tty());
    expect(published.code).toBe(0);
    expect(published.stdout).toMatch(/Product Docs {2}published http:\/\/\S+/);
    expect(published.stdout).toContain('section  API');
    expect(published.stdout).toContain('space  📝 Release Notes');
    const view = await runJson(['sites', 'published', site.id], as());
    expect(view.object).toBe('published-content-site');
    expect(view.site.published).toBe(true);
    expect(view.structure.type).toBe('sections');

    // unpublish asks first: without a terminal it needs --yes and changes nothing
    const refused = await runCli(['sites', 'unpublish', site.id], as());
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--yes');
    expect((await runJson(['sites', 'get', site.id], as())).published).toBe(true);
    const unpublish = await runCli(['sites', 'unpublish', site.id, '--yes'], tty());
    expect(unpublish.code).toBe(0);
    expect(unpublish.stdout).toContain('Unpublished "Product Docs"');
    expect((await runJson(['sites', 'get', site.id], as())).published).toBe(false);
    expect((await runCli(['sites', 'published', site.id], as())).code).toBe(3);
  });

  it('prints the resources with -o json and ids for scripts', async () => {
    const site = await runJson(['sites', 'create', '--title', 'Scripted', '--new-space', 'sample'], as());
    expect(site).toMatchObject({ object: 'site', title: 'Scripted', published: false, siteSpaces: 1, type: 'basic' });
    const published = await runJson(['sites', 'publish', site.id], as());
    expect(published.urls.published).toMatch(/^http/);
    const ids = await runCli(['sites', 'list', '--published', '-o', 'ids'], as());
    expect(ids.stdout.trim().split('\n')).toContain(site.id);
    const unpublishedIds = await runCli(['sites', 'list', '--unpublished', '-o', 'ids'], as());
    expect(unpublishedIds.stdout).not.toContain(site.id);
    const siteSpaces = await runJson<Array<{ object: string; default: boolean }>>(
      ['sites', 'site-spaces', 'list', '--site', site.id],
      as(),
    );
    expect(siteSpaces).toHaveLength(1);
    expect(siteSpaces[0]).toMatchObject({ object: 'site-space', default: true });
    const piped = await runCli(['sites', 'structure', 'show', site.id], as());
    expect(piped.stdout.split('\t')[0]).toBe('site-space');
  });
});

describe('share-link sites', () => {
  it('shows the published view only with an active share key', async () => {
    const site = await runJson(
      [
        'sites',
        'create',
        '--title',
        'Secret Docs',
        '--space',
        await spaceId('Internal Handbook'),
        '--visibility',
        'share-link',
      ],
      as(),
    );
    await runJson(['sites', 'publish', site.id], as());
    expect((await runCli(['sites', 'published', site.id], as())).code).toBe(3);

    const link = await runJson(['sites', 'share-links', 'create', '--site', site.id, '--name', 'Beta testers'], as());
    expect(link).toMatchObject({ object: 'share-link', name: 'Beta testers', active: true });
    const key = new URL(link.urls.published).searchParams.get('shareKey')!;
    expect(key.length).toBeGreaterThan(10);

    const open = await runCli(['sites', 'published', site.id, '--share-key', key], tty());
    expect(open.code).toBe(0);
    expect(open.stdout).toContain('Secret Docs  published');
    expect(open.stdout).toContain('📗 Internal Handbook');
    // the link's URL works as well as the bare key, and published URLs carry the key
    const viaUrl = await runJson(['sites', 'published', site.id, '--share-key', link.urls.published], as());
    expect(viaUrl.site.urls.published).toContain(`shareKey=${key}`);

    const off = await runJson(['sites', 'share-links', 'update', link.id, '--site', site.id, '--inactive'], as());
    expect(off.active).toBe(false);
    const closed = await runCli(['sites', 'published', site.id, '--share-key', key], as());
    expect(closed.code).toBe(3);
    expect(closed.stderr).toContain('shareKey');

    expect(
      (await runJson(['sites', 'share-links', 'update', link.id, '--site', site.id, '--active'], as())).active,
    ).toBe(true);
    expect((await runCli(['sites', 'published', site.id, '--share-key', key], as())).code).toBe(0);
    expect((await runCli(['sites', 'share-links', 'delete', link.id, '--site', site.id, '--yes'], as())).code).toBe(0);
    expect((await runCli(['sites', 'published', site.id, '--share-key', key], as())).code).toBe(3);
  });
});

describe('invalid input', () => {
  it('checks simple limits before sending anything (exit 2, the field named)', async () => {
    const cases: Array<[string[], string]> = [
      [['sites', 'create', '--title', 'x'], '--title: must be at least 2 characters'],
      [
        ['sites', 'update', 'any-site', '--proxy', 'not a host'],
        '--proxy: must be a host name followed by one or more path segments',
      ],
      [
        ['sites', 'update', 'any-site', '--proxy', 'example.com'],
        '--proxy: must be a host name followed by one or more path segments',
      ],
      [['sites', 'sections', 'update', 'any', '--site', 's', '--path', ''], '--path: must not be empty'],
      [
        ['sites', 'share-links', 'create', '--site', 's', '--name', 'n'.repeat(51)],
        '--name: must be at most 50 characters',
      ],
      [
        ['sites', 'site-spaces', 'update', 'any', '--site', 's', '--condition', 'c'.repeat(1025)],
        '--condition: must be at most 1024 characters',
      ],
    ];
    for (const [argv, text] of cases) {
      const res = await runCli([...argv, '--verbose'], as());
      expect(res.code, argv.join(' ')).toBe(2);
      expect(res.stderr).toContain(text);
      expect(res.stderr).not.toMatch(/> (POST|PATCH|GET)/);
    }
  });

  it('reports the service 400 for a schema with a non-boolean claim (exit 2, field named)', async () => {
    const site = await runJson(['sites', 'create', '--title', 'Adaptive'], as());
    const dir = tempDir();
    const bad = join(dir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({
        type: 'object',
        properties: { plan: { type: 'string', description: 'Plan' } },
        additionalProperties: false,
      }),
    );
    const res = await runCli(['sites', 'adaptive-schema', 'set', '--site', site.id, '--file', bad], as());
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('jsonSchema.properties.plan.type: must be "boolean"');
    expect(res.stderr.trim().split('\n')).toHaveLength(1);

    const notJson = join(dir, 'not.json');
    writeFileSync(notJson, '{ nope');
    const broken = await runCli(['sites', 'adaptive-schema', 'set', '--site', site.id, '--file', notJson], as());
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('is not valid JSON');

    const good = join(dir, 'good.json');
    writeFileSync(
      good,
      JSON.stringify({
        type: 'object',
        properties: {
          isBeta: { type: 'boolean', description: 'Joined the beta' },
          unsigned: {
            type: 'object',
            properties: { fromAds: { type: 'boolean', description: 'Came from an ad' } },
            additionalProperties: false,
          },
        },
        additionalProperties: false,
      }),
    );
    const set = await runCli(['sites', 'adaptive-schema', 'set', '--site', site.id, '--file', good], tty());
    expect(set.code).toBe(0);
    expect(set.stdout).toMatch(/isBeta\s+boolean\s+Joined the beta/);
    expect(set.stdout).toMatch(/unsigned\.fromAds\s+boolean\s+Came from an ad/);
    const conditions = await runCli(['sites', 'adaptive-schema', 'conditions', '--site', site.id, '-o', 'ids'], as());
    expect(conditions.stdout.split('\n')).toContain('visitor.claims.isBeta === true');
    expect(conditions.stdout.split('\n')).toContain('visitor.claims.unsigned.fromAds === true');
    const schema = await runJson(['sites', 'adaptive-schema', 'get', '--site', site.id], as());
    expect(schema.jsonSchema.properties.unsigned.description).toBe('Unsigned claims of the site visitor.');
  });

  it('maps service refusals to exit codes: missing site 3, weak role 4, duplicate path 5', async () => {
    expect((await runCli(['sites', 'get', 'no-such-site'], as())).code).toBe(3);
    const site = await runJson(
      ['sites', 'create', '--title', 'Guarded', '--space', await spaceId('Getting Started')],
      as(),
    );
    const denied = await runCli(['sites', 'publish', site.id], as('create'));
    expect(denied.code).toBe(4);
    expect(denied.stderr).toContain('admin');
    expect((await runCli(['sites', 'create', '--title', 'Nope'], as('read'))).code).toBe(4);

    await runJson(['sites', 'sections', 'create', '--site', site.id, '--space', await spaceId('API Reference')], as());
    const sections = await runJson<Array<{ id: string; path: string }>>(
      ['sites', 'sections', 'list', '--site', site.id],
      as(),
    );
    const clash = await runCli(
      ['sites', 'sections', 'update', sections[1]!.id, '--site', site.id, '--path', sections[0]!.path],
      as(),
    );
    expect(clash.code).toBe(5);
    expect(clash.stderr).toContain('path: another section of this site already uses the path');
  });

  it('needs --yes for destructive verbs without a terminal, and --dry-run sends nothing', async () => {
    const site = await runJson(['sites', 'create', '--title', 'Keep me'], as());
    expect((await runCli(['sites', 'delete', site.id], as())).code).toBe(2);
    const dry = await runCli(['sites', 'delete', site.id, '--dry-run'], as());
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('DELETE');
    expect((await runCli(['sites', 'get', site.id], as())).code).toBe(0);
    expect((await runCli(['sites', 'delete', site.id, '--yes'], as())).code).toBe(0);
    expect((await runCli(['sites', 'get', site.id], as())).code).toBe(3);
  });
});

describe('section groups, sections and site spaces from the CLI', () => {
  it('groups sections, moves them, sets defaults and conditions, and removes things', async () => {
    const site = await runJson(
      ['sites', 'create', '--title', 'Grouped', '--space', await spaceId('Getting Started')],
      as(),
    );
    const apiSection = await runJson(
      ['sites', 'sections', 'add', '--site', site.id, '--space', await spaceId('API Reference'), '--title', 'API'],
      as(),
    );
    const notesSection = await runJson(
      ['sites', 'sections', 'create', '--site', site.id, '--space', await spaceId('Release Notes')],
      as(),
    );

    const group = await runJson(
      ['sites', 'section-groups', 'create', '--site', site.id, '--title', 'Reference', '--section', apiSection.id],
      as(),
    );
    expect(group.sections.map((s: { id: string }) => s.id)).toEqual([apiSection.id]);
    const grown = await runJson(
      ['sites', 'section-groups', 'add-section', group.id, notesSection.id, '--site', site.id],
      as(),
    );
    expect(grown.sections.map((s: { id: string }) => s.id)).toEqual([apiSection.id, notesSection.id]);

    const tree = await runCli(['sites', 'structure', 'show', site.id], tty());
    expect(tree.stdout).toMatch(/└─ group {2}Reference/);
    expect(tree.stdout).toMatch(/ {3}├─ section {2}API {2}\/api/);

    const inGroup = await runJson(
      ['sites', 'sections', 'move', notesSection.id, '--site', site.id, '--before', apiSection.id],
      as(),
    );
    expect(inGroup.sectionGroup).toBe(group.id);
    const shown = await runJson(['sites', 'section-groups', 'get', group.id, '--site', site.id], as());
    expect(shown.sections.map((s: { id: string }) => s.id)).toEqual([notesSection.id, apiSection.id]);

    const groupFirst = await runJson(['sites', 'section-groups', 'move', group.id, '--site', site.id, '--last'], as());
    expect(groupFirst.id).toBe(group.id);

    const conditioned = await runJson(
      [
        'sites',
        'sections',
        'update',
        apiSection.id,
        '--site',
        site.id,
        '--condition',
        'visitor.claims.isBeta === true',
        '--description',
        'For developers',
      ],
      as(),
    );
    expect(conditioned).toMatchObject({ condition: 'visitor.claims.isBeta === true', description: 'For developers' });
    const cleared = await runJson(
      ['sites', 'sections', 'update', apiSection.id, '--site', site.id, '--no-condition'],
      as(),
    );
    expect(cleared.condition).toBeUndefined();
    expect(cleared.description).toBe('For developers');

    const made = await runJson(['sites', 'update', site.id, '--default-section', apiSection.id], as());
    expect(made.id).toBe(site.id);
    const sections = await runJson<Array<{ id: string; default: boolean }>>(
      ['sites', 'sections', 'list', '--site', site.id],
      as(),
    );
    expect(sections.filter((s) => s.default).map((s) => s.id)).toEqual([apiSection.id]);

    expect(
      (await runCli(['sites', 'section-groups', 'remove-section', group.id, notesSection.id, '--site', site.id], as()))
        .code,
    ).toBe(0);
    expect((await runCli(['sites', 'section-groups', 'delete', group.id, '--site', site.id, '--yes'], as())).code).toBe(
      0,
    );
    const flat = await runJson(['sites', 'structure', 'show', site.id], as());
    expect(flat.structure.every((i: { object: string }) => i.object === 'site-section')).toBe(true);
    expect(flat.structure).toHaveLength(3);

    const ss = await runJson<Array<{ id: string; section: string }>>(
      ['sites', 'site-spaces', 'list', '--site', site.id],
      as(),
    );
    const target = ss.find((s) => s.section === notesSection.id)!;
    const renamed = await runJson(
      [
        'sites',
        'site-spaces',
        'update',
        target.id,
        '--site',
        site.id,
        '--path',
        'changelog',
        '--condition',
        'visitor.claims.isBeta === true',
      ],
      as(),
    );
    expect(renamed).toMatchObject({ path: 'changelog', condition: 'visitor.claims.isBeta === true' });
    expect((await runCli(['sites', 'site-spaces', 'delete', target.id, '--site', site.id, '--yes'], as())).code).toBe(
      0,
    );
    expect((await runCli(['sites', 'site-spaces', 'get', target.id, '--site', site.id], as())).code).toBe(3);
    expect(
      (await runCli(['sites', 'sections', 'delete', notesSection.id, '--site', site.id, '--yes'], as())).code,
    ).toBe(0);
    expect((await runJson<unknown[]>(['sites', 'sections', 'list', '--site', site.id], as())).length).toBe(2);
  });

  it('says which item is unknown when moving', async () => {
    const site = await runJson(['sites', 'create', '--title', 'Movers'], as());
    const res = await runCli(['sites', 'structure', 'move', 'nothing', '--site', site.id, '--last'], as());
    expect(res.code).toBe(3);
    expect(res.stderr).toContain('no section, section group or site space nothing');
    expect((await runCli(['sites', 'structure', 'move', 'x', '--site', site.id], as())).code).toBe(2);
  });
});
