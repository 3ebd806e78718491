import * as api from '../../api/content.js';
import { LinkListings } from '../../api/links.js';
import { CONTENT_FORMATS, IMPORT_SOURCES, LINK_STATUSES } from '../../common/enums.js';
import { LIMITS } from '../../common/limits.js';
import { view } from '../../output/view.js';
import { option, defineCommand, list, message, resource, type CommandSpec, type Result } from '../spec.js';
import { importInto } from './import-local.js';
import { flatten, importTarget, pageTreeText, resolvePageId, structuredOutput } from './output.js';
import type { ScopeSpec } from './scope.js';
import { backlinkView, fileView, linkView, pageView, searchView } from './views.js';

const metadataOption = option({ flags: '--no-metadata', description: 'leave out git metadata' });
const revisionSummary = view<api.Revision>(
  'revision',
  [
    ['ID', (r) => r.id],
    ['TYPE', (r) => r.type],
    ['CREATED', (r) => r.createdAt],
    ['PAGES', (r) => flatten(r.pages).length],
    ['FILES', (r) => r.files.length],
  ],
  (r) => r.id,
);

interface RevisionSummary {
  id: string;
  type: string;
  createdAt: string;
  parents: string;
  pages: number;
  files: number;
}

const summaryView = view<RevisionSummary>(
  'revision',
  [
    ['ID', (r) => r.id],
    ['TYPE', (r) => r.type],
    ['CREATED', (r) => r.createdAt],
    ['PAGES', (r) => r.pages],
    ['FILES', (r) => r.files],
  ],
  (r) => r.id,
);

/** The content reads (`get`, `pages`, `page`, `files`, `file`, `backlinks`, `links`) for a scope. */
export function contentReadCommands(scope: ScopeSpec): CommandSpec[] {
  const where = scope.kind === 'space' ? 'the space' : 'the change request';
  return [
    defineCommand({
      name: 'get',
      summary: `Show the current revision of ${where}`,
      effect: 'read',
      output: 'resource',
      args: scope.args,
      options: [...scope.options, metadataOption],
      examples: [scope.example('get'), scope.example('get', '-o json')],
      async run(ctx, input) {
        const revision = await api.getContent(ctx.api(), scope.resolve(input), {
          metadata: input.opts.metadata !== false,
        });
        if (structuredOutput(input.opts)) return resource(revision, revisionSummary);
        const summary: RevisionSummary = {
          id: revision.id,
          type: revision.type,
          createdAt: revision.createdAt,
          parents: revision.parents.join(', '),
          pages: flatten(revision.pages).length,
          files: revision.files.length,
        };
        return resource(summary, summaryView);
      },
    }),
    defineCommand({
      name: 'pages',
      summary: `Print the page tree of ${where}`,
      description:
        'On a terminal the tree is indented; piped, each page is a line: id, path, title (tab-separated). -o json gives the tree.',
      effect: 'read',
      output: 'resource',
      args: scope.args,
      options: scope.options,
      examples: [scope.example('pages'), scope.example('pages', '-o json'), scope.example('pages', '-o ids')],
      async run(ctx, input): Promise<Result> {
        const { pages } = await api.listPages(ctx.api(), scope.resolve(input));
        const format = input.opts.json ? 'json' : input.opts.output;
        if (input.opts.query !== undefined || format === 'json') return resource(pages);
        if (format === 'ids' || format === 'jsonl') {
          for (const p of flatten(pages))
            ctx.io.stdout.write(`${format === 'ids' ? p.id : JSON.stringify({ ...p, pages: undefined })}\n`);
          return { kind: 'none' };
        }
        ctx.io.stdout.write(pageTreeText(pages, ctx.io.stdout.isTTY));
        if (pages.length === 0) ctx.hint('no pages');
        return { kind: 'none' };
      },
    }),
    defineCommand({
      name: 'page',
      summary: 'Print a page as markdown',
      description:
        'The page is given by id or by path (guides/install). Prints the markdown; -o json gives the Page object.',
      effect: 'read',
      output: 'resource',
      args: [...scope.args, { name: 'page', description: 'page id or path' }],
      options: [
        ...scope.options,
        { flags: '--format <format>', description: 'content format of the JSON output', choices: CONTENT_FORMATS },
      ],
      examples: [scope.example('page', 'guides/install'), scope.example('page', '<page-id> -o json')],
      async run(ctx, input): Promise<Result> {
        const s = scope.resolve(input);
        const id = await resolvePageId(ctx, s, input.args.page);
        const page = await api.getPage(ctx.api(), s, id, { format: input.opts.format });
        if (structuredOutput(input.opts) || page.markdown === undefined) return resource(page, pageView);
        await ctx.printPaged(page.markdown.endsWith('\n') ? page.markdown : `${page.markdown}\n`);
        return { kind: 'none' };
      },
    }),
    defineCommand({
      name: 'files',
      summary: `List the files of ${where}`,
      effect: 'read',
      output: 'list',
      args: scope.args,
      options: scope.options,
      examples: [scope.example('files'), scope.example('files', '-o json')],
      async run(ctx, input) {
        const s = scope.resolve(input);
        return list(fileView, (q) => api.listFiles(ctx.api(), s, q));
      },
    }),
    defineCommand({
      name: 'file',
      summary: 'Show a file',
      effect: 'read',
      output: 'resource',
      args: [...scope.args, { name: 'file', description: 'file id' }],
      options: scope.options,
      examples: [scope.example('file', '<file-id>'), scope.example('file', '<file-id> --query downloadURL')],
      async run(ctx, input) {
        return resource(await api.getFile(ctx.api(), scope.resolve(input), input.args.file), fileView);
      },
    }),
    defineCommand({
      name: 'backlinks',
      summary: 'List the pages that link to a file',
      effect: 'read',
      output: 'list',
      args: [...scope.args, { name: 'file', description: 'file id' }],
      options: scope.options,
      examples: [scope.example('backlinks', '<file-id>')],
      async run(ctx, input) {
        const s = scope.resolve(input);
        const listings = new LinkListings(ctx.api(), s);
        return list(backlinkView, (q) => listings.fileBacklinks(input.args.file, q));
      },
    }),
    defineCommand({
      name: 'links',
      summary: 'List the links of a page, with their status',
      effect: 'read',
      output: 'list',
      args: [...scope.args, { name: 'page', description: 'page id or path' }],
      options: [
        ...scope.options,
        { flags: '--status <status>', description: 'only links with this status', choices: LINK_STATUSES },
      ],
      examples: [scope.example('links', 'guides/install'), scope.example('links', '<page-id> --status broken')],
      async run(ctx, input) {
        const s = scope.resolve(input);
        const id = await resolvePageId(ctx, s, input.args.page);
        const listings = new LinkListings(ctx.api(), s);
        return list(linkView, (q) => listings.pageLinks(id, { ...q, status: input.opts.status }));
      },
    }),
  ];
}

/** `import <path-or-url>`: a folder, markdown file or .zip, or a URL the service can reach. */
export function importCommand(scope: ScopeSpec): CommandSpec {
  return defineCommand({
    name: 'import',
    summary:
      scope.kind === 'space'
        ? 'Import markdown into the space (a new revision)'
        : 'Import markdown into the change request (a new revision of it)',
    description:
      'Imports a markdown file, a folder of them (folders become nested pages, images become files) or a .zip of one; ' +
      'pages replace those at the same path. A local folder or markdown file goes to the embedded workspace as a file: URL; to a ' +
      'server it is pushed through a change request (as cr push does, keeping pages the folder does not hold). A .zip and http(s) ' +
      'URLs go through an import run (reference 0.202.0; the .zip uploaded first with a storage upload), waited for up to 10 minutes ' +
      "(DOCS_CLI_IMPORT_WAIT_S); a service without import runs gets the seed's import, a .zip as a file: URL (read only inside " +
      "its --import-root). A folder or markdown file given as a file: URL is the service's to read (inside its --import-root); " +
      'a service without that import (reference 0.202.0) gets what this machine has there, zipped, through an import run.',
    effect: 'write',
    output: 'resource',
    args: [...scope.args, { name: 'source', description: 'local path, file: URL or http(s) URL' }],
    options: [
      ...scope.options,
      {
        flags: '--source <kind>',
        description: 'what the URL holds (default: zip for .zip, markdown otherwise)',
        choices: IMPORT_SOURCES,
      },
    ],
    examples: [
      scope.example('import', './docs'),
      scope.example('import', 'docs.zip -o json'),
      scope.example('import', 'https://example.com/guide.md'),
    ],
    async run(ctx, input) {
      const body = importTarget(input.args.source, input.opts.source);
      const result = await importInto(ctx, scope.resolve(input), body);
      return message(
        `imported ${result.importedResources} of ${result.totalResources} ${result.run !== undefined ? 'pages' : 'resources'} into revision ${result.revision}${result.run !== undefined ? ` (import run ${result.run})` : ''}`,
        result,
        importView,
      );
    },
  });
}

const importView = view<api.ImportResult>(
  'import',
  [
    ['REVISION', (r) => r.revision],
    ['IMPORTED', (r) => r.importedResources],
    ['TOTAL', (r) => r.totalResources],
  ],
  (r) => r.revision,
);

/** `links`: every link of the space or change request, with `--status` and the stats. */
export function linksCommand(scope: ScopeSpec): CommandSpec {
  return defineCommand({
    name: 'links',
    summary:
      scope.kind === 'space'
        ? 'List the links between pages and files of the space'
        : 'List the links of the change request',
    effect: 'read',
    output: 'list',
    args: scope.args,
    options: [
      ...scope.options,
      { flags: '--status <status>', description: 'only links with this status', choices: LINK_STATUSES },
    ],
    examples: [
      scope.example('links'),
      scope.example('links', '--status broken'),
      scope.example('links', '--status broken -o json'),
    ],
    async run(ctx, input) {
      const s = scope.resolve(input);
      let hinted = false;
      const listings = new LinkListings(ctx.api(), s);
      return list(linkView, async (q) => {
        const page = await listings.links({ ...q, status: input.opts.status });
        if (!hinted)
          ctx.hint(
            `${page.stats.total} links, ${page.stats.broken.total} broken${page.stats.broken.changeRequest !== undefined ? ` (${page.stats.broken.changeRequest} new in this change request)` : ''}`,
          );
        hinted = true;
        return page;
      });
    },
  });
}

export const searchCommand: CommandSpec = defineCommand({
  name: 'search',
  summary: 'Search the pages of a space (titles and text), best match first',
  effect: 'read',
  output: 'list',
  args: [
    { name: 'space', description: 'space id or title', pick: 'space' },
    { name: 'query', description: 'words to look for', limit: LIMITS.searchQuery },
  ],
  examples: ['docs-cli spaces search <space-id> install', 'docs-cli spaces search <space-id> "api token" -o json'],
  async run(ctx, input) {
    return list(searchView, (q) => api.searchSpace(ctx.api(), input.args.space, { ...q, query: input.args.query }));
  },
});
