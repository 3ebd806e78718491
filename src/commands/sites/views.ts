import type { ShareLink, Site, SiteSection, SiteSectionGroup, SiteSpace, TemplateCondition } from '../../api/sites.js';
import { byId, view } from '../../output/view.js';

export const siteView = view<Site>(
  'site',
  [
    ['ID', (s) => s.id],
    ['TITLE', (s) => s.title],
    ['VISIBILITY', (s) => s.visibility],
    ['PUBLISHED', (s) => (s.published ? 'yes' : 'no')],
    ['SPACES', (s) => s.siteSpaces],
    ['URL', (s) => s.urls.published ?? ''],
  ],
  byId,
);

export const sectionView = view<SiteSection>(
  'section',
  [
    ['ID', (s) => s.id],
    ['TITLE', (s) => s.title],
    ['PATH', (s) => s.path],
    ['DEFAULT', (s) => (s.default ? 'yes' : '')],
    ['SPACES', (s) => s.siteSpaces.length],
    ['GROUP', (s) => s.sectionGroup ?? ''],
    ['CONDITION', (s) => s.condition ?? ''],
  ],
  byId,
);

export const sectionGroupView = view<SiteSectionGroup>(
  'section group',
  [
    ['ID', (g) => g.id],
    ['TITLE', (g) => g.title],
    ['SECTIONS', (g) => g.sections.map((s) => s.title).join(', ')],
  ],
  byId,
);

export const siteSpaceView = view<SiteSpace>(
  'site space',
  [
    ['ID', (s) => s.id],
    ['TITLE', (s) => s.title],
    ['PATH', (s) => s.path],
    ['DEFAULT', (s) => (s.default ? 'yes' : '')],
    ['SECTION', (s) => s.section ?? ''],
    ['SPACE', (s) => s.space.id],
    ['CONDITION', (s) => s.condition ?? ''],
  ],
  byId,
);

export const shareLinkView = view<ShareLink>(
  'share link',
  [
    ['ID', (l) => l.id],
    ['NAME', (l) => l.name ?? ''],
    ['ACTIVE', (l) => (l.active === false ? 'no' : 'yes')],
    ['CREATED', (l) => l.createdAt],
    ['URL', (l) => l.urls.published ?? ''],
  ],
  byId,
);

export const conditionView = view<TemplateCondition>(
  'template condition',
  [
    ['CONDITION', (c) => c.condition],
    ['DESCRIPTION', (c) => c.description],
  ],
  (c) => c.condition,
);
