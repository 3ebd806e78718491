import type { Services } from '../context.js';
import type { AuditEventRow } from '../store/audit.js';
import { apiUrl } from './urls.js';

/** The actions the service records, with their labels (listOrganizationAuditEventActions). */
export const AUDIT_ACTIONS = {
  'change_request.created': 'Change request created',
  'change_request.updated': 'Change request updated',
  'change_request.merged': 'Change request merged',
  'change_request.review_submitted': 'Change request review submitted',
  'change_request.reviewers_requested': 'Change request reviewers requested',
  'change_request.reviewer_removed': 'Change request reviewer removed',
  'space.created': 'Space created',
  'space.updated': 'Space updated',
  'space.deleted': 'Space deleted',
  'member.role_changed': 'Member role changed',
  'member.removed': 'Member removed',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

const labelled = (type: string, id: string, label: string | null) => ({ type, id, ...(label ? { label } : {}) });

export function serializeAuditEvent(svc: Services, e: AuditEventRow) {
  return {
    object: 'audit-event' as const,
    id: e.id,
    occurredAt: e.occurred_at,
    action: e.action,
    actor: labelled(e.actor_type, e.actor_id, e.actor_label),
    source: e.source,
    target: labelled(e.target_type, e.target_id, e.target_label),
    urls: { location: apiUrl(svc, `/orgs/${e.org_id}/audit-events/${e.id}`) },
  };
}

export function serializeAuditEventDetails(svc: Services, e: AuditEventRow) {
  return {
    ...serializeAuditEvent(svc, e),
    schemaVersion: 1,
    payload: JSON.parse(e.payload) as Record<string, unknown>,
  };
}
