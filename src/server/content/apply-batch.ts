import { gitBlobOid } from '../../common/gitsync/oid.js';
import { layoutPaths, uploadSource } from '../../common/gitsync/layout.js';
import { splitFrontMatter } from '../../common/markdown/frontmatter.js';
import { pageTitle } from '../../common/markdown/title.js';
import { rewriteLinks } from '../../common/markdown/links.js';
import { badRequest } from '../errors.js';
import { newId } from '../ids.js';
import type { BatchChange, PageDocument, PageMeta } from './batch-input.js';
import { revertBlocks } from './block-revert.js';
import { slugify } from '../../common/slug.js';
import { flattenPages, repath, type Content, type StoredFile, type StoredPage } from '../store/content/model.js';

export interface BatchContext {
  now: string;
  /** The change request's base content (what `revert_page` goes back to by default). */
  base: Content;
  /** Another revision of the space, for `revert_page` with `revision`. */
  revision(id: string): Content | undefined;
  storeBlob(bytes: Uint8Array): string;
}

export type PageOutcome =
  | { kind: 'created'; id: string; ref?: string }
  | { kind: 'updated'; id: string }
  | { kind: 'deleted'; id: string };

export interface BatchResult {
  content: Content;
  /** One entry per affected page, in the order the batch first touched them. */
  pages: PageOutcome[];
  insertedFiles: StoredFile[];
}

interface Located {
  page: StoredPage;
  siblings: StoredPage[];
}

/**
 * Applies `updateChangeRequestContent` changes in order to a copy of `content`. Any invalid
 * change throws a 400 naming `changes[i].<field>`, so the caller commits all or nothing.
 */
export function applyBatch(content: Content, changes: BatchChange[], ctx: BatchContext): BatchResult {
  const tree = structuredClone(content.pages);
  const files = [...content.files];
  const insertedFiles: StoredFile[] = [];
  const touched = new Map<string, { created: boolean; ref?: string }>();
  const pageRefs = new Map<string, string>();
  const fileRefs = new Map<string, string>();
  const withMarkdown = new Set<string>();
  const existingPaths = new Set(flattenPages(content.pages).map((p) => p.path));

  const locate = (id: string, list = tree): Located | undefined => {
    for (const page of list) {
      if (page.id === id) return { page, siblings: list };
      const inner = locate(id, page.pages);
      if (inner) return inner;
    }
    return undefined;
  };
  const touch = (id: string, created = false, ref?: string) => {
    if (!touched.has(id)) touched.set(id, { created, ...(ref ? { ref } : {}) });
  };

  changes.forEach((change, i) => {
    const fail = (field: string, rule: string): never => {
      throw badRequest(`changes[${i}].${field}: ${rule}`);
    };
    const need = (field: string, id: string) => locate(id) ?? fail(field, `no page ${id} in the change request`);
    const claimRef = (field: string, ref: string) => {
      if (pageRefs.has(ref) || fileRefs.has(ref)) fail(field, `ref ${ref} is used twice in the batch`);
      if (existingPaths.has(ref.replace(/\.md$/i, '')))
        fail(field, `ref ${ref} collides with the path of an existing page`);
    };
    const childrenOf = (into: string | null | undefined, field: string): StoredPage[] =>
      into ? need(field, into).page.pages : tree;
    const place = (list: StoredPage[], page: StoredPage, at: number | undefined) => {
      if (at !== undefined && at > list.length)
        fail('at', `must be at most ${list.length} (the number of pages there)`);
      list.splice(at ?? list.length, 0, page);
    };
    const uniqueSlug = (list: StoredPage[], wanted: string | undefined, title: string, self?: StoredPage): string => {
      const taken = (slug: string) => list.some((p) => p !== self && p.slug === slug);
      if (wanted) {
        if (taken(wanted)) fail('slug', `${wanted} is already the slug of a sibling page`);
        return wanted;
      }
      const base = slugify(title);
      let slug = base;
      for (let n = 2; taken(slug); n++) slug = `${base}-${n}`;
      return slug;
    };

    switch (change.operation) {
      case 'insert_page': {
        const doc = contentOf(change.document, fail);
        const title = doc.title ?? (doc.headed ? pageTitle(doc.body) : undefined) ?? change.title ?? 'Untitled';
        const siblings = childrenOf(change.into, 'into');
        if (change.ref !== undefined) claimRef('ref', change.ref);
        const page: StoredPage = {
          id: newId(),
          title,
          slug: uniqueSlug(siblings, change.slug, title),
          path: '',
          type: 'document',
          markdown: doc.body,
          createdAt: ctx.now,
          updatedAt: ctx.now,
          pages: [],
        };
        setMeta(page, { ...change, ...doc.meta });
        place(siblings, page, change.at);
        if (change.ref !== undefined) pageRefs.set(change.ref, page.id);
        withMarkdown.add(page.id);
        touch(page.id, true, change.ref);
        return;
      }
      case 'update_page': {
        const found = need('page', change.page);
        const page = found.page;
        const doc = change.document !== undefined ? contentOf(change.document, fail) : undefined;
        if (doc) {
          page.markdown = doc.body;
          withMarkdown.add(page.id);
        }
        const title = doc?.title ?? change.title;
        if (title !== undefined) page.title = title;
        setMeta(page, { ...change, ...doc?.meta });
        const moving = change.into !== undefined;
        const target = moving ? childrenOf(change.into, 'into') : found.siblings;
        if (moving && change.into && (change.into === page.id || locate(change.into, page.pages)))
          fail('into', 'a page cannot move under itself or one of its descendants');
        if (change.slug !== undefined && change.slug !== page.slug)
          page.slug = uniqueSlug(target, change.slug || undefined, page.title, page);
        else if (moving && target !== found.siblings) page.slug = uniqueSlug(target, undefined, page.slug, page);
        // `into` naming the current parent, without `at`, leaves the page where it is.
        if (target !== found.siblings || change.at !== undefined) {
          found.siblings.splice(found.siblings.indexOf(page), 1);
          place(target, page, change.at);
        }
        page.updatedAt = ctx.now;
        touch(page.id);
        return;
      }
      case 'delete_page': {
        const found = need('page', change.page);
        found.siblings.splice(found.siblings.indexOf(found.page), 1);
        touch(found.page.id);
        return;
      }
      case 'revert_page': {
        const source =
          change.revision === undefined
            ? ctx.base
            : (ctx.revision(change.revision) ?? fail('revision', `no revision ${change.revision} in this space`));
        const before = findIn(source.pages, change.page);
        const now = locate(change.page);
        if (!before && !now) fail('page', `no page ${change.page} in the change request or the revision`);
        if (change.block) {
          if (!before || !now)
            return fail(
              'block',
              `page ${change.page} is not in both the change request and the ${change.revision === undefined ? 'base' : 'revision'}; revert the whole page (without block)`,
            );
          // Only the page's document changes: its title and other properties stay.
          now.page.markdown = revertBlocks(
            now.page.markdown,
            before.page.markdown,
            change.block,
            change.page,
            (j, rule) => fail(`block[${j}]`, rule),
          );
          now.page.updatedAt = ctx.now;
          touch(change.page);
          return;
        }
        if (before && now) {
          Object.assign(now.page, {
            title: before.page.title,
            markdown: before.page.markdown,
            description: before.page.description,
            emoji: before.page.emoji,
            hidden: before.page.hidden,
            updatedAt: ctx.now,
          });
        } else if (now) {
          now.siblings.splice(now.siblings.indexOf(now.page), 1);
        } else {
          const parent = before!.parent ? locate(before!.parent.id) : undefined;
          const list = parent ? parent.page.pages : tree;
          const restored = withoutPresent(structuredClone(before!.page), (id) => Boolean(locate(id)));
          list.splice(Math.min(before!.index, list.length), 0, restored);
        }
        touch(change.page);
        return;
      }
      case 'insert_files': {
        change.files.forEach((file, j) => {
          if (file.ref !== undefined) claimRef(`files[${j}].ref`, file.ref);
          const source = uploadSource(file.name);
          const at = files.findIndex((f) => f.source === source);
          const stored: StoredFile = {
            id: at >= 0 ? files[at]!.id : newId(),
            name: file.name.slice(file.name.lastIndexOf('/') + 1),
            contentType: file.contentType,
            size: file.bytes.length,
            blob: ctx.storeBlob(file.bytes),
            oid: gitBlobOid(file.bytes),
            source,
          };
          if (at >= 0) files[at] = stored;
          else files.push(stored);
          insertedFiles.push(stored);
          if (file.ref !== undefined) fileRefs.set(file.ref, stored.id);
        });
        return;
      }
    }
  });

  const pages = withGitPaths(repath(tree));
  const all = new Map(flattenPages(pages).map((p) => [p.id, p]));
  if (pageRefs.size || fileRefs.size) {
    for (const id of withMarkdown) {
      const page = all.get(id);
      if (page) page.markdown = resolveRefs(page.markdown, pageRefs, fileRefs);
    }
  }
  const outcomes: PageOutcome[] = [];
  for (const [id, t] of touched) {
    if (all.has(id))
      outcomes.push(t.created ? { kind: 'created', id, ...(t.ref ? { ref: t.ref } : {}) } : { kind: 'updated', id });
    else if (!t.created) outcomes.push({ kind: 'deleted', id });
  }
  return { content: { ...content, pages, files }, pages: outcomes, insertedFiles };
}

/**
 * A page's new content: a markdown document is split into its front matter (metadata that wins
 * over the fields) and body, and its leading heading may title the page; a JSON or empty
 * document is content only.
 */
function contentOf(
  doc: PageDocument,
  fail: (field: string, rule: string) => never,
): { body: string; title?: string; headed: boolean; meta: PageMeta } {
  if (doc.from !== 'markdown') return { body: doc.markdown, headed: false, meta: {} };
  let split;
  try {
    split = splitFrontMatter(doc.markdown);
  } catch (error) {
    return fail('document.markdown', `front matter: ${(error as Error).message.split('\n')[0]}`);
  }
  const d = split.data;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const meta: PageMeta = {};
  if (str(d.description) !== undefined) meta.description = str(d.description);
  const emoji = str(d.emoji) ?? str(d.icon);
  if (emoji !== undefined) meta.emoji = emoji;
  if (typeof d.hidden === 'boolean') meta.hidden = d.hidden;
  return { body: split.body, title: str(d.title) || undefined, headed: true, meta };
}

function setMeta(page: StoredPage, meta: PageMeta): void {
  if (meta.description !== undefined) page.description = meta.description || undefined;
  if (meta.emoji !== undefined) page.emoji = meta.emoji || undefined;
  if (meta.hidden !== undefined) page.hidden = meta.hidden || undefined;
  for (const key of ['description', 'emoji', 'hidden'] as const) if (page[key] === undefined) delete page[key];
}

/** Every page's `source` is its Git Sync path, so relative links resolve as in the folder. */
function withGitPaths(pages: StoredPage[]): StoredPage[] {
  for (const [page, path] of layoutPaths(pages)) page.source = path;
  return pages;
}

function findIn(
  pages: StoredPage[],
  id: string,
  parent?: StoredPage,
): { page: StoredPage; parent?: StoredPage; index: number } | undefined {
  for (const [index, page] of pages.entries()) {
    if (page.id === id) return { page, parent, index };
    const inner = findIn(page.pages, id, page);
    if (inner) return inner;
  }
  return undefined;
}

function withoutPresent(page: StoredPage, present: (id: string) => boolean): StoredPage {
  return { ...page, pages: page.pages.filter((p) => !present(p.id)).map((p) => withoutPresent(p, present)) };
}

/** Batch-local refs (`./<ref>`, `./<ref>.md`) become `/pages/<id>` and `/files/<id>`. */
function resolveRefs(markdown: string, pageRefs: Map<string, string>, fileRefs: Map<string, string>): string {
  return rewriteLinks(markdown, (link) => {
    const [target, anchor = ''] = link.target.replace(/^\.\//, '').split(/(?=#)/);
    const page = pageRefs.get(target!) ?? pageRefs.get(target!.replace(/\.md$/i, ''));
    if (page) return `/pages/${page}${anchor}`;
    const file = fileRefs.get(target!);
    return file ? `/files/${file}` : undefined;
  });
}
