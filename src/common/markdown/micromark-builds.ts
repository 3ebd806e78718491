/**
 * A bundle replaces this module (scripts/micromark-bundle.mjs): there micromark is bundled, and the
 * modules below are imported where the bundle holds them.
 *
 * A module of micromark's own (`initialize/text.js`...) in each build a runner may load: the
 * default one and the development one (a test runner may resolve `micromark` to either). Found
 * from micromark's folder as Node resolves it, so the patches reach the copies `parse` uses.
 * They are ES modules taken with `require` (Node 20.19 and later load them so, into the same
 * module map as `import`): synchronous, so that the modules that patch them need no top-level
 * await, which the CommonJS bundle cannot hold.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const requireHere = createRequire(import.meta.url);

export function micromarkModules<T>(file: string): T[] {
  const found: T[] = [];
  let micromark: string;
  try {
    micromark = requireHere.resolve('micromark');
  } catch {
    return found; // micromark not resolvable from here: nothing to patch.
  }
  for (const build of ['lib', 'dev/lib']) {
    try {
      found.push(requireHere(join(dirname(micromark), build, file)) as T);
    } catch {
      // That build is not there.
    }
  }
  return found;
}

/** The copies of micromark-util-edit-map that micromark's tokenizers import. */
export function micromarkEditMaps<T>(): T[] {
  try {
    const fromMicromark = createRequire(requireHere.resolve('micromark'));
    return [fromMicromark(fromMicromark.resolve('micromark-util-edit-map')) as T];
  } catch {
    return [];
  }
}
