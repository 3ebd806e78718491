import { coreMigrations } from './schema/core.js';
import { contentMigrations } from './schema/content.js';
import { sitesMigrations } from './schema/sites.js';
import { peopleMigrations } from './schema/people.js';
import { extensionsMigrations } from './schema/extensions.js';
import { storageMigrations } from './schema/storage.js';
import { importsMigrations } from './schema/imports.js';
import type { Migration } from './schema/migration.js';

/** Applied in this order; each group owns its file and appends to it, never edits a shipped entry. */
export const migrations: Migration[] = [
  ...coreMigrations,
  ...contentMigrations,
  ...sitesMigrations,
  ...peopleMigrations,
  ...extensionsMigrations,
  ...storageMigrations,
  ...importsMigrations,
];
