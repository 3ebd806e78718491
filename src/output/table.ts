import type { Column } from './view.js';
import { cell } from './view.js';

export interface TableOptions {
  color: boolean;
  /** Terminal columns to fit; undefined (or `--wide`) shows every column in full. */
  width?: number;
  /** Timestamps as "3 days ago" (the exact time stays in JSON). */
  relativeTimes?: boolean;
  /** Each item's identifier (what `-o ids` prints): the column holding it is never cut. */
  ids?: string[];
}

/** Identifier columns: never truncated (a column is left out instead). */
const FIXED = new Set(['ID', '#', 'NUMBER', 'SLUG']);
/** The service's ids: a column holding only these (a parent, a collection) is an identifier too. */
const SERVICE_ID = /^[A-Za-z0-9]{20}$/;
/** E-mail addresses are typed too (`members get <email>`): a column of them is never cut. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function identifierColumn(header: string, cells: string[], ids: string[] | undefined): boolean {
  if (FIXED.has(header) || / ID$/.test(header) || header === 'EMAIL') return true;
  const filled = cells.filter((c) => c !== '');
  if (ids && filled.length > 0 && cells.every((c, row) => c === '' || c === ids[row])) return true;
  return filled.length > 0 && filled.every((c) => SERVICE_ID.test(c) || EMAIL.test(c));
}

/** A table for people at a terminal, fitted to its width (see fitWidths). */
export async function renderTable<T>(items: T[], columns: Column<T>[], options: TableOptions): Promise<string> {
  const [{ Chalk }, fit, { relativeTime }, { widthFor }] = await Promise.all([
    import('chalk'),
    import('./fit.js'),
    import('./time.js'),
    import('./width.js'),
  ]);
  const chalk = new Chalk({ level: options.color ? 1 : 0 });
  const now = Date.now();
  const text = (value: unknown) => {
    const s = cell(value).replace(/\s+/g, ' ');
    return options.relativeTimes ? relativeTime(s, now) : s;
  };
  const rows = items.map((item) => columns.map((c) => text(c.value(item))));
  const widthOf = await widthFor([...columns.map((c) => c.header), ...rows.flat()]);
  const fitColumns = columns.map((c, i) => ({
    natural: Math.max(widthOf(c.header), ...rows.map((r) => widthOf(r[i]!))),
    minimum: fit.minimumWidth(c.header, widthOf),
    fixed: identifierColumn(
      c.header,
      rows.map((r) => r[i] ?? ''),
      options.ids,
    ),
  }));
  const widths: Array<number | undefined> =
    options.width === undefined ? fitColumns.map((c) => c.natural) : fit.fitWidths(fitColumns, options.width);
  const shown = widths.flatMap((w, i) => (w === undefined ? [] : [{ w, i }]));
  const line = (cells: string[], style: (s: string) => string) =>
    shown
      .map(({ w, i }, k) => {
        const text = fit.truncateTo(cells[i]!, w, widthOf);
        return k === shown.length - 1 ? style(text) : style(fit.padTo(text, w, widthOf));
      })
      .join(' '.repeat(fit.GAP))
      .trimEnd();
  const head = line(
    columns.map((c) => c.header),
    (s) => chalk.bold(s),
  );
  // Identifiers that do not fit beside each other are never cut: each goes on its own line
  // under its row, named by its header (the terminal wraps one wider than itself).
  const moved = fitColumns.flatMap((c, i) => (c.fixed && widths[i] === undefined ? [i] : []));
  const rowLines = (r: string[]) => [
    line(r, (s) => s),
    ...moved.filter((i) => r[i]).map((i) => `  ${chalk.dim(columns[i]!.header.toLowerCase())} ${r[i]}`),
  ];
  return `${[head, ...rows.flatMap(rowLines)].join('\n')}\n`;
}

/** A key/value card for one resource. */
export async function renderCard(data: Record<string, unknown>, color: boolean): Promise<string> {
  const { Chalk } = await import('chalk');
  const chalk = new Chalk({ level: color ? 1 : 0 });
  const entries = Object.entries(data).filter(
    ([k, v]) => v !== undefined && k !== 'object' && k !== 'permissions' && k !== 'urls',
  );
  const width = Math.max(...entries.map(([k]) => k.length), 1);
  const lines = entries.map(([k, v]) => `${chalk.bold(k.padEnd(width))}  ${summary(v)}`);
  const urls = data.urls as Record<string, unknown> | undefined;
  if (urls?.app ?? urls?.published)
    lines.push(`${chalk.bold('url'.padEnd(width))}  ${chalk.cyan(String(urls.published ?? urls.app))}`);
  return `${lines.join('\n')}\n`;
}

/** A card value a person can read: users by name, nested resources by title or id. */
function summary(value: unknown): string {
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== 'object')) return cell(value);
    return value.length === 1 ? summary(value[0]) : `${value.length} items`;
  }
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.object === 'user' || o.displayName) return `${o.displayName}${o.email ? ` <${o.email}>` : ''}`;
    if (typeof o.title === 'string') return o.id ? `${o.title} (${o.id})` : o.title;
    if (typeof o.id === 'string') return o.id;
    const keys = Object.keys(o);
    if (keys.length <= 4 && keys.every((k) => o[k] === null || typeof o[k] !== 'object'))
      return keys.map((k) => `${k}=${cell(o[k])}`).join(' ');
  }
  return cell(value);
}
