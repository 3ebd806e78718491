import { UsageError } from './errors.js';
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
  /** A searchable selection. */
  choose(message: string, choices: Choice[]): Promise<string>;
}

export function isInteractive(io: IO, env: NodeJS.ProcessEnv, noInput: boolean): boolean {
  if (noInput) return false;
  if (env.CI && env.CI !== 'false' && env.CI !== '0') return false;
  if (env.DOCS_CLI_NO_PROMPT && env.DOCS_CLI_NO_PROMPT !== '0') return false;
  return io.stdin.isTTY && io.stderr.isTTY;
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
      return confirm({ message, default: false }, { output: process.stderr });
    },
    async secret(message) {
      if (!interactive) return refuse(message);
      const { password } = await import('@inquirer/prompts');
      return password({ message, mask: '*' }, { output: process.stderr });
    },
    async choose(message, choices) {
      if (!interactive) return refuse(message);
      const { search } = await import('@inquirer/prompts');
      return search(
        {
          message,
          source: (term) => {
            const t = (term ?? '').toLowerCase();
            return choices.filter((c) => !t || c.name.toLowerCase().includes(t) || c.value.toLowerCase().includes(t));
          },
        },
        { output: process.stderr },
      );
    },
  };
}
