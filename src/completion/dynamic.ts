import { readConfig, LOCAL_PROFILE } from '../config/profiles.js';
import { Context } from '../context.js';
import { describeAll } from '../commands/pickers.js';
import type { PickKind } from '../commands/spec.js';
import type { IO } from '../io.js';

/** What `docs-cli __complete <kind>` can answer: the pickers' kinds, and profile names. */
const KINDS = new Set<string>([
  'space',
  'site',
  'team',
  'collection',
  'member',
  'change-request',
  'openapi',
  'integration',
  'profile',
]);
/**
 * Completion runs while a person waits at the prompt: a slow or absent service gives nothing
 * after 2 s (DOCS_CLI_COMPLETE_TIMEOUT_MS for a service known to be slow).
 */
function timeoutMs(env: NodeJS.ProcessEnv): number {
  const wanted = Number(env.DOCS_CLI_COMPLETE_TIMEOUT_MS);
  return Number.isFinite(wanted) && wanted > 0 ? wanted : 2000;
}
const MAX_ITEMS = 1000;

/**
 * `docs-cli __complete <kind> [prefix] [space]`: one `value<TAB>label` line per candidate from
 * the active profile, for the shell scripts. Prints nothing at all on any error or timeout.
 */
export async function complete(args: string[], io: IO, env: NodeJS.ProcessEnv): Promise<void> {
  const [kind = '', prefix = '', space] = args;
  if (!KINDS.has(kind)) return;
  const quiet: IO = {
    ...io,
    stderr: { write: () => undefined, isTTY: false },
    stdin: { isTTY: false, readAll: async () => '', readBytes: async () => new Uint8Array() },
  };
  const controller = new AbortController();
  const TIMEOUT_MS = timeoutMs(env);
  const ctx = new Context(
    quiet,
    { ...env, DOCS_CLI_TIMEOUT: String(TIMEOUT_MS / 1000), DOCS_CLI_MAX_RETRIES: '0' },
    { input: false, verbose: false, color: false },
    controller.signal,
  );
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error('timeout'));
      }, TIMEOUT_MS);
    });
    const found = await Promise.race([candidates(ctx, kind, space), timeout]);
    const wanted = prefix.toLowerCase();
    const lines = found.filter(
      (c) => c.value.toLowerCase().startsWith(wanted) || c.label.toLowerCase().startsWith(wanted),
    );
    io.stdout.write(lines.map((c) => `${c.value}\t${c.label.replace(/\s+/g, ' ')}\n`).join(''));
  } catch {
    // nothing: a completion never prints an error into the person's command line
  } finally {
    clearTimeout(timer);
    await ctx.close().catch(() => undefined);
  }
}

async function candidates(
  ctx: Context,
  kind: string,
  space: string | undefined,
): Promise<Array<{ value: string; label: string }>> {
  if (kind === 'profile') {
    const names = new Set([LOCAL_PROFILE, ...Object.keys(readConfig(ctx.env).profiles)]);
    return [...names].map((name) => ({
      value: name,
      label: name === LOCAL_PROFILE ? 'embedded workspace' : (readConfig(ctx.env).profiles[name]?.apiUrl ?? ''),
    }));
  }
  return describeAll(ctx, kind as PickKind, { org: () => ctx.org(), space }, MAX_ITEMS);
}
