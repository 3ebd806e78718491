import { isSafeUploadName } from '../../common/gitsync/layout.js';
import { pathProblem, titleProblem } from '../../common/gitsync/names.js';
import { badRequest } from '../errors.js';
import type { LinkAt } from '../work/tasks.js';

/**
 * The body of `updateChangeRequestContent` (reference 0.202.0), checked field by field. Every
 * failure is a 400 naming the change's index and field (`changes[3].into: ...`).
 */
export interface PageMeta {
  title?: string;
  slug?: string;
  emoji?: string;
  icon?: string;
  description?: string;
  hidden?: boolean;
  noIndex?: boolean;
  noRobotsIndex?: boolean;
  condition?: string;
  /** Git Sync (this service's extension, as the reference's pages answer it): the page's file. */
  git?: { path: string };
  /** Link pages (extension): where the entry points, as the reference's RevisionPageLink `target`. */
  target?: { kind: 'url'; url: string };
}

/** The reference's page types: `document`, `group` (SUMMARY.md's `## Title`) and `link`. */
export type PageType = 'document' | 'group' | 'link';

/**
 * A page's new content as sent: markdown (which may carry front matter and a leading heading that
 * set the page's metadata and title), a JSON document (content only, converted to markdown when
 * the batch is read), or nothing (an empty page).
 */
export type PageDocument =
  | { from: 'markdown'; markdown: string }
  | { from: 'json'; json: unknown; at: string }
  | { from: 'empty' };

/**
 * A page's new content once read (in the content pool, within its budget): the markdown to
 * store, the title and metadata it gives, and where its links are written (batch refs are
 * replaced there without reading the text again).
 */
export interface ReadDocument {
  body: string;
  /** A leading level-1 heading (markdown documents only), the title of a new page without one. */
  heading?: string;
  /**
   * The front matter as written (markdown documents only; empty when there is none): kept byte
   * for byte. Undefined for JSON and empty documents, which leave a page's front matter alone.
   */
  raw?: string;
  meta: PageMeta;
  links: LinkAt[];
}

export type Changes<D, F> =
  | ({
      operation: 'insert_page';
      document: D;
      type?: PageType;
      into?: string;
      at?: number;
      ref?: string;
    } & PageMeta)
  | ({ operation: 'update_page'; page: string; document?: D; into?: string | null; at?: number } & PageMeta)
  | { operation: 'delete_page'; page: string }
  | { operation: 'revert_page'; page: string; revision?: string; block?: string[] }
  | { operation: 'insert_files'; files: F[] };

/** A change ready to apply: documents read, files fetched. */
export type BatchChange = Changes<ReadDocument, BatchFile>;

/** A change as parsed from the body: documents not read yet, files maybe still URLs to fetch. */
export type ParsedChange = Changes<PageDocument, BatchFile | FileToFetch>;

export interface BatchFile {
  name: string;
  ref?: string;
  contentType: string;
  bytes: Uint8Array;
}

/** An `insert_files` entry given by `url`: the service fetches it before the batch applies. */
export interface FileToFetch {
  name: string;
  ref?: string;
  /** Overrides the type the source answers with. */
  contentType?: string;
  url: URL;
  /** `changes[i].files[j]`, for messages. */
  at: string;
}

export const MAX_CHANGES = 50;
export const MAX_FILES_PER_CHANGE = 20;
export const MAX_FILE_BYTES = 1024 * 1024;
export const MAX_URL_LENGTH = 2048;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

class Fields {
  constructor(
    private readonly o: Obj,
    private readonly at: string,
  ) {}
  fail(field: string, rule: string): never {
    throw badRequest(`${this.at}.${field}: ${rule}`);
  }
  str(field: string, opts: { min?: number; max?: number } = {}): string | undefined {
    const v = this.o[field];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') this.fail(field, `must be a string, got ${kind(v)}`);
    const len = [...v].length;
    if (opts.min !== undefined && len < opts.min)
      this.fail(field, opts.min === 1 ? 'must not be empty' : `must be at least ${opts.min} characters`);
    if (opts.max !== undefined && len > opts.max) this.fail(field, `must be at most ${opts.max} characters`);
    return v;
  }
  bool(field: string): boolean | undefined {
    const v = this.o[field];
    if (v !== undefined && typeof v !== 'boolean') this.fail(field, `must be a boolean, got ${kind(v)}`);
    return v as boolean | undefined;
  }
  index(field: string): number | undefined {
    const v = this.o[field];
    if (v === undefined) return undefined;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) this.fail(field, 'must be an integer of at least 0');
    return v;
  }
  required<T>(field: string, value: T | undefined): T {
    if (value === undefined) this.fail(field, 'is required');
    return value;
  }
}

const UNSTORED_FIELDS = ['icon', 'noIndex', 'noRobotsIndex', 'condition'] as const;

function pageMeta(f: Fields, o: Obj): PageMeta {
  const meta: PageMeta = {
    title: f.str('title', { min: 1 }),
    slug: f.str('slug', { max: 100 }),
    emoji: f.str('emoji', { max: 50 }),
    icon: f.str('icon', { max: 50 }),
    description: f.str('description'),
    hidden: f.bool('hidden'),
    noIndex: f.bool('noIndex'),
    noRobotsIndex: f.bool('noRobotsIndex'),
    condition: f.str('condition'),
    git: gitOf(f, o.git),
    target: targetOf(f, o.target),
  };
  const titleRule = meta.title !== undefined ? titleProblem(meta.title) : undefined;
  if (titleRule) f.fail('title', titleRule);
  if (meta.slug !== undefined && meta.slug !== '' && !/^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/i.test(meta.slug)) {
    f.fail('slug', 'must be letters and digits joined by -, _ or .');
  }
  // Pages here have no icon, indexing flags or condition: refusing beats dropping them silently.
  for (const field of UNSTORED_FIELDS) {
    if (meta[field] !== undefined)
      f.fail(
        field,
        'is not stored by this service (it keeps title, slug, description, emoji and hidden); nothing was applied',
      );
  }
  return Object.fromEntries(Object.entries(meta).filter(([, v]) => v !== undefined)) as PageMeta;
}

/** `git: {path}`: a relative path to a markdown file that any file system can hold. */
function gitOf(f: Fields, raw: unknown): { path: string } | undefined {
  if (raw === undefined) return undefined;
  if (!isObj(raw)) f.fail('git', `must be an object, got ${kind(raw)}`);
  const path = raw.path;
  if (typeof path !== 'string' || path === '') f.fail('git.path', 'must be a non-empty string');
  const rule = pathProblem(path);
  if (rule) f.fail('git.path', rule);
  if (!/\.(md|markdown)$/i.test(path)) f.fail('git.path', 'must name a markdown file (.md)');
  return { path };
}

/** `target: {kind: "url", url}` of a link page. */
function targetOf(f: Fields, raw: unknown): { kind: 'url'; url: string } | undefined {
  if (raw === undefined) return undefined;
  if (!isObj(raw)) f.fail('target', `must be an object, got ${kind(raw)}`);
  if (raw.kind !== 'url') f.fail('target.kind', 'must be "url" (link pages here point to URLs)');
  if (typeof raw.url !== 'string' || raw.url === '') f.fail('target.url', 'must be a non-empty string');
  if ([...raw.url].length > MAX_URL_LENGTH) f.fail('target.url', `must be at most ${MAX_URL_LENGTH} characters`);
  const rule = titleProblem(raw.url) ?? (/\s/.test(raw.url) ? 'must not contain white space' : undefined);
  if (rule) f.fail('target.url', rule);
  return { kind: 'url', url: raw.url };
}

function pageType(f: Fields, raw: unknown): PageType | undefined {
  if (raw === undefined) return undefined;
  if (raw !== 'document' && raw !== 'group' && raw !== 'link') f.fail('type', 'must be one of document, group, link');
  return raw;
}

/** The reference's Document: `{markdown}`, `{document: JSONDocument}` or `{}` (an empty page). */
function documentOf(f: Fields, doc: unknown, at: string): PageDocument | undefined {
  if (doc === undefined) return undefined;
  if (!isObj(doc)) f.fail('document', `must be an object, got ${kind(doc)}`);
  const keys = Object.keys(doc);
  if (keys.length === 0) return { from: 'empty' };
  if ('markdown' in doc && 'document' in doc) f.fail('document', 'give either markdown or document, not both');
  if ('document' in doc) return { from: 'json', json: doc.document, at: `${at}.document.document` };
  if ('markdown' in doc) {
    if (typeof doc.markdown !== 'string') f.fail('document.markdown', `must be a string, got ${kind(doc.markdown)}`);
    return { markdown: doc.markdown, from: 'markdown' };
  }
  return f.fail(
    'document',
    `must be {"markdown": ...}, {"document": ...} or {} (got ${keys.map((k) => JSON.stringify(k)).join(', ')})`,
  );
}

function blockKeys(f: Fields, raw: unknown, at: string): string[] | undefined {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw)) f.fail('block', `must be an array, got ${kind(raw)}`);
  if (raw.length < 1) f.fail('block', 'must hold 1 or more block keys');
  raw.forEach((key, j) => {
    if (typeof key !== 'string' || !key) throw badRequest(`${at}.block[${j}]: must be a non-empty string`);
  });
  return raw as string[];
}

function files(f: Fields, raw: unknown, at: string, ownUrl?: OwnUrl): Array<BatchFile | FileToFetch> {
  if (!Array.isArray(raw)) f.fail('files', `must be an array, got ${kind(raw)}`);
  if (raw.length < 1 || raw.length > MAX_FILES_PER_CHANGE)
    f.fail('files', `must hold 1 to ${MAX_FILES_PER_CHANGE} files`);
  return raw.map((item, j) => {
    const where = `${at}.files[${j}]`;
    if (!isObj(item)) throw badRequest(`${where}: must be an object, got ${kind(item)}`);
    const g = new Fields(item, where);
    const name = g.required('name', g.str('name', { min: 1, max: 256 }));
    if (!isSafeUploadName(name))
      g.fail(
        'name',
        `must be a file name or a relative path of file names (./name for the top folder): ${pathProblem(name.replace(/^\.\//, '')) ?? 'not a portable name'}`,
      );
    const ref = g.str('ref', { min: 1 });
    if (item.url !== undefined && item.base64 !== undefined) g.fail('base64', 'give either url or base64, not both');
    if (item.url === undefined && item.base64 === undefined)
      g.fail('url', 'give the file as url (fetched by the service) or base64');
    if (item.url !== undefined) {
      const url = g.required('url', g.str('url', { min: 1, max: MAX_URL_LENGTH }));
      const contentType = g.str('contentType', { min: 1, max: 256 });
      return {
        name,
        url: ownUrl?.(url) ? new URL(url) : httpUrl(g, url),
        at: where,
        ...(contentType !== undefined ? { contentType } : {}),
        ...(ref !== undefined ? { ref } : {}),
      };
    }
    const base64 = g.required('base64', g.str('base64'));
    const contentType = g.required('contentType', g.str('contentType', { min: 1, max: 256 }));
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64.replace(/\s/g, '')) || base64.replace(/\s/g, '').length % 4 === 1)
      g.fail('base64', 'is not valid base64');
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > MAX_FILE_BYTES)
      g.fail('base64', `decodes to ${bytes.length} bytes, more than the ${MAX_FILE_BYTES} a file may have`);
    return { name, contentType, bytes: new Uint8Array(bytes), ...(ref !== undefined ? { ref } : {}) };
  });
}

function httpUrl(g: Fields, text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return g.fail('url', 'must be an absolute http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    g.fail('url', `must be an http(s) URL, not ${url.protocol.slice(0, -1)}:`);
  if (url.username || url.password) g.fail('url', 'must not carry a user name or password');
  return url;
}

/** True for the service's own storage upload URLs: taken from its store, never fetched (any scheme). */
export type OwnUrl = (url: string) => boolean;

export function parseBatch(body: unknown, ownUrl?: OwnUrl): ParsedChange[] {
  if (!isObj(body)) throw badRequest('body: must be a JSON object');
  const raw = body.changes;
  if (!Array.isArray(raw)) throw badRequest(`changes: must be an array, got ${kind(raw)}`);
  if (raw.length < 1 || raw.length > MAX_CHANGES)
    throw badRequest(`changes: must hold 1 to ${MAX_CHANGES} changes, got ${raw.length}`);
  return raw.map((item, i): ParsedChange => {
    const at = `changes[${i}]`;
    if (!isObj(item)) throw badRequest(`${at}: must be an object, got ${kind(item)}`);
    const f = new Fields(item, at);
    switch (item.operation) {
      case 'insert_page': {
        const document = f.required('document', documentOf(f, item.document, at));
        return {
          operation: 'insert_page',
          document,
          ...pageMeta(f, item),
          ...defined({ type: pageType(f, item.type) }),
          ...defined({ into: f.str('into', { min: 1 }), at: f.index('at'), ref: f.str('ref', { min: 1 }) }),
        };
      }
      case 'update_page': {
        const into = item.into === null ? null : f.str('into', { min: 1 });
        return {
          operation: 'update_page',
          page: f.required('page', f.str('page', { min: 1 })),
          ...pageMeta(f, item),
          ...defined({ document: documentOf(f, item.document, at), into, at: f.index('at') }),
        };
      }
      case 'delete_page':
        return { operation: 'delete_page', page: f.required('page', f.str('page', { min: 1 })) };
      case 'revert_page':
        return {
          operation: 'revert_page',
          page: f.required('page', f.str('page', { min: 1 })),
          ...defined({ revision: f.str('revision', { min: 1 }), block: blockKeys(f, item.block, at) }),
        };
      case 'insert_files':
        return { operation: 'insert_files', files: files(f, item.files, at, ownUrl) };
      default:
        return f.fail('operation', 'must be one of insert_page, update_page, delete_page, revert_page, insert_files');
    }
  });
}

const defined = <T extends Obj>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
