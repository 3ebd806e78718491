import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Routes make no database calls (what the store may import is a rule of the import graph:
 * test/architecture).
 */
const SERVER = join(import.meta.dirname, '../../src/server');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('rooms of the service', () => {
  it('routes call no database method (no get, all, run, exec, prepare or tx) and hold no SQL', () => {
    const found = files(join(SERVER, 'routes')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /\bdb\.(prepare|exec|all|get|run|tx)\b|\b(SELECT|UPDATE|INSERT INTO|DELETE FROM) /.test(line)
            ? [`${relative(SERVER, file)}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
