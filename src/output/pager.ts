import type { IO } from '../io.js';

/** The pager a person chose: DOCS_CLI_PAGER, then PAGER, then `less -FRX` (gh's order). */
export function pagerCommand(env: NodeJS.ProcessEnv): string | undefined {
  const chosen = env.DOCS_CLI_PAGER ?? env.PAGER;
  if (chosen === undefined) return 'less -FRX';
  const trimmed = chosen.trim();
  return trimmed === '' || trimmed === 'cat' ? undefined : trimmed;
}

/**
 * Shows text through the pager on the real terminal; waits until the person quits it. Falls
 * back to plain stdout when the pager cannot be started.
 */
export async function pageText(text: string, env: NodeJS.ProcessEnv): Promise<void> {
  const command = pagerCommand(env);
  const direct = () => new Promise<void>((resolve) => process.stdout.write(text, () => resolve()));
  if (!command) return direct();
  // Loaded only when something is paged: every other run spawns nothing.
  const { spawn } = await import('node:child_process');
  return new Promise<void>((resolve) => {
    // `less -FRX`: quit when it fits one screen, keep colours, leave the text on screen.
    const child = spawn(command, {
      shell: true,
      stdio: ['pipe', 'inherit', 'inherit'],
      env: { LESS: 'FRX', LV: '-c', ...env },
    });
    let started = true;
    child.on('error', () => {
      started = false;
      void direct().then(resolve);
    });
    child.stdin.on('error', () => undefined); // the person quit before reading everything
    child.on('close', () => {
      if (started) resolve();
    });
    child.stdin.end(text);
  });
}

/**
 * Runs `render` with stdout captured, then shows what it printed through the pager when stdout
 * is a terminal that can page (never when piped, never with --no-pager).
 */
export async function withPager<T>(io: IO, enabled: boolean, render: (io: IO) => Promise<T>): Promise<T> {
  const page = io.page;
  if (!enabled || !page || !io.stdout.isTTY) return render(io);
  let captured = '';
  const stdout = io.stdout;
  const capturing: IO = {
    ...io,
    stdout: {
      write: (s) => void (captured += s),
      isTTY: true,
      get columns() {
        return stdout.columns;
      },
    },
  };
  const result = await render(capturing);
  if (captured) await page(captured);
  return result;
}
