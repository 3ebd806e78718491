import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageShapeProblem } from '../../src/common/markdown/shape.js';
import { encodePath, pageFile } from '../../src/site/links.js';
import { loadSiteModel, type SourcePage } from '../../src/site/model.js';
import { StaticSite } from '../../src/site/site.js';
import { writeStaticSite } from '../../src/site/write.js';
import { tempDir } from '../helpers/cli.js';
import { readFolderSite } from '../helpers/folder-site.js';
import { serveFolder } from '../helpers/static-server.js';
import { REAL_REPOS, REAL_SPACES } from '../helpers/real-repos.js';

/**
 * The agents' files (llms.txt, markdown twins) of each real GitBook repository's site, published
 * as real-repos.test.ts publishes it and served from its export folder by a plain static server:
 * llms.txt lists every visible page once with its title and no hidden page, and each page's `.md`
 * holds the page's markdown, only link destinations changed.
 */
const ROOT = REAL_REPOS;
const SPACES = REAL_SPACES;
if (!ROOT) console.warn('real repository llms.txt tests skipped: DOCS_CLI_REAL_REPOS is not set');

const flatten = (pages: SourcePage[]): SourcePage[] => pages.flatMap((p) => [p, ...flatten(p.pages ?? [])]);
/** Markdown with link and image destinations (inline and definitions) left out. */
const withoutDestinations = (markdown: string) =>
  markdown
    .replace(/\]\((?:<[^>\n]*>|(?:[^()\s]|\([^()]*\))*)(?:\s+"[^"]*")?\)/g, ']()')
    .replace(/^( {0,3}\[[^\]]+\]:)\s*\S+/gm, '$1')
    .trim();

describe.skipIf(!ROOT)('real GitBook repositories: llms.txt and markdown twins', () => {
  for (const space of SPACES) {
    const dir = join(ROOT ?? '', space);
    it.skipIf(!existsSync(dir))(
      `${space}: llms.txt lists each visible page once, each .md holds its page`,
      async () => {
        const folder = readFolderSite(dir, space);
        const model = await loadSiteModel(folder.source);
        const site = new StaticSite(model, folder.source);
        const out = join(tempDir(), 'site');
        await writeStaticSite(site, out);
        const server = await serveFolder(out);
        try {
          const variant = model.sections[0]!.variants[0]!;
          const documents = flatten(variant.pages).filter((p) => p.type !== 'group' && p.type !== 'link');
          const visible = documents.filter((p) => !p.hidden);
          const llms = await (await fetch(`${server.url}llms.txt`)).text();
          const listed = [...llms.matchAll(/^- \[((?:[^\]\\]|\\.)*)\]\(([^)]+)\)/gm)]
            .map((m) => ({ title: m[1]!.replace(/\\(.)/g, '$1'), href: m[2]! }))
            .filter((e) => e.href !== 'llms-full.txt');
          const expected = visible.map((p) => ({
            title: (p.title || 'Untitled').replace(/\s+/g, ' ').trim(),
            href: encodePath(pageFile(variant, p).replace(/\.html$/, '.md')),
          }));
          expect(listed).toEqual(expected);
          let compared = 0;
          for (const page of documents) {
            const href = encodePath(pageFile(variant, page).replace(/\.html$/, '.md'));
            const res = await fetch(server.url + href);
            expect(res.status, href).toBe(200);
            const twin = await res.text();
            const markdown = page.markdown ?? '';
            if (pageShapeProblem(markdown)) continue;
            expect(withoutDestinations(twin), href).toContain(withoutDestinations(markdown));
            compared++;
          }
          console.log(
            `${space}: llms.txt lists ${listed.length} of ${documents.length} pages (${documents.length - visible.length} hidden); ${compared} twins compared`,
          );
        } finally {
          await server.close();
        }
      },
      900_000,
    );
  }
});
