/**
 * The entry of a content worker (its own entry point in the bundle: scripts/build.mjs). Runs one
 * task at a time for the pool and answers with its result or the reason it failed.
 */
import { parentPort } from 'node:worker_threads';
import { counted } from '../../common/counters.js';
import { MarkdownLimitError } from '../../common/markdown/limits.js';
import { withStepLimit } from '../../common/markdown/steps.js';
import { bulkWatchdogMs, pageWatchdogMs, parseStepLimit } from './limits.js';
import type { Reply } from './pool.js';
import { LimitError, TASKS, type Step, type TaskName } from './tasks.js';

const port = parentPort!;
port.postMessage({ ready: true } satisfies Reply);

port.on('message', async (message: { id: number; name: TaskName; input: unknown }) => {
  let reply: Exclude<Reply, { step: number } | { ready: true }>;
  let current: number | undefined;
  // The task's markdown parses go back with its answer: the pool's owner counts them as its own.
  const parsesBefore = counted('markdownParses');
  const step: Step = (index, kind = 'page') => {
    current = index;
    const budgetMs = kind === 'bulk' ? bulkWatchdogMs() : pageWatchdogMs();
    port.postMessage({ id: message.id, step: index, budgetMs } satisfies Reply);
  };
  try {
    const task = TASKS[message.name] as (input: unknown, step: Step) => Promise<unknown>;
    if (!task) throw new Error(`no content task ${message.name}`);
    // Every parse of the task is limited by the length of its text (the warm-up parses nothing).
    const run = () => task(message.input, step);
    const value = message.name === 'warm' ? await run() : await withStepLimit(parseStepLimit, run);
    reply = { id: message.id, ok: true, value };
  } catch (error) {
    const e = error as Error;
    reply = {
      id: message.id,
      ok: false,
      failure:
        error instanceof LimitError
          ? { kind: 'limit', message: e.message, step: current, named: (error as LimitError).named }
          : error instanceof MarkdownLimitError
            ? { kind: 'limit', message: e.message, step: current }
            : // Deep recursion in a library: the input nests too deeply to read.
              error instanceof RangeError && /call stack/i.test(e.message)
              ? { kind: 'limit', message: 'nests too deeply to be read', step: current }
              : { kind: 'error', message: String(e?.message ?? error), name: e?.name, step: current },
    };
  }
  const parses = counted('markdownParses') - parsesBefore;
  if (parses) reply.parses = parses;
  // Bytes (a PDF) move to the pool's thread rather than being copied; a Buffer from Node's shared
  // slab is copied out first, so that nothing else goes with it.
  if (reply.ok && reply.value instanceof Uint8Array) {
    const v = reply.value;
    const own = v.byteOffset === 0 && v.byteLength === v.buffer.byteLength ? v : new Uint8Array(v);
    reply = { ...reply, value: own };
    port.postMessage(reply, [own.buffer as ArrayBuffer]);
    return;
  }
  port.postMessage(reply);
});
