import { appendFileSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inCi } from '../common/ci.js';
import { cacheDir } from '../config/paths.js';
import { PUSH_MEMO_FORMAT, PUSH_MEMO_KIND, pushMemoKey, type StoredPushMemo } from '../gitsync/push-memo-format.js';
import { VERSION } from '../version.js';
import { quietArgs } from './args.js';
import { changedSince } from './folder.js';
import { spaceRevision } from './revision.js';
import { sha256Hex } from './sha256.js';
import { quietService } from './settings.js';

/** What a no-op push prints: the same bytes the full command prints for it. */
export interface QuietAnswer {
  stdout: string;
  stderr: string;
}

/** A memo file larger than this is the full command's to read (src/gitsync/folder-cache.ts). */
const MAX_MEMO_BYTES = 64 * 1024 * 1024;

/**
 * The launcher's quiet path for `cr push` (bin/docs-cli.js): a push asked again of a folder that
 * has not changed since a push found nothing to send, into a space still at the same revision, is
 * answered here, with none of the bundle loaded: the memo read (src/gitsync/push-memo.ts), the
 * folder's files compared by stat, one request for the space's revision. Anything else, or
 * anything unusual, is undefined, and the launcher runs the full command, which decides as before.
 * DOCS_CLI_QUIET_PUSH_TRACE names a file each decision is added to (tests).
 */
export async function quietPush(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<QuietAnswer | undefined> {
  let cancel: (() => void) | undefined;
  try {
    const answer = await decide(argv, env, (c) => (cancel = c));
    trace(env, typeof answer === 'string' ? `handed over: ${answer}` : 'answered');
    if (typeof answer === 'string') cancel?.();
    return typeof answer === 'string' ? undefined : answer;
  } catch (error) {
    cancel?.();
    trace(env, `handed over: ${(error as Error).message}`);
    return undefined;
  }
}

async function decide(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  onRequest: (cancel: () => void) => void,
): Promise<QuietAnswer | string> {
  const args = quietArgs(argv);
  if (!args) return 'a command line of its own';
  const service = quietService(env);
  if (typeof service === 'string') return service;
  const top = resolve(args.dir);
  if (!statSync(top).isDirectory()) return 'not a folder';
  const memo = storedMemo(env, top);
  if (!memo) return 'no memo';
  if (memo.key !== pushMemoKey(service.apiUrl, args)) return 'the memo is of another push';
  if (memo.unlisted.length > 0 && inCi(env)) return 'warnings summed up in CI';
  // Sent before the folder is compared, so that the service answers while it is.
  const asked = spaceRevision(service.apiUrl, service.token, args.space, service.maxAnswerBytes);
  onRequest(asked.cancel);
  await asked.sent;
  const changed = changedSince(top, memo.print);
  if (changed) return changed;
  const revision = await asked.revision;
  if (revision === undefined) return 'the revision was not answered';
  if (revision !== memo.revision) return 'the space changed';
  const outcome = `nothing to push: the space already matches ${args.dir}; no change request was opened`;
  return {
    stderr: memo.unlisted.map((path) => `docs-cli: warning: ${path}: not in SUMMARY.md; not pushed\n`).join(''),
    stdout: [...memo.notes, outcome].map((line) => `${line}\n`).join(''),
  };
}

/** The memo of the folder when it is of this version and format and well formed (folder-cache.ts's file). */
function storedMemo(env: NodeJS.ProcessEnv, top: string): StoredPushMemo | undefined {
  const name = `${sha256Hex(top).slice(0, 32)}.json`;
  const file = join(cacheDir(env), PUSH_MEMO_KIND, name);
  let text: string;
  try {
    if (statSync(file).size > MAX_MEMO_BYTES) return undefined;
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const stored = JSON.parse(text) as { format?: unknown; version?: unknown; data?: Partial<StoredPushMemo> };
  if (stored?.format !== PUSH_MEMO_FORMAT || stored.version !== VERSION) return undefined;
  const data = stored.data;
  const strings = (list: unknown): list is string[] => Array.isArray(list) && list.every((s) => typeof s === 'string');
  if (typeof data !== 'object' || data === null || typeof data.key !== 'string' || typeof data.revision !== 'string')
    return undefined;
  const print = data.print;
  if (typeof print !== 'object' || print === null || typeof print.root !== 'string') return undefined;
  if (typeof print.files !== 'object' || print.files === null || !strings(Object.values(print.files))) return undefined;
  if (!strings(data.unlisted) || !strings(data.notes) || typeof data.total !== 'number') return undefined;
  const stats = print.stats;
  if (typeof stats !== 'object' || stats === null || typeof print.at !== 'number') return undefined;
  const fourNumbers = (s: unknown) => Array.isArray(s) && s.length === 4 && s.every((n) => typeof n === 'number');
  if (!Object.values(stats).every(fourNumbers)) return undefined;
  return data as StoredPushMemo;
}

function trace(env: NodeJS.ProcessEnv, line: string): void {
  if (!env.DOCS_CLI_QUIET_PUSH_TRACE) return;
  try {
    appendFileSync(env.DOCS_CLI_QUIET_PUSH_TRACE, `${line}\n`);
  } catch {
    // Only a test reads it.
  }
}
