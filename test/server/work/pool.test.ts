import { execa } from 'execa';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkError, WorkerPool, type PoolOptions } from '../../../src/server/work/pool.js';
import { BIN } from '../../helpers/bin.js';
import { tempDir } from '../../helpers/cli.js';

/** The content pool's own behaviour, with a worker whose tasks misbehave on purpose. */
const ENTRY = pathToFileURL(join(import.meta.dirname, '../../fixtures/work/test-worker.mjs'));
const pools: WorkerPool[] = [];
const pool = (options: Partial<PoolOptions> = {}) => {
  const p = new WorkerPool({
    entry: () => ENTRY,
    size: 1,
    memoryMb: 64,
    idleMs: 60_000,
    queueMs: 30_000,
    startMs: 10_000,
    ...options,
  });
  pools.push(p);
  return p;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof WorkError) return error.failure;
    throw error;
  }
  throw new Error('the task did not fail');
};

describe('the content pool', () => {
  it('asks for its entry once while tasks arrive together, and again after a failure to make it', async () => {
    let asked = 0;
    let fail = true;
    const entry = async () => {
      asked++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (fail) throw new Error('cannot bundle');
      return ENTRY;
    };
    const p = pool({ entry, size: 2 });
    const first = await Promise.allSettled([1, 2, 3].map(() => p.run('echo', 'x', { caller: 'a' })));
    expect(first.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(asked).toBe(1);
    fail = false;
    const second = await Promise.all([1, 2, 3].map((n) => p.run('echo', `x${n}`, { caller: 'a' })));
    expect(second).toEqual(['x1', 'x2', 'x3']);
    expect(asked).toBe(2);
  });

  it('fails a task whose worker could not load its modules as its own error, and starts no worker meanwhile', async () => {
    const broken = join(tempDir('docs-cli-broken-worker-'), 'worker.mjs');
    writeFileSync(broken, "import './gone.mjs';\n");
    const p = pool({ entry: () => pathToFileURL(broken), warmTask: 'echo' });
    const failed = await p.run('echo', 'x', { caller: 'a' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    // Not a WorkError: no verdict on the content (the service answers it as a 500).
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(WorkError);
    expect(String(failed)).toMatch(/a content worker did not start/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(p.workers).toBe(0);
    expect(p.started).toBe(1);
  });

  it('ends a task that runs past its step budget (and its worker), naming the step; the next task runs', async () => {
    const p = pool();
    const started = Date.now();
    expect(await failure(p.run('spin', { ms: 10_000, budget: 300 }, { caller: 'a' }))).toEqual({
      kind: 'time',
      ms: 300,
      step: 1,
    });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await p.run('echo', 'after', { caller: 'a' })).toBe('after');
    expect(await p.run('spin', { ms: 50, budget: 2000 }, { caller: 'a' })).toBe('spun');
  });

  it('takes an answer that arrived while its thread was held past the budget, rather than ending the task', async () => {
    const p = pool();
    expect(await p.run('echo', 'warm', { caller: 'a' })).toBe('warm');
    const flags = new Int32Array(new SharedArrayBuffer(8));
    const answer = p.run('hold', { flags, budget: 200 }, { caller: 'a' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The thread is held (as by a long synchronous request) in the loop's check phase, so that its
    // next turn starts with the timers: the worker answers meanwhile, and the step's budget runs
    // out before the thread is free to read that answer.
    await new Promise((resolve) => setImmediate(resolve));
    const heldSince = Date.now();
    Atomics.store(flags, 0, 1);
    Atomics.notify(flags, 0);
    expect(Atomics.wait(flags, 1, 0, 10_000)).not.toBe('timed-out');
    while (Date.now() - heldSince < 400);
    expect(await answer).toBe('held');
    expect(p.workers).toBe(1);
  });

  it('ends a worker that runs out of its memory', async () => {
    const p = pool();
    expect(await failure(p.run('alloc', null, { caller: 'a' }))).toMatchObject({ kind: 'memory', mb: 64 });
    expect(await p.run('echo', 1, { caller: 'a' })).toBe(1);
  });

  it('fails a task whose worker stopped under it as stopped, not as an error of the content; the next runs', async () => {
    const p = pool();
    const stopped = p.run('exit', null, { caller: 'a' });
    expect(await failure(stopped)).toEqual({ kind: 'stopped', step: 1 });
    await expect(stopped).rejects.toThrow('the content worker stopped');
    expect(await p.run('echo', 2, { caller: 'a' })).toBe(2);
  });

  it('passes a task error through without ending the worker', async () => {
    const p = pool();
    expect(await failure(p.run('throw', null, { caller: 'a' }))).toEqual({
      kind: 'error',
      message: 'broken on purpose',
    });
    expect(p.workers).toBe(1);
  });

  it('serves callers in turn: one caller with a queue of slow tasks does not hold another', async () => {
    const p = pool();
    const order: string[] = [];
    const run = (caller: string, tag: string, ms: number) =>
      p.run('spin', { ms, budget: 5000 }, { caller }).then(() => order.push(tag));
    await Promise.all([run('a', 'a1', 200), run('a', 'a2', 200), run('a', 'a3', 200), run('b', 'b1', 10)]);
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('refuses a task that waits longer than it may for a worker (busy)', async () => {
    const p = pool({ queueMs: 200 });
    const slow = p.run('spin', { ms: 1500, budget: 5000 }, { caller: 'a' });
    expect(await failure(p.run('echo', 1, { caller: 'b' }))).toEqual({ kind: 'busy' });
    await slow;
  });

  it('stops idle workers', async () => {
    const p = pool({ idleMs: 200 });
    await p.run('echo', 1, { caller: 'a' });
    expect(p.workers).toBe(1);
    await new Promise((r) => setTimeout(r, 600));
    expect(p.workers).toBe(0);
  });

  it('an idle pool does not keep the embedded profile alive: a command that used it exits at once', async () => {
    const home = tempDir('docs-cli-pool-');
    const env = { PATH: process.env.PATH, DOCS_CLI_CONFIG_DIR: home };
    const ids = await execa(process.execPath, [BIN, 'spaces', 'list', '-o', 'ids'], { env, extendEnv: false });
    const space = ids.stdout.split('\n')[0]!;
    const started = Date.now();
    // Search reads the hits' sections in the content pool.
    const found = await execa(process.execPath, [BIN, 'spaces', 'search', space, 'install', '-o', 'json'], {
      env,
      extendEnv: false,
      timeout: 20_000,
    });
    expect(JSON.parse(found.stdout)[0].sections.length).toBeGreaterThan(0);
    // Far below the 30 s after which idle workers stop.
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
