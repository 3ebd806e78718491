import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The service's rooms say what they hold: routes make no database calls, the store is SQL only. */
const SERVER = join(import.meta.dirname, '../../src/server');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const imports = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]!);

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

  it('the store imports nothing of routes, serializers, app, errors or the content engine', () => {
    const found = files(join(SERVER, 'store')).flatMap((file) =>
      imports(file)
        .filter((spec) => /\/(routes|serializers|content)\/|\/app\.js$|\/errors\.js$|common\/markdown/.test(spec))
        .filter((spec) => !spec.startsWith('./content/'))
        .map((spec) => `${relative(SERVER, file)} imports ${spec}`),
    );
    expect(found).toEqual([]);
  });
});
