import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { archiveQuietly, createChangeRequest, type ChangeRequest } from '../api/change-requests.js';
import { getContent, type Page, type Revision } from '../api/content.js';
import { getSpace } from '../api/spaces.js';
import type { ApiClient } from '../api/client.js';
import type { Context } from '../context.js';
import { pathProblem, titleProblem } from '../common/gitsync/names.js';
import { UsageError, withNote } from '../errors.js';
import { fileUrl, localBytes, planFiles, refuseLargeFiles, type LargeFiles } from './files.js';
import { readFolder, requireFolder, type LocalFolder } from './local.js';
import { linkTargets } from './links-cache.js';
import { pushMemo, type PushMemo } from './push-memo.js';
import { pushMemoKey, type PushMemoShaping } from './push-memo-format.js';
import { syncPush, type PushSync } from './push-sync.js';
import { warnProblems, warnUnlisted } from './push-warnings.js';
import { defaultPushSubject } from './subject.js';
import { subjectWithCommit } from './sync-base.js';
import { planLines, planPush } from './plan.js';
import { remoteTree, type KnownSplits, type RemoteTree } from './remote.js';
import { gitBlobOid } from '../common/gitsync/oid.js';
import { dryRunApply, sendPlan } from './send.js';
import { dryRunUploads, uploadLargeFiles } from './storage-upload.js';
import { updateChangeRequestContent, type ContentChange } from '../api/change-request-content.js';
import { seg } from '../api/paths.js';
import type { PlanStep } from './plan.js';
import { CONFIG_TEXT, flattenTree, pageText, summaryEntries } from '../common/gitsync/folder.js';
import { CONFIG_FILE } from '../common/gitsync/layout.js';
import { addRedirects, keptSources, lostUrlLines, lostUrlsOfPush } from './redirects.js';
import { summaryText } from '../common/gitsync/summary.js';

/** A push: its folder and subject, and the options that shape its plan (push-memo-format.ts). */
export interface PushOptions extends PushMemoShaping {
  dir: string;
  subject?: string;
}

export interface PushReport {
  changeRequest?: number;
  /** Pages and files of the folder. */
  total: number;
  plan: string[];
  /** Files the push leaves as they are on the service (deleted locally, or not uploaded). */
  notes: string[];
  /** With --dry-run: the requests the push would send (file bytes as size and hash). */
  requests?: Array<{ method: string; url: string; body: unknown }>;
  changes: number;
  batches: number;
  /** Keeps the folder as its new sync base once its content is on the space (after a merge at `revision`). */
  settle?: (revision: string) => void;
}

/** A page's text must fit one request of the service (10 MiB, JSON escapes included). */
const MAX_PAGE_REQUEST_BYTES = 8 * 1024 * 1024;

/** A push read, checked and planned: nothing has been sent yet. */
export interface PreparedPush {
  options: PushOptions;
  steps: PlanStep[];
  plan: string[];
  notes: string[];
  total: number;
  /** The folder's sync with the space (none for an import or --force). */
  sync?: PushSync;
}

/**
 * Reads the folder and compares it with the change request (or the space): everything a push
 * checks (pages, names, slugs, titles, sizes, large files) is checked here, before anything is
 * opened on the service.
 */
export async function preparePush(ctx: Context, options: PushOptions): Promise<PreparedPush> {
  const api = ctx.api();
  const top = requireFolder(options.dir);
  // Options are checked before the folder is compared with anything.
  if (options.filesUrl !== undefined) filesBase(options.filesUrl);
  const scope = { space: options.space, ...(options.to !== undefined ? { changeRequest: options.to } : {}) };
  // A push asked again of a folder that has not changed since a push found nothing to send.
  const memo = memoOf(ctx, api, top, options);
  // The listing is asked for before the folder is read, so that the service works on it while
  // this process reads (a read, sent only for a folder that is there; its failure waits for its
  // turn). With a memo of a quiet push into the space, the space's revision is asked first: when
  // it is the memo's, the whole content (megabytes) is not needed.
  let asked: Promise<Revision> | undefined;
  const listingNow = () => {
    if (!asked) {
      asked = getContent(api, scope);
      asked.catch(() => undefined);
    }
    return asked;
  };
  const byRevision = options.to === undefined && memo?.held() === true;
  if (!byRevision) {
    listingNow();
    await requestsOut();
  }
  const before = memo?.print();
  const quiet = memo && before ? memo.recall(before) : undefined;
  if (quiet) {
    const at = byRevision ? (await getSpace(api, options.space)).revision : (await listingNow()).id;
    if (at === quiet.revision) {
      warnUnlisted(ctx, options.dir, quiet.unlisted);
      return { options, steps: [], plan: [], notes: quiet.notes, total: quiet.total };
    }
  }
  const listing = listingNow();
  // What the space changed since the folder's sync base is laid over the folder, so that only
  // what the folder changed is sent (an import lays the folder over the content, --force sends it as it is).
  const sync =
    options.keepMissing || options.force
      ? undefined
      : await syncPush(ctx, api, top, options, listing, before ?? undefined);
  const local = readFolder(options.dir, sync?.overlay.size ? { overlay: sync.overlay } : {});
  // An empty folder (a wrong path, a failed checkout) must not become "delete every page".
  if (local.pages.length === 0 && !options.keepMissing && !options.allowEmpty) {
    throw new UsageError(
      `${options.dir}: no markdown pages; pushing it would delete every page`,
      `nothing was sent; to empty the content on purpose: docs-cli cr push ${options.dir} --space ${options.space} --allow-empty`,
    );
  }
  checkTitles(local);
  if (sync?.warning) ctx.warn(sync.warning);
  warnUnlisted(ctx, options.dir, local.unlisted);
  const revision = await listing;
  const { splits, oids } = localSplits(local);
  // Only pages whose bytes the service does not hold yet are checked (and parsed) here.
  const held = new Set<string>();
  const walk = (pages: Page[]) => {
    for (const p of pages) {
      if (p.git?.oid) held.add(p.git.oid);
      walk(p.pages ?? []);
    }
  };
  walk(revision.pages);
  // By path: two pages of the same text in two folders are two pages, their links read from each.
  const changed = new Set([...oids].filter(([, oid]) => !held.has(oid)).map(([path]) => path));
  const remote = remoteTree(revision, local.structure, splits);
  const largeFiles = largeFileWay(ctx, local, options);
  await refuseLargeFiles(api, local, remote, largeFiles);
  // With no page to send there is nothing to warn about (and the checks' renderer stays unloaded).
  if (changed.size > 0) await warnFolderProblems(ctx, local, (path) => changed.has(path));
  const sent = withoutGeneratedStructure(
    local,
    remote.structural.map((f) => f.path),
  );
  const targets = linkTargets(ctx.env, local.top, local.pages, oids);
  const { uploads, notes } = await planFiles(api, sent, remote, {
    keepMissing: options.keepMissing,
    largeFiles,
    linkTargets: targets.of,
  });
  targets.save();
  const steps = planPush(remote, local, uploads, { keepMissing: options.keepMissing });
  checkPageSizes(steps);
  const total = flattenTree(local.pages).filter((p) => p.path).length + local.files.length;
  // Published URLs the push breaks (against the space's main content, which its sites show). A
  // push that sends nothing breaks none; moves a change request already holds were named by the
  // push that sent them (and cr merge names them again), so the main content is read for them
  // only when --redirects is to add their redirects.
  const unchanged = steps.length === 0 && (options.to === undefined || !options.redirects);
  const lost = options.keepMissing || unchanged ? [] : await lostUrls(api, options, revision, remote, local, steps);
  if (lost.length && options.redirects && !ctx.dryRun) {
    addRedirects(local.top, local.structure.root, lost);
    const again = await preparePush(ctx, { ...options, redirects: false });
    return { ...again, notes: [...lostUrlLines(lost, true), ...again.notes] };
  }
  const prepared: PreparedPush = {
    options,
    steps,
    plan: planLines(steps),
    notes: [...(sync?.note ? [sync.note] : []), ...lostUrlLines(lost, false), ...notes],
    total,
    ...(sync ? { sync } : {}),
  };
  if (memo && before && steps.length === 0)
    memo.remember(before, revision.id, { unlisted: local.unlisted, notes: prepared.notes, total });
  // The folder is the space's content as it is: their new base.
  if (sync && steps.length === 0 && sync.overlay.size === 0 && options.to === undefined && !ctx.dryRun)
    sync.settle(revision.id);
  return prepared;
}

/**
 * The memo of the folder's last quiet push (none for a push that reads the main content whatever
 * it finds: --redirects into an existing change request).
 */
function memoOf(ctx: Context, api: ApiClient, top: string, options: PushOptions): PushMemo | undefined {
  if (options.to !== undefined && options.redirects) return undefined;
  return pushMemo(ctx.env, top, pushMemoKey(api.baseUrl, options));
}

/**
 * Lets requests just started go out before a long synchronous step: their connection is made,
 * and they are written, in the loop's turns (one or two on a loopback or kept-alive connection).
 */
async function requestsOut(): Promise<void> {
  for (let turn = 0; turn < 2; turn++) await new Promise((next) => setImmediate(next));
}

/** Published URLs the steps would break, read against the space's main content (what its sites show). */
async function lostUrls(
  api: ApiClient,
  options: PushOptions,
  revision: Revision,
  remote: RemoteTree,
  local: LocalFolder,
  steps: PlanStep[],
) {
  const main = options.to === undefined ? revision : await getContent(api, { space: options.space });
  return lostUrlsOfPush(
    main === revision ? remote.pages : remoteTree(main, local.structure).pages,
    remote.pages,
    local.pages,
    steps,
    keptSources(local.redirects),
  );
}

/**
 * Sends a prepared push into change request `target` (a new one when undefined: opened only when
 * there is something to send, and archived and named when it cannot be filled).
 */
export async function sendPush(ctx: Context, prepared: PreparedPush, target?: string): Promise<PushReport> {
  const { options, steps, plan, notes, total } = prepared;
  const api = ctx.api();
  // A dry run counts what it would send, as the plan lists it.
  if (ctx.dryRun)
    return {
      plan,
      notes,
      total,
      changes: plan.length,
      batches: 0,
      ...(ctx.verbose ? { requests: await dryRun(ctx, prepared, target) } : {}),
    };
  // Nothing to send: an existing change request stays as it is, and no empty one is opened.
  if (steps.length === 0)
    return {
      plan,
      notes,
      total,
      changes: 0,
      batches: 0,
      changeRequest: target !== undefined ? Number(target) || undefined : undefined,
    };
  // Files over 1 MB go to storage first: a service without it, or a failed upload, opens nothing.
  await uploadLargeFiles(api, options.space, steps);
  let created: ChangeRequest | undefined;
  if (target === undefined) {
    created = await createChangeRequest(api, options.space, { subject: subjectOf(prepared, ctx.env) });
    target = created.id;
  }
  try {
    const apply = (batch: ContentChange[]) => updateChangeRequestContent(api, options.space, target!, batch);
    const line = ctx.progress();
    const { batches, changes } = await sendPlan(apply, steps, (sent, total, n) =>
      line.update(`pushed ${sent}/${total} changes (${n} ${n === 1 ? 'batch' : 'batches'})`),
    ).finally(() => line.done());
    return {
      changeRequest: created?.number ?? (Number(target) || undefined),
      total,
      plan,
      notes,
      changes,
      batches,
      ...(prepared.sync ? { settle: prepared.sync.settle } : {}),
    };
  } catch (error) {
    if (!created) throw error;
    await archiveQuietly(api, options.space, created.id);
    throw withNote(error, `change request #${created.number} was opened for this push and is archived now`);
  }
}

/**
 * The new change request's subject: `--subject`, else the folder's; with the commit the folder is
 * at when nothing in it is uncommitted, which a later push from a fresh clone finds as its base.
 */
function subjectOf(prepared: PreparedPush, env: NodeJS.ProcessEnv): string {
  const subject = prepared.options.subject ?? defaultPushSubject(env, prepared.options.dir);
  const commit = prepared.sync?.cleanCommit;
  return commit ? subjectWithCommit(subject, commit) : subject;
}

/** `cr push`: prepare, then send into `--to` or a new change request. */
export async function pushFolder(ctx: Context, options: PushOptions): Promise<PushReport> {
  return sendPush(ctx, await preparePush(ctx, options), options.to);
}

/**
 * The folder without the structure files a pull would write as they are anyway, unless the
 * service keeps its own copy: the default `.gitbook.yaml`, and SUMMARY.md as the pages give it when
 * that `.gitbook.yaml` is there too (a pull writes both). A space that never held them does not
 * get them from a pull pushed back unchanged; a folder without `.gitbook.yaml` keeps its SUMMARY.md
 * on the service, so that a pull does not add one.
 */
function withoutGeneratedStructure(local: LocalFolder, held: string[]): LocalFolder {
  const text = (path: string) => {
    const file = local.files.find((f) => f.path === path);
    return file?.absolute || file?.content ? localBytes(file).toString('utf8') : undefined;
  };
  const defaultConfig = !held.includes(CONFIG_FILE) && text(CONFIG_FILE) === CONFIG_TEXT;
  const generated = (path: string) => {
    if (held.includes(path) || !defaultConfig) return false;
    return path === CONFIG_FILE || text(path) === summaryText(summaryEntries(local.pages));
  };
  const drop = new Set(local.structural.filter(generated));
  if (drop.size === 0) return local;
  return {
    ...local,
    files: local.files.filter((f) => !drop.has(f.path)),
    structural: local.structural.filter((p) => !drop.has(p)),
  };
}

/** Pages the service refuses (size, nesting, the parser's work): the push stops before sending anything. */
const REFUSED_KINDS = new Set(['page-too-large', 'page-too-deep', 'page-too-complex']);

/**
 * What `docs-cli check` finds that the push has not already refused or said: a page the service
 * refuses for its size, nesting or parser steps stops the push here; the rest (links, anchors, images, GitBook's tags) is
 * published as written, so it is one warning line each (the first 20, then a count).
 */
async function warnFolderProblems(ctx: Context, local: LocalFolder, inspect: (path: string) => boolean): Promise<void> {
  const { folderProblems, prepareFacts, sortProblems } = await import('./check.js');
  // The pages to read are read once, in the workers, and not again while their bytes are the same.
  const facts = await prepareFacts(local, ctx.env, inspect);
  // Said already (unlisted pages) or handled by the push itself (large files go by URL or are refused).
  const said = new Set(['not-in-summary', 'file-too-large', 'name', 'title']);
  const problems = sortProblems(folderProblems(local, undefined, inspect).filter((p) => !said.has(p.kind)));
  facts.save();
  const refused = problems.find((p) => REFUSED_KINDS.has(p.kind));
  if (refused) throw new UsageError(`${refused.file}: ${refused.message}`, 'nothing was sent; split the page');
  warnProblems(ctx, local.top, problems);
}

/**
 * Each local page's split by git's object id of its text (a remote page with the same id is not
 * read again), and each page's id by its path.
 */
function localSplits(local: LocalFolder): { splits: KnownSplits; oids: Map<string, string> } {
  const splits = new Map<string, { frontMatter: string; body: string }>();
  const oids = new Map<string, string>();
  for (const page of flattenTree(local.pages))
    if (page.path) {
      const oid = gitBlobOid(Buffer.from(pageText(page)));
      splits.set(oid, { frontMatter: page.frontMatter, body: page.body });
      oids.set(page.path, oid);
    }
  return { splits, oids };
}

/** Titles and file names the service would refuse (the one name rule), named before anything is sent. */
function checkTitles(local: LocalFolder): void {
  for (const page of flattenTree(local.pages)) {
    const nameRule = page.path ? pathProblem(page.path) : undefined;
    if (nameRule)
      throw new UsageError(
        `${page.path}: not a file name the service accepts (${nameRule})`,
        'nothing was sent; rename the file',
      );
    const rule = titleProblem(page.title);
    if (rule)
      throw new UsageError(
        `${page.path ?? local.structure.summary}: the title ${JSON.stringify(page.title)} ${rule}`,
        'nothing was sent; change the title',
      );
  }
}

function checkPageSizes(steps: PlanStep[]): void {
  for (const step of steps) {
    const page = step.kind === 'insert' ? step.page : step.kind === 'update' ? step.local : undefined;
    if (!page?.path) continue;
    const size = Buffer.byteLength(JSON.stringify(pageText(page)));
    if (size > MAX_PAGE_REQUEST_BYTES)
      throw new UsageError(
        `${page.path}: ${(size / 1024 / 1024).toFixed(1)} MB as sent, over the ${MAX_PAGE_REQUEST_BYTES / 1024 / 1024} MB a page may have in one request`,
        'nothing was sent; split the page',
      );
  }
}

/**
 * Where files over 1 MB come from: `--files-url`, or in GitHub Actions for a public repository
 * the repository's raw address at the commit being pushed; `--skip-large-files` leaves them out.
 */
function largeFileWay(ctx: Context, local: LocalFolder, options: PushOptions): LargeFiles {
  if (options.filesUrl !== undefined) {
    const base = filesBase(options.filesUrl);
    return { urlOf: (path) => fileUrl(base.toString(), path) };
  }
  if (options.skipLargeFiles) return { skip: true };
  const github = githubRawBase(ctx.env, local.top);
  // Otherwise each goes through a storage upload (generateStorageUploadURL) when the push is sent.
  return github ? { urlOf: (path) => fileUrl(github, path) } : { storage: true };
}

/** `--files-url` as a URL, or the usage error of one that is not an http(s) URL. */
function filesBase(given: string): URL {
  let base: URL;
  try {
    base = new URL(given);
  } catch {
    const shown = given.length > 120 ? `${given.slice(0, 117)}...` : given;
    throw new UsageError(`--files-url: ${shown} is not a URL`);
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:')
    throw new UsageError(`--files-url: must be an http(s) URL, not ${base.protocol}`);
  return base;
}

/** `<server>/<owner>/<repo>/raw/<sha>/<folder>/` in a GitHub Actions run of a public repository. */
export function githubRawBase(env: NodeJS.ProcessEnv, top: string): string | undefined {
  const { GITHUB_ACTIONS, GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_SHA, GITHUB_WORKSPACE, GITHUB_EVENT_PATH } = env;
  if (GITHUB_ACTIONS !== 'true' || !GITHUB_SERVER_URL || !GITHUB_REPOSITORY || !GITHUB_SHA || !GITHUB_WORKSPACE)
    return undefined;
  if (!/^[\w.-]+\/[\w.-]+$/.test(GITHUB_REPOSITORY) || !/^[0-9a-f]{40}$/i.test(GITHUB_SHA)) return undefined;
  // Only a public repository's raw files can be fetched by the service.
  let isPublic = false;
  try {
    const event = JSON.parse(readFileSync(GITHUB_EVENT_PATH ?? '', 'utf8').slice(0, 5_000_000)) as {
      repository?: { private?: boolean; visibility?: string };
    };
    isPublic = event.repository?.private === false || event.repository?.visibility === 'public';
  } catch {
    return undefined;
  }
  if (!isPublic) return undefined;
  const folder = relative(resolve(GITHUB_WORKSPACE), top);
  if (folder.startsWith('..')) return undefined;
  const inRepo = folder ? `${folder.split(sep).map(encodeURIComponent).join('/')}/` : '';
  return `${GITHUB_SERVER_URL.replace(/\/+$/, '')}/${GITHUB_REPOSITORY}/raw/${GITHUB_SHA}/${inRepo}`;
}

/** The requests a push would send, without sending them (a new change request shown as `<new>`). */
async function dryRun(
  ctx: Context,
  prepared: PreparedPush,
  target: string | undefined,
): Promise<Array<{ method: string; url: string; body: unknown }>> {
  const { options, steps } = prepared;
  const base = `${ctx.settings.embedded ? 'local://embedded' : ctx.settings.apiUrl!.replace(/\/+$/, '')}/v1/spaces/${seg(options.space)}/change-requests`;
  const requests: Array<{ method: string; url: string; body: unknown }> = [];
  requests.push(...(await dryRunUploads(ctx.api(), options.space, steps)));
  if (target === undefined && steps.length)
    requests.push({ method: 'POST', url: base, body: { subject: subjectOf(prepared, ctx.env) } });
  await sendPlan(
    dryRunApply(`${base}/${target !== undefined ? seg(target) : '<new>'}/content?compat=false`, requests),
    steps,
    undefined,
    { describeFiles: true },
  );
  return requests;
}
