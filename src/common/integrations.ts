/** The integration list filters and scopes, shared by the service and the CLI. */
/** The reference's IntegrationScope enum (gap decisions); used by the service and the CLI. */
export const INTEGRATION_SCOPES = [
  'space:views:read',
  'space:content:read',
  'space:content:write',
  'space:metadata:read',
  'space:metadata:write',
  'space:script:inject',
  'space:script:cookies',
  'space:git:sync',
  'space:visitor:auth',
  'site:metadata:read',
  'site:views:read',
  'site:script:inject',
  'site:script:cookies',
  'site:visitor:auth',
  'site:adaptive:read',
  'site:adaptive:write',
  'site:ai:ask',
  'openapi:read',
  'openapi:write',
  'conversations:ingest',
] as const;

export interface IntegrationFilters {
  search?: string;
  category?: string;
  blockDomain?: string;
  blocks?: boolean;
  contentSources?: boolean;
  owner?: string;
  scope?: string;
  target?: string;
}
