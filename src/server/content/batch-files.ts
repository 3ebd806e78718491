import { contentTypeOf } from '../../common/content-types.js';
import type { FetchLease } from '../fetch/budget.js';
import { FetchError, fetchBounded, formatBytes, type FetchSettings } from '../fetch/fetch.js';
import { mapLimited } from '../../common/map-limited.js';
import { badRequest } from '../errors.js';
import type { BatchFile, Changes, FileToFetch } from './batch-input.js';
import { IMPORT_LIMITS } from './import-limits.js';

/** Fetches at a time, so one batch of many URLs neither stalls nor floods the service. */
const CONCURRENCY = 4;

const isToFetch = (file: BatchFile | FileToFetch): file is FileToFetch => 'url' in file;

/**
 * Fetches the `url` files of a batch under the service's fetch policy, before anything is
 * applied: a refused, failing or oversized source is a 400 naming `changes[i].files[j].url`,
 * and the batch is not applied. All fetched bytes of one batch together are bounded too.
 */
export async function fetchBatchFiles<D>(
  changes: Array<Changes<D, BatchFile | FileToFetch>>,
  settings: FetchSettings,
  lease: FetchLease,
): Promise<Array<Changes<D, BatchFile>>> {
  // Inline files are stored too: they count against the caller's bytes per minute.
  for (const c of changes)
    if (c.operation === 'insert_files') for (const f of c.files) if (!isToFetch(f)) lease.count(f.bytes.length);
  const wanted = changes.flatMap((c) => (c.operation === 'insert_files' ? c.files.filter(isToFetch) : []));
  if (wanted.length === 0) return changes as Array<Changes<D, BatchFile>>;
  let total = 0;
  const got = await mapLimited(wanted, CONCURRENCY, async (file) => {
    const one = await fetchOne(file, settings, lease);
    total += one.bytes.length;
    if (total > IMPORT_LIMITS.totalBytes)
      throw badRequest(
        `${file.at}.url: the files of this batch add up to more than ${formatBytes(IMPORT_LIMITS.totalBytes)}`,
      );
    return one;
  });
  const fetched = new Map(wanted.map((file, i) => [file, got[i]!]));
  return changes.map((c) =>
    c.operation === 'insert_files'
      ? { operation: 'insert_files', files: c.files.map((f) => (isToFetch(f) ? fetched.get(f)! : f)) }
      : c,
  );
}

async function fetchOne(file: FileToFetch, settings: FetchSettings, lease: FetchLease): Promise<BatchFile> {
  try {
    const got = await fetchBounded(file.url, settings, {
      maxBytes: IMPORT_LIMITS.fileBytes,
      limitName: 'one file',
      lease,
    });
    const answered = got.contentType.split(';')[0]!.trim().toLowerCase();
    const contentType =
      file.contentType ?? (answered && answered !== 'application/octet-stream' ? answered : contentTypeOf(file.name));
    return { name: file.name, contentType, bytes: got.bytes, ...(file.ref !== undefined ? { ref: file.ref } : {}) };
  } catch (error) {
    if (error instanceof FetchError) throw badRequest(`${file.at}.url: ${error.message}`);
    throw error;
  }
}
