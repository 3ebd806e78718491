import { InterruptedError, UsageError } from './errors.js';
import type { IO } from './io.js';

export interface Choice {
  value: string;
  name: string;
  description?: string;
}

/** Prompts for people at a terminal; never used when input is not interactive. */
export interface Prompter {
  readonly interactive: boolean;
  confirm(message: string): Promise<boolean>;
  secret(message: string): Promise<string>;
  /** A searchable selection; `search` asks the service for typed terms beyond `choices`. */
  choose(message: string, choices: Choice[], search?: (term: string) => Promise<Choice[]>): Promise<string>;
}

export function isInteractive(io: IO, env: NodeJS.ProcessEnv, noInput: boolean): boolean {
  if (noInput) return false;
  if (env.CI && env.CI !== 'false' && env.CI !== '0') return false;
  if (env.DOCS_CLI_NO_PROMPT && env.DOCS_CLI_NO_PROMPT !== '0') return false;
  return io.stdin.isTTY && io.stderr.isTTY;
}

/** Ctrl-C (or a closed terminal) at any prompt: exit 130, like an interrupt anywhere else. */
export class PromptCancelledError extends InterruptedError {
  constructor() {
    super('cancelled at the prompt: nothing was changed');
  }
}

/** End of input (Ctrl-D) at a prompt: a decline, exit 2, like answering no. */
export class PromptEndedError extends UsageError {
  constructor() {
    super('cancelled: nothing was changed');
  }
}

/** Inquirer rejects with ExitPromptError (Ctrl-C) or AbortPromptError; both mean "cancelled". */
async function ask<T>(prompt: Promise<T>): Promise<T> {
  try {
    return await prompt;
  } catch (error) {
    const name = (error as Error | undefined)?.name;
    if (name === 'ExitPromptError' || name === 'AbortPromptError' || name === 'CancelPromptError')
      throw new PromptCancelledError();
    throw error;
  }
}

export function createPrompter(interactive: boolean): Prompter {
  const refuse = (what: string): never => {
    throw new UsageError(`${what} needs input, and input is not interactive`, 'pass the value as an argument or flag');
  };
  return {
    interactive,
    async confirm(message) {
      if (!interactive) return refuse('confirmation');
      const { confirm } = await import('@inquirer/prompts');
      try {
        return await ask(
          cancellable((signal) => confirm({ message, default: false }, { output: process.stderr, signal })),
        );
      } catch (error) {
        if (error instanceof PromptEndedError) return false;
        throw error;
      }
    },
    async secret(message) {
      if (!interactive) return refuse(message);
      const { password } = await import('@inquirer/prompts');
      return ask(cancellable((signal) => password({ message, mask: '*' }, { output: process.stderr, signal })));
    },
    async choose(message, choices, find) {
      if (!interactive) return refuse(message);
      const { search } = await import('@inquirer/prompts');
      let shown = choices;
      // The list is cleared when done, so a cancelled picker leaves nothing; the answer stays.
      const value = await ask(
        cancellable((signal) =>
          search(
            {
              message,
              pageSize: Math.max(5, Math.min(15, (process.stderr.rows ?? 24) - 4)),
              source: async (term) => {
                const t = (term ?? '').toLowerCase();
                if (t && find) return (shown = await find(term!));
                return choices.filter(
                  (c) => !t || c.name.toLowerCase().includes(t) || c.value.toLowerCase().includes(t),
                );
              },
            },
            { output: process.stderr, signal, clearPromptOnDone: true },
          ),
        ),
      );
      process.stderr.write(`✔ ${message}: ${shown.find((c) => c.value === value)?.name ?? value}\n`);
      return value;
    },
  };
}

/**
 * Escape cancels a prompt like Ctrl-C does (exit 130), leaving no half-drawn prompt behind;
 * Ctrl-D (end of input) declines it (exit 2).
 */
async function cancellable<T>(ask: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let ended = false;
  const onKey = (_: unknown, key?: { name?: string; ctrl?: boolean }) => {
    if (key?.name === 'escape') controller.abort();
    if (key?.ctrl && key.name === 'd') {
      ended = true;
      controller.abort();
    }
  };
  process.stdin.on('keypress', onKey);
  try {
    return await ask(controller.signal);
  } catch (error) {
    if (ended) throw new PromptEndedError();
    if (controller.signal.aborted) throw new PromptCancelledError();
    throw error;
  } finally {
    process.stdin.off('keypress', onKey);
  }
}
