import { bashScript } from './bash.js';
import { fishScript } from './fish.js';
import type { CommandModel } from './model.js';
import { tables } from './tables.js';
import { zshScript } from './zsh.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

/** Where each script is committed, and where package managers expect it. */
export const COMPLETION_FILES: Record<Shell, string> = {
  bash: 'completions/docs-cli.bash',
  zsh: 'completions/_docs-cli',
  fish: 'completions/docs-cli.fish',
};

export function completionScript(shell: Shell, model: CommandModel): string {
  const t = tables(model);
  if (shell === 'bash') return bashScript(t);
  if (shell === 'zsh') return zshScript(t);
  return fishScript(t);
}
