import type { ApiClient, ListPage } from './client.js';
import { seg } from './paths.js';

/** An organization's audit event (@gitbook/api 0.202.0 `AuditEvent`). */
export interface AuditEvent {
  object: 'audit-event';
  id: string;
  occurredAt: string;
  action: string;
  actor: { type: string; id: string; label?: string };
  source: string;
  target: { type: string; id: string; label?: string };
  urls: { location: string };
}

export interface AuditEventDetails extends AuditEvent {
  executionId?: string;
  correlationId?: string;
  causedByEventId?: string;
  schemaVersion: number;
  payload: Record<string, unknown>;
}

export interface AuditEventAction {
  object: 'audit-event-action';
  id: string;
  label: string;
}

export interface AuditQuery {
  /** 1 to 100 (the reference's bound for this list; 20 when absent). */
  limit?: number;
  page?: string;
  from?: string;
  to?: string;
  action?: string;
  actor?: string;
  target?: string;
}

/** The largest page the reference lets this list ask for. */
export const AUDIT_PAGE_MAX = 100;

const base = (org: string) => `/orgs/${seg(org)}`;

export const listAuditEvents = (api: ApiClient, org: string, q: AuditQuery = {}) =>
  api.get<ListPage<AuditEvent>>(`${base(org)}/audit-events`, { ...q });
export const getAuditEvent = (api: ApiClient, org: string, id: string) =>
  api.get<AuditEventDetails>(`${base(org)}/audit-events/${seg(id)}`);
export const listAuditEventActions = (api: ApiClient, org: string) =>
  api.get<{ items: AuditEventAction[] }>(`${base(org)}/audit-event-actions`);
