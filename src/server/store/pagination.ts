import type { Db } from './db.js';

export type Order = 'asc' | 'desc';

export interface PageParams {
  limit: number;
  /** Decoded cursor: the sort value and seq of the last item of the previous page. */
  cursor?: Cursor;
  order: Order;
}

export interface Cursor {
  v: string | number | null;
  s: number;
}

export interface PageResult<T> {
  rows: T[];
  count: number;
  next?: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor `encodeCursor` wrote; undefined when `value` is not one. */
export function decodeCursor(value: string): Cursor | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Cursor;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.s !== 'number') return undefined;
    if (!['string', 'number'].includes(typeof parsed.v) && parsed.v !== null) return undefined;
    return parsed;
  } catch {
    return undefined;
  }
}

export interface KeysetQuery {
  /** `FROM` clause without the keyword, e.g. `spaces s JOIN ...`. */
  from: string;
  columns: string;
  where: string[];
  params: unknown[];
  /** Sort expression; the tie-breaker is always `seq`. Omit to sort by seq alone. */
  sort?: string;
  seq: string;
  page: PageParams;
}

/**
 * Keyset pagination: a page starts strictly after the last item of the previous one, so inserts
 * and deletes between fetches never skip or repeat an item.
 */
export function keysetPage<T extends { seq: number }>(
  db: Db,
  q: KeysetQuery,
  sortValue?: (row: T) => string | number | null,
): PageResult<T> {
  const where = q.where.length ? q.where.join(' AND ') : '1';
  const count = db.getUnchanged<{ n: number }>(`SELECT COUNT(*) AS n FROM ${q.from} WHERE ${where}`, ...q.params)!.n;
  const rows = keysetRows<T>(db, {
    select: `SELECT ${q.columns} FROM ${q.from}`,
    where: q.where,
    params: q.params,
    sort: q.sort,
    seq: q.seq,
    page: q.page,
  });
  let next: string | undefined;
  if (rows.length > q.page.limit) {
    rows.length = q.page.limit;
    const last = rows[rows.length - 1];
    if (last) next = encodeCursor({ v: sortValue ? sortValue(last) : null, s: last.seq });
  }
  return { rows, count, next };
}

export interface KeysetRowsQuery {
  /** `SELECT <columns> FROM <tables>` */
  select: string;
  where: string[];
  params: unknown[];
  sort?: string;
  seq: string;
  page: PageParams;
}

/**
 * The rows of one page plus one (to tell whether another follows). With a sort column, the page
 * after (v, s) is read as two index seeks — the rest of the rows that tie on v, then the rows
 * past v — rather than one `OR` condition, which makes SQLite walk every tied row before the
 * cursor (quadratic when thousands of rows share a value, e.g. members who joined together).
 */
export function keysetRows<T>(db: Db, q: KeysetRowsQuery): T[] {
  const cmp = q.page.order === 'desc' ? '<' : '>';
  const dir = q.page.order === 'desc' ? 'DESC' : 'ASC';
  const want = q.page.limit + 1;
  const where = (extra: string[]) => [...q.where, ...extra].join(' AND ') || '1';
  const cursor = q.page.cursor;
  if (!q.sort) {
    const keyset = cursor ? [`${q.seq} ${cmp} ?`] : [];
    return db.all<T>(
      `${q.select} WHERE ${where(keyset)} ORDER BY ${q.seq} ${dir} LIMIT ?`,
      ...q.params,
      ...(cursor ? [cursor.s] : []),
      want,
    );
  }
  const orderBy = `ORDER BY ${q.sort} ${dir}, ${q.seq} ${dir}`;
  if (!cursor) return db.all<T>(`${q.select} WHERE ${where([])} ${orderBy} LIMIT ?`, ...q.params, want);
  const tied = db.all<T>(
    `${q.select} WHERE ${where([`${q.sort} = ?`, `${q.seq} ${cmp} ?`])} ${orderBy} LIMIT ?`,
    ...q.params,
    cursor.v,
    cursor.s,
    want,
  );
  if (tied.length >= want) return tied;
  const after = db.all<T>(
    `${q.select} WHERE ${where([`${q.sort} ${cmp} ?`])} ${orderBy} LIMIT ?`,
    ...q.params,
    cursor.v,
    want - tied.length,
  );
  return [...tied, ...after];
}

/** Pages an in-memory array (for lists computed rather than stored), by position. */
export function arrayPage<T>(items: T[], page: PageParams): PageResult<T> {
  const start = page.cursor ? page.cursor.s : 0;
  const rows = items.slice(start, start + page.limit);
  const end = start + rows.length;
  return {
    rows,
    count: items.length,
    next: end < items.length && page.limit > 0 ? encodeCursor({ v: null, s: end }) : undefined,
  };
}
