/** Enumerations from the interface and the gap decisions, shared by the service and the CLI. */
export const ROLE_VALUES = ['admin', 'create', 'review', 'edit', 'comment', 'read'] as const;
export const ORDER_VALUES = ['asc', 'desc'] as const;
export const CONTENT_FORMATS = ['markdown', 'document'] as const;
export const CHANGE_REQUEST_STATUSES = ['draft', 'open', 'archived', 'merged'] as const;
export const CHANGE_REQUEST_PATCH_STATUSES = ['draft', 'open', 'archived'] as const;
export const CHANGE_REQUEST_REVIEW_STATUSES = ['approved', 'changes-requested'] as const;
export const COMMENT_STATUS_FILTERS = ['all', 'open', 'resolved'] as const;
export const IMPORT_SOURCES = [
  'website',
  'docx',
  'markdown',
  'html',
  'zip',
  'confluence',
  'github-wiki',
  'notion',
  'google-docs',
] as const;
export const SITE_TYPES = ['basic', 'premium', 'ultimate', 'sponsored', 'legacy-basic', 'legacy-premium'] as const;
export const SITE_VISIBILITIES = ['public', 'unlisted', 'share-link', 'visitor-auth'] as const;
/** How a site's AI assistant connects to an MCP server (reference 0.202.0 `SiteMcpServerTransport`; default sse). */
export const SITE_MCP_TRANSPORTS = ['sse', 'http'] as const;
export const SITE_NEW_SPACE = ['sample', 'empty'] as const;
export const AGENTS_CONTEXT = ['excluded', 'included'] as const;
export const SPACE_VISIBILITIES = [
  'public',
  'unlisted',
  'share-link',
  'visitor-auth',
  'in-collection',
  'private',
] as const;
export const SPACE_EDIT_MODES = ['live', 'locked'] as const;
export const LINK_STATUSES = ['ok', 'broken', 'in-app'] as const;
export const ORG_TYPES = ['business', 'community'] as const;
export const ORG_USE_CASES = [
  'internalDocs',
  'docsSite',
  'productDocs',
  'teamKnowledgeBase',
  'designSystem',
  'openSourceDocs',
  'notes',
  'other',
] as const;
export const ORG_COMMUNITY_TYPES = ['nonProfit', 'openSource', 'education'] as const;
export const ORG_PLANS = [
  'free_2024',
  'plus_2024',
  'pro_2024',
  'enterprise_2024',
  'community_2024',
  'free',
  'plus',
  'pro',
  'internal',
] as const;
export const OPENAPI_STATES = ['pending', 'progress', 'complete'] as const;
export const OPENAPI_ERROR_CODES = ['FETCH_TIMEOUT', 'FETCH_ERROR', 'PARSE_ERROR'] as const;
export const INTEGRATION_TARGETS = ['all', 'site', 'space', 'organization'] as const;
export const INTEGRATION_VISIBILITIES = ['public', 'private', 'unlisted'] as const;
export const INTEGRATION_RUNTIMES = ['v1', 'v2'] as const;
export const INTEGRATION_CATEGORIES = [
  'analytics',
  'collaboration',
  'content',
  'gitsync',
  'marketing',
  'visitor-auth',
  'other',
] as const;
export const PAGE_TYPES = ['document', 'group', 'link', 'computed'] as const;
/** The reference's sort fields for members (it has no displayName sort). */
export const MEMBER_SORTS = ['joinedAt', 'lastSeenAt'] as const;
export const TEAM_MEMBER_ROLES = ['owner', 'member'] as const;
/** A space's or collection's default level: a role, or `inherit` (the reference's value; null means guests). */
export const DEFAULT_LEVELS = [...ROLE_VALUES, 'inherit'] as const;
