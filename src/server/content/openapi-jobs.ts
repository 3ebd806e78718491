import type { Services } from '../context.js';
import type { Db } from '../store/db.js';
import {
  completeJob,
  failJob,
  getSpecById,
  reclaimStaleJob,
  startJob,
  type OpenApiSpecRow,
} from '../store/extensions/openapi.js';
import { ParseFailure, parseOpenApi } from './openapi-parse.js';
import { FetchFailure, fetchSource, type FetchedText } from './openapi-source.js';

/**
 * Processing of OpenAPI specs runs after the create/PUT answer: pending -> progress -> complete.
 * Runs in flight in this process, per store, so a GET does not take over its own process's work.
 */
const running = new WeakMap<Db, Set<string>>();

function inFlight(db: Db): Set<string> {
  let set = running.get(db);
  if (!set) running.set(db, (set = new Set()));
  return set;
}

/** Starts processing run `job` of a spec in the background. */
export function scheduleProcessing(svc: Services, specId: string, job: number): void {
  const key = `${specId}#${job}`;
  inFlight(svc.db).add(key);
  setImmediate(() => {
    void processSpec(svc, specId, job)
      .catch(() => {
        // The store may have been closed under a run (process exit); nothing to report to.
      })
      .finally(() => inFlight(svc.db).delete(key));
  });
}

/**
 * A run whose process went away (its lease expired, e.g. a CLI that exited after `--no-wait`) is
 * taken over by whoever reads the spec, and finished before answering so the reader sees it.
 */
export async function resumeIfStale(svc: Services, spec: OpenApiSpecRow): Promise<void> {
  if (spec.processing_state === 'complete') return;
  if (inFlight(svc.db).has(`${spec.id}#${spec.job}`)) return;
  const job = reclaimStaleJob(svc.db, spec.id, svc.clock.now());
  if (job === undefined) return;
  const key = `${spec.id}#${job}`;
  inFlight(svc.db).add(key);
  try {
    await processSpec(svc, spec.id, job);
  } finally {
    inFlight(svc.db).delete(key);
  }
}

export async function processSpec(svc: Services, specId: string, job: number): Promise<void> {
  if (!startJob(svc.db, specId, job)) return;
  const spec = getSpecById(svc.db, specId);
  if (!spec) return;
  let fetched: FetchedText;
  try {
    fetched = spec.source_text !== null ? { text: spec.source_text } : await fetchSource(spec.source_url!, svc.config);
  } catch (error) {
    const code = error instanceof FetchFailure ? error.code : 'FETCH_ERROR';
    failJob(svc.db, specId, job, code, (error as Error).message, svc.clock.now());
    return;
  }
  try {
    const parsed = await parseOpenApi(fetched.text);
    const ext = parsed.format === 'json' ? 'json' : 'yaml';
    const filename =
      fetched.name && /\.(json|ya?ml)$/i.test(fetched.name) && fetched.name.length <= 200
        ? fetched.name
        : `openapi.${ext}`;
    const mediaType = parsed.format === 'json' ? 'application/json' : 'application/yaml';
    completeJob(svc.db, specId, job, { text: fetched.text, filename, mediaType }, svc.clock.now());
  } catch (error) {
    const message =
      error instanceof ParseFailure ? error.message : `unexpected parser failure: ${(error as Error).message}`;
    failJob(svc.db, specId, job, 'PARSE_ERROR', message, svc.clock.now());
  }
}
