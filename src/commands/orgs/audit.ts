import * as api from '../../api/audit.js';
import { UsageError } from '../../errors.js';
import { byId, view } from '../../output/view.js';
import { resolveMemberId } from '../members/resolve.js';
import { defined } from '../position.js';
import { defineCommand, list, singlePage } from '../spec.js';

export const auditEventView = view<api.AuditEvent>(
  'audit event',
  [
    ['TIME', (e) => e.occurredAt],
    ['ACTION', (e) => e.action],
    ['ACTOR', (e) => e.actor.label ?? e.actor.id],
    ['TARGET', (e) => `${e.target.type} ${e.target.label ?? e.target.id}`],
    ['ID', (e) => e.id],
  ],
  byId,
);

const actionView = view<api.AuditEventAction>(
  'audit action',
  [
    ['ACTION', (a) => a.id],
    ['LABEL', (a) => a.label],
  ],
  byId,
);

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;

/** `2026-03-01T10:00:00Z`, `2026-03-01` (midnight UTC) or an age such as `90m`, `24h`, `7d`, `2w`. */
export function parseAuditTime(flag: string, value: string, now: Date): string {
  const age = /^(\d{1,6})([mhdw])$/.exec(value.trim());
  if (age) return new Date(now.getTime() - Number(age[1]) * UNIT_MS[age[2] as keyof typeof UNIT_MS]).toISOString();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
  const parsed = /^\d{4}-\d{2}-\d{2}T/.test(day) ? Date.parse(day) : Number.NaN;
  if (Number.isNaN(parsed))
    throw new UsageError(
      `${flag}: "${value}" is not a time`,
      'use 2026-03-01T10:00:00Z, 2026-03-01, or an age: 90m, 24h, 7d, 2w',
    );
  return new Date(parsed).toISOString();
}

export const auditCommand = defineCommand({
  name: 'audit',
  summary: 'List what members changed in the organization (newest first)',
  description:
    'Needs the admin role. --all -o jsonl streams every event as a JSON line, page by page, for scripts and\n' +
    'log pipelines.',
  effect: 'read',
  output: 'list',
  options: [
    {
      flags: '--from <time>',
      description: 'events at or after: an ISO time, a date, or an age (24h, 7d)',
      limit: { min: 1, max: 64 },
    },
    { flags: '--to <time>', description: 'events at or before (same forms as --from)', limit: { min: 1, max: 64 } },
    {
      flags: '--action <action>',
      description: 'one action, e.g. change_request.merged (see orgs audit-actions)',
      limit: { min: 1, max: 128 },
    },
    { flags: '--actor <user>', description: 'who did it: user id or e-mail', limit: { min: 1, max: 256 } },
    {
      flags: '--target <id>',
      description: 'what it was done to: a space, change request or user id',
      limit: { min: 1, max: 256 },
    },
  ],
  examples: [
    'docs-cli orgs audit --from 24h',
    'docs-cli orgs audit --action change_request.merged --actor ada@example.com',
    'docs-cli orgs audit --from 2026-03-01 --to 2026-03-31 --all -o jsonl > audit.jsonl',
  ],
  async run(ctx, { opts }) {
    const now = new Date();
    const from = opts.from === undefined ? undefined : parseAuditTime('--from', opts.from, now);
    const to = opts.to === undefined ? undefined : parseAuditTime('--to', opts.to, now);
    if (from && to && from > to) throw new UsageError('--from: is after --to');
    const org = await ctx.org();
    const actor = opts.actor === undefined ? undefined : await resolveMemberId(ctx, org, opts.actor.trim());
    const filter = defined({ from, to, action: opts.action, actor, target: opts.target });
    return list(auditEventView, (q) =>
      api.listAuditEvents(ctx.api(), org, {
        ...filter,
        ...defined({ page: q.page }),
        limit: Math.max(1, Math.min(q.limit, api.AUDIT_PAGE_MAX)),
      }),
    );
  },
});

export const auditActionsCommand = defineCommand({
  name: 'audit-actions',
  summary: 'List the actions audit events record',
  effect: 'read',
  output: 'list',
  examples: ['docs-cli orgs audit-actions', 'docs-cli orgs audit-actions -o ids'],
  async run(ctx, { opts }) {
    singlePage(opts.page);
    const { items } = await api.listAuditEventActions(ctx.api(), await ctx.org());
    return {
      kind: 'list',
      view: actionView,
      complete: true,
      pages: async function* () {
        yield { items, count: items.length };
      },
    };
  },
});
