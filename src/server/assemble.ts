import { createApp, type App, type Reference } from './app.js';
import { systemClock, type Clock } from './clock.js';
import { readSeed, storeSecret, type SeedResult } from './seed/state.js';
import { openDatabase, type Db } from './store/db.js';
import { sealPlainSecrets } from './store/extensions/integrations.js';
import { secureStoreFiles, type Warn } from './store/file-mode.js';
import { checkStorePlace } from './store/store-place.js';
import { SecretBox } from './store/secret-box.js';
import type { Connector, Lookup } from './fetch/fetch.js';
import { DEFAULT_FETCH_BUDGET, FetchBudget, type FetchBudgetLimits } from './fetch/budget.js';
import { FetchPolicy } from './fetch/policy.js';

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
  /** Told when store files readable by other users were tightened. */
  warn?: Warn;
  fetch?: FetchOptions;
  /** `current`: only the operations of the current reference are served (see createApp). */
  reference?: Reference;
}

export interface FetchOptions {
  /** Fetch anything (the in-process profile); otherwise only global unicast plus `allow`. */
  unrestricted?: boolean;
  /** `--allow-fetch` entries: CIDR ranges, addresses or host names. */
  allow?: readonly string[];
  /** Default 15 s for a whole fetch, redirects and body included. */
  timeoutMs?: number;
  lookup?: Lookup;
  connect?: Connector;
  /** Limits of fetched and stored bytes (default DEFAULT_FETCH_BUDGET; in-process, no limit per caller). */
  budget?: Partial<FetchBudgetLimits>;
}

export const FETCH_TIMEOUT_MS = 15_000;

export interface Service {
  app: App;
  db: Db;
  adminUserId: string;
  orgId: string;
  close(): void;
}

/** Makes a store usable (see seed/index.ts), or says it is not seeded yet (undefined). */
export type Seeder = (db: Db, now: Date, demo: boolean) => SeedResult | undefined;

/**
 * Opens (creating and migrating as needed) a store and the service on top of it, seeded by
 * `seed`; undefined, with the store closed again, when `seed` leaves it unseeded.
 */
export function assembleService(options: ServiceOptions, seed: Seeder): Service | undefined {
  const warn = options.warn ?? (() => undefined);
  if (options.file !== ':memory:') {
    checkStorePlace(options.file);
    secureStoreFiles(options.file, warn);
  }
  const db = openDatabase(options.file);
  const clock = options.clock ?? systemClock;
  const seeded = seed(db, clock.now(), options.demo ?? true);
  if (!seeded) {
    db.close();
    return undefined;
  }
  const secrets = SecretBox.forStore(options.file, warn);
  sealPlainSecrets(db, secrets);
  let signing: string | undefined;
  const app = createApp({
    db,
    clock,
    onError: options.onError,
    reference: options.reference,
    config: {
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      importRoot: options.importRoot,
      allowAnyFile: options.allowAnyFile ?? false,
      ...(options.publishDir ? { publishDir: options.publishDir } : {}),
      // Derived when first used (node:crypto takes 9 ms to load; listing spaces signs nothing).
      get secret() {
        signing ??= secrets.derive('signing', storeSecret(db));
        return signing;
      },
      secrets,
      fetch: {
        policy: options.fetch?.unrestricted
          ? FetchPolicy.unrestricted()
          : FetchPolicy.fromAllowList(options.fetch?.allow ?? []),
        timeoutMs: options.fetch?.timeoutMs ?? FETCH_TIMEOUT_MS,
        budget: new FetchBudget({
          ...DEFAULT_FETCH_BUDGET,
          // The in-process profile has one user: only memory is worth bounding there.
          ...(options.fetch?.unrestricted ? { bytesPerMinute: 0 } : {}),
          ...options.fetch?.budget,
        }),
        lookup: options.fetch?.lookup,
        connect: options.fetch?.connect,
      },
    },
  });
  return { app, db, adminUserId: seeded.adminUserId, orgId: seeded.orgId, close: () => db.close() };
}

/**
 * The embedded workspace: a store that is already seeded (every run but the first) opens without
 * loading the seeding code and the demo content.
 */
export async function openServiceLazily(options: ServiceOptions): Promise<Service> {
  const ready = assembleService(options, readSeed);
  if (ready) return ready;
  const { ensureSeeded } = await import('./seed/index.js');
  const seeded = assembleService(options, ensureSeeded);
  if (!seeded) throw new Error(`could not seed the store ${options.file}`);
  return seeded;
}
