/**
 * The command line the quiet path answers: `cr push <dir> --space <id>` with only the options that
 * shape the memo's key (`--files-url`, `--skip-large-files`, `--allow-empty`, `--force`), each at
 * most once. Anything else (another option, a space named by its title, `--`, a repeated option)
 * is undefined: the full command reads it.
 */
export interface QuietArgs {
  dir: string;
  space: string;
  filesUrl?: string;
  allowEmpty: boolean;
  skipLargeFiles: boolean;
  force: boolean;
}

/** The service's ids: 20 characters of [A-Za-z0-9] (a title would be looked up: src/commands/names.ts). */
const ID = /^[A-Za-z0-9]{20}$/;
const VALUED = new Set(['--space', '--files-url']);
const FLAGS = new Set(['--allow-empty', '--skip-large-files', '--force']);

export function quietArgs(argv: readonly string[]): QuietArgs | undefined {
  if ((argv[0] !== 'cr' && argv[0] !== 'change-requests') || argv[1] !== 'push') return undefined;
  const values = new Map<string, string>();
  const flags = new Set<string>();
  const positionals: string[] = [];
  for (let i = 2; i < argv.length; i++) {
    const word = argv[i]!;
    if (!word.startsWith('-')) {
      positionals.push(word);
      continue;
    }
    const eq = word.indexOf('=');
    const name = eq === -1 ? word : word.slice(0, eq);
    if (VALUED.has(name) && !values.has(name)) {
      const value = eq === -1 ? argv[++i] : word.slice(eq + 1);
      if (value === undefined || value === '' || value.startsWith('-')) return undefined;
      values.set(name, value);
    } else if (FLAGS.has(word) && !flags.has(word)) flags.add(word);
    else return undefined;
  }
  const space = values.get('--space');
  const [dir, ...more] = positionals;
  if (space === undefined || !ID.test(space) || dir === undefined || dir === '' || more.length > 0) return undefined;
  const filesUrl = values.get('--files-url');
  return {
    dir,
    space,
    ...(filesUrl !== undefined ? { filesUrl } : {}),
    allowEmpty: flags.has('--allow-empty'),
    skipLargeFiles: flags.has('--skip-large-files'),
    force: flags.has('--force'),
  };
}
