import { UsageError } from '../../errors.js';
import { defineCommand, message, type CommandSpec } from '../spec.js';
import type { GroupContents } from '../groups.js';

const SHELLS = ['bash', 'zsh', 'fish'] as const;
type Shell = (typeof SHELLS)[number];

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
  return defineCommand({
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
      ctx.io.stdout.write(completionScript(shell, await loadModel()));
      return { kind: 'none' };
    },
  });
}

const installCommand: CommandSpec = defineCommand({
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
      choices: SHELLS,
    },
  ],
  examples: ['docs-cli completion install', 'npx docs-cli completion install --shell zsh'],
  async run(ctx, { opts }) {
    const shell = opts.shell ?? SHELLS.find((s) => (ctx.env.SHELL ?? '').endsWith(s));
    if (!shell) throw new UsageError('cannot tell your shell from $SHELL', 'pass --shell bash, zsh or fish');
    const launcher = process.argv[1];
    if (!launcher) throw new UsageError('cannot tell where docs-cli is installed');
    const { installCompletion } = await import('../../completion/install.js');
    const done = await installCompletion(shell, ctx.env, launcher);
    return message(
      `installed ${shell} completion in ${done.script}${done.rc ? `, loaded from ${done.rc}` : ''}; open a new shell to use it`,
    );
  },
});

export const contents: GroupContents = {
  commands: [shellCommand('bash'), shellCommand('zsh'), shellCommand('fish'), installCommand],
};
