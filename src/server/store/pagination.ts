import { badRequest } from '../http-error.js';
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

export function decodeCursor(value: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Cursor;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.s !== 'number') throw new Error('shape');
    if (!['string', 'number'].includes(typeof parsed.v) && parsed.v !== null) throw new Error('shape');
    return parsed;
  } catch {
    throw badRequest('page: not a valid page cursor (pass the value of next.page)');
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
export function keysetPage<T extends { seq: number }>(db: Db, q: KeysetQuery, sortValue?: (row: T) => string | number | null): PageResult<T> {
  const where = q.where.length ? q.where.join(' AND ') : '1';
  const count = db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${q.from} WHERE ${where}`, ...q.params)!.n;
  const cmp = q.page.order === 'desc' ? '<' : '>';
  const dir = q.page.order === 'desc' ? 'DESC' : 'ASC';
  const keyset: string[] = [];
  const keysetParams: unknown[] = [];
  if (q.page.cursor) {
    if (q.sort) {
      keyset.push(`(${q.sort} ${cmp} ? OR (${q.sort} = ? AND ${q.seq} ${cmp} ?))`);
      keysetParams.push(q.page.cursor.v, q.page.cursor.v, q.page.cursor.s);
    } else {
      keyset.push(`${q.seq} ${cmp} ?`);
      keysetParams.push(q.page.cursor.s);
    }
  }
  const orderBy = q.sort ? `${q.sort} ${dir}, ${q.seq} ${dir}` : `${q.seq} ${dir}`;
  const allWhere = [where, ...keyset].join(' AND ');
  const limit = q.page.limit;
  const rows = db.all<T>(
    `SELECT ${q.columns} FROM ${q.from} WHERE ${allWhere} ORDER BY ${orderBy} LIMIT ?`,
    ...q.params,
    ...keysetParams,
    limit + 1,
  );
  let next: string | undefined;
  if (rows.length > limit) {
    rows.length = limit;
    const last = rows[rows.length - 1];
    if (last) next = encodeCursor({ v: sortValue ? sortValue(last) : null, s: last.seq });
  }
  return { rows, count, next };
}

/** Pages an in-memory array (for lists computed rather than stored), by position. */
export function arrayPage<T>(items: T[], page: PageParams): PageResult<T> {
  const start = page.cursor ? page.cursor.s : 0;
  const rows = items.slice(start, start + page.limit);
  const end = start + rows.length;
  return { rows, count: items.length, next: end < items.length && page.limit > 0 ? encodeCursor({ v: null, s: end }) : undefined };
}
