/**
 * Page facts (page-facts.ts) kept by the hash of each text under the engine (`factsKey`): in this
 * process, so a run reads a page at most once, and between runs in the cache dir (one file per
 * folder, folder-cache.ts), so a page whose bytes did not change is not read again. Both are
 * bounded in bytes; what is missing is worked out again (in the workers when there is much).
 */
import type { RepositoryLink } from '../common/gitsync/relative-links.js';
import { folderCache } from './folder-cache.js';
import { inWorkers } from './cores.js';
import { factsKey, pageFacts, renderedIds, type PageFacts } from './page-facts.js';

/** Bump when the stored shape changes. */
const FORMAT = 1;
/** Bytes (about: characters of JSON) of facts kept in this process, and in one folder's file. */
const MEMORY_BYTES = 64 * 1024 * 1024;
const STORED_BYTES = 32 * 1024 * 1024;

interface Stored {
  facts: Record<string, PageFacts>;
  ids: Record<string, string[]>;
}

/** A map bounded by the bytes of its values: the oldest entries go first. */
class Bounded<T> {
  private readonly map = new Map<string, { value: T; bytes: number }>();
  private bytes = 0;
  constructor(private readonly limit: number) {}
  get(key: string): T | undefined {
    return this.map.get(key)?.value;
  }
  set(key: string, value: T, bytes = JSON.stringify(value).length): void {
    if (bytes > this.limit) return;
    const old = this.map.get(key);
    if (old) {
      this.bytes -= old.bytes;
      this.map.delete(key);
    }
    this.map.set(key, { value, bytes });
    this.bytes += bytes;
    for (const [k, v] of this.map) {
      if (this.bytes <= this.limit) break;
      this.map.delete(k);
      this.bytes -= v.bytes;
    }
  }
}

const facts = new Bounded<PageFacts>(MEMORY_BYTES);
const ids = new Bounded<string[]>(MEMORY_BYTES / 4);

/** A text's facts: kept, or read now (and kept). */
export function factsOf(body: string): PageFacts {
  const key = factsKey(body);
  let found = facts.get(key);
  if (!found) {
    found = pageFacts(body);
    facts.set(key, found);
  }
  return found;
}

/** A text's links when this process has read its facts already (no parse). */
export function keptLinks(body: string): RepositoryLink[] | undefined {
  const found = facts.get(factsKey(body));
  return found && 'links' in found ? found.links : undefined;
}

/** The ids the site gives a text's elements: kept, or rendered now (and kept). */
export function idsOf(untitled: string): string[] {
  const key = factsKey(untitled);
  let found = ids.get(key);
  if (!found) {
    found = renderedIds(untitled);
    ids.set(key, found);
  }
  return found;
}

/**
 * Makes the facts of `bodies` (and the rendered ids of `untitled` texts) ready before a
 * synchronous check asks for them: from this process, from the folder's cache file, else worked
 * out in the workers. Nothing it fails to get is lost: `factsOf` works it out then.
 */
export interface FactsRun {
  ready(bodies: string[]): Promise<void>;
  readyIds(untitled: string[]): Promise<void>;
  /** Keeps the facts of these texts for the next run (only what they need). */
  save(bodies: string[]): void;
}

export function factsRun(env: NodeJS.ProcessEnv, top: string): FactsRun {
  const cache = folderCache<Stored>(env, 'page-facts', top, FORMAT);
  let stored: Stored | undefined;
  let learnt = false;
  const load = () => {
    stored ??= cache.load() ?? { facts: {}, ids: {} };
    return stored;
  };
  const missing = <T>(texts: string[], kept: Bounded<T>, fromFile: Record<string, T>) => {
    const keys = new Map<string, string>();
    for (const text of texts) {
      const key = factsKey(text);
      if (keys.has(key) || kept.get(key)) continue;
      const found = fromFile[key];
      if (found) kept.set(key, found);
      else keys.set(key, text);
    }
    return keys;
  };
  const fill = async <T>(task: 'page-facts' | 'rendered-ids', keys: Map<string, string>, kept: Bounded<T>) => {
    if (keys.size === 0) return;
    learnt = true;
    const texts = [...keys.values()];
    const answers = await inWorkers<T>(task, texts, env);
    [...keys.keys()].forEach((key, i) => {
      const answer = answers[i];
      if (answer !== undefined) kept.set(key, answer);
    });
  };
  return {
    async ready(bodies) {
      await fill('page-facts', missing(bodies, facts, load().facts), facts);
    },
    async readyIds(untitled) {
      await fill('rendered-ids', missing(untitled, ids, load().ids), ids);
    },
    save(bodies) {
      const file = load();
      const next: Stored = { facts: {}, ids: {} };
      let bytes = 0;
      let changed = false;
      for (const body of bodies) {
        const key = factsKey(body);
        const found = facts.get(key);
        if (!found) continue;
        if (!file.facts[key]) changed = true;
        const size = JSON.stringify(found).length;
        if (bytes + size > STORED_BYTES) break;
        next.facts[key] = found;
        bytes += size;
        if ('untitled' in found) {
          const idKey = factsKey(found.untitled);
          const rendered = ids.get(idKey);
          if (!rendered) continue;
          if (!file.ids[idKey]) changed = true;
          next.ids[idKey] = rendered;
          bytes += JSON.stringify(rendered).length;
        }
      }
      if (!changed && !learnt && Object.keys(file.facts).length === Object.keys(next.facts).length) return;
      cache.save(next);
      stored = next;
    },
  };
}
