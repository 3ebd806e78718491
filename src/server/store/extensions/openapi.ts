import { newId } from '../../ids.js';
import type { Db } from '../db.js';
import { keysetPage, type PageParams, type PageResult } from '../pagination.js';

export interface OpenApiSpecRow {
  seq: number;
  id: string;
  org_id: string;
  slug: string;
  source_url: string | null;
  source_text: string | null;
  processing_state: 'pending' | 'progress' | 'complete';
  job: number;
  job_lease_until: string | null;
  last_version_id: string | null;
  last_processed_at: string | null;
  last_error_code: string | null;
  last_error_message: string | null;
  created_at: string;
  updated_at: string;
}

export interface OpenApiVersionRow {
  seq: number;
  id: string;
  spec_id: string;
  public_key: string;
  filename: string;
  media_type: string;
  document: string;
  created_at: string;
}

export type SpecSource = { url: string } | { text: string };

/**
 * How long a process owns a processing run before another process may take it over: longer than
 * a fetch may take. Taking over early is safe (a superseded run stores nothing), only wasteful.
 */
export const JOB_LEASE_MS = 30_000;

export function getSpecBySlug(db: Db, orgId: string, slug: string): OpenApiSpecRow | undefined {
  return db.get<OpenApiSpecRow>('SELECT * FROM openapi_specs WHERE org_id = ? AND slug = ?', orgId, slug);
}

export function getSpecById(db: Db, id: string): OpenApiSpecRow | undefined {
  return db.get<OpenApiSpecRow>('SELECT * FROM openapi_specs WHERE id = ?', id);
}

export interface ClaimedJob {
  spec: OpenApiSpecRow;
  job: number;
  created: boolean;
}

/**
 * Creates the spec or replaces its source, and starts a new processing run (state `pending`).
 * One transaction (a savepoint inside the caller's).
 */
export function upsertSpecSource(db: Db, orgId: string, slug: string, source: SpecSource, now: Date): ClaimedJob {
  return db.tx(() => claimSpecSource(db, orgId, slug, source, now));
}

function claimSpecSource(db: Db, orgId: string, slug: string, source: SpecSource, now: Date): ClaimedJob {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + JOB_LEASE_MS).toISOString();
  const url = 'url' in source ? source.url : null;
  const text = 'text' in source ? source.text : null;
  const existing = getSpecBySlug(db, orgId, slug);
  if (existing) {
    db.run(
      `UPDATE openapi_specs SET source_url = ?, source_text = ?, processing_state = 'pending', job = job + 1, job_lease_until = ?, updated_at = ? WHERE id = ?`,
      url,
      text,
      lease,
      at,
      existing.id,
    );
    const spec = getSpecById(db, existing.id)!;
    return { spec, job: spec.job, created: false };
  }
  const id = newId();
  db.run(
    `INSERT INTO openapi_specs (id, org_id, slug, source_url, source_text, processing_state, job, job_lease_until, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'pending', 1, ?, ?, ?)`,
    id,
    orgId,
    slug,
    url,
    text,
    lease,
    at,
    at,
  );
  return { spec: getSpecById(db, id)!, job: 1, created: true };
}

/** Takes over a run whose lease ran out (its process went away); undefined when not stale. */
export function reclaimStaleJob(db: Db, specId: string, now: Date): number | undefined {
  return db.tx(() => {
    const spec = getSpecById(db, specId);
    if (!spec || spec.processing_state === 'complete') return undefined;
    if (spec.job_lease_until && spec.job_lease_until > now.toISOString()) return undefined;
    const lease = new Date(now.getTime() + JOB_LEASE_MS).toISOString();
    db.run(
      `UPDATE openapi_specs SET processing_state = 'pending', job = job + 1, job_lease_until = ? WHERE id = ?`,
      lease,
      specId,
    );
    return spec.job + 1;
  });
}

/** Marks the run as started; false when a newer run replaced it or the spec is gone. */
export function startJob(db: Db, specId: string, job: number): boolean {
  return (
    db.run(`UPDATE openapi_specs SET processing_state = 'progress' WHERE id = ? AND job = ?`, specId, job).changes === 1
  );
}

export interface ProcessedDocument {
  text: string;
  filename: string;
  mediaType: string;
}

/** Stores a successful run as a new version; false when the run is no longer current. */
export function completeJob(db: Db, specId: string, job: number, doc: ProcessedDocument, now: Date): boolean {
  return db.tx(() => {
    const spec = getSpecById(db, specId);
    if (!spec || spec.job !== job) return false;
    const at = now.toISOString();
    const id = newId();
    db.run(
      'INSERT INTO openapi_versions (id, spec_id, public_key, filename, media_type, document, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      id,
      specId,
      newId(40),
      doc.filename,
      doc.mediaType,
      doc.text,
      at,
    );
    db.run(
      `UPDATE openapi_specs SET processing_state = 'complete', job_lease_until = NULL, source_text = NULL, last_version_id = ?, last_processed_at = ?,
       last_error_code = NULL, last_error_message = NULL, updated_at = ? WHERE id = ?`,
      id,
      at,
      at,
      specId,
    );
    return true;
  });
}

/** Ends a run with an error code; the previous version stays the latest. */
export function failJob(db: Db, specId: string, job: number, code: string, message: string, now: Date): boolean {
  const at = now.toISOString();
  return (
    db.run(
      `UPDATE openapi_specs SET processing_state = 'complete', job_lease_until = NULL, source_text = NULL, last_processed_at = ?, last_error_code = ?,
       last_error_message = ?, updated_at = ? WHERE id = ? AND job = ?`,
      at,
      code,
      message,
      at,
      specId,
      job,
    ).changes === 1
  );
}

export function getVersion(db: Db, specId: string, versionId: string): OpenApiVersionRow | undefined {
  if (versionId === 'latest') {
    return db.get<OpenApiVersionRow>(
      'SELECT * FROM openapi_versions WHERE spec_id = ? ORDER BY seq DESC LIMIT 1',
      specId,
    );
  }
  return db.get<OpenApiVersionRow>('SELECT * FROM openapi_versions WHERE spec_id = ? AND id = ?', specId, versionId);
}

export function getVersionByPublicKey(db: Db, key: string): OpenApiVersionRow | undefined {
  return db.get<OpenApiVersionRow>('SELECT * FROM openapi_versions WHERE public_key = ?', key);
}

export function deleteSpec(db: Db, specId: string): void {
  db.run('DELETE FROM openapi_specs WHERE id = ?', specId);
}

/** `upsertSpecSource` for a slug that must be new: undefined when the organization has it already. */
export function createSpecSource(
  db: Db,
  orgId: string,
  slug: string,
  source: SpecSource,
  now: Date,
): ClaimedJob | undefined {
  return db.tx(() => (getSpecBySlug(db, orgId, slug) ? undefined : upsertSpecSource(db, orgId, slug, source, now)));
}

export function listSpecs(db: Db, orgId: string, page: PageParams): PageResult<OpenApiSpecRow> {
  return keysetPage<OpenApiSpecRow>(db, {
    from: 'openapi_specs',
    columns: '*',
    where: ['org_id = ?'],
    params: [orgId],
    seq: 'seq',
    page: { ...page, order: 'asc' },
  });
}

/** Versions of a spec, newest first. */
export function listVersions(db: Db, specId: string, page: PageParams): PageResult<OpenApiVersionRow> {
  return keysetPage<OpenApiVersionRow>(db, {
    from: 'openapi_versions',
    columns: '*',
    where: ['spec_id = ?'],
    params: [specId],
    seq: 'seq',
    page: { ...page, order: 'desc' },
  });
}
