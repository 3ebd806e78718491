/**
 * The CLI's use of the machine's cores for independent pages: the content workers of the service
 * (server/work: the same entry, the same tasks) in a pool of the CLI's own, one worker a core (at
 * most four), the CLI's thread waiting. Work is sent in batches of about equal size, and answers
 * come back by position, so the result is the same, in the same order, whatever finishes first.
 * A batch that fails (a worker ended by its watchdog on a saturated machine, a worker that cannot
 * start) gives no answers: the caller works those items out itself, with the same result.
 * `DOCS_CLI_WORKERS=0` keeps every run in the CLI's thread (and `=n` sets the pool's size).
 */
import { availableParallelism } from 'node:os';
import { WorkerPool } from '../server/work/pool.js';
import { WORKER_MEMORY_MB } from '../server/work/limits.js';
import { workerEntry } from '../server/work/index.js';
import type { CountedAnswers } from '../server/work/tasks.js';
import { count } from '../common/counters.js';

export type CoreTask = 'page-facts' | 'rendered-ids';

/** Less text than this is read in the CLI's thread: a worker's start costs more than it saves. */
const MIN_PARALLEL_CHARS = 256 * 1024;
/** Batches per worker: enough that one slow batch does not leave the others idle long. */
const BATCHES_PER_WORKER = 6;

let pool: WorkerPool | undefined;

/** Workers the CLI may use (0: none). */
export function cliWorkers(env: NodeJS.ProcessEnv = process.env): number {
  const set = env.DOCS_CLI_WORKERS;
  if (set !== undefined && /^\d+$/.test(set)) return Math.min(16, Number(set));
  const cores = availableParallelism();
  return cores > 1 ? Math.min(4, cores) : 0;
}

function cliPool(size: number): WorkerPool {
  pool ??= new WorkerPool({
    entry: workerEntry,
    size,
    memoryMb: WORKER_MEMORY_MB,
    idleMs: 5_000,
    // The CLI's own queue: its batches wait for each other, not for anyone else's.
    queueMs: 3_600_000,
    startMs: 60_000,
  });
  return pool;
}

/**
 * `task` over `texts` in the workers: the answer of each text at its position, undefined where
 * its batch failed or no worker ran (too little text, `DOCS_CLI_WORKERS=0`).
 */
export async function inWorkers<T>(
  task: CoreTask,
  texts: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<Array<T | undefined>> {
  const out: Array<T | undefined> = new Array(texts.length).fill(undefined);
  const workers = cliWorkers(env);
  const chars = texts.reduce((n, t) => n + t.length, 0);
  if (workers === 0 || chars < MIN_PARALLEL_CHARS) return out;
  // Largest first, each to the lightest batch: batches of about equal text.
  const order = texts.map((_, i) => i).sort((a, b) => texts[b]!.length - texts[a]!.length || a - b);
  const batches = Array.from({ length: Math.min(texts.length, workers * BATCHES_PER_WORKER) }, () => ({
    items: [] as number[],
    chars: 0,
  }));
  for (const i of order) {
    let lightest = batches[0]!;
    for (const b of batches) if (b.chars < lightest.chars) lightest = b;
    lightest.items.push(i);
    lightest.chars += texts[i]!.length;
  }
  const running = cliPool(workers);
  await Promise.all(
    batches
      .filter((b) => b.items.length)
      .map(async (b) => {
        try {
          const { value: answers, parses } = await running.run<CountedAnswers<T>>(
            task,
            b.items.map((i) => texts[i]!),
            { caller: 'cli' },
          );
          // The workers' parses are this run's (DOCS_CLI_DEBUG_COUNTERS counts a run's parses).
          for (let n = 0; n < parses; n++) count('markdownParses');
          b.items.forEach((i, k) => {
            out[i] = answers[k];
          });
        } catch {
          // Worked out by the caller.
        }
      }),
  );
  return out;
}
