/** Which imports go through reference 0.202.0's import runs (see import-run.ts). */
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A file: URL of a file this machine has (else the service is asked to read it, the seed's way). */
function readable(url: string): boolean {
  try {
    return statSync(fileURLToPath(url)).isFile();
  } catch {
    return false;
  }
}

/** Whether an import run can take this source: an http(s) URL, or a .zip this machine reads. */
export function runnable(target: { url: string; source: string }): 'website' | 'zip' | undefined {
  if (/^https?:/i.test(target.url) && ['website', 'markdown', 'html', 'zip'].includes(target.source)) return 'website';
  if (target.source === 'zip' && /^file:/i.test(target.url) && readable(target.url)) return 'zip';
  return undefined;
}
