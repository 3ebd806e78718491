import type { RevisionContent } from '../revisions.js';

/** A page as stored in a revision's JSON. Identity across revisions is its `path`. */
export interface StoredPage {
  id: string;
  title: string;
  slug: string;
  path: string;
  /** `group`: SUMMARY.md's `## Title` (root only, no content); `link`: an entry pointing elsewhere. */
  type: 'document' | 'group' | 'link';
  /** The body (front matter apart); '' for groups and links. */
  markdown: string;
  /** The front matter block as the page's file has it (kept as written; its keys follow the fields). */
  frontMatter?: string;
  /** SUMMARY.md's link title (reference 0.202.0): what the table of contents shows instead of `title`. */
  linkTitle?: string;
  description?: string;
  emoji?: string;
  hidden?: boolean;
  /** Link pages: where they point. */
  href?: string;
  /**
   * The page's markdown file in the Git Sync folder (`guides/README.md`, its `git.path`): where it
   * came from, else where GitBook's layout puts it. A document without content may have none.
   */
  source?: string;
  createdAt: string;
  updatedAt: string;
  pages: StoredPage[];
}

/** A file as stored in a revision's JSON; the bytes live in `content_blobs`. */
export interface StoredFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
  blob: string;
  /** Git's object id of the bytes (absent in files stored before it was kept). */
  oid?: string;
  /** Path relative to the import root (`images/logo.png`); identity across revisions. */
  source: string;
  dimensions?: { width: number; height: number };
}

export interface Content {
  pages: StoredPage[];
  files: StoredFile[];
  reusableContents: unknown[];
  variables: Record<string, string>;
}

export function asContent(raw: RevisionContent): Content {
  return {
    pages: (raw.pages ?? []) as StoredPage[],
    files: (raw.files ?? []) as StoredFile[],
    reusableContents: raw.reusableContents ?? [],
    variables: raw.variables ?? {},
  };
}

/** Every page of a tree, depth first in document order. */
export function flattenPages(pages: StoredPage[]): StoredPage[] {
  const out: StoredPage[] = [];
  const walk = (list: StoredPage[]) => {
    for (const p of list) {
      out.push(p);
      walk(p.pages);
    }
  };
  walk(pages);
  return out;
}

export function findPage(pages: StoredPage[], idOrPath: string): StoredPage | undefined {
  const all = flattenPages(pages);
  return all.find((p) => p.id === idOrPath) ?? all.find((p) => p.path === idOrPath.replace(/^\/+|\/+$/g, ''));
}

export const parentPath = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** Recomputes `path` from the slugs (after a merge moved or renamed pages). */
export function repath(pages: StoredPage[], prefix = ''): StoredPage[] {
  return pages.map((p) => {
    const path = prefix ? `${prefix}/${p.slug}` : p.slug;
    return { ...p, path, pages: repath(p.pages, path) };
  });
}
