import { options } from '../spec.js';
import { readTextInput } from '../../read-input.js';
import { existsSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { listPages, type ContentScope, type Page } from '../../api/content.js';
import type { Context } from '../../context.js';
import { NotFoundError, UsageError } from '../../errors.js';
import type { OutputFormat } from '../../output/formats.js';
import { renderResource } from '../../output/render.js';

/** True when the user asked for machine output (-o json/jsonl/ids, --json, --query). */
export const structuredOutput = (opts: { json?: boolean; output?: string; query?: string }) =>
  Boolean(opts.json) || (opts.output !== undefined && opts.output !== 'table') || opts.query !== undefined;

type AnswerOptions = { json?: boolean; output: OutputFormat; query?: string };

/** A command's answer in the machine format asked for (-o, --json, --query). */
export const renderAnswer = (ctx: Context, opts: AnswerOptions, data: unknown): Promise<void> =>
  renderResource(ctx.io, data, undefined, { format: opts.json ? 'json' : opts.output, query: opts.query });

/** The answer when machine output was asked for, else the lines on stdout. */
export async function printAnswer(ctx: Context, opts: AnswerOptions, data: unknown, lines: string[]): Promise<void> {
  if (structuredOutput(opts)) await renderAnswer(ctx, opts, data);
  else ctx.io.stdout.write(lines.map((l) => `${l}\n`).join(''));
}

export function flatten(pages: Page[]): Page[] {
  return pages.flatMap((p) => [p, ...flatten(p.pages ?? [])]);
}

/** The page tree as text: indented titles on a terminal, `id<TAB>path<TAB>title` rows otherwise. */
export function pageTreeText(pages: Page[], tty: boolean): string {
  const lines: string[] = [];
  const walk = (list: Page[], depth: number) => {
    for (const p of list) {
      const title = `${p.emoji ? `${p.emoji} ` : ''}${p.title}`;
      lines.push(
        tty
          ? `${'  '.repeat(depth)}${title}  (${p.path})  ${p.id}`
          : [p.id, p.path, title.replace(/\s+/g, ' ')].join('\t'),
      );
      walk(p.pages ?? [], depth + 1);
    }
  };
  walk(pages, 0);
  return lines.length ? `${lines.join('\n')}\n` : '';
}

/**
 * A page given by id or by path (`guides/install`, `guides/install.md`). A dry run sends the
 * reference as given rather than looking it up.
 */
export async function resolvePageId(ctx: Context, scope: ContentScope, ref: string): Promise<string> {
  if (ctx.dryRun) return ref;
  const { pages } = await listPages(ctx.api(), scope, { metadata: false });
  const all = flatten(pages);
  const path = ref.replace(/^\/+|\/+$/g, '').replace(/\.(md|markdown)$/i, '');
  const found = all.find((p) => p.id === ref) ?? all.find((p) => p.path === path);
  if (!found)
    throw new NotFoundError(
      `page ${ref} not found`,
      `list the pages with docs-cli spaces content pages ${scope.space}`,
    );
  return found.id;
}

const URL_LIKE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * What to send as an import: URLs as they are, local paths as `file:` URLs marked `local` (the
 * embedded service reads them; for a server they are pushed instead). `source` follows the input.
 */
export function importTarget(input: string, source?: string): { url: string; source: string; local?: boolean } {
  if (URL_LIKE.test(input) && !/^[a-z]:[\\/]/i.test(input)) {
    const guessed = /\.zip($|\?)/i.test(input)
      ? 'zip'
      : /^https?:/i.test(input) && !/\.(md|markdown)($|\?)/i.test(input)
        ? 'website'
        : 'markdown';
    return { url: input, source: source ?? guessed };
  }
  const path = resolve(input);
  if (!existsSync(path)) throw new UsageError(`${input}: no such file or folder`);
  return {
    url: pathToFileURL(path).href,
    source: source ?? (extname(path).toLowerCase() === '.zip' ? 'zip' : 'markdown'),
    local: true,
  };
}

interface BodyOptions {
  body?: string;
  bodyFile?: string;
}

/** `--body <markdown>` or `--body-file <path|->`, exactly one. */
export async function readBodyOption(ctx: Context, opts: BodyOptions, required: true): Promise<string>;
export async function readBodyOption(ctx: Context, opts: BodyOptions, required: false): Promise<string | undefined>;
export async function readBodyOption(ctx: Context, opts: BodyOptions, required: boolean): Promise<string | undefined> {
  if (opts.body !== undefined && opts.bodyFile !== undefined)
    throw new UsageError('use either --body or --body-file, not both');
  let text: string | undefined = opts.body;
  if (opts.bodyFile !== undefined) {
    text = await readTextInput(ctx.io, opts.bodyFile, '--body-file');
  }
  if (text !== undefined && text.trim() === '') throw new UsageError('the comment body must not be empty');
  if (text === undefined && required)
    throw new UsageError('missing the comment body: give --body <markdown> or --body-file <path|->');
  return text?.replace(/\n+$/, '');
}

export const bodyOptions = options([
  { flags: '--body <markdown>', description: 'text of the comment (markdown)' },
  { flags: '--body-file <path>', description: 'read the text from a file (- for stdin)', limit: { min: 1 } },
]);
