/**
 * The three-way decisions of a push and a pull (issue 42), on random histories: both sides add,
 * move, delete and edit pages of a common base; every edit either side made is in the result, or
 * the file it is in is reported as a conflict (and a push then sends nothing). fast-check prints
 * the seed and the shrunk history of a failure.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gitBlobOid } from '../../src/common/gitsync/oid.js';
import { mergeTexts, planSync, settlePath } from '../../src/gitsync/sync-merge.js';

type Folder = Map<string, string>;

/** One side's step: each leaves a unique mark, so that its survival can be checked. */
type Op =
  | { kind: 'edit'; page: number; line: number }
  | { kind: 'add'; name: number }
  | { kind: 'delete'; page: number }
  | { kind: 'move'; page: number; name: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('edit' as const), page: fc.nat(7), line: fc.nat(8) }),
  fc.record({ kind: fc.constant('add' as const), name: fc.nat(3) }),
  fc.record({ kind: fc.constant('delete' as const), page: fc.nat(7) }),
  fc.record({ kind: fc.constant('move' as const), page: fc.nat(7), name: fc.nat(3) }),
);

const baseFolder = (): Folder => {
  const folder: Folder = new Map();
  for (let p = 0; p < 5; p++)
    folder.set(`page-${p}.md`, Array.from({ length: 9 }, (_, l) => `page ${p} line ${l}`).join('\n'));
  return folder;
};

/** What a side wants to see in the result: a mark in some file, or a path gone. */
interface Expectation {
  mark?: string;
  path: string;
  gone?: boolean;
}

function apply(folder: Folder, ops: Op[], side: string): Expectation[] {
  const expected: Expectation[] = [];
  ops.forEach((op, n) => {
    const paths = [...folder.keys()].sort();
    const mark = `${side}-${n}`;
    if (op.kind === 'add') {
      const path = `${side}-new-${op.name}.md`;
      if (folder.has(path)) return;
      folder.set(path, `# ${mark}\n`);
      expected.push({ mark, path });
      return;
    }
    const path = paths[op.page % Math.max(paths.length, 1)];
    if (!path) return;
    if (op.kind === 'edit') {
      const lines = folder.get(path)!.split('\n');
      lines[op.line % lines.length] = mark;
      folder.set(path, lines.join('\n'));
      expected.push({ mark, path });
    } else if (op.kind === 'delete') {
      folder.delete(path);
      expected.push({ path, gone: true });
    } else {
      const to = `${side}-moved-${op.name}.md`;
      if (folder.has(to)) return;
      folder.set(to, `${folder.get(path)!}\n${mark}`);
      folder.delete(path);
      expected.push({ mark, path: to }, { path, gone: true });
    }
  });
  // A later step of the same side can undo an earlier one (a page edited, then deleted): only what
  // the side ends with is its change.
  const text = [...folder.values()].join('\n');
  return expected.filter((e) =>
    e.gone ? !folder.has(e.path) : text.split('\n').includes(e.mark!) || text.includes(`# ${e.mark}`),
  );
}

const print = (folder: Folder) => new Map([...folder].map(([path, text]) => [path, gitBlobOid(Buffer.from(text))]));

/** The push's result: the folder with the space's changes laid over it and the texts both changed merged. */
function pushResult(base: Folder, local: Folder, remote: Folder) {
  const plan = planSync(print(base), print(local), print(remote));
  const result = new Map(local);
  for (const path of plan.fromSpace) {
    const theirs = remote.get(path);
    if (theirs === undefined) result.delete(path);
    else result.set(path, theirs);
  }
  const conflicts = new Set(plan.conflicts.map((c) => c.path));
  for (const path of plan.toMerge) {
    const merged = mergeTexts(base.get(path), local.get(path)!, remote.get(path)!);
    if (merged.conflict) conflicts.add(path);
    else result.set(path, merged.text);
  }
  return { result, conflicts };
}

/** The pull's result: the space's content with the folder's changes kept and overlaps marked. */
function pullResult(base: Folder, local: Folder, remote: Folder) {
  const result = new Map<string, string>();
  const conflicts = new Set<string>();
  const oid = (text: string | undefined) => (text === undefined ? undefined : gitBlobOid(Buffer.from(text)));
  for (const path of new Set([...local.keys(), ...remote.keys()])) {
    const ours = local.get(path);
    const theirs = remote.get(path);
    const outcome = ours === theirs ? 'take' : settlePath(path, oid(base.get(path)), oid(ours), oid(theirs));
    if (outcome === 'take') {
      if (theirs !== undefined) result.set(path, theirs);
    } else if (outcome === 'keep') {
      if (ours !== undefined) result.set(path, ours);
    } else if (outcome === 'overlap') {
      const merged = mergeTexts(base.get(path), ours!, theirs!);
      result.set(path, merged.text);
      if (merged.conflict) conflicts.add(path);
    } else {
      conflicts.add(path);
      // A file deleted here that the space changed comes back; one the space deleted stays as the folder has it.
      result.set(path, (ours ?? theirs)!);
    }
  }
  return { result, conflicts };
}

/** Every expectation holds in the result, or its file is a conflict. */
function lostEdits(result: Folder, conflicts: Set<string>, expected: Expectation[]): Expectation[] {
  const text = [...result.values()].join('\n');
  return expected.filter((e) => {
    if (conflicts.has(e.path)) return false;
    if (e.gone) return false; // a deletion the other side's edit overrode is a conflict, checked by its edit
    return !text.split('\n').includes(e.mark!) && !text.includes(`# ${e.mark}`);
  });
}

describe('three-way sync of a folder and a space', () => {
  it('a push never drops an edit of either side: it is in the result, or its file is a conflict', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 8 }), fc.array(opArb, { maxLength: 8 }), (ourOps, theirOps) => {
        const base = baseFolder();
        const local = new Map(base);
        const remote = new Map(base);
        const ours = apply(local, ourOps, 'folder');
        const theirs = apply(remote, theirOps, 'space');
        const { result, conflicts } = pushResult(base, local, remote);
        expect(lostEdits(result, conflicts, [...ours, ...theirs])).toEqual([]);
        // What only one side deleted, and the other did not touch, stays deleted.
        for (const e of [...ours, ...theirs])
          if (e.gone && !conflicts.has(e.path) && local.get(e.path) === undefined && remote.get(e.path) === undefined)
            expect(result.has(e.path)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('a pull keeps every local edit and takes every space edit; overlaps are marked, never replaced', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 8 }), fc.array(opArb, { maxLength: 8 }), (ourOps, theirOps) => {
        const base = baseFolder();
        const local = new Map(base);
        const remote = new Map(base);
        const expected = [...apply(local, ourOps, 'folder'), ...apply(remote, theirOps, 'space')];
        const { result } = pullResult(base, local, remote);
        // Even in a conflict, the text of both sides is in the file (between markers).
        expect(lostEdits(result, new Set(), expected)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('the example of the issue: page X changed there, page Y here: both in the result, nothing else touched', () => {
    const base = baseFolder();
    const local = new Map(base);
    const remote = new Map(base);
    local.set('page-1.md', local.get('page-1.md')!.replace('page 1 line 0', 'here'));
    remote.set('page-2.md', remote.get('page-2.md')!.replace('page 2 line 0', 'there'));
    const plan = planSync(print(base), print(local), print(remote));
    expect(plan).toEqual({ fromSpace: ['page-2.md'], toMerge: [], conflicts: [] });
    remote.set('page-1.md', remote.get('page-1.md')!.replace('page 1 line 0', 'elsewhere'));
    expect(planSync(print(base), print(local), print(remote)).toMerge).toEqual(['page-1.md']);
    expect(mergeTexts(base.get('page-1.md'), local.get('page-1.md')!, remote.get('page-1.md')!).conflict).toBe(true);
  });
});
