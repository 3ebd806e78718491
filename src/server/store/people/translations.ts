import { newId } from '../../ids.js';
import type { Db } from '../db.js';
import { keysetPage, type PageParams, type PageResult } from '../pagination.js';

export interface TranslationRow {
  seq: number;
  id: string;
  org_id: string;
  title: string;
  /** JSON array of language codes. */
  languages: string;
  created_at: string;
  updated_at: string;
}

export function listTranslations(db: Db, orgId: string, page: PageParams): PageResult<TranslationRow> {
  return keysetPage<TranslationRow>(db, {
    from: 'translation_settings',
    columns: '*',
    where: ['org_id = ?'],
    params: [orgId],
    seq: 'seq',
    page,
  });
}

export function getTranslation(db: Db, orgId: string, id: string): TranslationRow | undefined {
  return db.get<TranslationRow>('SELECT * FROM translation_settings WHERE org_id = ? AND id = ?', orgId, id);
}

export function createTranslation(
  db: Db,
  orgId: string,
  input: { title: string; languages: string[] },
  now: Date,
): string {
  const id = newId();
  const at = now.toISOString();
  db.run(
    'INSERT INTO translation_settings (id, org_id, title, languages, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    id,
    orgId,
    input.title,
    JSON.stringify(input.languages),
    at,
    at,
  );
  return id;
}

export function updateTranslation(db: Db, id: string, input: { title: string; languages?: string[] }, now: Date): void {
  db.run(
    'UPDATE translation_settings SET title = ?, languages = COALESCE(?, languages), updated_at = ? WHERE id = ?',
    input.title,
    input.languages ? JSON.stringify(input.languages) : null,
    now.toISOString(),
    id,
  );
}

export function deleteTranslation(db: Db, id: string): void {
  db.run('DELETE FROM translation_settings WHERE id = ?', id);
}
