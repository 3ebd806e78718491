import type { IntegrationFilters } from '../../../common/integrations.js';
import { newId } from '../../ids.js';
import type { Db } from '../db.js';
import { keysetPage, type PageParams, type PageResult } from '../pagination.js';
import { SecretBox } from '../secret-box.js';

export interface IntegrationRow {
  seq: number;
  id: string;
  name: string;
  owner_org_id: string;
  version: number;
  runtime: string;
  title: string;
  description: string;
  summary: string | null;
  visibility: string;
  target: string;
  scopes: string;
  categories: string;
  blocks: string;
  block_domains: string;
  content_sources: string;
  external_links: string;
  configurations: string | null;
  icon: string | null;
  preview_images: string;
  script: string;
  content_security_policy: string | null;
  created_at: string;
  updated_at: string;
}

/** What a publish stores; every field is replaced by each publish. */
export interface IntegrationRecord {
  name: string;
  ownerOrgId: string;
  runtime: string;
  title: string;
  description: string;
  summary?: string;
  visibility: string;
  target: string;
  scopes: string[];
  categories: string[];
  blocks: unknown[];
  contentSources: unknown[];
  externalLinks: unknown[];
  configurations?: unknown;
  icon?: string;
  previewImages: string[];
  script: string;
  contentSecurityPolicy?: unknown;
  /** Undefined keeps the stored secrets; an object replaces them all. */
  secrets?: Record<string, string>;
}

export function getIntegrationRow(db: Db, name: string): IntegrationRow | undefined {
  return db.get<IntegrationRow>('SELECT * FROM integrations WHERE name = ?', name);
}

/** Host names the blocks unfurl (`https://*.example.com/x/*` gives `example.com`). */
export function blockDomains(blocks: Array<{ urlUnfurl?: string[] }>): string[] {
  const hosts = new Set<string>();
  for (const block of blocks) {
    for (const pattern of block.urlUnfurl ?? []) {
      const m = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)/i.exec(pattern);
      if (!m) continue;
      const host = m[1]!
        .replace(/^.*@/, '')
        .replace(/:\d+$/, '')
        .replace(/^(\*\.)+/, '')
        .toLowerCase();
      if (host && !host.includes('*')) hosts.add(host);
    }
  }
  return [...hosts];
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Creates the integration (version 1) or replaces it (version + 1). Runs in the caller's transaction. */
export function saveIntegration(db: Db, record: IntegrationRecord, now: Date, box?: SecretBox): IntegrationRow {
  const at = now.toISOString();
  const existing = getIntegrationRow(db, record.name);
  const values = [
    record.runtime,
    record.title,
    record.description,
    record.summary ?? null,
    record.visibility,
    record.target,
    JSON.stringify(record.scopes),
    JSON.stringify(record.categories),
    JSON.stringify(record.blocks),
    JSON.stringify(blockDomains(record.blocks as Array<{ urlUnfurl?: string[] }>)),
    JSON.stringify(record.contentSources),
    JSON.stringify(record.externalLinks),
    json(record.configurations),
    record.icon ?? null,
    JSON.stringify(record.previewImages),
    record.script,
    json(record.contentSecurityPolicy),
  ];
  let id: string;
  if (existing) {
    id = existing.id;
    db.run(
      `UPDATE integrations SET runtime = ?, title = ?, description = ?, summary = ?, visibility = ?, target = ?, scopes = ?, categories = ?,
       blocks = ?, block_domains = ?, content_sources = ?, external_links = ?, configurations = ?, icon = ?, preview_images = ?, script = ?,
       content_security_policy = ?, version = version + 1, updated_at = ? WHERE id = ?`,
      ...values,
      at,
      id,
    );
  } else {
    id = newId();
    db.run(
      `INSERT INTO integrations (runtime, title, description, summary, visibility, target, scopes, categories, blocks, block_domains,
       content_sources, external_links, configurations, icon, preview_images, script, content_security_policy,
       id, name, owner_org_id, version, created_at, updated_at) VALUES (${Array(23).fill('?').join(', ')})`,
      ...values,
      id,
      record.name,
      record.ownerOrgId,
      1,
      at,
      at,
    );
  }
  if (record.secrets) {
    if (!box) throw new Error("storing integration secrets needs the store's secret box");
    db.run('DELETE FROM integration_secrets WHERE integration_id = ?', id);
    for (const [name, value] of Object.entries(record.secrets)) {
      db.run(
        'INSERT INTO integration_secrets (integration_id, name, value) VALUES (?, ?, ?)',
        id,
        name,
        box.seal(value, secretContext(id, name)),
      );
    }
  }
  return db.get<IntegrationRow>('SELECT * FROM integrations WHERE id = ?', id)!;
}

const secretContext = (integrationId: string, name: string) => `integration-secret:${integrationId}:${name}`;

/** The plain secrets of an integration (for the runtime that will need them; never serialized). */
export function readIntegrationSecrets(db: Db, box: SecretBox, integrationId: string): Record<string, string> {
  const rows = db.all<{ name: string; value: string }>(
    'SELECT name, value FROM integration_secrets WHERE integration_id = ? ORDER BY name',
    integrationId,
  );
  return Object.fromEntries(rows.map((r) => [r.name, box.open(r.value, secretContext(integrationId, r.name))]));
}

/** Encrypts secrets that a store written before encryption at rest still holds in plain text. */
export function sealPlainSecrets(db: Db, box: SecretBox): void {
  const plain = db
    .all<{ integration_id: string; name: string; value: string }>(
      "SELECT integration_id, name, value FROM integration_secrets WHERE substr(value, 1, 10) <> 'aes256gcm:'",
    )
    .filter((r) => !SecretBox.isSealed(r.value));
  if (!plain.length) return;
  db.tx(() => {
    for (const r of plain) {
      db.run(
        'UPDATE integration_secrets SET value = ? WHERE integration_id = ? AND name = ? AND value = ?',
        box.seal(r.value, secretContext(r.integration_id, r.name)),
        r.integration_id,
        r.name,
        r.value,
      );
    }
  });
}

export function deleteIntegration(db: Db, id: string): void {
  db.run('DELETE FROM integrations WHERE id = ?', id);
}

/** WHERE clauses for the list: what the viewer may see, then each filter given. */
export function integrationListWhere(viewerId: string, f: IntegrationFilters): { where: string[]; params: unknown[] } {
  const where = [
    `(visibility = 'public' OR owner_org_id IN (SELECT org_id FROM org_members WHERE user_id = ? AND disabled = 0 AND role IS NOT NULL))`,
  ];
  const params: unknown[] = [viewerId];
  if (f.search) {
    where.push('(instr(lower(name), lower(?)) > 0 OR instr(lower(title), lower(?)) > 0)');
    params.push(f.search, f.search);
  }
  if (f.category) {
    where.push('EXISTS (SELECT 1 FROM json_each(categories) WHERE value = ?)');
    params.push(f.category);
  }
  if (f.scope) {
    where.push('EXISTS (SELECT 1 FROM json_each(scopes) WHERE value = ?)');
    params.push(f.scope);
  }
  if (f.blockDomain) {
    where.push(
      `EXISTS (SELECT 1 FROM json_each(block_domains) WHERE value = lower(?) OR substr(value, -length(?) - 1) = '.' || lower(?))`,
    );
    params.push(f.blockDomain, f.blockDomain, f.blockDomain);
  }
  if (f.blocks !== undefined) where.push(f.blocks ? `blocks != '[]'` : `blocks = '[]'`);
  if (f.contentSources !== undefined)
    where.push(f.contentSources ? `content_sources != '[]'` : `content_sources = '[]'`);
  if (f.owner) {
    where.push('owner_org_id = ?');
    params.push(f.owner);
  }
  if (f.target) {
    where.push('target = ?');
    params.push(f.target);
  }
  return { where, params };
}

export type { IntegrationFilters };

/** The integrations the viewer may see that match the filters, by name. */
export function listIntegrations(
  db: Db,
  viewerId: string,
  filters: IntegrationFilters,
  page: PageParams,
): PageResult<IntegrationRow> {
  const { where, params } = integrationListWhere(viewerId, filters);
  return keysetPage<IntegrationRow>(
    db,
    { from: 'integrations', columns: '*', where, params, sort: 'name', seq: 'seq', page: { ...page, order: 'asc' } },
    (row) => row.name,
  );
}

/**
 * Publishes an integration for its owner organization: undefined when another organization
 * already owns the name. A visibility left out keeps the stored one (private for a new one).
 */
export function publishIntegration(
  db: Db,
  record: Omit<IntegrationRecord, 'visibility'> & { visibility?: string },
  now: Date,
  box?: SecretBox,
): IntegrationRow | undefined {
  return db.tx(() => {
    const existing = getIntegrationRow(db, record.name);
    if (existing && existing.owner_org_id !== record.ownerOrgId) return undefined;
    return saveIntegration(
      db,
      { ...record, visibility: record.visibility ?? existing?.visibility ?? 'private' } as IntegrationRecord,
      now,
      box,
    );
  });
}

export interface IntegrationAssets {
  icon: string | null;
  preview_images: string;
}

export function integrationAssets(db: Db, id: string): IntegrationAssets | undefined {
  return db.get<IntegrationAssets>('SELECT icon, preview_images FROM integrations WHERE id = ?', id);
}
