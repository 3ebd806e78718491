import type { ListPage } from '../api/client.js';
import type { IO } from '../io.js';
import type { OutputOptions } from './formats.js';
import { applyQuery } from './query.js';
import { renderCard, renderTable } from './table.js';
import { cell, type View } from './view.js';

/** Prints one resource in the chosen format. */
export async function renderResource<T>(io: IO, data: T, view: View<T> | undefined, out: OutputOptions): Promise<void> {
  if (out.query !== undefined) return printJson(io, await applyQuery(data, out.query));
  switch (out.format) {
    case 'json':
      return printJson(io, data);
    case 'jsonl':
      io.stdout.write(JSON.stringify(data) + '\n');
      return;
    case 'ids':
      io.stdout.write((view ? view.id(data) : String((data as { id?: unknown }).id ?? '')) + '\n');
      return;
    case 'table':
      if (io.stdout.isTTY || !view) {
        io.stdout.write(await renderCard(data as Record<string, unknown>, io.color));
      } else {
        io.stdout.write(view.columns.map((c) => plain(c.value(data))).join('\t') + '\n');
      }
  }
}

export interface ListRenderResult {
  shown: number;
  /** Total count the service reported on the first page. */
  count: number;
  /** More items exist beyond what was shown. */
  more: boolean;
}

/**
 * Prints a list as its pages arrive: `jsonl`, `ids` and piped tables stream with constant
 * memory; `json`, `--query` and terminal tables collect first. `limit` caps the items shown.
 */
export async function renderList<T>(
  io: IO,
  pages: AsyncIterable<ListPage<T>>,
  view: View<T>,
  out: OutputOptions,
  limit: number,
  onProgress?: (shown: number, count: number) => void,
): Promise<ListRenderResult> {
  const collect = out.query !== undefined || out.format === 'json' || (out.format === 'table' && io.stdout.isTTY);
  const collected: T[] = [];
  let shown = 0;
  let count = 0;
  let more = false;
  let first = true;
  for await (const page of pages) {
    if (first) count = page.count;
    first = false;
    let chunk = '';
    for (const item of page.items) {
      if (shown >= limit) {
        more = true;
        break;
      }
      shown++;
      if (collect) collected.push(item);
      else if (out.format === 'jsonl') chunk += JSON.stringify(item) + '\n';
      else if (out.format === 'ids') chunk += view.id(item) + '\n';
      else chunk += view.columns.map((c) => plain(c.value(item))).join('\t') + '\n';
    }
    if (chunk) io.stdout.write(chunk);
    onProgress?.(shown, count);
    if (shown >= limit) {
      more = more || Boolean(page.next);
      break;
    }
  }
  if (collect) {
    if (out.query !== undefined) printJson(io, await applyQuery(collected, out.query));
    else if (out.format === 'json') printJson(io, collected);
    else if (collected.length) io.stdout.write(await renderTable(collected, view.columns, io.color));
  }
  return { shown, count, more };
}

function printJson(io: IO, data: unknown): void {
  io.stdout.write(JSON.stringify(data ?? null, null, 2) + '\n');
}

/** Plain cells for piped output: no tabs or newlines inside a cell. */
function plain(value: unknown): string {
  return cell(value).replace(/[\t\n\r]+/g, ' ');
}
