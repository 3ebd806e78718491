import { readFileSync } from 'node:fs';
import { download } from '../api/change-requests.js';
import type { ApiClient } from '../api/client.js';
import { ASSETS_DIR, isSafeFileName } from '../common/gitsync/layout.js';
import { UsageError } from '../errors.js';
import type { FolderFile } from './tree.js';

/** What updateChangeRequestContent accepts per file (base64, reference 0.202.0). */
export const MAX_UPLOAD_BYTES = 1024 * 1024;
const IN_ASSETS = new RegExp(`^${ASSETS_DIR.replace(/\./g, '\\.')}/[^/]+$`);

const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** True when the remote file's bytes differ from the local one (sizes first, bytes when equal). */
async function differs(api: ApiClient, local: FolderFile, remote: FolderFile): Promise<boolean> {
  if (local.size !== remote.size) return true;
  const remoteBytes = await download(api, remote.downloadURL!);
  return !remoteBytes.equals(readFileSync(local.absolute!));
}

/**
 * The local files a push uploads: new or changed files of `.gitbook/assets/`. Other files are
 * left alone (with a warning when they differ); a file over the upload limit stops the push
 * before anything is sent.
 */
export async function filesToUpload(api: ApiClient, local: FolderFile[], remote: FolderFile[], warn: (line: string) => void): Promise<FolderFile[]> {
  const remoteByPath = new Map(remote.map((f) => [f.path, f]));
  const out: FolderFile[] = [];
  const problems: string[] = [];
  for (const file of local) {
    const counterpart = remoteByPath.get(file.path);
    if (counterpart && !(await differs(api, file, counterpart))) continue;
    if (!IN_ASSETS.test(file.path)) {
      warn(`${file.path}: not uploaded: push uploads files from ${ASSETS_DIR}/ only`);
      continue;
    }
    if (!isSafeFileName(file.name)) problems.push(`${file.path}: not a file name the service accepts`);
    else if (file.size > MAX_UPLOAD_BYTES) problems.push(`${file.path}: ${megabytes(file.size)}, over the ${megabytes(MAX_UPLOAD_BYTES)} a file may have in a change request`);
    else out.push(file);
  }
  if (problems.length) throw new UsageError(problems.join('; '), 'nothing was sent; shrink or remove those files and push again');
  return out;
}
