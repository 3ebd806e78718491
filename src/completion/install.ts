import { appendFileSync, existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { dataDir } from '../config/paths.js';
import type { Shell } from './index.js';
import { shq } from './tables.js';

export interface Installed {
  script: string;
  /** The start-up file that now loads it, when one had to be edited. */
  rc?: string;
}

const MARK = '# docs-cli completion';

/**
 * Installs completion for the docs-cli that runs now, installed globally or in a project's
 * node_modules: the script knows this binary's absolute path (so `__complete` works without a
 * global install), and where `docs-cli` is not on PATH it defines a `docs-cli` function for it.
 */
export function installCompletion(shell: Shell, env: NodeJS.ProcessEnv, launcher: string, script: string): Installed {
  const home = env.HOME || homedir();
  const bin = realpathSync(launcher);
  if (shell === 'fish') {
    const file = join(env.XDG_CONFIG_HOME || join(home, '.config'), 'fish', 'completions', 'docs-cli.fish');
    const fq = `'${bin.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
    const preamble = `set -g _docs_cli_bin ${fq}\ntype -q docs-cli; or function docs-cli; ${fq} $argv; end\n`;
    write(file, preamble + script);
    return { script: file };
  }
  const file = join(dataDir(env), `completion.${shell}`);
  const preamble = `_docs_cli_bin=${shq(bin)}\ncommand -v docs-cli >/dev/null 2>&1 || docs-cli() { ${shq(bin)} "$@"; }\n`;
  // zsh: a sourced script registers itself with compdef, which compinit provides.
  const zshInit = shell === 'zsh' ? '(( $+functions[compdef] )) || { autoload -Uz compinit && compinit; }\n' : '';
  write(file, preamble + zshInit + (shell === 'zsh' ? script.replace(/^#compdef docs-cli\n/, '') : script));
  const rc = join(home, shell === 'bash' ? '.bashrc' : '.zshrc');
  const line = `[ -f ${shq(file)} ] && source ${shq(file)} ${MARK}`;
  const current = existsSync(rc) ? readFileSync(rc, 'utf8') : '';
  if (!current.includes(line)) appendFileSync(rc, `${current && !current.endsWith('\n') ? '\n' : ''}${line}\n`);
  return { script: file, rc };
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
