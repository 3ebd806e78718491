import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../../helpers/cli.js';

/**
 * The in-process `local` profile in one reference's mode (DOCS_CLI_REFERENCE): section groups go
 * through 0.202.0's updateSiteSectionById on a service of the current reference, and through the
 * seed's addSectionToGroup/removeSectionFromGroup on one of the seed's, learnt once per run.
 */
describe('section groups on the embedded workspace of one reference', () => {
  for (const reference of ['current', 'seed'] as const) {
    it(`DOCS_CLI_REFERENCE=${reference}`, async () => {
      const options = { configDir: tempDir(), env: { DOCS_CLI_REFERENCE: reference } };
      const json = async (args: string[]) => {
        const res = await runCli([...args, '-o', 'json'], options);
        expect(res.code, `${args.join(' ')}: ${res.stderr}`).toBe(0);
        return JSON.parse(res.stdout);
      };
      const spaces = await json(['spaces', 'list']);
      const site = await json(['sites', 'create', '--title', 'Modes', '--space', spaces[0].id]);
      const section = await json([
        'sites',
        'sections',
        'create',
        '--site',
        site.id,
        '--space',
        spaces[1].id,
        '--title',
        'Two',
      ]);
      const group = await json(['sites', 'section-groups', 'create', '--site', site.id, '--title', 'Group']);
      const add = await runCli(
        ['sites', 'section-groups', 'add-section', group.id, section.id, '--site', site.id, '-o', 'json', '--verbose'],
        options,
      );
      expect(add.code, add.stderr).toBe(0);
      expect(JSON.parse(add.stdout).sections.map((s: { id: string }) => s.id)).toEqual([section.id]);
      const sent = add.stderr.split('\n').filter((l) => /^> (POST|PATCH|DELETE) /.test(l));
      expect(sent.some((l) => l.startsWith('> PATCH ') && l.endsWith(`/sections/${section.id}`))).toBe(true);
      expect(sent.some((l) => l.startsWith('> POST ') && l.endsWith(`/section-groups/${group.id}/sections`))).toBe(
        reference === 'seed',
      );
      const remove = await runCli(
        ['sites', 'section-groups', 'remove-section', group.id, section.id, '--site', site.id],
        options,
      );
      expect(remove.code, remove.stderr).toBe(0);
      expect((await json(['sites', 'section-groups', 'get', group.id, '--site', site.id])).sections).toEqual([]);
    });
  }
});
