import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { SEVERITY } from '../../src/gitsync/check.js';

it("docs/check.md's table names every kind check reports, with the severity it reports", () => {
  const doc = readFileSync(join(import.meta.dirname, '../../docs/check.md'), 'utf8');
  const rows = Object.fromEntries([...doc.matchAll(/^\| `([\w-]+)` \| (error|warning) \|/gm)].map((m) => [m[1], m[2]]));
  expect(rows).toEqual({ ...SEVERITY });
});
