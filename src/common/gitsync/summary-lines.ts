/**
 * SUMMARY.md read line by line, without the markdown parser, when every line is one GitBook writes:
 * `# Title`, `## Group` (with an optional `<a href="#x" id="x"></a>`), `* [Title](path-or-url)`
 * (with an optional `"title"`) nested by indentation, `***`, `* Title` (an entry without a link) and blank lines, their text free of
 * anything markdown could read as syntax. Anything else (escapes of letters, entities, emphasis,
 * code, HTML, reference links, tabs, CRLF, code blocks...) answers undefined and the parser
 * decides. A test holds the answer to the parser's on fixtures, generated files and real
 * repositories.
 */

/** An entry of SUMMARY.md, in order, with the line it is on. */
export type SummaryEntry =
  | { kind: 'group'; title: string; anchor?: string; line: number; children: SummaryEntry[] }
  /** `href`: the link as written (a page listed again is kept as a link to it). */
  | {
      kind: 'page';
      title: string;
      path: string;
      href?: string;
      /** The link's title (`[Title](page.md "Label")`): GitBook's sidebar label, the page's `linkTitle`. */
      linkTitle?: string;
      line: number;
      children: SummaryEntry[];
    }
  | { kind: 'link'; title: string; href: string; line: number; children: SummaryEntry[] }
  /** `repeat`: a page listed again with entries under it, read as an entry without a file (its path). */
  | { kind: 'unlinked'; title: string; line: number; children: SummaryEntry[]; repeat?: string };

type Target = { kind: 'page'; path: string } | { kind: 'link'; href: string };

/** Characters markdown may read as syntax inside a line's text (a backslash escape aside). */
const SYNTAX = /[`*_~[\]<>!$|{}#^\\\r\t\u0000]/;
const ENTITY = /&(#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{1,31};)/;
/** What GFM turns into a link by itself. */
const AUTOLINK = /www\.|:\/\/|@/i;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

/**
 * The text of a line's inline content when it is plain (backslash escapes of ASCII punctuation
 * resolved), else undefined.
 */
function plainText(source: string): string | undefined {
  if (ENTITY.test(source) || AUTOLINK.test(source)) return undefined;
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      const next = source[i + 1];
      if (next === undefined || !ASCII_PUNCTUATION.test(next)) return undefined;
      out += next;
      i++;
      continue;
    }
    if (SYNTAX.test(c)) return undefined;
    out += c;
  }
  return out;
}

/** `[text](url)` or `[text](url "title")` and nothing after it: the text, the url and the title, or undefined. */
function linkOf(content: string): { text: string; url: string; title?: string } | undefined {
  // The label ends at the first `]` not escaped.
  let end = 1;
  while (end < content.length && content[end] !== ']') end += content[end] === '\\' ? 2 : 1;
  if (content[end] !== ']' || content[end + 1] !== '(' || !content.endsWith(')')) return undefined;
  const destination = content.slice(end + 2, -1);
  const titled = / "[^"\\]*"$/.exec(destination);
  const url = titled ? destination.slice(0, titled.index) : destination;
  if (url === '' || /[\s()<>\\"'`]/.test(url) || ENTITY.test(url)) return undefined;
  const text = plainText(content.slice(1, end));
  if (text === undefined) return undefined;
  return titled ? { text, url, title: titled[0].slice(2, -1) } : { text, url };
}

const HEADING = /^(#{1,6}) (.*?)(?: <a href="#([\w-]+)" id="([\w-]+)"><\/a>)? *$/;
const ITEM = /^( *)[*+-] (\S.*?) *$/;
/** Content that starts something else than a paragraph inside an item (a list, a quote, a heading...). */
const BLOCK_START = /^(\d{1,9}[.)]( |$)|[-+*>#=]|\[[ xX]\]( |$))/;

/**
 * The entries of a SUMMARY.md read without the parser, or undefined when a line is not one this
 * reader knows (the caller then parses). `target` is `summaryTarget`, passed in to keep one rule.
 */
export function fastSummary(text: string, target: (url: string) => Target): SummaryEntry[] | undefined {
  const out: SummaryEntry[] = [];
  let group: Extract<SummaryEntry, { kind: 'group' }> | undefined;
  /** Open items, outermost first, with the column their content starts at. */
  let open: Array<{ entry: SummaryEntry; column: number }> = [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    if (line.trim() === '') {
      if (/[^ ]/.test(line)) return undefined;
      continue;
    }
    // A thematic break, as GitBook writes one between parts: it ends the lists above it.
    if (line === '***') {
      open = [];
      continue;
    }
    if (line.startsWith('#')) {
      const heading = HEADING.exec(line);
      if (!heading) return undefined;
      const title = plainText(heading[2]!)?.trim();
      if (!title || heading[3] !== heading[4]) return undefined;
      open = [];
      // `# Title` ends the group above it: the entries after it are the space's own again.
      if (heading[1]!.length === 1) {
        group = undefined;
        continue;
      }
      group = { kind: 'group', title, line: n, children: [], ...(heading[3] ? { anchor: heading[3] } : {}) };
      out.push(group);
      continue;
    }
    const item = ITEM.exec(line);
    if (!item) return undefined;
    const indent = item[1]!.length;
    const content = item[2]!;
    while (open.length && indent < open[open.length - 1]!.column) open.pop();
    const parent = open[open.length - 1];
    if (indent - (parent?.column ?? 0) > 3) return undefined;
    let entry: SummaryEntry;
    if (content.startsWith('[')) {
      const link = linkOf(content);
      if (!link) return undefined;
      const title = link.text.trim();
      const to = target(link.url);
      entry =
        to.kind === 'page'
          ? {
              kind: 'page',
              title,
              path: to.path,
              href: link.url,
              ...(link.title?.trim() ? { linkTitle: link.title.trim() } : {}),
              line: n,
              children: [],
            }
          : { kind: 'link', title, href: to.href, line: n, children: [] };
    } else {
      if (BLOCK_START.test(content)) return undefined;
      const title = plainText(content)?.trim();
      if (!title) return undefined;
      entry = { kind: 'unlinked', title, line: n, children: [] };
    }
    (parent ? parent.entry.children : group ? group.children : out).push(entry);
    open.push({ entry, column: indent + 2 });
  }
  return out;
}
