import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  editedSiteConfigText,
  normalDirectory,
  parseSiteConfig,
  sameSiteConfig,
  SiteConfigError,
  siteConfigProblems,
  siteConfigText,
  siteSpaces,
} from '../../../src/common/gitsync/site-config.js';
import { componentProblems } from '../../helpers/contract.js';

/** A valid two-section site (one section in a group, an external link, a translated space). */
const VALID = `$schema: https://api.gitbook.com/openapi.yaml#/components/schemas/GitSyncSiteConfig
site:
  title: Product docs
  structure:
    - type: section
      key: section-guides
      title: Guides
      path: guides
      default: true
      children:
        - type: space
          key: space-en
          title: English
          path: en
          default: true
          content:
            directory: ./guides
            language: en
        - type: space
          key: space-fr
          title: Français
          localizedTitle:
            fr: Français
          path: fr
          content:
            directory: ./guides-fr
            language: fr
        - type: space
          key: space-ja
          title: 日本語
          path: ja
          hidden: true
          content:
            directory: null
            language: ja
    - type: section-group
      key: group-reference
      title: Reference
      children:
        - type: section
          key: section-api
          title: API
          path: api
          children:
            - type: space
              key: space-api
              title: API reference
              path: api
              default: true
              content:
                directory: ./api
        - type: external-link
          key: link-status
          title: Status
          url: https://status.example.com
`;

/** The valid site with one change made to its data. */
function variant(change: (data: any) => void): unknown {
  const data = parse(VALID);
  change(data);
  return data;
}

const guides = (data: any) => data.site.structure[0];
const group = (data: any) => data.site.structure[1];

describe('the site file reader', () => {
  it('reads a valid site file, which the reference schema accepts too', () => {
    const config = parseSiteConfig(VALID);
    expect(config.site.title).toBe('Product docs');
    expect(siteSpaces(config).map((s) => [s.space.key, s.section?.key])).toEqual([
      ['space-en', 'section-guides'],
      ['space-fr', 'section-guides'],
      ['space-ja', 'section-guides'],
      ['space-api', 'section-api'],
    ]);
    expect(componentProblems('0.202.0', 'GitSyncSiteConfig', parse(VALID))).toEqual([]);
  });

  it('refuses text that is not YAML, or not a site file, in one line', () => {
    expect(() => parseSiteConfig('site: [unclosed')).toThrow(/^docs\.yaml: not valid YAML/);
    expect(() => parseSiteConfig('site:\n  title: A\n  title: B\n  structure: []\n')).toThrow(/not valid YAML/);
    expect(siteConfigProblems('just text')).toEqual(['must be a mapping with a "site" entry']);
    expect(siteConfigProblems({ site: { title: 'A', structure: [] }, version: 2 })).toEqual([
      'version 2 is not supported (only 1)',
    ]);
    expect(siteConfigProblems({ site: { title: '', structure: {} } })).toEqual([
      'site.title: must be a non-empty text',
      'site.structure: must be a list of nodes',
    ]);
  });

  it('names every problem with the key of its node', () => {
    try {
      parseSiteConfig(
        'site:\n  title: A\n  structure:\n    - type: space\n      key: a\n      title: A\n      path: a\n      content: {directory: ./a}\n    - type: space\n      key: a\n      title: B\n      path: b\n      content: {directory: ./b}\n',
        'site/docs.yaml',
      );
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SiteConfigError);
      expect((error as SiteConfigError).message).toBe(
        'site/docs.yaml: key "a" is used by 2 nodes; every key must be unique in the file',
      );
      expect((error as SiteConfigError).problems).toEqual([
        'key "a" is used by 2 nodes; every key must be unique in the file',
        'exactly one of the top-level spaces must be default: true (none is)',
      ]);
    }
  });

  const rules: Array<[string, (data: any) => void, string]> = [
    [
      'unique keys across node types',
      (d) => {
        group(d).key = 'section-guides';
      },
      'key "section-guides" is used by 2 nodes; every key must be unique in the file',
    ],
    [
      'exactly one default space in a section (none)',
      (d) => {
        delete guides(d).children[0].default;
      },
      'section "section-guides": exactly one of its spaces must be default: true (none is)',
    ],
    [
      'exactly one default space in a section (two)',
      (d) => {
        guides(d).children[1].default = true;
      },
      'section "section-guides": exactly one of its spaces must be default: true ("space-en", "space-fr" are)',
    ],
    [
      'exactly one default section',
      (d) => {
        group(d).children[0].default = true;
      },
      'exactly one of the sections of the site must be default: true ("section-guides", "section-api" are)',
    ],
    [
      'sections hold only spaces',
      (d) => {
        guides(d).children.push({ type: 'external-link', key: 'link-in', title: 'Inside', url: 'https://a.example' });
      },
      'external-link "link-in": a section holds only spaces (nest sections in a section group instead)',
    ],
    [
      'no top-level space once a section exists',
      (d) => {
        d.site.structure.push({
          type: 'space',
          key: 'space-top',
          title: 'Top',
          path: 'top',
          content: { directory: null },
        });
      },
      'space "space-top": the site has sections, so every space belongs inside one (no space at the top level)',
    ],
    [
      'section groups hold no spaces',
      (d) => {
        group(d).children.push({ type: 'space', key: 'space-g', title: 'G', path: 'g', content: { directory: null } });
      },
      'space "space-g": a section group holds sections, section groups and external links, not spaces',
    ],
    [
      'section groups nest one level deep',
      (d) => {
        group(d).children.push({
          type: 'section-group',
          key: 'group-2',
          title: 'Inner',
          children: [{ type: 'section-group', key: 'group-3', title: 'Too deep' }],
        });
      },
      'section-group "group-3": section groups nest only one level deep',
    ],
    [
      'external links need sections',
      (d) => {
        d.site.structure = [
          {
            type: 'space',
            key: 'only',
            title: 'Only',
            path: 'only',
            default: true,
            content: { directory: './only' },
          },
          { type: 'external-link', key: 'link-x', title: 'Status', url: 'https://status.example.com' },
        ];
      },
      'external-link "link-x": external links need a site with at least one section',
    ],
    [
      '.. is rejected in directories',
      (d) => {
        guides(d).children[0].content.directory = './guides/../../etc';
      },
      'space "space-en": content.directory "./guides/../../etc" has a .. segment; directories stay inside the repository',
    ],
    [
      'spaces sharing a directory share a language',
      (d) => {
        guides(d).children[1].content.directory = 'guides/';
      },
      'space "space-fr": shares the directory "guides/" with space "space-en" but not its language ("fr" and "en"); one directory is read as one language',
    ],
    [
      'languages are the reference codes',
      (d) => {
        guides(d).children[1].content.language = 'klingon';
      },
      'space "space-fr": content.language "klingon" is not a language code of the reference (en, fr, pt-br, ...)',
    ],
    [
      'required fields',
      (d) => {
        delete guides(d).children[0].path;
      },
      'space "space-en": path is required',
    ],
    [
      'unknown fields',
      (d) => {
        guides(d).children[0].folder = './guides';
      },
      'space "space-en": unknown field "folder"',
    ],
    [
      'external links are absolute http(s) URLs',
      (d) => {
        group(d).children[1].url = 'status.example.com';
      },
      'external-link "link-status": url must be an absolute http(s) URL',
    ],
    [
      'a node without a known type',
      (d) => {
        d.site.structure.push({ type: 'folder', key: 'f' });
      },
      'site.structure[2]: must be a node with type section-group, section, space, external-link',
    ],
  ];

  it.each(rules)('checks %s', (_name, change, problem) => {
    expect(siteConfigProblems(variant(change))).toEqual([problem]);
  });

  it('allows spaces that share a directory and a language', () => {
    const shared = variant((d) => {
      guides(d).children[1].content = { directory: 'guides', language: 'en' };
    });
    expect(siteConfigProblems(shared)).toEqual([]);
  });

  it('normalises directories and refuses those that leave the folder', () => {
    expect(normalDirectory('./guides/')).toBe('guides');
    expect(normalDirectory('guides//v2/.')).toBe('guides/v2');
    expect(normalDirectory('/guides')).toBe('/guides');
    expect(normalDirectory('./')).toBe('.');
    expect(normalDirectory('a/../b')).toBeUndefined();
  });
});

describe('the site file writer', () => {
  it('round-trips: the written text reads back to the same site, and writing it again gives the same bytes', () => {
    const config = parseSiteConfig(VALID);
    const text = siteConfigText(config);
    const again = parseSiteConfig(text);
    expect(sameSiteConfig(config, again)).toBe(true);
    expect(siteConfigText(again)).toBe(text);
    expect(componentProblems('0.202.0', 'GitSyncSiteConfig', parse(text))).toEqual([]);
    expect(
      text.startsWith(
        '$schema: https://api.gitbook.com/openapi.yaml#/components/schemas/GitSyncSiteConfig\nversion: 1\nsite:\n  title: Product docs\n',
      ),
    ).toBe(true);
    expect(text).toContain('      children:\n        - type: space\n          key: space-en\n');
  });

  it('writes fields in one order and leaves false flags out, so equal sites are equal files', () => {
    const a = parseSiteConfig(
      'site:\n  structure:\n    - content: {directory: guides}\n      default: true\n      hidden: false\n      path: g\n      title: G\n      key: k\n      type: space\n  title: T\n',
    );
    const b = parseSiteConfig(
      'version: 1\nsite:\n  title: T\n  structure:\n    - type: space\n      key: k\n      title: G\n      path: g\n      default: true\n      content:\n        directory: ./guides\n',
    );
    expect(sameSiteConfig(a, b)).toBe(true);
    expect(siteConfigText(a)).toBe(siteConfigText(b));
    expect(siteConfigText(a)).toBe(
      'version: 1\nsite:\n  title: T\n  structure:\n    - type: space\n      key: k\n      title: G\n      path: g\n      default: true\n      content:\n        directory: ./guides\n',
    );
    const c = parseSiteConfig(siteConfigText(a).replace('path: g', 'path: h'));
    expect(sameSiteConfig(a, c)).toBe(false);
  });
});

describe('a site file edited in place', () => {
  /** As Git Sync writes it: its own field order, its keys, no version; with a comment, a bare directory and a false flag. */
  const WRITTEN = `$schema: https://api.gitbook.com/openapi.yaml#/components/schemas/GitSyncSiteConfig
site:
  title: Product docs
  structure:
    # The main section.
    - type: section
      key: section-1
      title: Guides
      localizedTitle:
        fr: Guides
      path: guides
      description: How to use the product
      icon: book-open
      default: true
      children:
        - type: space
          key: space-1
          title: 🇺🇸 English
          path: en
          default: true
          content:
            directory: guides
            language: en
        - type: space
          key: space-2
          title: 🇫🇷 Français
          path: fr
          default: false
          content:
            directory: null
            language: fr
`;

  it('keeps the text when the site says what the file says', () => {
    const config = parseSiteConfig(WRITTEN);
    expect(editedSiteConfigText(WRITTEN, config)).toBe(WRITTEN);
  });

  it('changes only the lines of what changed: no reordering, no version, comments kept', () => {
    const config = parseSiteConfig(WRITTEN);
    const [section] = config.site.structure as Array<{ children: Array<{ title: string }> }>;
    section!.children[1]!.title = 'Français';
    const text = editedSiteConfigText(WRITTEN, config);
    expect(text).toBe(WRITTEN.replace('title: 🇫🇷 Français', 'title: Français'));
    // A new space comes last in its section, written in the canonical form.
    section!.children.push({
      type: 'space',
      key: 'space-3',
      title: 'Deutsch',
      path: 'de',
      content: { directory: './de' },
    } as never);
    const grown = editedSiteConfigText(WRITTEN, config);
    expect(grown.startsWith(text.trimEnd())).toBe(true);
    expect(sameSiteConfig(parseSiteConfig(grown), config)).toBe(true);
  });
});

describe('hostile site files', () => {
  it('text nested thousands deep is one plain problem, not a JavaScript message', () => {
    const deep = `site: {title: T, structure: ${'[{type: section-group, key: g, title: G, children: '.repeat(5000)}[]${'}]'.repeat(5000)}}\n`;
    expect(() => parseSiteConfig(deep)).toThrow(/^docs\.yaml: nests too deeply to read as a site file$/);
  });

  it('nodes nested past where they may stand are not read further', () => {
    let node: Record<string, unknown> = { type: 'section-group', key: 'g-last', title: 'G', children: [] };
    for (let i = 0; i < 20_000; i++) node = { type: 'section-group', key: `g-${i}`, title: 'G', children: [node] };
    const problems = siteConfigProblems({ site: { title: 'T', structure: [node] } });
    expect(problems).toContain('section-group "g-19997": section groups nest only one level deep');
    expect(problems.length).toBeLessThan(10);
  });
});
