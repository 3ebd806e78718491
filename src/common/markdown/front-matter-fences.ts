/**
 * Where a page's front matter block is, as remark-frontmatter reads it: a `---` line opening the
 * text, then the first `---` line after it. Found by scanning lines, without parsing the page or
 * the YAML: `yaml` is the text between the fences, `end` the offset just past the closing `---`
 * (its line break not included). Undefined when the text opens no such block.
 */
export function frontMatterFences(text: string): { yaml: string; end: number } | undefined {
  const open = /^---[ \t]*\r?\n/.exec(text);
  if (!open) return undefined;
  const rest = text.slice(open[0].length);
  const close = /(^|\n)---[ \t]*(?=\r?\n|$)/.exec(rest);
  if (!close) return undefined;
  return {
    yaml: rest.slice(0, close.index + (close[1] ? 1 : 0)),
    end: open[0].length + close.index + close[0].length,
  };
}
