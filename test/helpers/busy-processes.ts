import { type ChildProcess, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const BUSY = fileURLToPath(new URL('../../bench/busy.cjs', import.meta.url));

/**
 * The bench's load (bench/busy.cjs): three CPU-spinning processes per core, each killed by
 * `stop()` or after `maxMs` at the latest (so none outlives a test that fails or is killed).
 */
export function startBusyProcesses(maxMs: number): { count: number; stop(): void } {
  const count = 3 * availableParallelism();
  const children: ChildProcess[] = Array.from({ length: count }, () =>
    spawn(process.execPath, [BUSY], { stdio: 'ignore', timeout: maxMs, killSignal: 'SIGKILL' }),
  );
  return {
    count,
    stop: () => {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
