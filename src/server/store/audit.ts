import { randomUUID } from 'node:crypto';
import type { Db } from './db.js';
import { keysetPage, type PageParams, type PageResult } from './pagination.js';

export interface AuditEventRow {
  seq: number;
  id: string;
  org_id: string;
  occurred_at: string;
  action: string;
  actor_type: string;
  actor_id: string;
  actor_label: string | null;
  source: string;
  target_type: string;
  target_id: string;
  target_label: string | null;
  payload: string;
}

export interface AuditEventInput {
  orgId: string;
  action: string;
  actor: { type: 'user'; id: string; label?: string };
  target: { type: string; id: string; label?: string };
  payload?: Record<string, unknown>;
}

export function recordAuditEvent(db: Db, event: AuditEventInput, now: Date): void {
  db.run(
    `INSERT INTO audit_events (id, org_id, occurred_at, action, actor_type, actor_id, actor_label, source,
       target_type, target_id, target_label, payload)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'api', ?, ?, ?, ?)`,
    randomUUID(),
    event.orgId,
    now.toISOString(),
    event.action,
    event.actor.type,
    event.actor.id,
    event.actor.label ?? null,
    event.target.type,
    event.target.id,
    event.target.label ?? null,
    JSON.stringify(event.payload ?? {}),
  );
}

export interface AuditFilter {
  from?: string;
  to?: string;
  action?: string;
  actor?: string;
  target?: string;
}

/** Newest first; `from`/`to` are inclusive ISO times (compared as the stored UTC strings). */
export function listAuditEvents(
  db: Db,
  orgId: string,
  filter: AuditFilter,
  page: PageParams,
): PageResult<AuditEventRow> {
  const where = ['org_id = ?'];
  const params: unknown[] = [orgId];
  const add = (clause: string, value: string | undefined) => {
    if (value === undefined) return;
    where.push(clause);
    params.push(value);
  };
  add('occurred_at >= ?', filter.from);
  add('occurred_at <= ?', filter.to);
  add('action = ?', filter.action);
  add('actor_id = ?', filter.actor);
  add('target_id = ?', filter.target);
  return keysetPage<AuditEventRow>(db, { from: 'audit_events', columns: '*', where, params, seq: 'seq', page });
}

export function findAuditEvent(db: Db, orgId: string, id: string): AuditEventRow | undefined {
  return db.get<AuditEventRow>('SELECT * FROM audit_events WHERE id = ? AND org_id = ?', id, orgId);
}
