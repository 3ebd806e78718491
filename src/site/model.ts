/**
 * A published site as readers get it: its sections (and groups), each section's site spaces
 * (variants), each space's pages (hidden ones marked) and files. Built from the public API's shapes (site,
 * structure, pages, files), so the service (from its store) and the CLI (over HTTP) read sites the
 * same way and hand them to the one renderer.
 */

export interface SourcePage {
  id: string;
  title: string;
  /** What the table of contents shows instead of `title` (reference 0.202.0; SUMMARY.md's link title). */
  linkTitle?: string;
  path: string;
  /** `document` (the default), `group` (a heading of the navigation holding its pages) or `link` (a link entry). */
  type?: string;
  description?: string;
  emoji?: string;
  markdown?: string;
  /** The markdown file the page came from (`git.path`), to resolve its relative links. */
  source?: string;
  hidden?: boolean;
  /** A link page's destination as a URL (reference `RevisionPageLink.href`). */
  href?: string;
  /** A link page's destination (reference `RevisionPageLink.target`, a content reference). */
  target?: { kind: string; url?: string; page?: string; anchor?: string; file?: string };
  pages: SourcePage[];
}

/** Reusable content of a space (`{% include %}` in GitBook's markdown), by its path in the repository. */
export interface SourceInclude {
  path: string;
  markdown: string;
}

export interface SourceFile {
  id: string;
  name: string;
  contentType: string;
  /** Path of the file in the space (`git.path`), e.g. `images/logo.png`. */
  source?: string;
}

interface SiteSpaceJson {
  path: string;
  title?: string;
  default?: boolean;
  space: { id: string; title?: string };
}
interface SectionJson {
  object: 'site-section';
  title: string;
  path: string;
  default?: boolean;
  siteSpaces: SiteSpaceJson[];
}
interface GroupJson {
  object: 'site-section-group';
  title: string;
  sections: SectionJson[];
}
export type StructureJson =
  | { type: 'sections'; structure: Array<SectionJson | GroupJson> }
  | { type: 'siteSpaces'; structure: SiteSpaceJson[] };

/** Where a site's content comes from: the service's store, or the public API. */
export interface SiteSource {
  site(): Promise<{ title: string; structure: StructureJson }>;
  pages(spaceId: string): Promise<SourcePage[]>;
  files(spaceId: string): Promise<SourceFile[]>;
  fileBytes(spaceId: string, file: SourceFile): Promise<Uint8Array>;
  /** Reusable content the pages include; none when the source has no such thing. */
  includes?(spaceId: string): Promise<SourceInclude[]>;
}

export interface VariantModel {
  title: string;
  /** Output folder of this space, relative to the site root (`docs/v2`; '' for the defaults). */
  dir: string;
  default: boolean;
  spaceId: string;
  pages: SourcePage[];
  files: SourceFile[];
  includes: SourceInclude[];
}

export interface SectionModel {
  title: string;
  group?: string;
  dir: string;
  default: boolean;
  variants: VariantModel[];
}

export interface SiteModel {
  title: string;
  /** A site without sections has one untitled section holding its site spaces. */
  sections: SectionModel[];
}

/** A published space reads as a site of one space. */
export const singleSpaceSite = (space: {
  id: string;
  title?: string;
}): { title: string; structure: StructureJson } => ({
  title: space.title || 'Untitled space',
  structure: { type: 'siteSpaces', structure: [{ path: '', default: true, space }] },
});

/**
 * A `hidden` page is hidden from the table of contents only (GitBook's documentation, "Page
 * options > Visibility": "Hidden pages are only hidden from the published table of contents"): it
 * is still published and opens from links. Its children are hidden with it.
 */
const markHidden = (pages: SourcePage[], parentHidden = false): SourcePage[] =>
  pages.map((p) => {
    const hidden = parentHidden || !!p.hidden;
    return { ...p, ...(hidden ? { hidden: true } : {}), pages: markHidden(p.pages ?? [], hidden) };
  });

/** Reads a whole site from its source; spaces are read in parallel. */
export async function loadSiteModel(source: SiteSource): Promise<SiteModel> {
  const { title, structure } = await source.site();
  const sections: Array<{
    title: string;
    group?: string;
    path: string;
    default?: boolean;
    siteSpaces: SiteSpaceJson[];
  }> =
    structure.type === 'sections'
      ? structure.structure.flatMap((item) =>
          item.object === 'site-section-group' ? item.sections.map((s) => ({ ...s, group: item.title })) : [item],
        )
      : [{ title: '', path: '', default: true, siteSpaces: structure.structure }];
  const models = await Promise.all(
    sections.map(async (section): Promise<SectionModel> => {
      const variants = await Promise.all(
        section.siteSpaces.map(async (ss): Promise<VariantModel> => {
          const [pages, files, includes] = await Promise.all([
            source.pages(ss.space.id),
            source.files(ss.space.id),
            source.includes?.(ss.space.id) ?? [],
          ]);
          // The default section and site space sit at their parent's root, as in published URLs.
          const dir = [section.default ? '' : section.path, ss.default ? '' : ss.path].filter(Boolean).join('/');
          return {
            title: ss.title || ss.space.title || ss.path,
            dir,
            default: !!ss.default,
            spaceId: ss.space.id,
            pages: markHidden(pages),
            files,
            includes,
          };
        }),
      );
      return {
        title: section.title,
        ...(section.group ? { group: section.group } : {}),
        dir: section.default ? '' : section.path,
        default: !!section.default,
        variants,
      };
    }),
  );
  return { title, sections: models };
}
