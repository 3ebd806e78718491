/**
 * The bundle replaces this module (scripts/build.mjs): there micromark is bundled, and the
 * modules below are imported where the bundle holds them.
 *
 * A module of micromark's own (`initialize/text.js`...) in each build a runner may load: the
 * default one and the development one (a test runner may resolve `micromark` to either). Found
 * from micromark's folder as Node resolves it, so the patches reach the copies `parse` uses.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export async function micromarkModules<T>(file: string): Promise<T[]> {
  const found: T[] = [];
  let micromark: string;
  try {
    micromark = createRequire(import.meta.url).resolve('micromark');
  } catch {
    return found; // micromark not resolvable from here: nothing to patch.
  }
  for (const build of ['lib', 'dev/lib']) {
    try {
      found.push((await import(new URL(`${build}/${file}`, pathToFileURL(micromark)).href)) as T);
    } catch {
      // That build is not there.
    }
  }
  return found;
}

/** The copies of micromark-util-edit-map that micromark's tokenizers import. */
export async function micromarkEditMaps<T>(): Promise<T[]> {
  try {
    const fromHere = createRequire(import.meta.url);
    const fromMicromark = createRequire(fromHere.resolve('micromark'));
    return [(await import(pathToFileURL(fromMicromark.resolve('micromark-util-edit-map')).href)) as T];
  } catch {
    return [];
  }
}
