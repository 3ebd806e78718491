import type { SiteRow } from '../store/sites/rows.js';
import type { SiteTree } from '../store/sites/tree.js';
import { serializeSite, type SiteScope } from './site.js';
import { serializeStructure } from './site-structure.js';

const color = (light: string, dark: string) => ({ light, dark });

/** The customization every site has until customization is managed (not part of this interface). */
function defaultCustomization(site: SiteRow) {
  return {
    title: site.title,
    styling: {
      theme: 'clean',
      primaryColor: color('#346DDB', '#346DDB'),
      infoColor: color('#787878', '#787878'),
      successColor: color('#00C950', '#00C950'),
      warningColor: color('#FE9A00', '#FE9A00'),
      dangerColor: color('#FB2C36', '#FB2C36'),
      corners: 'rounded',
      depth: 'subtle',
      links: 'default',
      font: 'Inter',
      monospaceFont: 'IBMPlexMono',
      background: 'plain',
      icons: 'regular',
      sidebar: { background: 'default', list: 'default' },
      search: 'subtle',
    },
    internationalization: { locale: 'en' },
    favicon: {},
    header: { preset: 'default', links: [] },
    footer: { groups: [] },
    themes: { default: 'light', toggeable: true },
    pdf: { enabled: true },
    feedback: { enabled: false },
    ai: { mode: 'search' },
    advancedCustomization: { enabled: true },
    trademark: { enabled: true },
    externalLinks: { target: 'self' },
    pagination: { enabled: true },
    pageActions: { externalAI: true, markdown: true },
    git: { showEditLink: false },
    privacyPolicy: {},
    socialPreview: {},
    insights: { trackingCookie: true },
  };
}

/** What a visitor's client reads: the site, its structure, customization and scripts. */
export function serializePublishedSite(scope: SiteScope, tree: SiteTree) {
  return {
    object: 'published-content-site' as const,
    site: serializeSite(scope.svc, scope.site, scope.shareKey),
    structure: serializeStructure(scope, tree),
    customizations: { site: defaultCustomization(scope.site), siteSpaces: {} },
    scripts: [],
  };
}
