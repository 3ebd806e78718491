/**
 * The process's content pool (one for every service the process runs), started on first use.
 * In the bundle the worker is its own entry (dist/content-worker.js); run from the TypeScript
 * sources (tests), the worker is bundled once per process with esbuild, beside node_modules.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { WORKER_MEMORY_MB } from './limits.js';
import { WorkerPool } from './pool.js';
import type { TaskInput, TaskName, TaskOutput } from './tasks.js';

const BUNDLED_ENTRY = 'content-worker.js';

async function workerEntry(): Promise<URL> {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) {
    for (const candidate of [`./${BUNDLED_ENTRY}`, `../${BUNDLED_ENTRY}`]) {
      const url = new URL(candidate, here);
      if (existsSync(fileURLToPath(url))) return url;
    }
    throw new Error(`the content worker (${BUNDLED_ENTRY}) is missing beside ${here}`);
  }
  return bundleFromSources();
}

/** Running from sources: one bundle of worker.ts per process, removed when it exits. */
async function bundleFromSources(): Promise<URL> {
  const root = dirname(dirname(dirname(dirname(fileURLToPath(import.meta.url)))));
  const dir = join(root, 'node_modules', '.cache', 'docs-cli');
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, `content-worker-${process.pid}-${Date.now()}.mjs`);
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(root, 'src', 'server', 'work', 'worker.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
  process.once('exit', () => rmSync(outfile, { force: true }));
  return pathToFileURL(outfile);
}

let pool: WorkerPool | undefined;

/** One worker per core beyond the one answering requests (at least one, at most four). */
export function contentPool(): WorkerPool {
  pool ??= new WorkerPool({
    entry: workerEntry,
    size: Math.max(1, Math.min(4, availableParallelism() - 1)),
    memoryMb: WORKER_MEMORY_MB,
    idleMs: 30_000,
    queueMs: 30_000,
    startMs: 15_000,
    warmTask: 'warm',
  });
  return pool;
}

/** Runs a content task in the pool, typed by its name. */
export function runTask<N extends TaskName>(name: N, input: TaskInput<N>, caller: string): Promise<TaskOutput<N>> {
  return contentPool().run<TaskOutput<N>>(name, input, { caller });
}
