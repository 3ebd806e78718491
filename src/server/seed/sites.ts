import type { Db } from '../store/db.js';
import type { SpaceRow } from '../store/rows.js';
import { createSite } from '../store/sites/sites.js';
import { addSection } from '../store/sites/structure.js';
import type { DemoRefs } from './core.js';

/**
 * The demo site "Demo Docs", unpublished: a "Getting Started" section (the default) and an
 * "API Reference" section, each showing its demo space.
 */
export function seedSites(db: Db, now: Date, refs: DemoRefs): void {
  const space = (title: string) => db.get<SpaceRow>('SELECT * FROM spaces WHERE id = ?', refs.spaces[title])!;
  const site = createSite(db, { orgId: refs.orgId, title: 'Demo Docs' }, now);
  addSection(db, site, space('Getting Started'), { title: 'Getting Started' }, now);
  addSection(db, site, space('API Reference'), { title: 'API Reference' }, now);
}
