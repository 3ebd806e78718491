import { UsageError } from '../../errors.js';
import { defineCommand, message, type CommandSpec, type GroupSpec, type GroupContents } from '../spec.js';

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

function shellCommand(shell: Shell, tree: () => Promise<readonly GroupSpec[]>): CommandSpec {
  return defineCommand({
    name: shell,
    ...install[shell],
    effect: 'read',
    output: 'none',
    async run(ctx) {
      ctx.io.stdout.write(await script(shell, tree));
      return { kind: 'none' };
    },
  });
}

/** The completion script of the whole command tree (loaded on demand: it builds every group). */
async function script(shell: Shell, tree: () => Promise<readonly GroupSpec[]>): Promise<string> {
  const [{ loadModel }, { completionScript }] = await Promise.all([
    import('../../completion/load.js'),
    import('../../completion/index.js'),
  ]);
  return completionScript(shell, loadModel(await tree()));
}

const installCommand = (tree: () => Promise<readonly GroupSpec[]>): CommandSpec =>
  defineCommand({
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
      const done = installCompletion(shell, ctx.env, launcher, await script(shell, tree));
      return message(
        `installed ${shell} completion in ${done.script}${done.rc ? `, loaded from ${done.rc}` : ''}; open a new shell to use it`,
      );
    },
  });

/** The group's commands describe the whole tree, which groups.ts hands over (no import back). */
export const contents = (tree: () => Promise<readonly GroupSpec[]>): GroupContents => ({
  commands: [...SHELLS.map((shell) => shellCommand(shell, tree)), installCommand(tree)],
});
