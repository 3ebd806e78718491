/**
 * The fast path of `pageTitle` (title.ts), with no parser: `# Title` on the first line with no
 * character markdown could read as syntax (escapes, marks, code, links, HTML, entities, tables,
 * closing `#`): the parser's answer is the text itself. An import asks the title of thousands of
 * files, and the demo store is titled at start-up; a test holds this to `pageTitle`'s answer.
 */
const LEVEL_ONE = /^ {0,3}# +([^\\`*_~[\]<>&#|\t\r\n]+)$/;
const ANY_LEVEL = /^ {0,3}#{1,6} +([^\\`*_~[\]<>&#|\t\r\n]+)$/;

export function plainTitle(markdown: string, options: { anyHeading?: boolean } = {}): string | undefined {
  const line = markdown.split('\n', 1)[0]!;
  return (options.anyHeading ? ANY_LEVEL : LEVEL_ONE).exec(line)?.[1]?.replace(/\s+/g, ' ').trim() || undefined;
}
