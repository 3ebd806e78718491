import { membership } from '../auth/access.js';
import { atLeast } from '../auth/roles.js';
import type { Services } from '../context.js';
import type { OpenApiSpecRow, OpenApiVersionRow } from '../store/extensions/openapi.js';
import { apiUrl, appUrl } from './urls.js';

const specPath = (s: OpenApiSpecRow) => `/orgs/${s.org_id}/openapi/${s.slug}`;

/** Where the service serves a version's document, without a token (the key is unguessable). */
export const documentUrl = (svc: Services, v: OpenApiVersionRow) => apiUrl(svc, `/openapi/documents/${v.public_key}`);

/**
 * `lastProcessErrorMessage` is ours (the reference has only the code): the parser's or
 * fetcher's message of the last failed processing, for people and the CLI.
 */
export function serializeOpenApiSpec(svc: Services, viewerId: string, s: OpenApiSpecRow) {
  const role = membership(svc.db, s.org_id, viewerId)?.role ?? null;
  return {
    object: 'openapi-spec' as const,
    id: s.id,
    createdAt: s.created_at,
    updatedAt: s.updated_at,
    slug: s.slug,
    ...(s.source_url ? { sourceURL: s.source_url } : {}),
    processingState: s.processing_state,
    ...(s.last_version_id ? { lastVersion: s.last_version_id } : {}),
    ...(s.last_processed_at ? { lastProcessedAt: s.last_processed_at } : {}),
    ...(s.last_error_code ? { lastProcessErrorCode: s.last_error_code } : {}),
    ...(s.last_error_code && s.last_error_message ? { lastProcessErrorMessage: s.last_error_message } : {}),
    permissions: { view: atLeast(role, 'read'), edit: atLeast(role, 'create') },
    urls: { location: apiUrl(svc, specPath(s)), app: appUrl(svc, `/o/${s.org_id}/openapi/${s.slug}`) },
  };
}

export function serializeOpenApiVersion(svc: Services, spec: OpenApiSpecRow, v: OpenApiVersionRow) {
  return {
    object: 'openapi-spec-version' as const,
    id: v.id,
    createdAt: v.created_at,
    url: documentUrl(svc, v),
    urls: { location: apiUrl(svc, `${specPath(spec)}/versions/${v.id}`) },
  };
}

/** The version's files by name; the one file is the document as parsed (JSON or YAML). */
export function serializeOpenApiContent(svc: Services, v: OpenApiVersionRow, document: unknown) {
  return {
    filesystem: { [v.filename]: document },
    url: documentUrl(svc, v),
  };
}
