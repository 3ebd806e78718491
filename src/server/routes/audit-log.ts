import type { RouteContext } from '../context.js';
import type { AuditAction } from '../serializers/audit-event.js';
import { recordAuditEvent } from '../store/audit.js';

/** Records a change the caller made in an organization (after the change itself succeeded). */
export function audit(
  ctx: RouteContext,
  orgId: string,
  action: AuditAction,
  target: { type: string; id: string; label?: string },
  payload?: Record<string, unknown>,
): void {
  recordAuditEvent(
    ctx.svc.db,
    { orgId, action, actor: { type: 'user', id: ctx.user.id, label: ctx.user.email }, target, payload },
    ctx.svc.clock.now(),
  );
}

export const changeRequestTarget = (cr: { id: string; number: number }) => ({
  type: 'change-request',
  id: cr.id,
  label: `#${cr.number}`,
});

export const spaceTarget = (space: { id: string; title: string }) => ({
  type: 'space',
  id: space.id,
  label: space.title,
});
