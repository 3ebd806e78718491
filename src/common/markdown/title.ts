/**
 * `# Title` on the first line with no character markdown could read as syntax (escapes, marks,
 * code, links, HTML, entities, tables, closing `#`): the parser's answer is the text itself, so
 * no parser is needed. An import asks the title of thousands of files; a test holds this to the
 * parser's answer (`parsedFirstHeading`).
 */
const PLAIN_TITLE = /^ {0,3}#{1,6} +([^\\`*_~[\]<>&#|\t\r\n]+)$/;

export function plainTitle(markdown: string): string | undefined {
  return PLAIN_TITLE.exec(markdown.split('\n', 1)[0]!)?.[1]?.replace(/\s+/g, ' ').trim() || undefined;
}
