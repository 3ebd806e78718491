import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSeparateServer } from '../helpers/separate-server.js';

/**
 * The seed's jobs through the built binary against `docs-cli server start --reference current`
 * in another process: a service that serves only what reference 0.202.0 defines (the ten
 * operations it dropped answer 404, as the hosted service does). No command here may fail, and
 * none may send an operation the service lacks more than once (the profile remembers).
 */
const separate = useSeparateServer('docs-cli-current-', ['--reference', 'current']);

/** Runs a command and returns its JSON; the error names the command and its stderr. */
const json = <T = any>(args: string[]) => separate.json<T>(args);

describe('the seed jobs against a service of the current reference only', () => {
  it('the dropped operations are gone there, and the service says so as the hosted one does', async () => {
    const { url, token } = separate.server();
    const spaces = await json<Array<{ id: string }>>(['spaces', 'list']);
    const res = await fetch(`${url}/v1/spaces/${spaces[0]!.id}/transfer`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ organization: 'x' }),
    });
    expect(res.status).toBe(404);
  });

  it('spaces, collections, content and change requests', async () => {
    const collection = await json(['collections', 'create', '--title', 'Guides']);
    const space = await json(['spaces', 'create', '--title', 'Current', '--parent', collection.id]);
    expect((await json(['spaces', 'get', space.id])).title).toBe('Current');
    await json(['spaces', 'update', space.id, '--title', 'Current docs']);
    const dir = join(separate.work, 'docs');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'README.md'), '# Welcome\n\nHello from the current reference.\n');
    writeFileSync(join(dir, 'guide.md'), '# Guide\n\nSee [the welcome](README.md).\n');
    writeFileSync(join(dir, 'SUMMARY.md'), '# Table of contents\n\n* [Welcome](README.md)\n* [Guide](guide.md)\n');
    const pushed = await separate.cli(['cr', 'push', dir, '--space', space.id, '--merge']);
    expect(pushed.exitCode, String(pushed.stderr)).toBe(0);
    const pages = await json<Array<{ title: string }>>(['spaces', 'content', 'pages', space.id]);
    expect(pages.map((p) => p.title)).toEqual(expect.arrayContaining(['Welcome', 'Guide']));
    const cr = await json(['cr', 'create', '--space', space.id, '--subject', 'Typos']);
    expect(
      (await json<Array<{ id: string }>>(['cr', 'list', '--space', space.id, '--status', 'draft'])).map((c) => c.id),
    ).toContain(cr.id);
    const pulled = join(separate.work, 'pulled');
    const pull = await separate.cli(['spaces', 'pull', space.id, pulled]);
    expect(pull.exitCode, String(pull.stderr)).toBe(0);
    expect(readFileSync(join(pulled, 'guide.md'), 'utf8')).toContain('the welcome');
    // spaces transfer: through a collection of its own (transferCollection); the service has no transferSpace.
    const moved = await json(['spaces', 'transfer', space.id, '--to', separate.server().orgId, '--yes']);
    expect(moved.organization).toBe(separate.server().orgId);
    expect(moved.parent ?? null).toBeNull();
  }, 90_000);

  it('sites, sections and section groups (updateSiteSectionById, not the dropped operations)', async () => {
    const spaces = await json<Array<{ id: string }>>(['spaces', 'list']);
    const site = await json(['sites', 'create', '--title', 'Current site', '--space', spaces[0]!.id]);
    const section = await json([
      'sites',
      'sections',
      'create',
      '--site',
      site.id,
      '--space',
      spaces[1]!.id,
      '--title',
      'Second',
    ]);
    const group = await json(['sites', 'section-groups', 'create', '--site', site.id, '--title', 'Group']);
    const added = await json(['sites', 'section-groups', 'add-section', group.id, section.id, '--site', site.id]);
    expect(added.sections.map((s: { id: string }) => s.id)).toEqual([section.id]);
    const removed = await separate.cli([
      'sites',
      'section-groups',
      'remove-section',
      group.id,
      section.id,
      '--site',
      site.id,
    ]);
    expect(removed.exitCode, String(removed.stderr)).toBe(0);
    const after = await json(['sites', 'section-groups', 'get', group.id, '--site', site.id]);
    expect(after.sections).toEqual([]);
    // The profile remembered that this service answers the current operation.
    const record = JSON.parse(
      readFileSync(
        join(
          separate.env().DOCS_CLI_CONFIG_DIR!,
          'cache',
          'capabilities',
          `${Buffer.from('local').toString('base64url')}.json`,
        ),
        'utf8',
      ),
    );
    expect(record.jobs['site-section.group']).toBe('current');
    const published = await separate.cli(['sites', 'publish', site.id]);
    expect(published.exitCode, String(published.stderr)).toBe(0);
  }, 60_000);

  it('teams, members, translations, integrations and OpenAPI listings', async () => {
    const team = await json(['teams', 'create', '--title', 'Current reference writers']);
    expect((await json<Array<{ id: string }>>(['teams', 'list'])).map((t) => t.id)).toContain(team.id);
    expect((await json<unknown[]>(['members', 'list'])).length).toBeGreaterThan(0);
    for (const args of [
      ['translations', 'list'],
      ['integrations', 'list'],
      ['openapi', 'list'],
    ]) {
      const res = await separate.cli([...args, '-o', 'json']);
      expect(res.exitCode, `${args.join(' ')}: ${res.stderr}`).toBe(0);
    }
  }, 60_000);
});
