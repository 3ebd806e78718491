import type { Services } from '../context.js';
import type { IntegrationRow } from '../store/extensions/integrations.js';
import { getOrganization } from '../store/organizations.js';
import { serializeOrganization } from './organization.js';
import { apiUrl, appUrl } from './urls.js';

/** Where the service serves an integration's icon and preview images (no token needed). */
export const assetsUrl = (svc: Services, i: IntegrationRow) => apiUrl(svc, `/integration-assets/${i.id}`);

const parse = <T>(text: string | null): T | undefined => (text === null ? undefined : (JSON.parse(text) as T));

/**
 * An integration as the reference describes it. The script and the secrets are stored but not
 * part of the resource: secrets are never returned by any endpoint.
 */
export function serializeIntegration(svc: Services, viewerId: string, i: IntegrationRow) {
  const owner = getOrganization(svc.db, i.owner_org_id)!;
  const ownerAdmin = Boolean(
    svc.db.get(
      `SELECT 1 FROM org_members WHERE org_id = ? AND user_id = ? AND role = 'admin' AND disabled = 0`,
      i.owner_org_id,
      viewerId,
    ),
  );
  const canInstall = Boolean(
    svc.db.get(`SELECT 1 FROM org_members WHERE user_id = ? AND role = 'admin' AND disabled = 0`, viewerId),
  );
  const previewImages = parse<string[]>(i.preview_images) ?? [];
  const blocks = parse<unknown[]>(i.blocks) ?? [];
  const contentSources = parse<unknown[]>(i.content_sources) ?? [];
  const configurations = parse<Record<string, unknown>>(i.configurations);
  const csp = parse<string | Record<string, string>>(i.content_security_policy);
  return {
    object: 'integration' as const,
    name: i.name,
    version: i.version,
    runtime: i.runtime,
    title: i.title,
    description: i.description,
    ...(i.summary ? { summary: i.summary } : {}),
    previewImages: previewImages.map((_, n) => `${assetsUrl(svc, i)}/preview-${n}`),
    target: i.target,
    verified: false,
    visibility: i.visibility,
    scopes: parse<string[]>(i.scopes) ?? [],
    categories: parse<string[]>(i.categories) ?? [],
    ...(blocks.length ? { blocks } : {}),
    ...(contentSources.length ? { contentSources } : {}),
    ...(configurations ? { configurations } : {}),
    externalLinks: parse<unknown[]>(i.external_links) ?? [],
    owner: serializeOrganization(svc, viewerId, owner),
    urls: {
      location: apiUrl(svc, `/integrations/${encodeURIComponent(i.name)}`),
      ...(i.icon ? { icon: `${assetsUrl(svc, i)}/icon` } : {}),
      app: appUrl(svc, `/integrations/${encodeURIComponent(i.name)}`),
      assets: assetsUrl(svc, i),
      publicEndpoint: `${svc.config.baseUrl}/integrations/${encodeURIComponent(i.name)}`,
    },
    permissions: { admin: ownerAdmin, install: canInstall },
    ...(csp !== undefined ? { contentSecurityPolicy: csp } : {}),
    createdAt: i.created_at,
    updatedAt: i.updated_at,
  };
}
