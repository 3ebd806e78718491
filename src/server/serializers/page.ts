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

/** A page as the interface's RevisionPageDocument, children included. */
export function serializePage(
  svc: Services,
  scope: Pick<ContentScope, 'space' | 'cr'>,
  page: StoredPage,
  options: PageOptions = {},
): Record<string, unknown> {
  const metadata = options.metadata ?? true;
  return {
    id: page.id,
    title: page.title || 'Untitled',
    kind: 'sheet',
    type: 'document',
    slug: page.slug,
    path: page.path,
    ...(page.description ? { description: page.description } : {}),
    ...(page.emoji ? { emoji: page.emoji } : {}),
    ...(page.hidden ? { hidden: true } : {}),
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    urls: { app: appUrl(svc, `${scopeAppPath(scope)}/${page.path}`) },
    layout: LAYOUT,
    ...(options.toDocument ? { document: options.toDocument(page.markdown) } : { markdown: page.markdown }),
    ...(metadata && page.source && !page.source.endsWith('/')
      ? { git: { oid: gitBlobOid(Buffer.from(page.markdown)), path: page.source } }
      : {}),
    pages: options.shallow ? [] : page.pages.map((child) => serializePage(svc, scope, child, options)),
  };
}
