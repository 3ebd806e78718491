import { newId } from '../../ids.js';
import type { Db } from '../db.js';
import { keysetPage, type PageParams, type PageResult } from '../pagination.js';

export interface InstallationRow {
  seq: number;
  id: string;
  integration_id: string;
  org_id: string;
  status: string;
  external_ids: string;
  configuration: string;
  created_at: string;
  updated_at: string;
}

export function findInstallation(db: Db, integrationId: string, orgId: string): InstallationRow | undefined {
  return db.get<InstallationRow>(
    'SELECT * FROM integration_installations WHERE integration_id = ? AND org_id = ?',
    integrationId,
    orgId,
  );
}

export function getInstallationRow(db: Db, integrationId: string, id: string): InstallationRow | undefined {
  return db.get<InstallationRow>(
    'SELECT * FROM integration_installations WHERE integration_id = ? AND id = ?',
    integrationId,
    id,
  );
}

export function createInstallation(
  db: Db,
  input: { integrationId: string; orgId: string; externalIds: string[]; configuration: Record<string, unknown> },
  now: Date,
): InstallationRow {
  const id = newId();
  const at = now.toISOString();
  db.run(
    'INSERT INTO integration_installations (id, integration_id, org_id, status, external_ids, configuration, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    id,
    input.integrationId,
    input.orgId,
    'active',
    JSON.stringify(input.externalIds),
    JSON.stringify(input.configuration),
    at,
    at,
  );
  return getInstallationRow(db, input.integrationId, id)!;
}

/** The reference's PATCH on an installation: external ids and configuration. */
export function updateInstallation(
  db: Db,
  id: string,
  patch: { externalIds?: string[]; configuration?: Record<string, unknown> },
  now: Date,
): void {
  if (patch.externalIds !== undefined)
    db.run('UPDATE integration_installations SET external_ids = ? WHERE id = ?', JSON.stringify(patch.externalIds), id);
  if (patch.configuration !== undefined)
    db.run(
      'UPDATE integration_installations SET configuration = ? WHERE id = ?',
      JSON.stringify(patch.configuration),
      id,
    );
  db.run('UPDATE integration_installations SET updated_at = ? WHERE id = ?', now.toISOString(), id);
}

export function deleteInstallation(db: Db, id: string): void {
  db.run('DELETE FROM integration_installations WHERE id = ?', id);
}

/**
 * Installations the viewer may see: all of them for admins of the integration's owner,
 * otherwise those in organizations the viewer belongs to (not as a guest).
 */
export function installationListWhere(
  integrationId: string,
  viewerId: string,
  ownerAdmin: boolean,
  externalId?: string,
) {
  const where = ['integration_id = ?'];
  const params: unknown[] = [integrationId];
  if (!ownerAdmin) {
    where.push('org_id IN (SELECT org_id FROM org_members WHERE user_id = ? AND disabled = 0 AND role IS NOT NULL)');
    params.push(viewerId);
  }
  if (externalId !== undefined) {
    where.push('EXISTS (SELECT 1 FROM json_each(external_ids) WHERE value = ?)');
    params.push(externalId);
  }
  return { where, params };
}

/** A first installation into the organization; undefined when it is installed there already. */
export function installOnce(
  db: Db,
  input: { integrationId: string; orgId: string; externalIds: string[]; configuration: Record<string, unknown> },
  now: Date,
): InstallationRow | undefined {
  return db.tx(() =>
    findInstallation(db, input.integrationId, input.orgId) ? undefined : createInstallation(db, input, now),
  );
}

export function listInstallations(
  db: Db,
  integrationId: string,
  viewerId: string,
  ownerAdmin: boolean,
  externalId: string | undefined,
  page: PageParams,
): PageResult<InstallationRow> {
  const { where, params } = installationListWhere(integrationId, viewerId, ownerAdmin, externalId);
  return keysetPage<InstallationRow>(db, {
    from: 'integration_installations',
    columns: '*',
    where,
    params,
    seq: 'seq',
    page: { ...page, order: 'asc' },
  });
}
