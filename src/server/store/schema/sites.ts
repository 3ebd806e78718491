import type { Migration } from '../migrations.js';

export const sitesMigrations: Migration[] = [];
