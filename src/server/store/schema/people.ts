import type { Migration } from '../migrations.js';

export const peopleMigrations: Migration[] = [];
