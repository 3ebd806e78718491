/**
 * The `redirects:` block of a `.gitbook.yaml` read without a YAML parser when every line of it is
 * a plain `old/path: new/file.md` pair (what repositories hold): the yaml package takes about a
 * second for 40,000 of them, this a few milliseconds. Anything else in the block (quotes, flow
 * collections, tags, numbers, multi-line values) leaves the whole file to the parser.
 */

/** A plain scalar the YAML core schema reads as a string: path characters, not a number or a keyword. */
const PLAIN = /^[A-Za-z0-9_./][A-Za-z0-9_./#-]*$/;
const NOT_A_STRING =
  /^(?:true|false|null|~|[-+]?\.(?:inf|nan)|0x[0-9a-f]+|0o[0-7]+|[-+]?\d[\d_]*(?:\.\d*)?(?:e[-+]?\d+)?|[-+]?\.\d+(?:e[-+]?\d+)?)$/i;
const plainString = (text: string) => PLAIN.test(text) && !NOT_A_STRING.test(text);

const ENTRY = /^( +)([^\s:#][^\s:]*): +([^\s#]\S*)(?: +#.*)?$/;
const SKIP = /^\s*(?:#.*)?$/;

/**
 * The file without its redirects block (the `redirects:` line kept, so it reads as empty), and
 * the block's pairs in order; undefined when the block is not all plain pairs (or there is none).
 */
export function splitPlainRedirects(text: string): { rest: string; pairs: [string, string][] } | undefined {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^redirects:[ \t]*(?:#.*)?\r?$/.test(line));
  if (start < 0) return undefined;
  const pairs: [string, string][] = [];
  let indent: string | undefined;
  let end = start + 1;
  for (; end < lines.length; end++) {
    const line = lines[end]!.replace(/\r$/, '');
    if (SKIP.test(line)) continue;
    if (!line.startsWith(' ')) break;
    const entry = ENTRY.exec(line);
    if (!entry || (indent !== undefined && entry[1] !== indent)) return undefined;
    indent = entry[1];
    const [from, to] = [entry[2]!, entry[3]!];
    if (!plainString(from) || !plainString(to)) return undefined;
    pairs.push([from, to]);
  }
  return { rest: [...lines.slice(0, start + 1), ...lines.slice(end)].join('\n'), pairs };
}
