/**
 * The rooms' rules, checked on the real import graph of src/: what may import what, and no
 * import cycle (counting type-only and dynamic imports too). The rules are proved able to fail on
 * synthetic graphs holding each forbidden edge.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, type Edge, type Graph, readGraph, violations } from './import-graph.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const graph = readGraph(ROOT);

const edge = (from: string, to: string, kind: Partial<Edge> = {}): Edge => ({
  from,
  to,
  dynamic: false,
  typeOnly: false,
  ...kind,
});
const graphOf = (...edges: Edge[]): Graph => ({ files: [...new Set(edges.map((e) => e.from))], edges });

describe('the import graph of src/', () => {
  it('is read whole: static, type-only and dynamic imports are all seen', () => {
    expect(graph.files.length).toBeGreaterThan(200);
    const has = (from: string, to: string, kind: Partial<Edge>) =>
      graph.edges.some((e) => e.from === from && e.to === to && e.dynamic === Boolean(kind.dynamic));
    expect(has('src/cli.ts', 'src/commands/groups.ts', {})).toBe(true);
    expect(has('src/commands/groups.ts', 'src/commands/spaces/index.ts', { dynamic: true })).toBe(true);
    expect(graph.edges.some((e) => e.from === 'src/commands/spec.ts' && e.typeOnly)).toBe(true);
  });

  it('keeps the rooms: commands, store and common import only what they may', () => {
    expect(violations(graph)).toEqual([]);
  });

  it('has no import cycle, counting type-only and dynamic imports', () => {
    expect(cycles(graph, () => true)).toEqual([]);
  });
});

describe('the rules can fail', () => {
  it('a command importing the service is refused; the server commands and the transport may', () => {
    expect(violations(graphOf(edge('src/commands/spaces/index.ts', 'src/server/store/db.ts')))).toEqual([
      'commands never import the service (except the server commands): src/commands/spaces/index.ts imports src/server/store/db.ts',
    ]);
    expect(violations(graphOf(edge('src/commands/server/index.ts', 'src/server/service.ts')))).toEqual([]);
    expect(violations(graphOf(edge('src/api/transport-local.ts', 'src/server/service.ts')))).toEqual([]);
  });

  it('the store is SQL only: no HTTP mapping, error, route, serializer, content engine or markdown', () => {
    expect(violations(graphOf(edge('src/server/store/spaces.ts', 'src/server/store/db.ts')))).toEqual([]);
    for (const to of [
      'src/server/app.ts',
      'src/server/errors.ts',
      'src/server/routes/spaces.ts',
      'src/server/serializers/space.ts',
      'src/server/content/merge.ts',
      'src/common/markdown/text.ts',
    ])
      expect(violations(graphOf(edge('src/server/store/spaces.ts', to, { typeOnly: true })))).toHaveLength(1);
  });

  it('common imports nothing of the project outside common', () => {
    expect(violations(graphOf(edge('src/common/markdown/parse.ts', 'src/common/limits.ts')))).toEqual([]);
    expect(violations(graphOf(edge('src/common/markdown/parse.ts', 'src/errors.ts', { dynamic: true })))).toHaveLength(
      1,
    );
  });

  it('finds a cycle through a dynamic or a type-only import, and a file importing itself', () => {
    const found = cycles(
      graphOf(
        edge('src/a.ts', 'src/b.ts'),
        edge('src/b.ts', 'src/c.ts', { typeOnly: true }),
        edge('src/c.ts', 'src/a.ts', { dynamic: true }),
        edge('src/d.ts', 'src/d.ts'),
        edge('src/e.ts', 'src/a.ts'),
      ),
      () => true,
    );
    expect(found).toEqual([['src/a.ts', 'src/b.ts', 'src/c.ts'], ['src/d.ts']]);
    expect(cycles(graphOf(edge('src/a.ts', 'src/b.ts'), edge('src/b.ts', 'src/c.ts')), () => true)).toEqual([]);
  });

  it('walks a long chain without overflowing the stack', () => {
    const chain = Array.from({ length: 20_000 }, (_, i) => edge(`src/m${i}.ts`, `src/m${i + 1}.ts`));
    expect(cycles(graphOf(...chain), () => true)).toEqual([]);
    expect(cycles(graphOf(...chain, edge('src/m20000.ts', 'src/m0.ts')), () => true)[0]).toHaveLength(20_001);
  });
});
