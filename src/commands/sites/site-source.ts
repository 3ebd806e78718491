import type { ApiClient } from '../../api/client.js';
import { download } from '../../api/change-requests.js';
import { seg } from '../../api/paths.js';
import { getPage, listPages, type Page, type RevisionFile } from '../../api/content.js';
import { getPublishedSite } from '../../api/sites.js';
import { getSpace } from '../../api/spaces.js';
import {
  singleSpaceSite,
  type SiteSource,
  type SourceFile,
  type SourcePage,
  type StructureJson,
} from '../../site/model.js';

/** Pages, files and file bytes of spaces, read through the public API. */
function spaceContent(api: ApiClient): Pick<SiteSource, 'pages' | 'files' | 'fileBytes'> {
  const toSource = async (spaceId: string, page: Page): Promise<SourcePage> => ({
    id: page.id,
    title: page.title,
    ...(page.linkTitle ? { linkTitle: page.linkTitle } : {}),
    path: page.path,
    type: page.type,
    ...(page.description ? { description: page.description } : {}),
    ...(page.emoji ? { emoji: page.emoji } : {}),
    ...((page as { hidden?: boolean }).hidden ? { hidden: true } : {}),
    ...(page.git?.path ? { source: page.git.path } : {}),
    // Services that leave the markdown out of the page list give it page by page.
    markdown:
      page.markdown ??
      (page.type === 'document'
        ? ((await getPage(api, { space: spaceId }, page.id, { format: 'markdown' })).markdown ?? '')
        : ''),
    pages: await Promise.all((page.pages ?? []).map((p) => toSource(spaceId, p))),
  });
  return {
    pages: async (spaceId) =>
      Promise.all((await listPages(api, { space: spaceId })).pages.map((p) => toSource(spaceId, p))),
    files: async (spaceId) => {
      const out: Array<SourceFile & { url: string }> = [];
      for await (const page of api.paginate<RevisionFile>(`/spaces/${seg(spaceId)}/content/files`, { limit: 1000 })) {
        for (const f of page.items)
          out.push({
            id: f.id,
            name: f.name,
            contentType: f.contentType,
            url: f.downloadURL,
            ...(f.git?.path ? { source: f.git.path } : {}),
          });
      }
      return out;
    },
    fileBytes: async (_spaceId, file) => download(api, (file as SourceFile & { url: string }).url),
  };
}

/** A published site as its visitors get it (the share key for share-link sites). */
export function apiSiteSource(api: ApiClient, org: string, site: string, shareKey?: string): SiteSource {
  return {
    site: async () => {
      const published = await getPublishedSite(api, org, site, shareKey ? { shareKey } : {});
      return { title: published.site.title, structure: published.structure as unknown as StructureJson };
    },
    ...spaceContent(api),
  };
}

export function apiSpaceSource(api: ApiClient, space: string): SiteSource {
  return {
    site: async () => {
      const s = await getSpace(api, space);
      return singleSpaceSite({ id: s.id, title: s.title });
    },
    ...spaceContent(api),
  };
}
