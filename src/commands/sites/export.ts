import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as api from '../../api/sites.js';
import { getSpace } from '../../api/spaces.js';
import type { Context } from '../../context.js';
import { InterruptedError, NotFoundError, UsageError } from '../../errors.js';
import type { SiteSource } from '../../site/model.js';
import { openInBrowser } from '../browser.js';
import { defineCommand, resource, none, type CommandSpec } from '../spec.js';
import { human, shareKeyFrom, siteArg, target } from './shared.js';

export interface ExportResult {
  dir: string;
  url: string;
  pages: number;
  files: number;
}

/** Renders a site from `source` and writes it into `dir`, with progress on a terminal. */
export async function exportSite(ctx: Context, source: SiteSource, dir: string): Promise<ExportResult> {
  const [{ buildStaticSite }, { writeStaticSite, NotASiteFolderError, UnsafePathError }] = await Promise.all([
    import('../../site/site.js'),
    import('../../site/write.js'),
  ]);
  const site = await buildStaticSite(source);
  const tty = ctx.io.stderr.isTTY;
  let shown = 0;
  const progress = (done: number, total: number) => {
    if (tty && (done === total || done - shown >= 25)) {
      shown = done;
      ctx.io.stderr.write(`\rwriting ${done}/${total} files…`);
    }
  };
  try {
    const written = await writeStaticSite(site, dir, { progress, signal: ctx.signal });
    if (tty) ctx.io.stderr.write('\r\x1b[K');
    return { dir, url: pathToFileURL(resolve(dir, 'index.html')).href, pages: site.pageCount, files: written.files };
  } catch (error) {
    if (tty) ctx.io.stderr.write('\r\x1b[K');
    if (error instanceof NotASiteFolderError) throw new UsageError(error.message, 'choose an empty or new folder');
    if (error instanceof UnsafePathError) throw new UsageError(error.message);
    if (ctx.signal?.aborted) throw new InterruptedError(`interrupted: ${dir} is as it was`);
    throw error;
  }
}

export const exportSiteCommand: CommandSpec = defineCommand({
  name: 'export',
  summary: 'Write a published site as static files a browser opens offline',
  description:
    'Reads the published site through the API (site, structure, pages, files) and writes HTML pages, images, a stylesheet and a search index into <dir>. ' +
    'A later export into the same folder replaces it; a folder holding other files is refused.',
  effect: 'read',
  output: 'resource',
  args: [siteArg, { name: 'dir', description: 'folder to write (created; an earlier export there is replaced)' }],
  options: [
    {
      flags: '--share-key <key>',
      description: 'share key (or a share link URL) for a share-link site',
      limit: { min: 1 },
    },
  ],
  examples: [
    'docs-cli sites export <site-id> ./site',
    'docs-cli sites export <site-id> ./site --share-key <key>',
    'docs-cli sites export <site-id> ./site -o json',
  ],
  async run(ctx, input) {
    const { org, site } = await target(ctx, input.args.site);
    const dir = resolve(input.args.dir);
    if (existsSync(dir) && !(await import('node:fs')).statSync(dir).isDirectory())
      throw new UsageError(`${input.args.dir} is a file, not a folder`);
    const shareKey = shareKeyFrom(input.opts.shareKey);
    const { apiSiteSource } = await import('./site-source.js');
    const result = await exportSite(ctx, apiSiteSource(ctx.api(), org, site, shareKey), dir);
    if (!human(input.opts)) return resource(result);
    ctx.io.stdout.write(
      ctx.io.stdout.isTTY
        ? `Exported ${result.pages} pages (${result.files} files) to ${dir}: ${result.url}\n`
        : `${result.url}\n`,
    );
    return none();
  },
});

/**
 * The embedded workspace's published URLs are files in its data folder. Sites are written when
 * published; a space (and a site written by an older version) is written now.
 */
async function ensureWritten(
  ctx: Context,
  url: string,
  source: () => Promise<SiteSource>,
  refresh: boolean,
): Promise<void> {
  if (!url.startsWith('file:') || !ctx.settings.embedded) return;
  const file = fileURLToPath(url.replace(/\?.*/s, ''));
  if (!refresh && existsSync(file)) return;
  await exportSite(ctx, await source(), resolve(file, '..'));
}

export const openSiteCommand: CommandSpec = defineCommand({
  name: 'open',
  summary: 'Open a published site in the browser (prints its URL when there is no display)',
  effect: 'read',
  output: 'none',
  args: [siteArg],
  examples: ['docs-cli sites open <site-id>', 'BROWSER=firefox docs-cli sites open <site-id>'],
  async run(ctx, input) {
    const { org, site } = await target(ctx, input.args.site);
    const found = await api.getSite(ctx.api(), org, site);
    const url = found.urls.published;
    if (!url)
      throw new NotFoundError(`site ${site} is not published`, `publish it with docs-cli sites publish ${site}`);
    await ensureWritten(
      ctx,
      url,
      async () => (await import('./site-source.js')).apiSiteSource(ctx.api(), org, site),
      false,
    );
    await openInBrowser(ctx, url);
    return none();
  },
});

export const openSpaceCommand: CommandSpec = defineCommand({
  name: 'open',
  summary: 'Open a public or unlisted space in the browser (prints its URL when there is no display)',
  effect: 'read',
  output: 'none',
  args: [{ name: 'space', description: 'space id', pick: 'space' }],
  examples: ['docs-cli spaces open <space-id>'],
  async run(ctx, input) {
    const space = input.args.space;
    const found = await getSpace(ctx.api(), space);
    const url = found.urls.published;
    if (!url)
      throw new NotFoundError(
        `space ${space} is not published: only public and unlisted spaces are`,
        'publish it through a site instead: docs-cli sites publish <site>',
      );
    await ensureWritten(
      ctx,
      url,
      async () => (await import('./site-source.js')).apiSpaceSource(ctx.api(), space),
      true,
    );
    await openInBrowser(ctx, url);
    return none();
  },
});
