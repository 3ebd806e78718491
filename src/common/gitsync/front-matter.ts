/**
 * A page file's front matter kept as written. The service keeps the block's text beside the
 * page's fields; when a field changes, only that key of the block is rewritten (the rest, folded
 * strings and comments included, stays byte for byte), and a block whose values did not change
 * is never touched.
 */
import { parse as parseYaml, stringify } from 'yaml';
import { count } from '../counters.js';
import { frontMatterFences } from '../markdown/front-matter-fences.js';
import { yamlMessage } from '../yaml-message.js';

export interface PageFields {
  description?: string;
  emoji?: string;
  hidden?: boolean;
}

export interface RawFrontMatter {
  /** The text before the body: `---`, the YAML, `---` and the blank line after it; '' when none. */
  raw: string;
  data: Record<string, unknown>;
  body: string;
  /** What the block's YAML is when it is not a mapping (`a string`, `a list`...): it sets no field. */
  keyless?: string;
}

/**
 * Splits a page file into its front matter block as written, its values, and its body: a `---`
 * line opening the text, YAML, a `---` line (as remark-frontmatter reads it), then up to two line
 * breaks. Found by scanning lines, not by parsing the page. YAML that does not parse is an error;
 * YAML that parses to something other than a mapping (how-to-hack-like-a-god's README.md opens
 * with a block holding one sentence) is a block that sets no field, kept as written.
 */
export function splitRaw(text: string): RawFrontMatter {
  const fences = frontMatterFences(text);
  if (!fences) return { raw: '', data: {}, body: text };
  const { yaml: yamlText, end } = fences;
  const after = /^\r?\n(\r?\n)?/.exec(text.slice(end));
  const cut = end + (after ? after[0].length : 0);
  const parsed: unknown = yamlText.trim() === '' ? {} : (flatYaml(yamlText) ?? parseYamlCounted(yamlText));
  const raw = text.slice(0, cut);
  const keyless = yamlKind(parsed);
  if (keyless) return { raw, data: {}, body: text.slice(cut), keyless };
  return { raw, data: parsed as Record<string, unknown>, body: text.slice(cut) };
}

/**
 * What a front matter `splitRaw` could not read says, for a person: the page's own line (the
 * YAML's line counts from the line after the opening `---`) and the parser's sentence without
 * its position or excerpt.
 */
export function frontMatterProblem(error: unknown): { line: number; message: string } {
  const at = (error as { linePos?: Array<{ line: number }> }).linePos?.[0]?.line;
  return { line: at ? at + 1 : 1, message: `front matter: ${yamlMessage(error, false)}` };
}

/** What a parsed YAML value is, when it is not a mapping: undefined for a mapping. */
export function yamlKind(value: unknown): string | undefined {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return undefined;
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return typeof value === 'string' ? 'a string' : `a ${typeof value}`;
}

function parseYamlCounted(text: string): unknown {
  count('frontMatterParses');
  return parseYaml(text);
}

const FLAT_LINE = /^([A-Za-z_][\w-]*):(?: +([^\s].*?))? *$/;
/** A plain scalar that YAML reads as the string itself: no indicator first, no `: ` or ` #`, no tab. */
const PLAIN_STRING = /^[^-?:,[\]{}#&*!|>'"%@`~\s\d+.][^\t\u0000-\u001f\u007f-\u009f\ufeff]*$/u;

/**
 * YAML of one `key: value` per line, each value a plain string, `true` or `false`, read without
 * the YAML parser (most front matter: `description: ...`, `hidden: true`); undefined for anything
 * else (folded strings, nesting, quotes, comments, numbers...), which the parser reads. A test
 * holds it to the parser's answer.
 */
export function flatYaml(text: string): Record<string, string | boolean> | undefined {
  const out: Record<string, string | boolean> = {};
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const m = FLAT_LINE.exec(line);
    if (!m || Object.hasOwn(out, m[1]!)) return undefined;
    const value = m[2];
    if (value === undefined) return undefined;
    if (value === 'true' || value === 'false') out[m[1]!] = value === 'true';
    else if (
      PLAIN_STRING.test(value) &&
      !/:( |$)| #/.test(value) &&
      !/^(true|false|null|y|n|yes|no|on|off)$/i.test(value)
    )
      out[m[1]!] = value;
    else return undefined;
  }
  return out;
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** The page fields a front matter block sets (GitBook's keys: description, emoji, hidden). */
export function fieldsOf(data: Record<string, unknown>): PageFields {
  const out: PageFields = {};
  const description = str(data.description);
  const emoji = str(data.emoji);
  if (description !== undefined) out.description = description;
  if (emoji !== undefined) out.emoji = emoji;
  if (data.hidden === true) out.hidden = true;
  return out;
}

const MANAGED = ['description', 'emoji', 'hidden'] as const;

/** A top-level key's line and the lines of its value (indented, or blank), as written. */
function keyBlock(lines: string[], key: string): [number, number] | undefined {
  const start = lines.findIndex((l) => new RegExp(`^${key}\\s*:`).test(l));
  if (start < 0) return undefined;
  let end = start + 1;
  while (end < lines.length && (/^\s/.test(lines[end]!) || lines[end] === '')) end++;
  // Blank lines before the next key belong to the layout, not to this value.
  while (end > start + 1 && lines[end - 1] === '') end--;
  return [start, end];
}

/** The YAML text with one top-level key set (or removed when undefined); every other line as written. */
function setKey(yaml: string, key: string, value: string | boolean | undefined): string {
  const lines = yaml.split('\n');
  const trailing = lines[lines.length - 1] === '' ? lines.pop() : undefined;
  const block = keyBlock(lines, key);
  const written =
    value === undefined
      ? []
      : stringify({ [key]: value }, { lineWidth: 0 })
          .replace(/\n$/, '')
          .split('\n');
  if (block) lines.splice(block[0], block[1] - block[0], ...written);
  else lines.push(...written);
  if (trailing !== undefined) lines.push(trailing);
  return lines.join('\n');
}

/**
 * The block with `fields` as its values for the keys the service keeps: the block itself when they
 * already agree, else the block with only those keys set or removed. Undefined when there is no
 * block, or nothing is left of it.
 */
export function syncFrontMatter(raw: string | undefined, fields: PageFields): string | undefined {
  const wanted = {
    description: fields.description || undefined,
    emoji: fields.emoji || undefined,
    hidden: fields.hidden ? true : undefined,
  };
  // A page without a block of its own gets none here: its file is written from its fields.
  if (!raw) return undefined;
  const { data, keyless } = splitRaw(raw);
  const current = fieldsOf(data);
  // A `title` key is not the page's title (GitBook's Git Sync: metalbear-co/docs#216): never rewritten.
  if (MANAGED.every((k) => (current[k] || undefined) === wanted[k])) return raw;
  const match = /^(---[^\n]*\n)([\s\S]*?)(---[^\n]*(?:\n|$))([\s\S]*)$/.exec(raw);
  if (!match) return raw;
  // YAML that is no mapping cannot take a key: its lines stay, as comments, above the keys set.
  let yaml = keyless ? match[2]!.replace(/^(?=.)/gm, '# ') : match[2]!;
  for (const key of MANAGED) {
    if ((current[key] || undefined) === wanted[key]) continue;
    yaml = setKey(yaml, key, wanted[key]);
  }
  if (!yaml.trim() || (keyless && !/^[^#\n]/m.test(yaml))) return keyless ? raw : undefined;
  return `${match[1]}${yaml}${match[3]}${match[4]}`;
}

/** A page file from its fields and body: a block of the fields set (none when none is), then the body. */
export function joinFrontMatter(data: Record<string, unknown>, body: string): string {
  const entries = Object.entries(data).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return body;
  return `---\n${stringify(Object.fromEntries(entries), { lineWidth: 0 })}---\n\n${body}`;
}
