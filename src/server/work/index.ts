/**
 * The process's content pool (one for every service the process runs), started on first use.
 * In the bundle the worker is its own entry (dist/content-worker.cjs); run from the TypeScript
 * sources (tests), the worker is bundled with esbuild, beside node_modules.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inSnapshot } from './dist-snapshot.js';
import { WORKER_MEMORY_MB } from './limits.js';
import { ITEM_TASKS, memoized } from './memo.js';
import { count } from '../../common/counters.js';
import { WorkerPool } from './pool.js';
import { runSplit } from './split.js';
import type { TaskInput, TaskName, TaskOutput } from './tasks.js';

const BUNDLED_ENTRY = 'content-worker.cjs';

/** The content worker's entry: the bundle's, or bundled from the sources (the CLI's pool starts it too). */
export async function workerEntry(): Promise<URL> {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) {
    for (const candidate of [`./${BUNDLED_ENTRY}`, `../${BUNDLED_ENTRY}`]) {
      const url = new URL(candidate, here);
      if (inSnapshot(fileURLToPath(url)) || existsSync(fileURLToPath(url))) return url;
    }
    throw new Error(`the content worker (${BUNDLED_ENTRY}) is missing beside ${here}`);
  }
  return bundleFromSources();
}

/**
 * Running from sources (tests): worker.ts bundled with esbuild beside node_modules, once per
 * version of the sources (named by a hash of their sizes and times) and shared by every process
 * that runs them; bundles of other versions older than a day are removed.
 */
async function bundleFromSources(): Promise<URL> {
  const root = dirname(dirname(dirname(dirname(fileURLToPath(import.meta.url)))));
  const dir = join(root, 'node_modules', '.cache', 'docs-cli');
  const hash = createHash('sha1');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) {
        const stat = statSync(path);
        hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`);
      }
    }
  };
  walk(join(root, 'src'));
  const name = `content-worker-${hash.digest('hex').slice(0, 16)}.mjs`;
  const outfile = join(dir, name);
  if (!existsSync(outfile)) {
    mkdirSync(dir, { recursive: true });
    // Unique to this call: test processes (and pools in one process) bundle at the same time.
    const staging = `${outfile}.${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`;
    const { build } = await import('esbuild');
    await build({
      entryPoints: [join(root, 'src', 'server', 'work', 'worker.ts')],
      outfile: staging,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      logLevel: 'error',
    });
    renameSync(staging, outfile);
    removeOldBundles(dir, name, Date.now() - 24 * 3600_000);
  }
  return pathToFileURL(outfile);
}

/**
 * Removes bundles (and staging files) of other versions last written before `before`. Other
 * processes build and rename in the same folder at the same time, so a listed file may be gone
 * when it is looked at: that, or any failure to remove, is left for a later run and never fails
 * the task that asked for the worker.
 */
export function removeOldBundles(dir: string, keep: string, before: number): void {
  for (const old of readdirSync(dir)) {
    if (!old.startsWith('content-worker-') || old === keep) continue;
    try {
      if (statSync(join(dir, old)).mtimeMs < before) rmSync(join(dir, old), { force: true });
    } catch {
      // Removed or replaced by another process meanwhile.
    }
  }
}

let pool: WorkerPool | undefined;

/**
 * One worker per core beyond the one answering requests (at least one, at most four). On two cores
 * a second worker was measured to cost about 40% more CPU per page (two parsers in one process)
 * for no gain in a push's time on a busy machine: one it stays there.
 */
export const CONTENT_WORKERS = Math.max(1, Math.min(4, availableParallelism() - 1));

export function contentPool(): WorkerPool {
  pool ??= new WorkerPool({
    entry: workerEntry,
    size: CONTENT_WORKERS,
    memoryMb: WORKER_MEMORY_MB,
    // Two minutes: an idle worker holds the sites and page bodies it rendered (tasks.ts), which a
    // second site of the same content, or a reader after a pause, finds there.
    idleMs: 120_000,
    queueMs: 30_000,
    startMs: 15_000,
    warmTask: 'warm',
  });
  return pool;
}

/** A worker's parses are the service's: counted in this thread (common/counters.ts), where tests read them. */
const parses = (n: number) => {
  for (let i = 0; i < n; i++) count('markdownParses');
};

/**
 * Runs a content task in the pool, typed by its name. The items of a page's reading are answered
 * from what the process kept of the same input (memo.ts), and only the others go to the workers,
 * split among them (split.ts).
 */
export function runTask<N extends TaskName>(name: N, input: TaskInput<N>, caller: string): Promise<TaskOutput<N>> {
  if (ITEM_TASKS.has(name) && Array.isArray(input))
    return memoized(name, input, (items) =>
      runSplit(items, CONTENT_WORKERS, (run) => contentPool().run(name, run, { caller, parses })),
    ) as Promise<TaskOutput<N>>;
  return contentPool().run<TaskOutput<N>>(name, input, { caller, parses });
}
