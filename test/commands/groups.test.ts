import { describe, expect, it } from 'vitest';
import { commandTree, GROUPS, groupNamed, treeFor } from '../../src/commands/groups.js';

describe('the one registry of command groups', () => {
  it('loads only the group an invocation names, by name or alias', async () => {
    for (const [word, name] of [
      ['cr', 'change-requests'],
      ['spaces', 'spaces'],
    ] as const) {
      const tree = await treeFor(word);
      expect(tree.filter((g) => g.commands.length > 0).map((g) => g.name)).toEqual([name]);
      expect(tree.map((g) => g.name)).toEqual(GROUPS.map((g) => g.name));
    }
    expect((await treeFor('no-such-group')).every((g) => g.commands.length === 0)).toBe(true);
  });

  it('takes every group header from the registry and every command from its module', async () => {
    const tree = await commandTree();
    expect(tree.map((g) => [g.name, g.summary])).toEqual(GROUPS.map((g) => [g.name, g.summary]));
    for (const group of tree) expect(group.commands.length, group.name).toBeGreaterThan(0);
    expect(groupNamed('cr')?.name).toBe('change-requests');
    expect(groupNamed(undefined)).toBeUndefined();
  });
});
