import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { download } from '../api/change-requests.js';
import { getContent, type ContentScope } from '../api/content.js';
import type { Context } from '../context.js';
import { ASSETS_DIR, isSafeFilePath, SUMMARY_FILE } from '../common/gitsync/layout.js';
import { markdownLinks } from '../common/markdown/links.js';
import { gitBlobOid } from '../common/gitsync/oid.js';
import { mapLimited } from '../common/map-limited.js';
import { UsageError } from '../errors.js';
import { remoteTree } from './remote.js';
import { folderTexts } from './tree.js';

/** Downloads in flight at once: enough to hide latency, few enough to be polite to a service. */
const DOWNLOADS_AT_ONCE = 6;

export type FileChange = { kind: 'added' | 'changed' | 'removed'; path: string };

const MARKDOWN = /\.(md|markdown)$/i;

/** Pages the previous pull listed in SUMMARY.md, and assets: what a new pull may remove. */
function pulledBefore(root: string): string[] {
  const out: string[] = [];
  const summary = join(root, SUMMARY_FILE);
  if (existsSync(summary)) {
    for (const link of markdownLinks(readFileSync(summary, 'utf8'))) {
      let path = link.target;
      try {
        path = decodeURI(path);
      } catch {
        // keep it as written
      }
      if (MARKDOWN.test(path) && isSafeFilePath(path) && existsSync(join(root, path))) out.push(path);
    }
  }
  const assets = join(root, ASSETS_DIR);
  if (existsSync(assets))
    for (const name of readdirSync(assets))
      if (lstatSync(join(assets, name)).isFile()) out.push(`${ASSETS_DIR}/${name}`);
  return out;
}

/**
 * Writes the space (or change request) into `dir` in Git Sync layout, updating a previous pull
 * in place; with `check`, only compares. Returns what differs.
 */
export async function pullFolder(
  ctx: Context,
  scope: ContentScope,
  dir: string,
  check: boolean,
): Promise<FileChange[]> {
  const api = ctx.api();
  const root = resolve(dir);
  const tree = remoteTree(await getContent(api, scope));
  const texts = folderTexts(tree);
  for (const path of [...texts.keys(), ...tree.files.map((f) => f.path)]) {
    if (!isSafeFilePath(path))
      throw new UsageError(
        `the service names a file ${JSON.stringify(path)} that would land outside ${dir}; nothing was written`,
      );
  }
  const wanted = new Map<string, Buffer>();
  for (const [path, text] of texts) wanted.set(path, Buffer.from(text, 'utf8'));
  // A file whose local copy has the service's git object id is not downloaded again.
  const fetched = await mapLimited(tree.files, DOWNLOADS_AT_ONCE, async (file) => {
    const local = file.oid ? readIfFile(join(root, file.path)) : undefined;
    return local && gitBlobOid(local) === file.oid ? undefined : download(api, file.downloadURL!);
  });
  const unchanged = new Set<string>();
  tree.files.forEach((file, i) => (fetched[i] ? wanted.set(file.path, fetched[i]) : unchanged.add(file.path)));

  const changes: FileChange[] = [];
  for (const [path, bytes] of wanted) {
    const abs = join(root, path);
    if (!existsSync(abs)) changes.push({ kind: 'added', path });
    else if (!readFileSync(abs).equals(bytes)) changes.push({ kind: 'changed', path });
  }
  for (const path of pulledBefore(root))
    if (!wanted.has(path) && !unchanged.has(path)) changes.push({ kind: 'removed', path });
  if (check) return changes;

  try {
    writeChanges(root, dir, changes, wanted);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!code) throw error;
    throw new UsageError(`${dir}: cannot write the folder (${code})`, 'choose a folder you can write');
  }
  return changes;
}

function writeChanges(root: string, dir: string, changes: FileChange[], wanted: Map<string, Buffer>): void {
  mkdirSync(root, { recursive: true });
  const realRoot = realpathSync(root);
  for (const change of changes) {
    const abs = join(root, change.path);
    if (change.kind === 'removed') {
      rmSync(abs, { force: true });
      continue;
    }
    mkdirSync(dirname(abs), { recursive: true });
    const parent = realpathSync(dirname(abs));
    if (parent !== realRoot && !parent.startsWith(realRoot + sep))
      throw new UsageError(`${change.path}: its folder leads outside ${dir} (a symbolic link); not written`);
    if (existsSync(abs) && lstatSync(abs).isSymbolicLink()) rmSync(abs);
    writeFileSync(abs, wanted.get(change.path)!);
  }
}

function readIfFile(abs: string): Buffer | undefined {
  try {
    return lstatSync(abs).isFile() ? readFileSync(abs) : undefined;
  } catch {
    return undefined;
  }
}
