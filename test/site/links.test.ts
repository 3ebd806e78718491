import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '../../src/common/markdown/html.js';
import { SpaceIndex } from '../../src/site/links.js';
import { loadSiteModel, type SiteSource, type SourcePage } from '../../src/site/model.js';
import { StaticSite } from '../../src/site/site.js';

/**
 * A page's links written against the repository, resolved on the site as a reader of the
 * repository follows them (issue 45: links that resolve in the repository must not break on the
 * published site). Pages are laid out as the service lays out an import: each page's path is its
 * slugs, each keeps its markdown file (`git.path`), which may differ from its path.
 */
const page = (source: string, path: string, extra: Partial<SourcePage> = {}): SourcePage => ({
  id: source,
  title: path,
  path,
  source,
  markdown: `# ${path}\n`,
  pages: [],
  ...extra,
});

const pages = [
  page('README.md', 'introduction'),
  page('guides/README.md', 'guides', {
    pages: [
      page('guides/install.md', 'guides/install'),
      // A file whose page slug differs from its name (GitBook's slug of the title, or a rename).
      page('guides/getting-started.md', 'guides/quickstart'),
      page('guides/my page.md', 'guides/my-page'),
      page('guides/café.md', 'guides/cafe'),
    ],
  }),
  page('reference/api.md', 'reference/api'),
  // Hidden from the table of contents only: GitBook still publishes it.
  page('reference/ui.md', 'reference/ui', { hidden: true }),
];

const source: SiteSource = {
  site: async () => ({
    title: 'S',
    structure: { type: 'siteSpaces', structure: [{ path: '', default: true, space: { id: 'sp' } }] },
  }),
  pages: async () => pages,
  files: async () => [
    { id: 'f1', name: 'shot.png', contentType: 'image/png', source: '.gitbook/assets/shot.png' },
    { id: 'f2', name: 'Recording #3.gif', contentType: 'image/gif', source: '.gitbook/assets/Recording #3.gif' },
  ],
  fileBytes: async () => new Uint8Array(),
};

async function index(): Promise<{ index: SpaceIndex; byPath: Map<string, SourcePage> }> {
  const variant = (await loadSiteModel(source)).sections[0]!.variants[0]!;
  const flat = (list: SourcePage[]): SourcePage[] => list.flatMap((p) => [p, ...flat(p.pages)]);
  const all = flat(variant.pages);
  return { index: new SpaceIndex(variant, all), byPath: new Map(all.map((p) => [p.source!, p])) };
}

describe('internal links on the site resolve where they resolve in the repository', () => {
  const cases: Array<[from: string, href: string, site: string]> = [
    // Through folder README paths.
    ['README.md', 'guides/README.md', 'guides.html'],
    ['README.md', 'guides/', 'guides.html'],
    ['README.md', 'guides', 'guides.html'],
    ['README.md', './guides/install.md', 'guides/install.html'],
    ['guides/README.md', 'install.md', 'guides/install.html'],
    ['guides/README.md', './', 'guides.html'],
    // With anchors (the site's heading ids).
    ['guides/README.md', 'install.md#verify-the-install', 'guides/install.html#verify-the-install'],
    ['guides/README.md', 'install.md#Set-Syntax%20(v2)', 'guides/install.html#set-syntax-v2'],
    ['README.md', 'guides/#requirements', 'guides.html#requirements'],
    ['guides/install.md', '#next-steps', '#next-steps'],
    // Up to `../` pages.
    ['guides/install.md', '../README.md', 'introduction.html'],
    ['guides/install.md', '../', 'introduction.html'],
    ['guides/install.md', '../reference/api.md#errors', 'reference/api.html#errors'],
    ['guides/install.md', '../.gitbook/assets/shot.png', '_files/f1/shot.png'],
    // With encoded characters.
    ['guides/install.md', 'my%20page.md', 'guides/my-page.html'],
    ['guides/install.md', 'caf%C3%A9.md#caf%C3%A9', 'guides/cafe.html#cafe'],
    ['README.md', '../.gitbook/assets/shot.png', '_files/f1/shot.png'],
    // A file whose name holds `#`, linked as written (audacity-support: `<../.gitbook/assets/Recording #3.gif>`).
    ['guides/install.md', '../.gitbook/assets/Recording%20#3.gif', '_files/f2/Recording_3.gif'],
    // To `.md` files whose page slug differs.
    ['guides/install.md', 'getting-started.md', 'guides/quickstart.html'],
    ['reference/api.md', '../guides/getting-started.md#run', 'guides/quickstart.html#run'],
    // To a hidden page.
    ['guides/install.md', '../reference/ui.md#the-sidebar', 'reference/ui.html#the-sidebar'],
  ];

  for (const [from, href, site] of cases)
    it(`${from}: ${href}`, async () => {
      const { index: space, byPath } = await index();
      expect(space.link(byPath.get(from)!, href)).toBe(site);
    });

  it('the published pages carry those links, and every one opens a file of the site', async () => {
    const markdown =
      '# Install\n\nSee [the guides](../), [quick start](getting-started.md), [my page](<my page.md>), ' +
      '[the UI](../reference/ui.md#the-sidebar) and <a href="../reference/api.md#errors">errors</a>.\n\n' +
      '{% content-ref url="../reference/ui.md" %}\n[ui.md](../reference/ui.md)\n{% endcontent-ref %}\n';
    const withLinks = (list: SourcePage[]): SourcePage[] =>
      list.map((p) => ({
        ...p,
        ...(p.source === 'guides/install.md' ? { markdown } : {}),
        pages: withLinks(p.pages),
      }));
    const linked: SiteSource = { ...source, pages: async () => withLinks(pages) };
    const site = new StaticSite(await loadSiteModel(linked), linked);
    const html = String((await site.file('guides/install.html'))!.body);
    const hrefs = [...html.matchAll(/<article>[\s\S]*<\/article>/g)]
      .flatMap((m) => [...m[0].matchAll(/href="([^"]+)"/g)])
      .map((m) => m[1]!);
    expect(hrefs).toEqual([
      '../introduction.html',
      '../guides/quickstart.html',
      '../guides/my-page.html',
      '../reference/ui.html#the-sidebar',
      '../reference/api.html#errors',
      '../reference/ui.html',
    ]);
    const files = new Set(site.paths());
    for (const href of hrefs) expect(files.has(href.replace(/^\.\.\//, '').split('#')[0]!), href).toBe(true);
  });

  it('the markdown module hands every link form to the site (markdown, HTML, mention, reference)', () => {
    const seen: string[] = [];
    markdownToHtml('[a](a.md#x) <a href="b%20c.md">b</a> [m](d.md "mention") [r][ref]\n\n[ref]: ../e.md\n', {
      link: (href) => {
        seen.push(href);
        return undefined;
      },
    });
    expect(seen).toEqual(['a.md#x', 'b%20c.md', 'd.md', '../e.md']);
  });
});
