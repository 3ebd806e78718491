/**
 * A small pool of worker threads for work on user content (parsing and rendering markdown,
 * PDFs, HTML imports), so that a slow or hostile input never holds the thread that answers
 * requests. Workers start on first use and stop when idle; a task that runs past its time, or
 * past the memory a worker may use, ends with its worker, which is replaced on the next task.
 * Callers are served in turn, so one caller's queue of slow inputs does not hold another's work.
 * A worker with nothing to do never keeps the process alive (the in-process profile exits).
 */
import type { Worker } from 'node:worker_threads';
import { startWorker } from './dist-snapshot.js';

export type WorkFailure =
  /** The task ran past its watchdog (its worker was ended), in its step `step`. */
  | { kind: 'time'; ms: number; step?: number }
  /** The worker needed more memory than it may use (it was ended). */
  | { kind: 'memory'; mb: number; step?: number }
  /** The task waited longer than it may for a free worker. */
  | { kind: 'busy' }
  /**
   * Its worker stopped while it ran, neither ended by the pool nor by a throw of the task: not a
   * verdict on the content (the same task may pass in a new worker).
   */
  | { kind: 'stopped'; step?: number }
  /** The task refused its input (in its step `step`): a limit of its own (size, depth), named in `message`. */
  | { kind: 'limit'; message: string; step?: number; named?: boolean }
  /** Anything else the task threw (a bug, or an input the libraries choke on). */
  | { kind: 'error'; message: string; name?: string; step?: number };

export class WorkError extends Error {
  constructor(readonly failure: WorkFailure) {
    super(
      failure.kind === 'time'
        ? `took longer than ${failure.ms} ms`
        : failure.kind === 'memory'
          ? `needed more than ${failure.mb} MB`
          : failure.kind === 'busy'
            ? 'no worker was free in time'
            : failure.kind === 'stopped'
              ? 'the content worker stopped'
              : failure.message,
    );
  }
}

export interface PoolOptions {
  /** The worker entry (an ES module). */
  entry: () => URL | Promise<URL>;
  size: number;
  /** Old-space heap of one worker, in MB. */
  memoryMb: number;
  /** A worker idle this long is stopped (its memory goes back to the system). */
  idleMs: number;
  /** Longest wait for a free worker before a task gives up (`busy`). */
  queueMs: number;
  /** Time a task has before its first step (a new worker loads its modules). */
  startMs: number;
  /** A task that loads a new worker's modules, run when one starts ahead of need. */
  warmTask?: string;
}

export interface TaskOptions {
  /** Who asked: tasks of different callers take turns. */
  caller: string;
  /** Told the markdown parses the task took in its worker (the service counts them as its own). */
  parses?: (count: number) => void;
}

interface Task {
  id: number;
  name: string;
  input: unknown;
  options: TaskOptions;
  queuedAt: number;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker;
  /** Whether the worker said its modules loaded (`Reply` ready). */
  ready?: true;
  task?: Task;
  /** The step the task is in, and the timer of its budget. */
  step?: number;
  timer?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
}

/**
 * What a worker sends: a task's answer, or the start of one of its steps with that step's time
 * budget (a task over many pages gives each its own, and a failure names the step).
 */
export type Reply =
  /** The worker's modules loaded: what goes wrong from now on is its task's doing. */
  | { ready: true }
  | { id: number; ok: true; value: unknown; parses?: number }
  | { id: number; ok: false; failure: WorkFailure; parses?: number }
  | { id: number; step: number; budgetMs: number };

export class WorkerPool {
  private readonly slots = new Set<Slot>();
  /** Waiting tasks, one queue per caller; callers take turns. */
  private readonly queues = new Map<string, Task[]>();
  /** When each caller was last served (a turn counter). */
  private readonly served = new Map<string, number>();
  private turns = 0;
  private nextId = 1;
  private startedTasks = 0;
  private sweeper?: NodeJS.Timeout;
  private entry?: URL;
  private entryLoading?: Promise<URL>;

  constructor(private readonly options: PoolOptions) {}

  async run<T>(name: string, input: unknown, options: TaskOptions): Promise<T> {
    await this.loadEntry();
    return new Promise<T>((resolve, reject) => {
      const task: Task = {
        id: this.nextId++,
        name,
        input,
        options,
        queuedAt: Date.now(),
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      const queue = this.queues.get(options.caller) ?? [];
      queue.push(task);
      this.queues.set(options.caller, queue);
      this.dispatch();
      this.sweepLater();
    });
  }

  /**
   * Starts a worker ahead of need and has it load its modules (`task`), unless one is there:
   * the first content request (or the next after a worker was ended) then waits for neither.
   */
  async warm(task: string): Promise<void> {
    await this.loadEntry();
    if (this.slots.size > 0 || this.slots.size >= this.options.size) return;
    const slot = this.spawn();
    slot.worker.postMessage({ id: 0, name: task, input: null });
    slot.worker.unref();
    slot.idle = setTimeout(() => void this.retire(slot), this.options.idleMs);
    slot.idle.unref();
  }

  /**
   * The entry, asked for once however many tasks arrive while it is made (run from sources it is
   * bundled: two bundles at once in one process would write one file). A failure is not kept.
   */
  private async loadEntry(): Promise<void> {
    if (this.entry) return;
    this.entryLoading ??= Promise.resolve()
      .then(() => this.options.entry())
      .finally(() => {
        this.entryLoading = undefined;
      });
    this.entry = await this.entryLoading;
  }

  /** Workers running now (tests and logs). */
  get workers(): number {
    return this.slots.size;
  }

  /** Tasks given to a worker so far (tests and logs). */
  get started(): number {
    return this.startedTasks;
  }

  /** Ends every worker (tests; a service that stops). Queued tasks are refused as busy. */
  async close(): Promise<void> {
    for (const queue of this.queues.values()) for (const t of queue) t.reject(new WorkError({ kind: 'busy' }));
    this.queues.clear();
    await Promise.all([...this.slots].map((s) => this.retire(s)));
  }

  /** The waiting task of the caller served least recently. */
  private nextTask(): Task | undefined {
    let chosen: string | undefined;
    for (const caller of this.queues.keys())
      if (chosen === undefined || (this.served.get(caller) ?? 0) < (this.served.get(chosen) ?? 0)) chosen = caller;
    if (chosen === undefined) return undefined;
    const queue = this.queues.get(chosen)!;
    const task = queue.shift();
    if (queue.length === 0) this.queues.delete(chosen);
    this.served.delete(chosen);
    this.served.set(chosen, ++this.turns);
    // Forget the oldest turns (callers long gone); the map stays small.
    if (this.served.size > 1000) this.served.delete(this.served.keys().next().value!);
    return task;
  }

  private dispatch(): void {
    for (;;) {
      let slot = [...this.slots].find((s) => !s.task);
      if (!slot && this.slots.size < this.options.size && this.queues.size) slot = this.spawn();
      if (!slot) return;
      const task = this.nextTask();
      if (!task) return;
      this.start(slot, task);
    }
  }

  private spawn(): Slot {
    const worker = startWorker(this.entry!, {
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb, maxYoungGenerationSizeMb: 32 },
      stdout: false,
      stderr: false,
    });
    const slot: Slot = { worker };
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) slot.ready = true;
      else if ('step' in reply) this.stepped(slot, reply);
      else this.finish(slot, reply);
    });
    worker.on('error', (error: NodeJS.ErrnoException) => {
      if (!slot.ready) return this.notStarted(slot, error.message);
      const failure: WorkFailure =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { kind: 'memory', mb: this.options.memoryMb, step: slot.step }
          : { kind: 'error', message: error.message, name: error.name };
      this.fail(slot, failure);
    });
    worker.on('exit', () => {
      if (!this.slots.has(slot)) return;
      if (!slot.ready) this.notStarted(slot, 'it stopped');
      else this.fail(slot, { kind: 'stopped', step: slot.step });
    });
    this.slots.add(slot);
    return slot;
  }

  private start(slot: Slot, task: Task): void {
    clearTimeout(slot.idle);
    slot.task = task;
    this.startedTasks++;
    // Busy workers keep the process alive until the answer is back; idle ones never do.
    slot.worker.ref();
    slot.step = undefined;
    this.budget(slot, this.options.startMs);
    slot.worker.postMessage({ id: task.id, name: task.name, input: task.input });
  }

  private budget(slot: Slot, ms: number): void {
    clearTimeout(slot.timer);
    const timer = setTimeout(() => {
      // A thread held past the budget (a long synchronous request) sees this timer before the
      // worker's answer already waiting for it: the poll phase before `setImmediate` takes
      // that answer (which replaces `slot.timer`), so only a task still running is ended.
      setImmediate(() => {
        if (slot.timer === timer && slot.task) this.fail(slot, { kind: 'time', ms, step: slot.step });
      });
    }, ms);
    slot.timer = timer;
  }

  private stepped(slot: Slot, reply: { id: number; step: number; budgetMs: number }): void {
    if (slot.task?.id !== reply.id) return;
    slot.step = reply.step;
    this.budget(slot, reply.budgetMs);
  }

  private finish(slot: Slot, reply: Exclude<Reply, { step: number } | { ready: true }>): void {
    const task = slot.task;
    if (!task || task.id !== reply.id) return;
    clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.task = undefined;
    slot.worker.unref();
    slot.idle = setTimeout(() => void this.retire(slot), this.options.idleMs);
    slot.idle.unref();
    if (reply.parses) task.options.parses?.(reply.parses);
    if (reply.ok) task.resolve(reply.value);
    else task.reject(new WorkError(reply.failure));
    this.dispatch();
  }

  /**
   * The task fails and its worker is ended: what it was doing cannot be trusted to stop. A new
   * worker starts at once (warm for the next task) when none is left.
   */
  private fail(slot: Slot, failure: WorkFailure): void {
    this.end(slot, new WorkError(failure));
    if (this.options.warmTask) void this.warm(this.options.warmTask).catch(() => undefined);
  }

  /**
   * A worker that failed before its modules loaded (its files unreadable, say): its task never
   * reached the content, so it fails as the service's own error (a 500), never as a verdict on
   * the content, and no worker is started again until work comes.
   */
  private notStarted(slot: Slot, why: string): void {
    this.end(slot, new Error(`a content worker did not start: ${why}`));
  }

  /** Ends the worker, rejects its task (if any) with `error`, and gives the queue to the others. */
  private end(slot: Slot, error: Error): void {
    const task = slot.task;
    clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.task = undefined;
    void this.retire(slot);
    task?.reject(error);
    this.dispatch();
  }

  private async retire(slot: Slot): Promise<void> {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.timer);
    clearTimeout(slot.idle);
    await slot.worker.terminate().catch(() => undefined);
  }

  /** Tasks that waited too long for a worker give up (checked while any wait). */
  private sweepLater(): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => {
      const now = Date.now();
      for (const [caller, queue] of this.queues) {
        const kept = queue.filter((t) => {
          if (now - t.queuedAt <= this.options.queueMs) return true;
          t.reject(new WorkError({ kind: 'busy' }));
          return false;
        });
        if (kept.length) this.queues.set(caller, kept);
        else this.queues.delete(caller);
      }
      if (this.queues.size === 0) {
        clearInterval(this.sweeper);
        this.sweeper = undefined;
      }
    }, 100);
    this.sweeper.unref();
  }
}
