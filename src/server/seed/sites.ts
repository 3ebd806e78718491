import type { Db } from '../store/db.js';
import { addSection, createSite } from '../content/site-structure.js';
import { getSpaceRow } from '../store/spaces.js';
import type { DemoRefs } from './core.js';

/**
 * The demo site "Demo Docs", unpublished: a "Getting Started" section (the default) and an
 * "API Reference" section, each showing its demo space.
 */
export function seedSites(db: Db, now: Date, refs: DemoRefs): void {
  const space = (title: string) => getSpaceRow(db, refs.spaces[title]!)!;
  const site = createSite(db, { orgId: refs.orgId, title: 'Demo Docs' }, now);
  addSection(db, site, space('Getting Started'), { title: 'Getting Started' }, now);
  addSection(db, site, space('API Reference'), { title: 'API Reference' }, now);
}
