/**
 * Content work kept by what it was asked: a page's reading (prepare-pages, to-documents, links)
 * depends on its input alone, so the same input under the same engine gets the same answer
 * without a worker. Kept per item of a task's list, by a hash of the engine and the item, as the
 * bytes the worker's answer is copied in (v8's serializer, the structured clone a worker's message
 * uses), so each caller gets its own copy, as from a worker. Bounded in bytes; least recently
 * used go first.
 */
import { createHash } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import { VERSION } from '../../version.js';
import { Lru, MiB } from '../lru.js';
import { WorkError } from './pool.js';

/** Bump when a task's answer for the same input changes within a version (the parser's results). */
const ENGINE = `${VERSION}/content-1`;

/** Tasks whose input is a list of items each answered on its own, from the item alone. */
export const ITEM_TASKS = new Set(['prepare-pages', 'to-documents', 'links']);

const kept = new Lru<Buffer>(64 * MiB);
const counts = { hits: 0, misses: 0 };

/** Items answered from what was kept, and items sent to a worker, since the process started. */
export const memoCounts = (): Readonly<typeof counts> => ({ ...counts });

const keyOf = (task: string, item: unknown) =>
  createHash('sha256')
    .update(`${ENGINE}\0${task}\0`)
    .update(typeof item === 'string' ? item : JSON.stringify(item))
    .digest('base64url');

/**
 * `run` (the pool) over the items not kept, answers merged back in order. A failure names the
 * step (item) as the caller sent it.
 */
export async function memoized<T>(
  task: string,
  items: unknown[],
  run: (items: unknown[]) => Promise<T[]>,
): Promise<T[]> {
  const keys = items.map((item) => keyOf(task, item));
  const out: Array<T | undefined> = keys.map((key) => {
    const bytes = kept.get(key);
    return bytes === undefined ? undefined : (deserialize(bytes) as T);
  });
  const missing = out.flatMap((answer, i) => (answer === undefined ? [i] : []));
  counts.hits += items.length - missing.length;
  counts.misses += missing.length;
  if (missing.length) {
    let answers: T[];
    try {
      answers = await run(missing.map((i) => items[i]));
    } catch (error) {
      if (error instanceof WorkError && 'step' in error.failure && error.failure.step !== undefined) {
        const step = missing[error.failure.step];
        throw new WorkError({ ...error.failure, step: step ?? error.failure.step } as typeof error.failure);
      }
      throw error;
    }
    missing.forEach((i, k) => {
      const answer = answers[k] as T;
      const bytes = serialize(answer);
      kept.set(keys[i]!, bytes, bytes.length + 128);
      out[i] = answer;
    });
  }
  return out as T[];
}
