import { gitBlobOid } from '../../common/gitsync/oid.js';
import { childFolder, placePages, uploadSource } from '../../common/gitsync/layout.js';
import { syncFrontMatter } from '../../common/gitsync/front-matter.js';
import { oneLineTitle, pathKey, titleProblem } from '../../common/gitsync/names.js';
import { relinkMoved } from '../../common/gitsync/relative-links.js';
import { badRequest } from '../errors.js';
import { newId } from '../ids.js';
import { depthProblem, subtreeHeight } from './page-depth.js';
import type { LinkAt } from '../work/tasks.js';
import type { BatchChange, PageMeta } from './batch-input.js';
import { slugify } from '../../common/slug.js';
import { flattenPages, repath, type Content, type StoredFile, type StoredPage } from '../store/content/model.js';

export interface BatchContext {
  now: string;
  /** The change request's base content (what `revert_page` goes back to by default). */
  base: Content;
  /** Another revision of the space, for `revert_page` with `revision`. */
  revision(id: string): Content | undefined;
  storeBlob(bytes: Uint8Array): string;
  /** Reverts chosen blocks of a page's markdown (read in the content pool). */
  revertBlocks(
    current: string,
    target: string,
    keys: string[],
    pageId: string,
    /** Where the change is, for messages: `changes[3].block`. */
    field: string,
  ): Promise<{ markdown: string } | { index: number; rule: string }>;
  /** Where the links of these texts are written (read in the content pool). */
  linksOf(markdowns: string[]): Promise<LinkAt[][]>;
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
 * change throws a 400 naming `changes[i].<field>`, so the caller commits all or nothing. The
 * documents come read (batch-read); what needs the markdown parser again runs in the pool.
 */
export async function applyBatch(content: Content, changes: BatchChange[], ctx: BatchContext): Promise<BatchResult> {
  const tree = structuredClone(content.pages);
  const files = [...content.files];
  const insertedFiles: StoredFile[] = [];
  const touched = new Map<string, { created: boolean; ref?: string }>();
  const pageRefs = new Map<string, string>();
  const fileRefs = new Map<string, string>();
  /** Pages given new markdown, with where that markdown's links are written. */
  const withMarkdown = new Map<string, { markdown: string; links: LinkAt[] }>();
  const existingPaths = new Set(flattenPages(content.pages).map((p) => p.path));
  const sourcesBefore = new Map(flattenPages(content.pages).map((p) => [p.id, p.source]));
  /** Pages the batch gave a file path (`git.path`), with the change that did. */
  const explicitPaths = new Map<string, number>();
  /** Pages the service moved (new parent or slug) without being told their file: they move on disk too. */
  const relocated = new Set<string>();
  const insertedFileAt = new Map<string, string>();

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

  for (const [i, change] of changes.entries()) {
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
        const type = change.type ?? 'document';
        const doc = change.document;
        if (type !== 'document') {
          if (doc.body.trim() || doc.raw) fail('document', `a ${type} page has no content of its own; send {}`);
          if (change.git) fail('git', `a ${type} page has no file; only document pages do`);
        }
        if (type === 'group' && change.into !== undefined)
          fail('into', 'a group page is always at the top level (SUMMARY.md has no nested groups)');
        if (type === 'link' && !change.target)
          fail('target', 'is required for a link page ({"kind": "url", "url": ...})');
        if (type !== 'link' && change.target) fail('target', 'is only for link pages (type "link")');
        const title = titleOf(doc, change.title, fail);
        const siblings = childrenOf(change.into, 'into');
        if (change.into && locate(change.into)?.page.type === 'link') fail('into', 'a link page has no children');
        const tooDeep = change.into && depthProblem(tree, change.into, 1);
        if (tooDeep) fail('into', tooDeep);
        if (change.ref !== undefined) claimRef('ref', change.ref);
        const page: StoredPage = {
          id: newId(),
          title,
          slug: uniqueSlug(siblings, change.slug, type === 'group' ? title : title),
          path: '',
          type,
          markdown: doc.body,
          createdAt: ctx.now,
          updatedAt: ctx.now,
          pages: [],
        };
        if (doc.raw) page.frontMatter = doc.raw;
        if (change.target) page.href = change.target.url;
        if (change.git) {
          page.source = change.git.path;
          explicitPaths.set(page.id, i);
        }
        setMeta(page, { ...change, ...doc.meta });
        place(siblings, page, change.at);
        if (change.ref !== undefined) pageRefs.set(change.ref, page.id);
        withMarkdown.set(page.id, { markdown: doc.body, links: doc.links });
        touch(page.id, true, change.ref);
        continue;
      }
      case 'update_page': {
        const found = need('page', change.page);
        const page = found.page;
        const doc = change.document;
        if (doc && page.type !== 'document' && (doc.body.trim() || doc.raw))
          fail('document', `a ${page.type} page has no content of its own`);
        if (change.git && page.type !== 'document')
          fail('git', `a ${page.type} page has no file; only document pages do`);
        if (change.target && page.type !== 'link') fail('target', 'is only for link pages (type "link")');
        if (doc) {
          page.markdown = doc.body;
          // A JSON document is content only: the page's front matter stays.
          if (doc.raw !== undefined) {
            if (doc.raw) page.frontMatter = doc.raw;
            else delete page.frontMatter;
          }
          withMarkdown.set(page.id, { markdown: doc.body, links: doc.links });
        }
        const title = change.title;
        if (title !== undefined) {
          const rule = titleProblem(title);
          if (rule) fail('title', `title ${rule}`);
          page.title = title;
        }
        if (change.target) page.href = change.target.url;
        setMeta(page, { ...change, ...doc?.meta });
        const moving = change.into !== undefined;
        const target = moving ? childrenOf(change.into, 'into') : found.siblings;
        if (moving && change.into && (change.into === page.id || locate(change.into, page.pages)))
          fail('into', 'a page cannot move under itself or one of its descendants');
        if (moving && page.type === 'group' && change.into) fail('into', 'a group page is always at the top level');
        if (moving && change.into && locate(change.into)?.page.type === 'link')
          fail('into', 'a link page has no children');
        const tooDeep = moving && change.into && depthProblem(tree, change.into, subtreeHeight(page));
        if (tooDeep) fail('into', tooDeep);
        const slugBefore = page.slug;
        if (change.slug !== undefined && change.slug !== page.slug)
          page.slug = uniqueSlug(target, change.slug || undefined, page.title, page);
        else if (moving && target !== found.siblings) page.slug = uniqueSlug(target, undefined, page.slug, page);
        if (change.git) {
          page.source = change.git.path;
          explicitPaths.set(page.id, i);
          relocated.delete(page.id);
        } else if ((target !== found.siblings || page.slug !== slugBefore) && !explicitPaths.has(page.id)) {
          relocated.add(page.id);
        }
        // `into` naming the current parent, without `at`, leaves the page where it is.
        if (target !== found.siblings || change.at !== undefined) {
          found.siblings.splice(found.siblings.indexOf(page), 1);
          place(target, page, change.at);
        }
        page.updatedAt = ctx.now;
        touch(page.id);
        continue;
      }
      case 'delete_page': {
        const found = need('page', change.page);
        found.siblings.splice(found.siblings.indexOf(found.page), 1);
        touch(found.page.id);
        continue;
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
          const reverted = await ctx.revertBlocks(
            now.page.markdown,
            before.page.markdown,
            change.block,
            change.page,
            `changes[${i}].block`,
          );
          if ('rule' in reverted) fail(`block[${reverted.index}]`, reverted.rule);
          now.page.markdown = (reverted as { markdown: string }).markdown;
          now.page.updatedAt = ctx.now;
          touch(change.page);
          continue;
        }
        if (before && now) {
          Object.assign(now.page, {
            title: before.page.title,
            markdown: before.page.markdown,
            frontMatter: before.page.frontMatter,
            description: before.page.description,
            emoji: before.page.emoji,
            hidden: before.page.hidden,
            href: before.page.href,
            updatedAt: ctx.now,
          });
          for (const key of ['frontMatter', 'href', 'description', 'emoji', 'hidden'] as const)
            if (now.page[key] === undefined) delete now.page[key];
        } else if (now) {
          now.siblings.splice(now.siblings.indexOf(now.page), 1);
        } else {
          const parent = before!.parent ? locate(before!.parent.id) : undefined;
          const list = parent ? parent.page.pages : tree;
          const restored = withoutPresent(structuredClone(before!.page), (id) => Boolean(locate(id)));
          list.splice(Math.min(before!.index, list.length), 0, restored);
        }
        touch(change.page);
        continue;
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
          insertedFileAt.set(pathKey(source), `changes[${i}].files[${j}].name`);
        });
        continue;
      }
    }
  }

  const pages = repath(tree);
  placeFiles(pages, relocated, sourcesBefore, explicitPaths, files, insertedFileAt);
  const all = new Map(flattenPages(pages).map((p) => [p.id, p]));
  if (pageRefs.size || fileRefs.size) {
    const pages = [...withMarkdown].flatMap(([id, known]) => {
      const page = all.get(id);
      return page ? [{ page, known }] : [];
    });
    // A page whose markdown changed again (a block revert) has its links read again.
    const stale = pages.filter((p) => p.page.markdown !== p.known.markdown);
    const fresh = await ctx.linksOf(stale.map((p) => p.page.markdown));
    const linksOf = new Map(stale.map((p, k) => [p.page, fresh[k]!]));
    for (const { page, known } of pages)
      page.markdown = resolveRefs(page.markdown, linksOf.get(page) ?? known.links, pageRefs, fileRefs);
  }
  const outcomes: PageOutcome[] = [];
  for (const [id, t] of touched) {
    if (all.has(id))
      outcomes.push(t.created ? { kind: 'created', id, ...(t.ref ? { ref: t.ref } : {}) } : { kind: 'updated', id });
    else if (!t.created) outcomes.push({ kind: 'deleted', id });
  }
  return { content: { ...content, pages, files }, pages: outcomes, insertedFiles };
}

/** A new page's title: the leading heading (on one line), then the field (a front matter `title` is not one). */
function titleOf(
  doc: { heading?: string },
  field: string | undefined,
  fail: (field: string, rule: string) => never,
): string {
  const heading = doc.heading;
  const title = (heading !== undefined ? oneLineTitle(heading) || undefined : undefined) ?? field ?? 'Untitled';
  const rule = titleProblem(title);
  if (rule) fail(heading !== undefined ? 'document.markdown' : 'title', `title ${rule}`);
  return title;
}

function setMeta(page: StoredPage, meta: PageMeta): void {
  if (meta.description !== undefined) page.description = meta.description || undefined;
  if (meta.emoji !== undefined) page.emoji = meta.emoji || undefined;
  if (meta.hidden !== undefined) page.hidden = meta.hidden || undefined;
  for (const key of ['description', 'emoji', 'hidden'] as const) if (page[key] === undefined) delete page[key];
  // The page's front matter block follows its fields, rewriting only the keys that changed.
  const block = syncFrontMatter(page.frontMatter, page);
  if (block) page.frontMatter = block;
  else delete page.frontMatter;
}

/** A page with something to write gets a file (an empty one, like SUMMARY.md's `* Title`, needs none). */
const needsFile = (page: StoredPage) => page.markdown.trim() !== '' || Boolean(page.frontMatter);

/**
 * Every page's `source` after the batch: the path it was given, the one it had, or (for a page
 * new on the service, or moved by it to another parent or slug) GitBook's layout under its parent.
 * A page the service moved takes the pages filed in its folder with it, and relative links from
 * and to moved pages are rewritten so they resolve from the new places, as on disk.
 */
function placeFiles(
  pages: StoredPage[],
  relocated: Set<string>,
  sourcesBefore: Map<string, string | undefined>,
  explicitPaths: Map<string, number>,
  files: StoredFile[],
  insertedFileAt: Map<string, string>,
): void {
  const all = flattenPages(pages);
  const byId = new Map(all.map((p) => [p.id, p]));
  const oldFolders = new Map<string, string>();
  for (const id of relocated) {
    const page = byId.get(id);
    if (!page?.source) continue;
    oldFolders.set(id, childFolder(page, ''));
    delete page.source;
  }
  const filePaths = files.map((f) => f.source);
  for (const [page, path] of placePages(pages, needsFile, filePaths)) page.source = path;
  // Pages filed under a moved page's folder follow it (outermost first, as the tree is walked).
  for (const page of all) {
    const oldFolder = oldFolders.get(page.id);
    if (oldFolder === undefined || !page.source) continue;
    const newFolder = childFolder(page, '');
    const follow = (list: StoredPage[]) => {
      for (const child of list) {
        if (child.source?.startsWith(oldFolder) && !explicitPaths.has(child.id) && !relocated.has(child.id))
          child.source = newFolder + child.source.slice(oldFolder.length);
        follow(child.pages);
      }
    };
    follow(page.pages);
  }
  const moved = new Map<string, string>();
  for (const page of all) {
    const before = sourcesBefore.get(page.id);
    if (before && page.source && before !== page.source && !explicitPaths.has(page.id)) moved.set(before, page.source);
  }
  if (moved.size) {
    const names = [...moved.keys()].map((path) => path.slice(path.lastIndexOf('/') + 1).replace(/\.md$/i, ''));
    for (const page of all) {
      if (page.type !== 'document' || !page.source) continue;
      const before = sourcesBefore.get(page.id) ?? page.source;
      const self = before !== page.source && !explicitPaths.has(page.id);
      if (!self && !names.some((name) => page.markdown.includes(name))) continue;
      page.markdown = relinkMoved(page.markdown, self ? before : page.source, page.source, moved);
    }
  }
  // Two pages in one file, or a file where a page is, cannot be written to a folder. Two paths that
  // differ only in case are two files (Git keeps both, and so does GitBook); a file beside a page
  // is refused in any case.
  const owner = new Map<string, StoredPage>();
  const ownerAnyCase = new Map<string, StoredPage>();
  for (const page of all) {
    if (!page.source) continue;
    const key = page.source;
    ownerAnyCase.set(pathKey(key), page);
    const other = owner.get(key);
    const at = explicitPaths.get(page.id) ?? (other ? explicitPaths.get(other.id) : undefined);
    if (other && at !== undefined)
      throw badRequest(
        `changes[${at}].git.path: ${page.source} is already the file of page "${other.title}" (${other.id})`,
      );
    owner.set(key, page);
  }
  for (const [key, field] of insertedFileAt) {
    const page = ownerAnyCase.get(key);
    if (page)
      throw badRequest(
        `${field}: ${page.source} is the file of page "${page.title}"; a file cannot take a page's path`,
      );
  }
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

/** Batch-local refs (`./<ref>`, `./<ref>.md`) become `/pages/<id>` and `/files/<id>`, where the links are written. */
function resolveRefs(
  markdown: string,
  links: LinkAt[],
  pageRefs: Map<string, string>,
  fileRefs: Map<string, string>,
): string {
  const edits: Array<[number, number, string]> = [];
  for (const link of links) {
    const [target, anchor = ''] = link.target.replace(/^\.\//, '').split(/(?=#)/);
    const page = pageRefs.get(target!) ?? pageRefs.get(target!.replace(/\.md$/i, ''));
    const file = page ? undefined : fileRefs.get(target!);
    const next = page ? `/pages/${page}${anchor}` : file ? `/files/${file}` : undefined;
    if (next !== undefined && next !== link.target && link.range) edits.push([link.range[0], link.range[1], next]);
  }
  let out = markdown;
  for (const [from, to, text] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, from) + text + out.slice(to);
  return out;
}
