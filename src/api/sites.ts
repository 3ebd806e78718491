import type { ApiClient, ListPage } from './client.js';
import { seg } from './paths.js';
import { createSpace, deleteSpace } from './spaces.js';
import type { PageQuery, Space } from './types.js';
import { ApiError, NotFoundError } from '../errors.js';

/** Site resources of the interface, as far as the CLI reads them. */
export interface Site {
  object: 'site';
  id: string;
  type: string;
  title: string;
  hostname?: string;
  basename?: string;
  proxy?: { origin: string; target: string };
  visibility: string;
  published: boolean;
  siteSpaces: number;
  createdAt: string;
  adaptiveContent?: { enabled: boolean };
  agentsContext: string;
  features: Array<{ id: string; plan: string; frozen: boolean }>;
  urls: { location: string; app: string; published?: string };
}

export interface SiteSpace {
  object: 'site-space';
  id: string;
  path: string;
  section?: string;
  space: Space;
  title: string;
  default?: boolean;
  hidden?: boolean;
  condition?: string;
  urls: { published?: string };
}

export interface SiteSection {
  object: 'site-section';
  id: string;
  title: string;
  description?: string;
  default?: boolean;
  path: string;
  condition?: string;
  sectionGroup?: string;
  icon?: string;
  siteSpaces: SiteSpace[];
  urls: { published?: string };
}

export interface SiteSectionGroup {
  object: 'site-section-group';
  id: string;
  title: string;
  icon?: string;
  sections: SiteSection[];
}

export type SiteStructure =
  | { type: 'sections'; structure: Array<SiteSection | SiteSectionGroup> }
  | { type: 'siteSpaces'; structure: SiteSpace[] };
export type StructureItemType = 'site-space' | 'site-section' | 'site-section-group';
export interface StructurePointer {
  type: StructureItemType;
  id: string;
}
export interface StructurePosition {
  before?: StructurePointer;
  after?: StructurePointer;
}

export interface PublishedSite {
  object: 'published-content-site';
  site: Site;
  structure: SiteStructure;
}

export interface ShareLink {
  object: 'share-link';
  id: string;
  createdAt: string;
  name?: string;
  active?: boolean;
  urls: { published?: string };
}

export interface AdaptiveSchema {
  object: 'site-adaptive-schema';
  jsonSchema: Record<string, unknown>;
  updatedAt: string;
}

export interface TemplateCondition {
  description: string;
  condition: string;
}

export interface SiteCreate {
  type?: string;
  title?: string;
  visibility?: string;
  spaces?: string[] | 'sample' | 'empty';
}

export interface SiteUpdate {
  title?: string;
  visibility?: string;
  basename?: string;
  adaptiveContent?: { enabled: boolean };
  agentsContext?: string;
  defaultSiteSpace?: string;
  defaultSiteSection?: string;
  proxy?: string | null;
}

export interface SiteListQuery extends PageQuery {
  space?: string;
  title?: string;
  published?: boolean;
  type?: string;
}

export interface SectionUpdate {
  title?: string;
  path?: string;
  defaultSiteSpace?: string;
  condition?: string | null;
  icon?: string | null;
  description?: string | null;
}

export interface SiteSpaceUpdate {
  path?: string;
  condition?: string | null;
  spaceId?: string;
}

const sites = (org: string) => `/orgs/${seg(org)}/sites`;
const site = (org: string, id: string) => `${sites(org)}/${seg(id)}`;

export const listSites = (api: ApiClient, org: string, q: SiteListQuery = {}) =>
  api.get<ListPage<Site>>(sites(org), { ...q });
export const createSite = (api: ApiClient, org: string, body: SiteCreate) => api.post<Site>(sites(org), body);
/**
 * A site with a new, empty space of its own, as reference 0.202.0 makes it (its createSite takes
 * space ids only): createSpace titled after the site (50 characters, as the seed's form names it),
 * then createSite with that id. A site that cannot be created takes its space back with it.
 */
export async function createSiteWithEmptySpace(
  api: ApiClient,
  org: string,
  body: Omit<SiteCreate, 'spaces'> & { title?: string },
): Promise<Site> {
  const title = body.title === undefined ? undefined : [...body.title].slice(0, 50).join('');
  const space = await createSpace(api, org, title === undefined ? {} : { title });
  try {
    return await createSite(api, org, { ...body, spaces: [space.id] });
  } catch (error) {
    await deleteSpace(api, space.id).catch(() => undefined);
    throw error;
  }
}
export const getSite = (api: ApiClient, org: string, id: string) => api.get<Site>(site(org, id));
export const updateSite = (api: ApiClient, org: string, id: string, body: SiteUpdate) =>
  api.patch<Site>(site(org, id), body);
export const deleteSite = (api: ApiClient, org: string, id: string) => api.delete(site(org, id));
export const publishSite = (api: ApiClient, org: string, id: string) => api.post<Site>(`${site(org, id)}/publish`);
export const unpublishSite = (api: ApiClient, org: string, id: string) => api.post<Site>(`${site(org, id)}/unpublish`);
export const getPublishedSite = (api: ApiClient, org: string, id: string, q: { shareKey?: string } = {}) =>
  api.get<PublishedSite>(`${site(org, id)}/published`, { ...q });

export const getSiteStructure = (api: ApiClient, org: string, id: string, q: { shareKey?: string } = {}) =>
  api.get<SiteStructure>(`${site(org, id)}/structure`, { ...q });
export const sortSiteStructure = (
  api: ApiClient,
  org: string,
  id: string,
  body: { item: StructurePointer; position: StructurePosition },
) => api.patch<SiteSpace | SiteSection | SiteSectionGroup>(`${site(org, id)}/structure/sort`, body);

export const getAdaptiveSchema = (api: ApiClient, org: string, id: string) =>
  api.get<AdaptiveSchema>(`${site(org, id)}/adaptive-schema`);
export const setAdaptiveSchema = (api: ApiClient, org: string, id: string, jsonSchema: unknown) =>
  api.put<AdaptiveSchema>(`${site(org, id)}/adaptive-schema`, { jsonSchema });
export const listTemplateConditions = (api: ApiClient, org: string, id: string) =>
  api.get<{ items: TemplateCondition[] }>(`${site(org, id)}/adaptive-schema/template-conditions`);

const sections = (org: string, id: string) => `${site(org, id)}/sections`;
export const listSections = (api: ApiClient, org: string, id: string, q: PageQuery & { shareKey?: string } = {}) =>
  api.get<ListPage<SiteSection>>(sections(org, id), { ...q });
export const createSection = (
  api: ApiClient,
  org: string,
  id: string,
  body: { spaceId: string; title?: string | null; icon?: string | null },
) => api.post<SiteSection>(sections(org, id), body);
export const updateSection = (api: ApiClient, org: string, id: string, sectionId: string, body: SectionUpdate) =>
  api.patch<SiteSection>(`${sections(org, id)}/${seg(sectionId)}`, body);
export const deleteSection = (api: ApiClient, org: string, id: string, sectionId: string) =>
  api.delete(`${sections(org, id)}/${seg(sectionId)}`);
/** Deprecated by the service in favour of sortSiteStructure; kept for completeness. */
export const moveSection = (
  api: ApiClient,
  org: string,
  id: string,
  sectionId: string,
  position?: {
    before?: { type: 'site-section'; siteSection: string };
    after?: { type: 'site-section'; siteSection: string };
  },
) => api.post<SiteSection>(`${sections(org, id)}/${seg(sectionId)}/move`, position ? { position } : {});

const groups = (org: string, id: string) => `${site(org, id)}/section-groups`;
export const listSectionGroups = (api: ApiClient, org: string, id: string, q: PageQuery = {}) =>
  api.get<ListPage<SiteSectionGroup>>(groups(org, id), { ...q });
export const createSectionGroup = (
  api: ApiClient,
  org: string,
  id: string,
  body: { title: string; icon?: string | null; sections?: string[] },
) => api.post<SiteSectionGroup>(groups(org, id), body);
export const updateSectionGroup = (
  api: ApiClient,
  org: string,
  id: string,
  groupId: string,
  body: { title?: string; icon?: string | null },
) => api.patch<SiteSectionGroup>(`${groups(org, id)}/${seg(groupId)}`, body);
export const deleteSectionGroup = (api: ApiClient, org: string, id: string, groupId: string) =>
  api.delete(`${groups(org, id)}/${seg(groupId)}`);
/** The seed's addSectionToGroup (0.137.0; gone in 0.202.0). */
export const addSectionToGroup = (api: ApiClient, org: string, id: string, groupId: string, sectionId: string) =>
  api.post<SiteSectionGroup>(`${groups(org, id)}/${seg(groupId)}/sections`, { sectionId });
/** The seed's removeSectionFromGroup (0.137.0; gone in 0.202.0). */
export const removeSectionFromGroup = (api: ApiClient, org: string, id: string, groupId: string, sectionId: string) =>
  api.delete(`${groups(org, id)}/${seg(groupId)}/sections/${seg(sectionId)}`);
/**
 * updateSiteSectionById with 0.202.0's siteSectionGroupId: the section into a group (last), or
 * null: to the top level. A service that answers without the section where it was asked to go
 * predates the field (it ignored it): that answers as an unknown operation (see ApiClient.choose).
 */
export async function setSectionGroup(
  api: ApiClient,
  org: string,
  id: string,
  sectionId: string,
  groupId: string | null,
): Promise<SiteSection> {
  const path = `${sections(org, id)}/${seg(sectionId)}`;
  const section = await api.patch<SiteSection>(path, { siteSectionGroupId: groupId });
  if (!api.options.dryRun && (section?.sectionGroup ?? null) !== groupId)
    throw new ApiError(
      404,
      'the service ignored siteSectionGroupId (reference 0.202.0)',
      'PATCH',
      api.displayUrl(path),
    );
  return section;
}
/** A section group by id, from the listing (neither reference reads one group alone). */
export async function findSectionGroup(api: ApiClient, org: string, id: string, groupId: string) {
  for await (const page of api.paginate<SiteSectionGroup>(groups(org, id)))
    for (const group of page.items) if (group.id === groupId) return group;
  throw new NotFoundError(`section group ${groupId} not found in site ${id}`);
}
/** Puts a section into a group, last: the current reference's way, else the seed's. */
export const putSectionInGroup = (api: ApiClient, org: string, id: string, groupId: string, sectionId: string) =>
  api.choose(
    'site-section.group',
    async () => {
      await setSectionGroup(api, org, id, sectionId, groupId);
      return findSectionGroup(api, org, id, groupId);
    },
    () => addSectionToGroup(api, org, id, groupId, sectionId),
  );
/** Takes a section out of a group (to the top level, after the group): current reference first. */
export const takeSectionOutOfGroup = (api: ApiClient, org: string, id: string, groupId: string, sectionId: string) =>
  api.choose(
    'site-section.group',
    async () => {
      // (A dry run prints the request without reading the group first.)
      const group = api.options.dryRun ? undefined : await findSectionGroup(api, org, id, groupId);
      if (group && !group.sections.some((s) => s.id === sectionId))
        throw new NotFoundError(`section ${sectionId} not found in section group ${groupId}`);
      await setSectionGroup(api, org, id, sectionId, null);
    },
    () => removeSectionFromGroup(api, org, id, groupId, sectionId),
  );
export const moveSectionGroup = (
  api: ApiClient,
  org: string,
  id: string,
  groupId: string,
  position?: {
    before?: { type: 'site-section' | 'site-section-group'; id: string };
    after?: { type: 'site-section' | 'site-section-group'; id: string };
  },
) => api.post<SiteSectionGroup>(`${groups(org, id)}/${seg(groupId)}/move`, position ? { position } : {});

const siteSpaces = (org: string, id: string) => `${site(org, id)}/site-spaces`;
export const listSiteSpaces = (
  api: ApiClient,
  org: string,
  id: string,
  q: PageQuery & { shareKey?: string; default?: boolean } = {},
) => api.get<ListPage<SiteSpace>>(siteSpaces(org, id), { ...q });
export const addSiteSpace = (api: ApiClient, org: string, id: string, body: { spaceId: string; sectionId?: string }) =>
  api.post<SiteSpace>(siteSpaces(org, id), body);
export const updateSiteSpace = (api: ApiClient, org: string, id: string, siteSpaceId: string, body: SiteSpaceUpdate) =>
  api.patch<SiteSpace>(`${siteSpaces(org, id)}/${seg(siteSpaceId)}`, body);
export const deleteSiteSpace = (api: ApiClient, org: string, id: string, siteSpaceId: string) =>
  api.delete(`${siteSpaces(org, id)}/${seg(siteSpaceId)}`);
export const moveSiteSpace = (
  api: ApiClient,
  org: string,
  id: string,
  siteSpaceId: string,
  position?: { before?: { type: 'site-space'; siteSpace: string }; after?: { type: 'site-space'; siteSpace: string } },
) => api.post<SiteSpace>(`${siteSpaces(org, id)}/${seg(siteSpaceId)}/move`, position ? { position } : {});

const shareLinks = (org: string, id: string) => `${site(org, id)}/share-links`;
export const listShareLinks = (api: ApiClient, org: string, id: string, q: PageQuery = {}) =>
  api.get<ListPage<ShareLink>>(shareLinks(org, id), { ...q });
export const createShareLink = (api: ApiClient, org: string, id: string, body: { name: string }) =>
  api.post<ShareLink>(shareLinks(org, id), body);
export const updateShareLink = (
  api: ApiClient,
  org: string,
  id: string,
  linkId: string,
  body: { active?: boolean; name?: string },
) => api.patch<ShareLink>(`${shareLinks(org, id)}/${seg(linkId)}`, body);
export const deleteShareLink = (api: ApiClient, org: string, id: string, linkId: string) =>
  api.delete(`${shareLinks(org, id)}/${seg(linkId)}`);
