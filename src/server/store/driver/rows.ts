/** Rows answered as arrays, turned into the objects the store reads (for both drivers). */

type RowMaker = (values: unknown[]) => Record<string, unknown>;
type Convert = (value: unknown) => unknown;

/** Below this many rows, compiling a maker costs more than it saves (a start-up's queries). */
const MAKER_ROWS = 64;

/**
 * A function that turns one row answered as an array into the object the store reads, its keys
 * written out as one object literal (so every row of a statement shares one hidden class). Building
 * objects from arrays this way is a third faster than either driver building them, which matters
 * for a page of 1,000 members. A repeated column name keeps its last value, as the drivers' objects
 * do. `convert` is applied to each value (node:sqlite's BLOBs become Buffers).
 */
function rowMaker(names: readonly string[], convert?: Convert): RowMaker {
  const fields = names.map((name, i) => `${JSON.stringify(name)}: ${convert ? `v(a[${i}])` : `a[${i}]`}`).join(', ');
  const make = new Function('v', `return (a) => ({ ${fields} });`) as (v: Convert | undefined) => RowMaker;
  return make(convert);
}

function plainRow(names: readonly string[], row: readonly unknown[], convert?: Convert): Record<string, unknown> {
  const made: Record<string, unknown> = {};
  for (let i = 0; i < names.length; i++) made[names[i]!] = convert ? convert(row[i]) : row[i];
  return made;
}

/**
 * A statement's `all` that answers objects from the rows it reads as arrays (`allArrays`), by
 * their column names (`columns`, read on each call: a schema change can re-prepare a statement).
 */
export function objectRows(
  columns: () => readonly string[],
  allArrays: (params: unknown[]) => unknown[][],
  convert?: Convert,
): (...params: unknown[]) => Record<string, unknown>[] {
  let maker: { names: string; make: RowMaker } | undefined;
  return (...params) => {
    const names = columns();
    const rows = allArrays(params);
    if (rows.length < MAKER_ROWS) return rows.map((row) => plainRow(names, row, convert));
    const key = names.join('\u0000');
    if (maker?.names !== key) maker = { names: key, make: rowMaker(names, convert) };
    return rows.map(maker.make);
  };
}
