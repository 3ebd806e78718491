import type { Migration } from '../migrations.js';

export const contentMigrations: Migration[] = [];
