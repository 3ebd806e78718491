import type { Services } from '../context.js';
import type { LinkTarget, LinkUsage } from '../content/links.js';
import type { StoredFile, StoredPage } from '../store/content/model.js';
import type { ContentScope } from '../content/scope.js';
import { getOrganization } from '../store/organizations.js';
import { serializeFile } from './file.js';
import { serializeOrganization } from './organization.js';
import { serializePage } from './page.js';
import { serializeSpace } from './space.js';

/** Builds the interface's ContentLocation references for one scope and caller. */
export function referenceSerializer(svc: Services, scope: ContentScope, viewerId: string) {
  const organization = serializeOrganization(svc, viewerId, getOrganization(svc.db, scope.space.org_id)!);
  const space = serializeSpace(svc, viewerId, scope.space);
  const page = (p: StoredPage) => ({
    kind: 'page' as const,
    organization,
    space,
    page: serializePage(svc, scope, p, { shallow: true }),
  });
  const file = (f: StoredFile) => ({
    kind: 'file' as const,
    organization,
    space,
    file: serializeFile(svc, scope.space.id, f),
  });
  const target = (t: LinkTarget) =>
    t.kind === 'page' ? page(t.page) : t.kind === 'file' ? file(t.file) : { kind: 'url' as const, url: t.url };
  return {
    page,
    file,
    usage: (u: LinkUsage) => ({
      status: u.status,
      relation: 'reference' as const,
      targetReference: target(u.target),
      locationReferences: u.from.map(page),
    }),
  };
}
