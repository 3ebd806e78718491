import { gitBlobOid } from '../../common/gitsync/oid.js';
import type { Services } from '../context.js';
import type { StoredPage } from '../store/content/model.js';
import { scopeAppPath, type ContentScope } from '../content/scope.js';
import type { ToDocument } from './document-format.js';
import { appUrl } from './urls.js';

export interface PageOptions {
  /** `format=document`: the content as the reference's JSON document (see document-format.ts). */
  toDocument?: ToDocument;
  /** Git metadata (`git`); the interface's `metadata` query, default true. */
  metadata?: boolean;
  /** Leave out child pages (pages inside references). */
  shallow?: boolean;
}

const LAYOUT = {
  width: 'default',
  cover: false,
  coverSize: 'hero',
  title: true,
  description: true,
  tableOfContents: true,
  outline: true,
  pagination: true,
  metadata: true,
} as const;

/** The page's file as Git Sync writes it: its front matter block, then its body. */
export const pageFileText = (page: StoredPage) => (page.frontMatter ?? '') + page.markdown;

/**
 * A page as the reference's RevisionPage: a document (RevisionPageDocument, with its file as
 * `git`), a group (RevisionPageGroup: SUMMARY.md's `## Title`) or a link (RevisionPageLink).
 */
export function serializePage(
  svc: Services,
  scope: Pick<ContentScope, 'space' | 'cr'>,
  page: StoredPage,
  options: PageOptions = {},
): Record<string, unknown> {
  const children = () => (options.shallow ? [] : page.pages.map((child) => serializePage(svc, scope, child, options)));
  const common = {
    id: page.id,
    title: page.title || 'Untitled',
    ...(page.linkTitle ? { linkTitle: page.linkTitle } : {}),
    ...(page.emoji ? { emoji: page.emoji } : {}),
    ...(page.hidden ? { hidden: true } : {}),
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
  };
  if (page.type === 'group')
    return { ...common, kind: 'group', type: 'group', slug: page.slug, path: page.path, pages: children() };
  if (page.type === 'link')
    return {
      ...common,
      kind: 'link',
      type: 'link',
      target: { kind: 'url', url: page.href ?? '' },
      href: page.href ?? '',
    };
  const metadata = options.metadata ?? true;
  const text = pageFileText(page);
  return {
    ...common,
    kind: 'sheet',
    type: 'document',
    slug: page.slug,
    path: page.path,
    ...(page.description ? { description: page.description } : {}),
    urls: { app: appUrl(svc, `${scopeAppPath(scope)}/${page.path}`) },
    layout: LAYOUT,
    ...(options.toDocument ? { document: options.toDocument(page.markdown) } : { markdown: text }),
    ...(metadata && page.source && /\.(md|markdown)$/i.test(page.source)
      ? { git: { oid: gitBlobOid(Buffer.from(text)), path: page.source } }
      : {}),
    pages: children(),
  };
}
