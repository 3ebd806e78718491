/**
 * Setup of the suite's pass of the command tests against the current reference (vitest project
 * `reference-current`): tests listed in seed-only.ts are skipped with their reason, and a listed
 * test that no longer exists in its file fails the pass (the list cannot rot silently).
 */
import { relative } from 'node:path';
import { afterAll, beforeEach, expect } from 'vitest';
import { SEED_ONLY_TESTS, seedOnlyReason } from './seed-only.js';

const ROOT = new URL('..', import.meta.url).pathname;

interface Named {
  name: string;
  suite?: Named;
  type?: string;
  tasks?: Named[];
  /** Only the file's task has one. */
  filepath?: string;
}

/** `describe > it`, without the file. */
function fullName(task: Named): string {
  const parts: string[] = [];
  for (let t: Named | undefined = task; t && t.filepath === undefined; t = t.suite) parts.unshift(t.name);
  return parts.join(' > ');
}

function allTests(task: Named, into: string[] = []): string[] {
  for (const child of task.tasks ?? []) {
    if (child.type === 'test') into.push(fullName(child));
    else allTests(child, into);
  }
  return into;
}

let file: { filepath: string; tasks: Named[] } | undefined;

beforeEach((ctx) => {
  file = ctx.task.file as unknown as { filepath: string; tasks: Named[] };
  const reason = seedOnlyReason(relative(ROOT, file.filepath), fullName(ctx.task as unknown as Named));
  if (reason) ctx.skip(`seed-only: ${reason}`);
});

afterAll(() => {
  if (!file) return;
  const listed = Object.keys(SEED_ONLY_TESTS[relative(ROOT, file.filepath)] ?? {});
  const present = new Set(allTests(file as unknown as Named));
  expect(
    listed.filter((name) => !present.has(name)),
    'seed-only.ts lists tests this file no longer has',
  ).toEqual([]);
});
