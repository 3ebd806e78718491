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
 * free-text columns (the last) are left out; an identifier goes only when nothing else is left.
 * Returns the width of each column, `undefined` for one left out.
 */
export function fitWidths(columns: FitColumn[], width: number): Array<number | undefined> {
  const shown = columns.map(() => true);
  const totalOf = (pick: (c: FitColumn) => number) => {
    const visible = columns.filter((_, i) => shown[i]);
    return visible.reduce((sum, c) => sum + pick(c), 0) + GAP * Math.max(0, visible.length - 1);
  };
  const leaveOut = () => {
    const free = shown.findLastIndex((on, i) => on && !columns[i]!.fixed);
    const last = free >= 0 ? free : shown.lastIndexOf(true);
    shown[last] = false;
  };
  while (
    shown.filter(Boolean).length > 1 &&
    totalOf((c) => (c.fixed ? c.natural : Math.min(c.natural, c.minimum))) > width
  )
    leaveOut();
  const widths = columns.map((c, i) => (shown[i] ? c.natural : undefined));
  if (totalOf((c) => c.natural) <= width) return widths;

  const count = shown.filter(Boolean).length;
  let room = width - GAP * (count - 1) - columns.reduce((sum, c, i) => sum + (shown[i] && c.fixed ? c.natural : 0), 0);
  const flexible = columns
    .map((c, i) => ({ c, i }))
    .filter(({ c, i }) => shown[i] && !c.fixed)
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
