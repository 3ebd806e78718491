import type { CommandSpec, GroupSpec } from '../spec.js';

type Shell = 'bash' | 'zsh' | 'fish';

const install: Record<Shell, { summary: string; description: string; examples: string[] }> = {
  bash: {
    summary: 'Print the bash completion script',
    description: 'Load it in the current shell with source <(docs-cli completion bash), or save it where bash-completion looks.',
    examples: [
      'source <(docs-cli completion bash)',
      'docs-cli completion bash > ~/.local/share/bash-completion/completions/docs-cli',
    ],
  },
  zsh: {
    summary: 'Print the zsh completion script',
    description: 'Save it as _docs-cli in a directory of $fpath (before compinit runs), or source it after compinit.',
    examples: ['docs-cli completion zsh > "${fpath[1]}/_docs-cli"', 'source <(docs-cli completion zsh)'],
  },
  fish: {
    summary: 'Print the fish completion script',
    description: 'Save it in ~/.config/fish/completions/, or source it in the current shell.',
    examples: ['docs-cli completion fish > ~/.config/fish/completions/docs-cli.fish', 'docs-cli completion fish | source'],
  },
};

function shellCommand(shell: Shell): CommandSpec {
  return {
    name: shell,
    ...install[shell],
    effect: 'read',
    output: 'none',
    async run(ctx) {
      // Loaded on demand: it builds the whole program, which needs cli.ts (which imports this file).
      const [{ loadModel }, { completionScript }] = await Promise.all([import('../../completion/load.js'), import('../../completion/index.js')]);
      ctx.io.stdout.write(completionScript(shell, loadModel()));
      return { kind: 'none' };
    },
  };
}

export const completionGroup: GroupSpec = {
  name: 'completion',
  summary: 'Print shell completion scripts (bash, zsh, fish)',
  commands: [shellCommand('bash'), shellCommand('zsh'), shellCommand('fish')],
};
