import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * The user's home folder. Off Windows, Node's own answer is $HOME when it is set (libuv), so it
 * is read from the environment given: node:os, loaded for nothing else, is left unloaded.
 */
function home(env: NodeJS.ProcessEnv): string {
  return (process.platform !== 'win32' && env.HOME) || homedir();
}

/** Where profiles live: DOCS_CLI_CONFIG_DIR, else the XDG config dir. */
export function configDir(env: NodeJS.ProcessEnv): string {
  if (env.DOCS_CLI_CONFIG_DIR) return env.DOCS_CLI_CONFIG_DIR;
  const base = env.XDG_CONFIG_HOME || join(home(env), '.config');
  return join(base, 'docs-cli');
}

/**
 * Where the embedded workspace keeps its SQLite file. An explicit config dir (tests, sandboxes)
 * keeps the data beside it, so one variable isolates everything.
 */
export function dataDir(env: NodeJS.ProcessEnv): string {
  if (env.DOCS_CLI_DATA_DIR) return env.DOCS_CLI_DATA_DIR;
  if (env.DOCS_CLI_CONFIG_DIR) return env.DOCS_CLI_CONFIG_DIR;
  const base = env.XDG_DATA_HOME || join(home(env), '.local', 'share');
  return join(base, 'docs-cli');
}

export function localStorePath(env: NodeJS.ProcessEnv): string {
  return join(dataDir(env), 'local.db');
}

/**
 * Where docs-cli keeps what it can work out again (the links of pushed pages): beside an explicit
 * config dir, else the XDG cache dir.
 */
export function cacheDir(env: NodeJS.ProcessEnv): string {
  if (env.DOCS_CLI_CONFIG_DIR) return join(env.DOCS_CLI_CONFIG_DIR, 'cache');
  const base = env.XDG_CACHE_HOME || join(home(env), '.cache');
  return join(base, 'docs-cli');
}
