/**
 * Rendered answers kept on disk next to the database, per version of the content, so that a
 * service started again (`server start` after a stop, an upgrade of nothing) answers the pages
 * it rendered before without rendering them again. Only a published site's or a public space's
 * own pages are kept (not a change request's preview, not a share link's pages, whose key is in
 * every link); each target keeps its newest version only: when a newer version of a target is
 * kept, the older one's folder goes. Kept by the build that rendered them: answers of another
 * build are removed on the first use. A service on an in-memory database (tests), or run from
 * the sources (no build id), keeps nothing on disk. Every failure here is an answer not kept:
 * the page is rendered as before.
 *
 * Layout: `<database>.rendered/<build>/<version>/<hash of the answer's key>`, each file a line of
 * JSON (the answer without its body) and the body's bytes after it; `<build>/targets/<target>`
 * holds the version a target's answers were last kept for.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Services } from '../context.js';

/** An answer kept (answers.ts's `Answer`, but a missing page: never kept). */
export type KeptAnswer =
  | { kind: 'file'; body: Buffer; contentType: string; path: string }
  | { kind: 'redirect' }
  | { kind: 'failed'; message: string };

/** The first line scripts/build.mjs writes into main.cjs (`[ ]`: not a command the hints test looks up). */
const BUILD_LINE = /^\/\/ docs-cli[ ]build ([0-9a-f]+)$/;

/** The build id main.cjs starts with (scripts/build.mjs); undefined run from the sources. */
let build: string | null | undefined;
function buildId(): string | undefined {
  if (build === undefined) {
    build = null;
    try {
      const here = fileURLToPath(import.meta.url);
      for (const dir of [dirname(here), dirname(dirname(here))]) {
        const main = join(dir, 'main.cjs');
        if (!existsSync(main)) continue;
        const first = readFileSync(main, 'utf8').slice(0, 200).split('\n')[0]!;
        build = BUILD_LINE.exec(first)?.[1] ?? null;
        break;
      }
    } catch {
      build = null;
    }
  }
  return build ?? undefined;
}

/** Each database's folder of kept answers (undefined: none), by its connection. */
const roots = new WeakMap<object, string | null>();
/** The version each target's answers were last kept for, as read or written. */
const targets = new Map<string, string>();
/** Versions of targets no longer shown (unpublished, deleted): a render still under way keeps nothing of them. */
const forgotten = new Map<string, Set<string>>();

function rootOf(svc: Services): string | undefined {
  let root = roots.get(svc.db);
  if (root === undefined) {
    root = null;
    const id = buildId();
    if (id && !process.env.DOCS_CLI_NO_RENDERED_CACHE) {
      try {
        const main = svc.db.all<{ name: string; file: string }>('PRAGMA database_list').find((d) => d.name === 'main');
        if (main?.file) {
          const top = `${main.file}.rendered`;
          root = join(top, id);
          // Another build's answers are of no use to this one.
          if (existsSync(top))
            for (const other of readdirSync(top))
              if (other !== id) void rm(join(top, other), { recursive: true, force: true }).catch(() => undefined);
        }
      } catch {
        root = null;
      }
    }
    roots.set(svc.db, root);
  }
  return root ?? undefined;
}

const fileOf = (root: string, version: string, key: string) =>
  join(root, version, createHash('sha256').update(key).digest('base64url'));

/** The answer kept on disk for `key` of `version`, if any. */
export async function keptOnDisk(svc: Services, version: string, key: string): Promise<KeptAnswer | undefined> {
  const root = rootOf(svc);
  if (!root) return undefined;
  let bytes: Buffer;
  try {
    bytes = await readFile(fileOf(root, version, key));
  } catch {
    return undefined;
  }
  const nl = bytes.indexOf(10);
  if (nl < 0) return undefined;
  try {
    const head = JSON.parse(bytes.subarray(0, nl).toString('utf8')) as { key: string } & Omit<KeptAnswer, 'body'>;
    // A hash shared by two keys (never seen) is not taken for the other's answer.
    if (head.key !== key) return undefined;
    const { key: _, ...answer } = head;
    return (answer.kind === 'file' ? { ...answer, body: bytes.subarray(nl + 1) } : answer) as KeptAnswer;
  } catch {
    return undefined;
  }
}

/**
 * Keeps `answer` of `target` (its id: `site:<id>`, `space:<id>`) at `version` on disk, in the
 * background; a newer version of the target removes the older one's folder.
 */
export function keepOnDisk(svc: Services, target: string, version: string, key: string, answer: KeptAnswer): void {
  const root = rootOf(svc);
  if (!root) return;
  if (forgotten.get(target)?.has(version)) return;
  void (async () => {
    await newestVersion(root, target, version);
    // Forgotten while this one was on its way: what it wrote goes too.
    if (forgotten.get(target)?.has(version)) return;
    const file = fileOf(root, version, key);
    await mkdir(dirname(file), { recursive: true });
    const { body, ...rest } = answer as KeptAnswer & { body?: Buffer };
    const head = Buffer.from(`${JSON.stringify({ key, ...rest })}\n`);
    const staging = `${file}.${process.pid}.tmp`;
    await writeFile(staging, body ? Buffer.concat([head, body]) : head);
    await rename(staging, file);
  })().catch(() => undefined);
}

/** Records `version` as the target's newest, removing the folder of the one it replaces. */
async function newestVersion(root: string, target: string, version: string): Promise<void> {
  const name = createHash('sha256').update(target).digest('base64url');
  const record = join(root, 'targets', name);
  let known = targets.get(target);
  if (known === undefined) known = await readFile(record, 'utf8').catch(() => '');
  if (known === version) {
    targets.set(target, version);
    return;
  }
  targets.set(target, version);
  await mkdir(dirname(record), { recursive: true });
  await writeFile(record, version);
  if (known) await rm(join(root, known), { recursive: true, force: true });
}

/**
 * Removes what is kept of `target` (no longer shown: a site unpublished or deleted, a space
 * deleted), `version` being what it showed until now: its answers are not kept again, even by a
 * render that was under way. A later version (the site published again) is kept as any other.
 */
export async function forgetKept(svc: Services, target: string, version: string): Promise<void> {
  const root = rootOf(svc);
  if (!root) return;
  const versions = forgotten.get(target) ?? new Set<string>();
  versions.add(version);
  forgotten.set(target, versions);
  const record = join(root, 'targets', createHash('sha256').update(target).digest('base64url'));
  const known = targets.get(target) ?? (await readFile(record, 'utf8').catch(() => ''));
  targets.delete(target);
  await rm(record, { force: true }).catch(() => undefined);
  for (const v of new Set([known, version]))
    if (v) await rm(join(root, v), { recursive: true, force: true }).catch(() => undefined);
}

/** `target` is shown again (a site published again, a space restored): its answers are kept again. */
export function keepAgain(target: string): void {
  forgotten.delete(target);
}
