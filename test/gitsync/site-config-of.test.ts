import { describe, expect, it } from 'vitest';
import type { SiteSection, SiteSpace, SiteStructure } from '../../src/api/sites.js';
import type { Space } from '../../src/api/types.js';
import { siteConfigProblems, type SiteNode } from '../../src/common/gitsync/site-config.js';
import { siteConfigOf } from '../../src/gitsync/site-pull.js';

/** Site structures as the API answers them (only the fields a pull reads). */
const siteSpace = (id: string, path: string, extra: Partial<SiteSpace> = {}, language?: string): SiteSpace => ({
  object: 'site-space',
  id,
  path,
  title: `Title ${id}`,
  default: false,
  space: { id: `space-of-${id}`, title: `Title ${id}`, ...(language ? { language } : {}) } as Space,
  urls: {},
  ...extra,
});
const section = (id: string, path: string, siteSpaces: SiteSpace[], isDefault = false): SiteSection => ({
  object: 'site-section',
  id,
  title: `Section ${id}`,
  path,
  default: isDefault,
  siteSpaces,
  urls: {},
});

const structure: SiteStructure = {
  type: 'sections',
  structure: [
    section('s1', 'guides', [siteSpace('a', 'docs', { default: true }), siteSpace('b', 'fr', {}, 'fr')], true),
    {
      object: 'site-section-group',
      id: 'g1',
      title: 'Reference',
      sections: [section('s2', 'api', [siteSpace('c', 'docs', { default: true })])],
    },
  ],
};

const spaces = (nodes: SiteNode[]): SiteNode[] =>
  nodes.flatMap((n) => (n.type === 'space' ? [n] : 'children' in n ? spaces((n.children ?? []) as SiteNode[]) : []));

describe('the site file of a pull', () => {
  it('keys nodes by the service ids, gives each space a folder of its own, and takes a language the space has', () => {
    const config = siteConfigOf('Docs', structure);
    expect(siteConfigProblems(config)).toEqual([]);
    expect(config.site.structure.map((n) => [n.type, n.key])).toEqual([
      ['section', 's1'],
      ['section-group', 'g1'],
    ]);
    expect(spaces(config.site.structure).map((n) => n.type === 'space' && [n.key, n.content])).toEqual([
      ['a', { directory: './docs' }],
      ['b', { directory: './fr', language: 'fr' }],
      // The same space path in another section: prefixed with the section's path.
      ['c', { directory: './api-docs' }],
    ]);
  });

  it('keeps what the previous file gives a key: its folder, language, translated titles and drafts', () => {
    const previous = new Map<string, SiteNode>([
      [
        'a',
        {
          type: 'space',
          key: 'a',
          title: 'Old',
          path: 'docs',
          localizedTitle: { fr: 'Ancien' },
          draft: true,
          content: { directory: './english', language: 'en' },
        },
      ],
      ['s1', { type: 'section', key: 's1', title: 'Old', path: 'guides', localizedTitle: { fr: 'Guides' } }],
      // A folder the previous file gave a space the site no longer has is not given to another.
      ['gone', { type: 'space', key: 'gone', title: 'Gone', path: 'x', content: { directory: './docs' } }],
    ]);
    const config = siteConfigOf('Docs', structure, previous, 'https://example.com/schema');
    expect(config.$schema).toBe('https://example.com/schema');
    const [a, , c] = spaces(config.site.structure);
    expect(a).toMatchObject({
      title: 'Title a',
      localizedTitle: { fr: 'Ancien' },
      draft: true,
      content: { directory: './english', language: 'en' },
    });
    expect(config.site.structure[0]).toMatchObject({ localizedTitle: { fr: 'Guides' } });
    expect(c).toMatchObject({ content: { directory: './api-docs' } });
    expect(spaces(config.site.structure)[1]).toMatchObject({ content: { directory: './fr' } });
    expect(siteConfigProblems(config)).toEqual([]);
  });
});
