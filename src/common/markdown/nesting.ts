/**
 * How deeply a markdown text nests block quotes and lists, read line by line in linear time
 * (fenced code is skipped: its lines are text). A simplified reading of CommonMark's container
 * rules (lazy continuation lines are not followed): enough to refuse a page nested thousands deep
 * before any parser sees it, and never more than the parser itself would nest.
 */
export const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const QUOTE = /^ {0,3}>[ \t]?/;
/** A container marker at the start of what is left of the line: `>` or a list marker and its space. */
const MARKER = /^ {0,3}(?:>[ \t]?|(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$))/;

/** The line closes the fenced code block `fence` opened (same character, at least as long). */
export function closesFence(line: string, fence: string): boolean {
  const closing = FENCE.exec(line);
  return Boolean(closing && closing[1]![0] === fence[0] && closing[1]!.length >= fence.length);
}

export function nestingDepth(markdown: string): number {
  let deepest = 0;
  let fence: string | undefined;
  /** Content columns of the open list items (innermost last), inside `quotes` block quotes. */
  let items: number[] = [];
  let quotes = 0;
  for (let start = 0; start <= markdown.length; ) {
    let end = markdown.indexOf('\n', start);
    if (end < 0) end = markdown.length;
    let rest = markdown.slice(start, end);
    start = end + 1;
    if (fence !== undefined) {
      if (closesFence(rest, fence)) fence = undefined;
      continue;
    }
    if (!rest.trim()) continue;
    let q = 0;
    for (let m = QUOTE.exec(rest); m; m = QUOTE.exec(rest)) {
      q++;
      rest = rest.slice(m[0].length);
    }
    // Items belong to the quote they were opened in.
    if (q !== quotes) {
      items = [];
      quotes = q;
    }
    const indent = rest.length - rest.trimStart().length;
    while (items.length && indent < items[items.length - 1]!) items.pop();
    let depth = q + items.length;
    // What follows is read from the content column of the innermost open item.
    let column = items.length ? items[items.length - 1]! : 0;
    rest = rest.slice(column);
    // Markers on the line: each opens a container inside the one before.
    for (let m = MARKER.exec(rest); m; m = MARKER.exec(rest)) {
      depth++;
      column += m[0].length;
      if (!m[0].trimStart().startsWith('>')) items.push(column);
      rest = rest.slice(m[0].length);
    }
    if (depth > deepest) deepest = depth;
    if (FENCE.test(rest)) fence = FENCE.exec(rest)![1];
    if (end === markdown.length) break;
  }
  return deepest;
}
