/**
 * The project's import graph, read from its sources with TypeScript's pre-processor (static
 * imports, re-exports, `import type`, and dynamic `import()` with a literal path), and the rules
 * it must keep. Used by imports.test.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export interface Edge {
  from: string;
  to: string;
  /** `import()` evaluated when it runs, not when the importer loads. */
  dynamic: boolean;
  /** `import type` / `export type`: erased, never loaded. */
  typeOnly: boolean;
}

export interface Graph {
  files: string[];
  edges: Edge[];
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return full.endsWith('.ts') && !full.endsWith('.d.ts') ? [full] : [];
  });
}

/** `./x.js` -> `./x.ts` (NodeNext spelling), `./dir` -> `./dir/index.ts`; packages are left out. */
function resolveImport(root: string, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(join(root, from)), specifier);
  for (const candidate of [base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts'), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate);
  }
  return undefined;
}

const TYPE_ONLY = /^\s*(import|export)\s+type\b/;

/** The graph of the `.ts` files under `root/dir` (paths relative to `root`, with `/`). */
export function readGraph(root: string, dir = 'src'): Graph {
  const files = sources(join(root, dir)).map((f) => relative(root, f));
  const edges: Edge[] = [];
  for (const from of files) {
    const text = readFileSync(join(root, from), 'utf8');
    const info = ts.preProcessFile(text, true, true);
    const source = ts.createSourceFile(from, text, ts.ScriptTarget.Latest, false);
    for (const ref of info.importedFiles) {
      const to = resolveImport(root, from, ref.fileName);
      if (!to) continue;
      // The statement around the specifier tells a dynamic import() and a type-only import apart.
      const line = text.slice(text.lastIndexOf('\n', ref.pos) + 1, ref.pos);
      const statement = statementAt(source, ref.pos);
      const dynamic = /\bimport\s*\(\s*$/.test(line);
      const typeOnly = !dynamic && statement !== undefined && TYPE_ONLY.test(statement);
      edges.push({ from, to, dynamic, typeOnly });
    }
  }
  return { files, edges };
}

function statementAt(source: ts.SourceFile, pos: number): string | undefined {
  const found = source.statements.find((s) => s.pos <= pos && pos < s.end);
  return found?.getText(source);
}

export interface Rule {
  name: string;
  /** Does the rule apply to an edge from this file to that one? */
  forbids(from: string, to: string): boolean;
}

export const RULES: Rule[] = [
  {
    name: 'commands never import the service (except the server commands)',
    forbids: (from, to) =>
      from.startsWith('src/commands/') && !from.startsWith('src/commands/server/') && to.startsWith('src/server/'),
  },
  {
    name: 'the store is SQL only: it imports no HTTP mapping, errors, routes, serializers, content engine or markdown',
    forbids: (from, to) =>
      from.startsWith('src/server/store/') &&
      (to === 'src/server/app.ts' ||
        to === 'src/server/errors.ts' ||
        /^src\/server\/(routes|serializers|content)\//.test(to) ||
        to.startsWith('src/common/markdown/')),
  },
  {
    name: 'common imports nothing of the project outside common',
    forbids: (from, to) => from.startsWith('src/common/') && !to.startsWith('src/common/'),
  },
];

export function violations(graph: Graph, rules: Rule[] = RULES): string[] {
  return graph.edges.flatMap((e) =>
    rules.filter((r) => r.forbids(e.from, e.to)).map((r) => `${r.name}: ${e.from} imports ${e.to}`),
  );
}

/**
 * Import cycles among the edges that load code when a module loads (static, not type-only), as
 * strongly connected components of more than one file (or a file importing itself).
 */
export function cycles(graph: Graph, include: (e: Edge) => boolean = (e) => !e.dynamic && !e.typeOnly): string[][] {
  const next = new Map<string, string[]>();
  for (const e of graph.edges) if (include(e)) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  // Tarjan's algorithm, iterative (a deep graph must not overflow the stack).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let counter = 0;
  const nodes = [...new Set([...graph.files, ...graph.edges.map((e) => e.to)])];
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; i: number }> = [{ node: start, i: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1] as { node: string; i: number };
      const targets = next.get(top.node) ?? [];
      if (top.i < targets.length) {
        const to = targets[top.i++] as string;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, i: 0 });
        } else if (onStack.has(to)) {
          low.set(top.node, Math.min(low.get(top.node) ?? 0, index.get(to) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(top.node) ?? 0));
      if (low.get(top.node) === index.get(top.node)) {
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop();
          if (member === undefined) break;
          onStack.delete(member);
          component.push(member);
        } while (member !== top.node);
        const selfLoop = component.length === 1 && (next.get(top.node) ?? []).includes(top.node);
        if (component.length > 1 || selfLoop) found.push(component.sort());
      }
    }
  }
  return found;
}
