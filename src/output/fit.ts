import { graphemes, type WidthOf } from './width.js';

/** Column gap in a terminal table, as gh draws it. */
export const GAP = 2;
/** Narrower than this, a cut value is hard to recognise: the column is left out instead. */
const MIN_WIDTH = 12;

export interface FitColumn {
  /** Display widths of the header and every cell. */
  natural: number;
  minimum: number;
  /** Never truncated (identifiers are useless when cut). */
  fixed: boolean;
}

/**
 * Chooses display widths so a row never exceeds `width`: identifiers keep their width, the
 * other columns share what is left (a narrow column keeps its width, wide ones are cut to the
 * same share, like water filling), and when even the minimums do not fit, the least important
 * columns (the last) are left out. Returns the width of each shown column (shown columns first).
 */
export function fitWidths(columns: FitColumn[], width: number): number[] {
  let shown = columns.length;
  const totalOf = (n: number, pick: (c: FitColumn) => number) =>
    columns.slice(0, n).reduce((sum, c) => sum + pick(c), 0) + GAP * Math.max(0, n - 1);
  while (shown > 1 && totalOf(shown, (c) => (c.fixed ? c.natural : Math.min(c.natural, c.minimum))) > width) shown--;
  const visible = columns.slice(0, shown);
  const widths = visible.map((c) => c.natural);
  if (totalOf(shown, (c) => c.natural) <= width) return widths;

  let room = width - GAP * (shown - 1) - visible.reduce((sum, c) => sum + (c.fixed ? c.natural : 0), 0);
  const flexible = visible
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => !c.fixed)
    .sort((a, b) => a.c.natural - b.c.natural);
  flexible.forEach(({ c, i }, k) => {
    const share = Math.floor(room / (flexible.length - k));
    widths[i] = Math.max(Math.min(c.natural, share), Math.min(c.minimum, c.natural, room));
    room -= widths[i]!;
  });
  return widths;
}

export function minimumWidth(header: string, widthOf: WidthOf): number {
  return Math.max(widthOf(header), MIN_WIDTH);
}

/** Cuts a string to a display width, ending with `…` when something was cut. */
export function truncateTo(text: string, width: number, widthOf: WidthOf): string {
  if (widthOf(text) <= width) return text;
  let out = '';
  let used = 0;
  for (const segment of graphemes(text)) {
    const w = widthOf(segment);
    if (used + w > width - 1) break;
    out += segment;
    used += w;
  }
  return `${out}…`;
}

/** Pads to a display width (wide characters and emoji count as two columns). */
export function padTo(text: string, width: number, widthOf: WidthOf): string {
  return text + ' '.repeat(Math.max(0, width - widthOf(text)));
}
