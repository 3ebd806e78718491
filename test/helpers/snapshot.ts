import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under a folder (or only those named), by relative path, with its bytes (base64). */
export function snapshot(dir: string, only?: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (abs: string, rel: string) => {
    for (const name of readdirSync(abs).sort()) {
      const child = join(abs, name);
      const childRel = rel ? `${rel}/${name}` : name;
      if (statSync(child).isDirectory()) walk(child, childRel);
      else out[childRel] = readFileSync(child).toString('base64');
    }
  };
  walk(dir, '');
  return only ? Object.fromEntries(Object.entries(out).filter(([path]) => only.includes(path))) : out;
}

/** Every file under a folder, by path relative to it, `.git` left out (unsorted). */
export function filesUnder(dir: string, rel = ''): string[] {
  return readdirSync(join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const path = rel ? `${rel}/${e.name}` : e.name;
    if (e.name === '.git') return [];
    return e.isDirectory() ? filesUnder(dir, path) : e.isFile() ? [path] : [];
  });
}
