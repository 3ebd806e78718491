import type { ListPage } from '../api/client.js';
import type { IO } from '../io.js';
import type { OutputFormat, OutputOptions } from './formats.js';
import { applyQuery } from './query.js';
import { renderCard, renderTable } from './table.js';
import { cell, type View } from './view.js';

/** Prints one resource in the chosen format. */
export async function renderResource<T>(io: IO, data: T, view: View<T> | undefined, out: OutputOptions): Promise<void> {
  if (out.query !== undefined) return printQueried(io, await applyQuery(data, out.query), out.format);
  switch (out.format) {
    case 'json':
      return printJson(io, data);
    case 'jsonl':
      io.stdout.write(`${JSON.stringify(data)}\n`);
      return;
    case 'ids':
      io.stdout.write(`${view ? view.id(data) : String((data as { id?: unknown }).id ?? '')}\n`);
      return;
    case 'text':
    case 'table':
    case 'wide':
      if (io.stdout.isTTY && out.format !== 'text') {
        io.stdout.write(await renderCard(data as Record<string, unknown>, io.color));
      } else if (view) {
        io.stdout.write(row(view, data));
      } else {
        io.stdout.write(text(data));
      }
  }
}

export interface ListRenderResult {
  shown: number;
  /** Total count the service reported on the first page. */
  count: number;
  /** More items exist beyond what was shown. */
  more: boolean;
  /** Cursor that continues exactly after the last item shown, when there is one. */
  next?: string;
}

/**
 * Prints a list as its pages arrive: `jsonl`, `ids`, `text` and piped tables stream with
 * constant memory; `json`, `--query` and terminal tables collect first. `limit` caps the items.
 * The next page is asked for before this one is printed, once it is known to be wanted (the limit
 * not reached), so that its answer travels while this one is written: one page ahead at most.
 */
export async function renderList<T>(
  io: IO,
  pages: AsyncIterable<ListPage<T>>,
  view: View<T>,
  out: OutputOptions,
  limit: number,
  onProgress?: (shown: number, count: number) => void,
): Promise<ListRenderResult> {
  const terminalTable = (out.format === 'table' || out.format === 'wide') && io.stdout.isTTY;
  const collect = out.query !== undefined || out.format === 'json' || terminalTable;
  const collected: T[] = [];
  let shown = 0;
  let count = 0;
  let more = false;
  let next: string | undefined;
  let first = true;
  const line =
    out.format === 'jsonl'
      ? (item: T) => JSON.stringify(item)
      : out.format === 'ids'
        ? (item: T) => view.id(item)
        : (item: T) => row(view, item).slice(0, -1);
  const printPage = (items: T[]) => {
    if (collect) collected.push(...items);
    else if (items.length) io.stdout.write(`${items.map(line).join('\n')}\n`);
  };
  const iterator = pages[Symbol.asyncIterator]();
  let ahead: Promise<IteratorResult<ListPage<T>>> | undefined = iterator.next();
  try {
    while (ahead) {
      const step = await ahead;
      ahead = undefined;
      if (step.done) break;
      const page = step.value;
      if (first) count = page.count;
      first = false;
      const cut = page.items.length > limit - shown;
      const items = cut ? page.items.slice(0, limit - shown) : page.items;
      shown += items.length;
      if (shown < limit && page.next?.page) {
        ahead = iterator.next();
        // Its failure is met where it is awaited, after this page is printed.
        ahead.catch(() => undefined);
        // The request leaves on the event loop's next turn, not after this page is written.
        await new Promise((resolve) => setImmediate(resolve));
      }
      printPage(items);
      onProgress?.(shown, count);
      if (shown >= limit) {
        more = cut || Boolean(page.next);
        // A page cut in the middle has no cursor for the rest of it.
        next = cut ? undefined : page.next?.page;
        break;
      }
    }
  } finally {
    // A page asked for ahead is left to end on its own when printing failed: the error comes first.
    if (!ahead) await iterator.return?.();
  }
  if (collect) {
    if (out.query !== undefined) printQueried(io, await applyQuery(collected, out.query), out.format);
    else if (out.format === 'json') printJson(io, collected);
    else if (collected.length) {
      const width = out.format === 'wide' ? undefined : io.stdout.columns ? io.stdout.columns - 1 : undefined;
      io.stdout.write(
        await renderTable(collected, view.columns, {
          color: io.color,
          width,
          relativeTimes: true,
          ids: collected.map((item) => cell(view.id(item))),
        }),
      );
    }
  }
  return { shown, count, more, next };
}

/** `--query` results: JSON (pretty, or one compact line per element for jsonl), or raw text. */
function printQueried(io: IO, data: unknown, format: OutputFormat): void {
  if (format === 'text') io.stdout.write(text(data));
  else if (format === 'jsonl')
    io.stdout.write((Array.isArray(data) ? data : [data]).map((d) => `${JSON.stringify(d ?? null)}\n`).join(''));
  else printJson(io, data);
}

function printJson(io: IO, data: unknown): void {
  io.stdout.write(`${JSON.stringify(data ?? null, null, 2)}\n`);
}

/** aws-style text: scalars raw, arrays one element per line, objects as compact JSON. */
function text(data: unknown): string {
  if (data === undefined || data === null) return '';
  if (Array.isArray(data)) return data.map(text).join('');
  if (typeof data === 'object') return `${JSON.stringify(data)}\n`;
  return `${String(data)}\n`;
}

/** A piped table row: tab-separated, untruncated, no tabs or newlines inside a cell. */
function row<T>(view: View<T>, item: T): string {
  return `${view.columns.map((c) => cell(c.value(item)).replace(/[\t\n\r]+/g, ' ')).join('\t')}\n`;
}
