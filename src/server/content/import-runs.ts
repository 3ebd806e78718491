/**
 * An import run carried out after its request was answered (`startImportRun`, reference 0.202.0):
 * pending, then in progress while the source is read and checked, then completed with the pages
 * it wrote, or failed with the reason, in one revision or none. A run cancelled meanwhile writes
 * nothing. Its uploads are used up by a completed run and given back otherwise.
 */
import type { Services } from '../context.js';
import { flattenPages } from '../store/content/model.js';
import { readContent } from '../store/content/revisions.js';
import { moveImportRun } from '../store/import-runs.js';
import { ServiceError } from '../errors.js';
import type { VirtualFiles } from './import-tree.js';
import type { ImportedPage } from './import-tree.js';

export interface RunPage {
  id: string;
  type: 'page' | 'folder';
  status: 'complete';
  sourceURL?: string;
}

export interface RunWork {
  runId: string;
  userId: string;
  spaceId: string;
  crId?: string;
  /** Reads the import's files (a website, or uploads); `release` gives uploads back on failure. */
  read(): Promise<VirtualFiles>;
  settle?(completed: boolean): void;
  sourceURL?: string;
}

/** Runs started and not finished: the service waits for them before it closes. */
const running = new Set<Promise<void>>();
/** Ids of the runs this process carries out now. */
const runningIds = new Set<string>();

/** A pending or running run this process is not carrying out, untouched this long, was left behind. */
export const ABANDONED_AFTER_MS = 10 * 60_000;

/**
 * A run left behind (its service stopped before it finished) is failed, as the reference says
 * such runs are returned: pending or in progress, carried out by no one here, untouched for
 * ABANDONED_AFTER_MS. Returns whether it was.
 */
export function failIfAbandoned(svc: Services, run: { id: string; status: string; updated_at: string }): boolean {
  if (run.status !== 'pending' && run.status !== 'in-progress') return false;
  if (runningIds.has(run.id)) return false;
  const now = svc.clock.now();
  if (now.getTime() - Date.parse(run.updated_at) < ABANDONED_AFTER_MS) return false;
  return moveImportRun(
    svc.db,
    run.id,
    ['pending', 'in-progress'],
    { status: 'failed', reason: 'the import never reported back (the service stopped before it finished)' },
    now.toISOString(),
  );
}

/** Starts a run's work once the current request is answered. */
export function scheduleRun(svc: Services, work: RunWork): void {
  runningIds.add(work.runId);
  const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => execute(svc, work))
    .catch(() => undefined)
    .finally(() => {
      running.delete(done);
      runningIds.delete(work.runId);
    });
  running.add(done);
}

/** Resolves when every run started so far has finished (tests, and a service that closes). */
export async function settledRuns(): Promise<void> {
  while (running.size) await Promise.all([...running]);
}

async function execute(svc: Services, work: RunWork): Promise<void> {
  const now = () => svc.clock.now().toISOString();
  if (!moveImportRun(svc.db, work.runId, ['pending'], { status: 'in-progress' }, now())) {
    work.settle?.(false);
    return;
  }
  let completed = false;
  try {
    const files = await work.read();
    const { importFiles } = await import('./import.js');
    // A run cancelled while its source was read writes nothing.
    const still = svc.db.get<{ status: string }>('SELECT status FROM import_runs WHERE id = ?', work.runId);
    if (still?.status !== 'in-progress') return;
    const result = await importFiles(svc, {
      spaceId: work.spaceId,
      ...(work.crId ? { crId: work.crId } : {}),
      userId: work.userId,
      files,
    });
    const pages = writtenPages(svc, result.revision, result.tree.pages, work.sourceURL);
    completed = moveImportRun(
      svc.db,
      work.runId,
      ['in-progress'],
      { status: 'completed', pages: JSON.stringify(pages) },
      now(),
    );
  } catch (error) {
    const reason =
      error instanceof ServiceError || error instanceof Error ? error.message : 'the import failed unexpectedly';
    moveImportRun(svc.db, work.runId, ['in-progress'], { status: 'failed', reason }, now());
  } finally {
    work.settle?.(completed);
  }
}

/** The pages the import wrote, found by their files in the new revision. */
function writtenPages(svc: Services, revision: string, imported: ImportedPage[], sourceURL?: string): RunPage[] {
  const sources = new Map<string, 'page' | 'folder'>();
  const walk = (pages: ImportedPage[]) => {
    for (const page of pages) {
      if (page.source !== undefined) sources.set(page.source, page.source.endsWith('/') ? 'folder' : 'page');
      walk(page.pages);
    }
  };
  walk(imported);
  return flattenPages(readContent(svc.db, revision).pages).flatMap((page) => {
    const type = page.source !== undefined ? sources.get(page.source) : undefined;
    return type ? [{ id: page.id, type, status: 'complete' as const, ...(sourceURL ? { sourceURL } : {}) }] : [];
  });
}
