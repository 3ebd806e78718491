/**
 * A full garbage collection, run where one parse has just left a known heap of garbage (a page
 * stopped at its limit of parser steps: its events and tokens, often 100 MB and more). Node 24
 * and later keep such a heap around for long (a larger young generation, old space grown
 * lazily): a preview showing a few such pages in a row would hold each one's garbage at once.
 * `gc` is not exposed without a flag at start; setting the flag now exposes it to a new context.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: ((options: object) => void) | undefined;

export function collectGarbage(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as (options: object) => void;
  }
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
