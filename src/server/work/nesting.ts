/**
 * How deeply a markdown text nests block quotes and lists, read line by line in linear time
 * (fenced code is skipped: its lines are text). A conservative reading of CommonMark's container
 * rules, enough to refuse a page nested thousands deep before any parser sees it.
 */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** One container marker at the start of what is left of the line: `>` or a list marker and its space. */
const MARKER = /^ {0,3}(?:>[ \t]?|(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$))/;

export function nestingDepth(markdown: string): number {
  let deepest = 0;
  let fence: string | undefined;
  /** Indentation of the open list items, innermost last. */
  const indents: number[] = [];
  let start = 0;
  while (start <= markdown.length) {
    let end = markdown.indexOf('\n', start);
    if (end < 0) end = markdown.length;
    const line = markdown.slice(start, end);
    start = end + 1;
    const opening = FENCE.exec(line);
    if (fence !== undefined) {
      if (opening && opening[1]![0] === fence[0] && opening[1]!.length >= fence.length) fence = undefined;
      continue;
    }
    if (opening) {
      fence = opening[1];
      continue;
    }
    if (!line.trim()) continue;
    const indent = line.length - line.trimStart().length;
    // Items this line is not indented into are closed.
    while (indents.length && indent < indents[indents.length - 1]!) indents.pop();
    let depth = indents.length;
    let rest = line.slice(indent);
    for (let m = MARKER.exec(rest); m; m = MARKER.exec(rest)) {
      depth++;
      if (!m[0].trimStart().startsWith('>')) indents.push(indent + (line.length - indent - rest.length) + m[0].length);
      rest = rest.slice(m[0].length);
      if (depth > deepest) deepest = depth;
    }
    if (depth > deepest) deepest = depth;
    if (end === markdown.length) break;
  }
  return deepest;
}
