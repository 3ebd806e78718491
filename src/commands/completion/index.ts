import { UsageError } from '../../errors.js';
import { message, type CommandSpec, type GroupSpec } from '../spec.js';

type Shell = 'bash' | 'zsh' | 'fish';

const install: Record<Shell, { summary: string; description: string; examples: string[] }> = {
  bash: {
    summary: 'Print the bash completion script',
    description:
      'Load it in the current shell with source <(docs-cli completion bash), or save it where bash-completion looks.',
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
    examples: [
      'docs-cli completion fish > ~/.config/fish/completions/docs-cli.fish',
      'docs-cli completion fish | source',
    ],
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
      const [{ loadModel }, { completionScript }] = await Promise.all([
        import('../../completion/load.js'),
        import('../../completion/index.js'),
      ]);
      ctx.io.stdout.write(completionScript(shell, loadModel()));
      return { kind: 'none' };
    },
  };
}

const installCommand: CommandSpec = {
  name: 'install',
  summary: 'Install completion for your shell (docs-cli installed globally or in a project)',
  description:
    'Writes the script for --shell (default: the one in $SHELL) and loads it from ~/.bashrc or ~/.zshrc (fish loads it by itself). ' +
    'The script calls this docs-cli by its full path, so completion of ids and names works for a project-local install too.',
  effect: 'local',
  output: 'none',
  options: [
    {
      flags: '--shell <shell>',
      description: 'shell to install for (default from $SHELL)',
      choices: ['bash', 'zsh', 'fish'],
    },
  ],
  examples: ['docs-cli completion install', 'npx docs-cli completion install --shell zsh'],
  async run(ctx, { opts }) {
    const shell = (opts.shell ?? /(bash|zsh|fish)$/.exec(ctx.env.SHELL ?? '')?.[1]) as Shell | undefined;
    if (!shell) throw new UsageError('cannot tell your shell from $SHELL', 'pass --shell bash, zsh or fish');
    const { installCompletion } = await import('../../completion/install.js');
    const done = installCompletion(shell, ctx.env, process.argv[1]!);
    return message(
      `installed ${shell} completion in ${done.script}${done.rc ? `, loaded from ${done.rc}` : ''}; open a new shell to use it`,
    );
  },
};

export const completionGroup: GroupSpec = {
  name: 'completion',
  summary: 'Shell completion scripts (bash, zsh, fish), and their installation',
  commands: [shellCommand('bash'), shellCommand('zsh'), shellCommand('fish'), installCommand],
};
