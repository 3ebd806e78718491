import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createApp, type App } from './app.js';
import { systemClock, type Clock } from './clock.js';
import { ensureSeeded, storeSecret } from './seed/index.js';
import { openDatabase, type Db } from './store/db.js';

export interface ServiceOptions {
  /** SQLite file, or `:memory:`. */
  file: string;
  clock?: Clock;
  baseUrl: string;
  importRoot?: string;
  allowAnyFile?: boolean;
  /** Write published sites as static files here (the embedded workspace). */
  publishDir?: string;
  /** Seed a new store with the demo workspace (default true). */
  demo?: boolean;
  onError?: (error: unknown) => void;
}

export interface Service {
  app: App;
  db: Db;
  adminUserId: string;
  orgId: string;
  close(): void;
}

/** Opens (creating, migrating and seeding as needed) a store and the service on top of it. */
export function openService(options: ServiceOptions): Service {
  if (options.file !== ':memory:') mkdirSync(dirname(options.file), { recursive: true });
  const db = openDatabase(options.file);
  const clock = options.clock ?? systemClock;
  const seeded = ensureSeeded(db, clock.now(), options.demo ?? true);
  const app = createApp({
    db,
    clock,
    onError: options.onError,
    config: {
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      importRoot: options.importRoot,
      allowAnyFile: options.allowAnyFile ?? false,
      ...(options.publishDir ? { publishDir: options.publishDir } : {}),
      secret: storeSecret(db),
    },
  });
  return { app, db, adminUserId: seeded.adminUserId, orgId: seeded.orgId, close: () => db.close() };
}
