import type { Migration } from '../migrations.js';

export const extensionsMigrations: Migration[] = [];
