import type { RouteModules } from '../router.js';

/**
 * Every route module of the service, loaded when a request first needs one of its routes (see
 * Router). A new module goes here, then `npm run gen` writes which routes it serves into
 * manifest.ts (a test fails while the manifest is stale).
 *
 * Sites: reading needs a role in the organization (guests and outsiders get 404); creating and
 * arranging needs `create`; deleting, publishing, audience settings and share links need `admin`.
 */
export const ROUTE_MODULES: RouteModules = {
  organizations: async () => (await import('./organizations.js')).registerOrganizationRoutes,
  audit: async () => (await import('./audit.js')).registerAuditRoutes,
  collections: async () => (await import('./collections.js')).registerCollectionRoutes,
  spaces: async () => (await import('./spaces.js')).registerSpaceRoutes,
  // Space and change request content, change requests, comments, search, links and downloads.
  'content/reads': async () => (await import('./content/reads.js')).registerContentReads,
  'content/import': async () => (await import('./content/import.js')).registerImportRoutes,
  // Import runs (reference 0.202.0), under /org/{organizationId}/imports.
  imports: async () => (await import('./imports.js')).registerImportRunRoutes,
  'content/links': async () => (await import('./content/links.js')).registerLinkRoutes,
  'content/search': async () => (await import('./content/search.js')).registerSearchRoutes,
  'content/change-requests': async () => (await import('./content/change-requests.js')).registerChangeRequestRoutes,
  'content/change-request-content': async () =>
    (await import('./content/change-request-content.js')).registerChangeRequestContentRoutes,
  'content/comments': async () => (await import('./content/comments.js')).registerCommentRoutes,
  'content/reviews': async () => (await import('./content/reviews.js')).registerReviewRoutes,
  'content/downloads': async () => (await import('./content/downloads.js')).registerDownloadRoutes,
  'sites/sites': async () => (await import('./sites/sites.js')).registerSiteCrudRoutes,
  'sites/structure': async () => (await import('./sites/structure.js')).registerStructureRoutes,
  'sites/sections': async () => (await import('./sites/sections.js')).registerSectionRoutes,
  'sites/section-groups': async () => (await import('./sites/section-groups.js')).registerSectionGroupRoutes,
  'sites/site-spaces': async () => (await import('./sites/site-spaces.js')).registerSiteSpaceRoutes,
  'sites/share-links': async () => (await import('./sites/share-links.js')).registerShareLinkRoutes,
  'sites/adaptive': async () => (await import('./sites/adaptive.js')).registerAdaptiveRoutes,
  'sites/redirects': async () => (await import('./sites/redirects.js')).registerRedirectRoutes,
  'sites/mcp-servers': async () => (await import('./sites/mcp-servers.js')).registerSiteMcpServerRoutes,
  'people/members': async () => (await import('./people/members.js')).registerMemberRoutes,
  'people/teams': async () => (await import('./people/teams.js')).registerTeamRoutes,
  'people/team-members': async () => (await import('./people/team-members.js')).registerTeamMemberRoutes,
  'people/translations': async () => (await import('./people/translations.js')).registerTranslationRoutes,
  'people/org-extras': async () => (await import('./people/org-extras.js')).registerOrgExtraRoutes,
  // OpenAPI specifications, integrations and their installations.
  'extensions/openapi': async () => (await import('./extensions/openapi.js')).registerOpenApiRoutes,
  'extensions/integrations': async () => (await import('./extensions/integrations.js')).registerIntegrationRoutes,
  'extensions/installations': async () => (await import('./extensions/installations.js')).registerInstallationRoutes,
  'extensions/assets': async () => (await import('./extensions/assets.js')).registerAssetRoutes,
  published: async () => (await import('./published.js')).registerPublishedRoutes,
  // generateStorageUploadURL and its upload target.
  storage: async () => (await import('./storage.js')).registerStorageRoutes,
  'published-mcp': async () => (await import('./published-mcp.js')).registerPublishedMcpRoutes,
};
