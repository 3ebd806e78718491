/** A problem as `check` lists it for a person at a terminal. */
export interface ProblemRow {
  /** `file:line`: what the user opens; never cut. */
  where: string;
  severity: string;
  kind: string;
  message: string;
}

/** Below this many columns a message reads badly: the paths move to their own lines instead. */
const MIN_MESSAGE = 24;
/** Narrower than this, a column of paths is not worth keeping: every path gets its own line. */
const MIN_WHERE = 12;

/**
 * Text wrapped at spaces to `width` columns; a word wider than that (free text only) is wrapped
 * inside, never cut.
 */
function wrapText(text: string, width: number): string[] {
  const room = Math.max(1, width);
  const lines: string[] = [];
  let line = '';
  for (let word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length <= room) {
      line = `${line} ${word}`;
      continue;
    }
    if (line) lines.push(line);
    while (word.length > room) {
      lines.push(word.slice(0, room));
      word = word.slice(room);
    }
    line = word;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/**
 * The problems fitted to `cols` columns: where, severity, kind and message side by side, the
 * message wrapped under its own column. The column of paths is as wide as the longest that
 * leaves room for the message; a longer path gets a line of its own, with its details below.
 * When the terminal is too narrow for any column of paths, each path has its own line and its
 * details follow, indented and wrapped. Paths are never cut or broken.
 */
export function fitProblemRows(rows: ProblemRow[], cols: number): string[] {
  const severityWidth = Math.max(...rows.map((r) => r.severity.length));
  const kindWidth = Math.max(...rows.map((r) => r.kind.length));
  const details = (r: ProblemRow) => `${r.severity.padEnd(severityWidth)}  ${r.kind.padEnd(kindWidth)}  `;
  const detailsWidth = severityWidth + 2 + kindWidth + 2;
  const longest = Math.max(...rows.map((r) => r.where.length));
  const whereWidth = Math.min(longest, cols - 2 - detailsWidth - MIN_MESSAGE);
  const out: string[] = [];
  if (whereWidth < MIN_WHERE) {
    const indent = '    ';
    for (const r of rows) {
      out.push(r.where);
      const text = `${r.severity} ${r.kind}: ${r.message}`;
      out.push(...wrapText(text, cols - indent.length).map((l) => indent + l));
    }
    return out;
  }
  const messageColumn = whereWidth + 2 + detailsWidth;
  const under = ' '.repeat(messageColumn);
  for (const r of rows) {
    const message = wrapText(r.message, cols - messageColumn);
    const lead = `${details(r)}${message[0]}`;
    if (r.where.length <= whereWidth) out.push(`${r.where.padEnd(whereWidth)}  ${lead}`.trimEnd());
    else out.push(r.where, `${' '.repeat(whereWidth)}  ${lead}`.trimEnd());
    out.push(...message.slice(1).map((l) => under + l));
  }
  return out;
}
