import type { Services } from '../context.js';
import { serializeStructure } from '../serializers/site-structure.js';
import { readBlob, readContent } from '../store/content/revisions.js';
import type { StoredFile } from '../store/content/model.js';
import type { ChangeRequestRow } from '../store/content/change-requests.js';
import type { SpaceRow } from '../store/rows.js';
import type { SiteRow } from '../store/sites/rows.js';
import { getSpaceRow } from '../store/spaces.js';
import { loadTree } from '../store/sites/tree.js';
import {
  singleSpaceSite,
  type SiteSource,
  type SourceFile,
  type SourcePage,
  type StructureJson,
} from '../../site/model.js';

/** The revision a space of the site shows: its current one (undefined: no such space). */
type RevisionOf = (spaceId: string) => string | undefined;
const currentRevision =
  (svc: Services): RevisionOf =>
  (spaceId) =>
    getSpaceRow(svc.db, spaceId)?.revision_id;

/** Pages and files of spaces, straight from the store (the service renders its own sites). */
function spaceContent(svc: Services, revisionOf: RevisionOf): Pick<SiteSource, 'pages' | 'files' | 'fileBytes'> {
  const content = (spaceId: string) => {
    const revision = revisionOf(spaceId);
    return revision ? readContent(svc.db, revision) : { pages: [], files: [] };
  };
  return {
    pages: async (spaceId) => content(spaceId).pages as SourcePage[],
    files: async (spaceId) =>
      content(spaceId).files.map((f) => ({
        id: f.id,
        name: f.name,
        contentType: f.contentType,
        source: f.source,
        blob: f.blob,
      })),
    fileBytes: async (_spaceId, file) =>
      readBlob(svc.db, (file as SourceFile & Pick<StoredFile, 'blob'>).blob) ?? new Uint8Array(),
  };
}

export function siteSource(svc: Services, site: SiteRow): SiteSource {
  return {
    site: async () => ({
      title: site.title,
      structure: serializeStructure({ svc, viewerId: '', site }, loadTree(svc.db, site)) as StructureJson,
    }),
    ...spaceContent(svc, currentRevision(svc)),
  };
}

export function spaceSource(svc: Services, space: SpaceRow): SiteSource {
  return {
    site: async () => singleSpaceSite({ id: space.id, title: space.title }),
    ...spaceContent(svc, currentRevision(svc)),
  };
}

/** The space as a site, showing the change request's revision instead of the space's own. */
export function changeRequestSource(svc: Services, space: SpaceRow, cr: ChangeRequestRow): SiteSource {
  return {
    site: async () => singleSpaceSite({ id: space.id, title: space.title }),
    ...spaceContent(svc, (spaceId) => (spaceId === space.id ? cr.revision_id : undefined)),
  };
}
