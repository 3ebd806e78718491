/**
 * A line for a terminal of `width` columns, broken at spaces so that no word (a command, an id,
 * a URL) is split; a word wider than the terminal keeps a line of its own.
 */
export function wrapAtSpaces(text: string, width: number | undefined): string {
  if (!width || text.length <= width || text.includes('\n')) return text;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines.join('\n');
}
