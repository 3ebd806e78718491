/**
 * The fast path of `pageTitle` (title.ts), with no parser: `# Title` on the first line with no
 * character markdown could read as syntax (escapes, marks, code, links, HTML, entities, tables,
 * closing `#`; backslash escapes of punctuation and a bare `&` are read): the parser's answer is the text. An import asks the title of thousands of
 * files, and the demo store is titled at start-up; a test holds this to `pageTitle`'s answer.
 */
/** A character of plain text: none markdown reads as syntax, a backslash escape, or `&` that starts no entity. */
const PLAIN = String.raw`(?:[^\\\x60*_~[\]<>&#|\t\r\n]|\\[!-/:-@[-\x60{-~]|&(?!#?[A-Za-z0-9]+;))+`;
const LEVEL_ONE = new RegExp(`^ {0,3}# +(${PLAIN})$`);
const ANY_LEVEL = new RegExp(`^ {0,3}#{1,6} +(${PLAIN})$`);

export function plainTitle(markdown: string, options: { anyHeading?: boolean } = {}): string | undefined {
  const line = markdown.split('\n', 1)[0]!;
  const text = (options.anyHeading ? ANY_LEVEL : LEVEL_ONE).exec(line)?.[1];
  return (
    text
      ?.replace(/\\([!-/:-@[-`{-~])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim() || undefined
  );
}
