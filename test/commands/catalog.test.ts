import { describe, expect, it } from 'vitest';
import { catalog, treeFor } from '../../src/commands/catalog.js';
import { commandTree } from '../../src/commands/tree.js';

describe('the lazy group catalog', () => {
  it('has the same groups, aliases and summaries as the tree, in the same order', () => {
    const headers = (g: { name: string; aliases?: string[]; summary: string }) => ({
      name: g.name,
      aliases: g.aliases ?? [],
      summary: g.summary,
    });
    expect(catalog.map(headers)).toEqual(commandTree().map(headers));
  });

  it('loads only the group an invocation names', async () => {
    const tree = await treeFor('cr');
    const loaded = tree.filter((g) => g.commands.length > 0).map((g) => g.name);
    expect(loaded).toEqual(['change-requests']);
  });
});
