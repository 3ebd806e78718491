import type { ShareLink, Site, SiteSection, SiteSectionGroup, SiteSpace } from '../../api/sites.js';
import type { Context } from '../../context.js';
import type { View } from '../../output/view.js';
import { resource, type Result } from '../spec.js';
import { human, type HumanOptions } from './shared.js';

/** Key/value cards for people: nested resources shortened to what a person reads at a glance. */
const cards = {
  site: (s: Site) => ({
    id: s.id,
    title: s.title,
    type: s.type,
    visibility: s.visibility,
    published: s.published,
    siteSpaces: s.siteSpaces,
    basename: s.basename,
    proxy: s.proxy?.origin,
    agentsContext: s.agentsContext,
    adaptiveContent: s.adaptiveContent?.enabled ? 'enabled' : 'disabled',
    features: s.features.map((f) => f.id).join(', ') || undefined,
    createdAt: s.createdAt,
    urls: s.urls,
  }),
  section: (s: SiteSection) => ({
    id: s.id,
    title: s.title,
    path: s.path,
    default: Boolean(s.default),
    group: s.sectionGroup,
    condition: s.condition,
    icon: s.icon,
    description: s.description,
    siteSpaces: s.siteSpaces.map((ss) => `${ss.title} (/${ss.path}${ss.default ? ', default' : ''})`).join('; '),
    urls: s.urls,
  }),
  siteSpace: (s: SiteSpace) => ({
    id: s.id,
    title: s.title,
    path: s.path,
    default: Boolean(s.default),
    section: s.section,
    space: `${s.space.title} (${s.space.id})`,
    condition: s.condition,
    urls: s.urls,
  }),
  group: (g: SiteSectionGroup) => ({
    id: g.id,
    title: g.title,
    icon: g.icon,
    sections: g.sections.map((s) => `${s.title} (/${s.path})`).join('; '),
  }),
  shareLink: (l: ShareLink) => ({
    id: l.id,
    name: l.name,
    active: l.active !== false,
    createdAt: l.createdAt,
    urls: l.urls,
  }),
};

/**
 * A resource result: on a terminal with table output, the short card; otherwise the resource
 * itself (json, jsonl, ids, or tab-separated columns when piped).
 */
export function shown<T>(
  ctx: Context,
  opts: HumanOptions,
  data: T,
  view: View<T>,
  card: (data: T) => object,
  hint?: string,
): Result {
  if (human(opts) && ctx.io.stdout.isTTY) return resource(card(data), view as View, hint);
  return resource(data, view, hint);
}

export const {
  site: siteCard,
  section: sectionCard,
  siteSpace: siteSpaceCard,
  group: groupCard,
  shareLink: shareLinkCard,
} = cards;
