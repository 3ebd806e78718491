import { assembleService, type Service, type ServiceOptions } from './assemble.js';
import { ensureSeeded } from './seed/index.js';

export { FETCH_TIMEOUT_MS, type FetchOptions, type Service, type ServiceOptions } from './assemble.js';

/** Opens (creating, migrating and seeding as needed) a store and the service on top of it. */
export function openService(options: ServiceOptions): Service {
  const service = assembleService(options, ensureSeeded);
  if (!service) throw new Error(`could not seed the store ${options.file}`);
  return service;
}
