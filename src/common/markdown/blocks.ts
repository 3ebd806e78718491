/**
 * GitBook's block syntax around markdown, as Git Sync writes it: Liquid-style tags on their own
 * lines (`{% hint %}`, `{% tabs %}`/`{% tab %}`, `{% stepper %}`/`{% step %}`, `{% columns %}`,
 * `{% updates %}`, `{% embed %}`, `{% file %}`, `{% include %}`, `{% if %}`, ...) and
 * `<details><summary>` expandables. CommonMark reads them as text, so they are split out here, line
 * by line, before the markdown between them is parsed. A tag may also open or close a line that
 * holds text (`{% tab title="A" %} Text {% endtab %}`).
 *
 * Nothing is lost: a tag this module does not know is a block of its name when its end tag follows
 * (its content kept, its tag shown by no renderer) and a single tag when none does (GitBook keeps it
 * as written; it swallows nothing after it), an end tag with no opening one is a stray tag, a known
 * block left open runs to the end of its parent. Blocks nest at most `MARKDOWN_LIMITS.nesting` deep; deeper tags are
 * dropped from the structure (their content stays where it is). Lines inside fenced or indented
 * code are never tags. No parser is loaded: cheap to import, one pass over the lines.
 */
import { MARKDOWN_LIMITS } from './limits.js';

/** Where a block sits in the source: 0-based indexes of its first and last line (after CRLF → LF). */
export interface Lines {
  line: number;
  end: number;
}

export interface MarkdownBlock extends Lines {
  kind: 'markdown';
  text: string;
}

export interface TagBlock extends Lines {
  kind: 'tag';
  /**
   * The tag's name (`hint`, `tabs`, `@mermaid/diagram`...), `details` for an expandable, and
   * `end<name>` for an end tag with no opening one.
   */
  name: string;
  /** `name="value"` attributes of the opening tag. */
  attrs: Record<string, string>;
  /** Everything after the name in the opening tag, as written (an `if`'s condition, an include's path). */
  args: string;
  children: Block[];
  /** Whether its end tag was found (void tags: true). */
  closed: boolean;
  /** An end tag that closes nothing (`name` is then `end<name>`). */
  stray?: true;
}

export type Block = MarkdownBlock | TagBlock;

/** Tags that hold content up to their end tag. */
const CONTAINERS = new Set([
  'hint',
  'tabs',
  'tab',
  'code',
  'content-ref',
  'stepper',
  'step',
  'columns',
  'column',
  'updates',
  'update',
  'swagger',
  'swagger-description',
  'swagger-parameter',
  'swagger-response',
  'openapi',
  'openapi-operation',
  'openapi-schemas',
  'openapi-webhook',
  'if',
  'prompt',
]);
/** Tags that hold content only when their end tag comes next (`{% embed %}` with a caption). */
const OPTIONAL_END = new Set(['embed', 'file']);
/** Tags that stand alone. `else`/`elsif` divide an `if`. */
const VOID = new Set(['include', 'page-ref', 'else', 'elsif', 'elseif']);

/** Whether a tag name is one GitBook writes (integration blocks are `@integration/block`). */
export const isKnownTag = (name: string): boolean =>
  CONTAINERS.has(name) || OPTIONAL_END.has(name) || VOID.has(name) || name.startsWith('@');

const TAG = /\{%-?\s*(end)?([A-Za-z@][\w@./-]*)((?:[^%]|%(?!\}))*?)\s*-?%\}/y;
const DETAILS = /^\s*<details(\s+open(?:="[^"]*")?)?\s*>\s*(?:<summary>(.*?)<\/summary>)?\s*$/i;
const SUMMARY = /^\s*<summary>(.*?)<\/summary>\s*$/i;
const DETAILS_END = /^\s*<\/details>\s*$/i;

export function attributes(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/([a-zA-Z][\w-]*)\s*=\s*"([^"]*)"/g)) out[m[1]!] = m[2]!;
  return out;
}

interface Tag {
  end: boolean;
  name: string;
  args: string;
  line: number;
}

/**
 * A tag line: one tag alone, or a block on one line (`{% tab title="A" %} Text {% endtab %}`:
 * its opening tag, text, its end tag), so that every line belongs to one block.
 */
interface Cut {
  before: Tag[];
  text: string | undefined;
  after: Tag[];
}

function tagAt(line: string, at: number, index: number): { tag: Tag; next: number } | undefined {
  TAG.lastIndex = at;
  const m = TAG.exec(line);
  if (!m) return undefined;
  return { tag: { end: !!m[1], name: m[2]!, args: m[3]!.trim(), line: index }, next: TAG.lastIndex };
}

function cutLine(line: string, index: number): Cut | undefined {
  const start = line.search(/\S/);
  if (start < 0) return undefined;
  if (line[start] !== '{' || line[start + 1] !== '%') return closingAfterText(line, index);
  const first = tagAt(line, start, index);
  if (!first) return undefined;
  const rest = line.slice(first.next);
  if (!rest.trim()) return { before: [first.tag], text: undefined, after: [] };
  // A tag ends at its first `%}` (GitBook's markup-it and Liquid alike): what follows an end tag
  // (`{% endtab %}%}`) is text after the block it closes, never a reason to read the tag as text.
  if (first.tag.end) return { before: [first.tag], text: rest, after: [] };
  const trimmed = rest.trimEnd();
  const close = trimmed.lastIndexOf('{%');
  const last = close >= 0 ? tagAt(trimmed, close, index) : undefined;
  if (!last || last.next !== trimmed.length || !last.tag.end || last.tag.name !== first.tag.name) return undefined;
  const text = trimmed.slice(0, close);
  return { before: [first.tag], text: text.trim() ? text : undefined, after: [last.tag] };
}

/**
 * A line of text ending with a known block's end tag (`Some text. {% endhint %}`): GitBook closes
 * the block there (GitbookIO/public-docs#92, a hint written on one line with its text), so the
 * text stays in the block and what follows is outside it. A backslash before the tag keeps it text.
 */
function closingAfterText(line: string, index: number): Cut | undefined {
  const trimmed = line.trimEnd();
  if (!trimmed.endsWith('%}')) return undefined;
  const close = trimmed.lastIndexOf('{%');
  if (close <= 0 || escapedAt(trimmed, close)) return undefined;
  const last = tagAt(trimmed, close, index);
  if (!last || last.next !== trimmed.length || !last.tag.end || !holdsContent(last.tag.name)) return undefined;
  const text = trimmed.slice(0, close);
  return text.trim() ? { before: [], text, after: [last.tag] } : undefined;
}

function escapedAt(text: string, at: number): boolean {
  let backslashes = 0;
  while (at - backslashes > 0 && text[at - backslashes - 1] === '\\') backslashes++;
  return backslashes % 2 === 1;
}

/** Known tags that hold content up to an end tag. */
const holdsContent = (name: string) => CONTAINERS.has(name) || OPTIONAL_END.has(name) || name.startsWith('@');

/** A line that starts with a letter: no quote, list item, fence or indentation. */
const LETTER_FIRST = /^[A-Za-z]/;

/**
 * Lines that are code, found without a parser: fenced code (in quotes and list items too) and
 * indented code outside lists. Tags are never read there.
 */
function codeLines(lines: string[]): boolean[] {
  const code = new Array<boolean>(lines.length).fill(false);
  /** The line that closes the open fence. */
  let fence: RegExp | undefined;
  let inList = false;
  let previousBlank = true;
  let previousIndented = false;
  lines.forEach((line, i) => {
    if (!fence && LETTER_FIRST.test(line)) {
      // Most lines: text at the left margin, which is no code and ends any list (the rules below).
      inList = false;
      previousIndented = false;
      previousBlank = false;
      return;
    }
    // Quote markers first; then list markers and indentation.
    const unquoted = line.replace(/^(?:\s{0,3}>\s?)+/, '');
    const indent = /^[ \t]*/.exec(unquoted)![0].replace(/\t/g, '    ').length;
    const body = unquoted.trimStart();
    const listItem = /^(?:[-*+]|\d{1,9}[.)])(?:\s|$)/.test(body);
    const inner = body.replace(/^(?:(?:[-*+]|\d{1,9}[.)])(?:\s+|$)|>\s?)+/, '');
    if (fence) {
      code[i] = true;
      if (fence.test(inner) || fence.test(body)) fence = undefined;
      previousBlank = false;
      return;
    }
    const blank = body === '';
    // A line at the left margin that starts no list item ends the lists before it.
    if (!blank && /^[^\s]/.test(line) && !/^(?:[-*+]|\d{1,9}[.)])(?:\s|$)/.test(line)) inList = false;
    if (listItem) inList = true;
    const opener = /^(`{3,}|~{3,})(.*)$/.exec(inner);
    if (opener && !(opener[1]![0] === '`' && opener[2]!.includes('`'))) {
      fence = new RegExp(`^\\s{0,3}${opener[1]![0] === '`' ? '`' : '~'}{${opener[1]!.length},}\\s*$`);
      code[i] = true;
    } else if (!blank && !inList && indent >= 4 && (previousBlank || previousIndented)) {
      code[i] = true;
    }
    previousIndented = code[i]! && !opener;
    previousBlank = blank;
  });
  return code;
}

/** A tag, or a line of text (`code`: inside a code block, where `<details>` is text too). */
type Token = { tag: Tag } | { text: string; line: number; code?: boolean };

function tokens(lines: string[]): Token[] {
  const code = codeLines(lines);
  const out: Token[] = [];
  lines.forEach((line, i) => {
    if (code[i]) {
      out.push({ text: line, line: i, code: true });
      return;
    }
    const cut = cutLine(line, i);
    if (!cut) {
      out.push({ text: line, line: i });
      return;
    }
    for (const tag of cut.before) out.push({ tag });
    if (cut.text !== undefined) out.push({ text: cut.text, line: i });
    for (const tag of cut.after) out.push({ tag });
  });
  return out;
}

/** Splits markdown into plain markdown runs and GitBook blocks; nothing of the text is dropped. */
export function splitBlocks(markdown: string): Block[] {
  return readBlocks(markdown).blocks;
}

export interface BlockReading {
  blocks: Block[];
  /** Lines (0-based) of opening tags left out of the structure for nesting too deep. */
  tooDeep: number[];
}

/**
 * A line markdown reads as more than a blank one: anything but spaces and tabs (String#trim would
 * also take a no-break space, a paragraph of its own, as blank).
 */
const hasText = (line: string) => /[^ \t]/.test(line);

export function readBlocks(markdown: string): BlockReading {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  // Most pages hold no tag at all: then there is nothing to split.
  if (!lines.some((l) => l.includes('{%') || /<\/?(details|summary)/i.test(l))) {
    const blocks: Block[] = lines.some(hasText)
      ? [{ kind: 'markdown', text: lines.join('\n'), line: 0, end: lines.length - 1 }]
      : [];
    return { blocks, tooDeep: [] };
  }
  return build(tokens(lines), lines.length);
}

function build(list: Token[], lineCount: number): BlockReading {
  const tooDeep: number[] = [];
  const root: Block[] = [];
  const stack: TagBlock[] = [];
  /** Opening tags dropped for depth, by name: their end tags are dropped too. */
  const dropped = new Map<string, number>();
  /** End tags still ahead, by name (unknown tags hold content only when one is). */
  const endsAhead = new Map<string, number>();
  for (const t of list) if ('tag' in t && t.tag.end) endsAhead.set(t.tag.name, (endsAhead.get(t.tag.name) ?? 0) + 1);
  const nextTag: Array<Tag | undefined> = new Array(list.length);
  let upcoming: Tag | undefined;
  for (let i = list.length - 1; i >= 0; i--) {
    nextTag[i] = upcoming;
    const t = list[i]!;
    if ('tag' in t) upcoming = t.tag;
  }

  let text: string[] = [];
  let textStart = 0;
  let textEnd = 0;
  const target = () => (stack.length ? stack[stack.length - 1]!.children : root);
  const flush = () => {
    if (text.some(hasText)) target().push({ kind: 'markdown', text: text.join('\n'), line: textStart, end: textEnd });
    text = [];
  };
  const addText = (value: string, line: number) => {
    if (text.length === 0) textStart = line;
    text.push(value);
    textEnd = line;
  };
  const openBlock = (name: string, attrs: Record<string, string>, args: string, line: number, container: boolean) => {
    flush();
    const block: TagBlock = { kind: 'tag', name, attrs, args, children: [], line, end: line, closed: !container };
    target().push(block);
    if (container) stack.push(block);
  };
  const closeBlock = (name: string, line: number): boolean => {
    let index = stack.length - 1;
    while (index >= 0 && stack[index]!.name !== name) index--;
    if (index < 0) return false;
    flush();
    for (const block of stack.slice(index)) block.end = line;
    stack[index]!.closed = true;
    stack.length = index;
    return true;
  };
  const opened = (name: string) => stack.filter((b) => b.name === name).length;

  list.forEach((t, i) => {
    if (!('tag' in t)) {
      if (t.code) {
        addText(t.text, t.line);
        return;
      }
      const details = DETAILS.exec(t.text);
      const summary = SUMMARY.exec(t.text);
      const current = stack[stack.length - 1];
      if (details) {
        if (stack.length >= MARKDOWN_LIMITS.nesting) {
          dropped.set('details', (dropped.get('details') ?? 0) + 1);
          tooDeep.push(t.line);
        } else
          openBlock(
            'details',
            details[2] !== undefined ? { title: details[2] } : {},
            details[1] ? 'open' : '',
            t.line,
            true,
          );
      } else if (summary && current?.name === 'details' && current.attrs.title === undefined) {
        // An HTML block ends the paragraph before it, as in CommonMark.
        flush();
        current.attrs.title = summary[1]!;
      } else if (DETAILS_END.test(t.text) && (dropped.get('details') ?? 0) > 0) {
        dropped.set('details', dropped.get('details')! - 1);
      } else if (!DETAILS_END.test(t.text) || !closeBlock('details', t.line)) {
        addText(t.text, t.line);
      }
      return;
    }
    const tag = t.tag;
    if (tag.end) {
      endsAhead.set(tag.name, endsAhead.get(tag.name)! - 1);
      if ((dropped.get(tag.name) ?? 0) > 0) dropped.set(tag.name, dropped.get(tag.name)! - 1);
      // A stray end tag is a void block of its own, so nothing is lost and nothing is shown.
      else if (!closeBlock(tag.name, tag.line)) {
        openBlock(`end${tag.name}`, {}, tag.args, tag.line, false);
        (target()[target().length - 1] as TagBlock).stray = true;
      }
      return;
    }
    const container = OPTIONAL_END.has(tag.name)
      ? nextTag[i]?.end === true && nextTag[i]!.name === tag.name
      : CONTAINERS.has(tag.name) ||
        (!VOID.has(tag.name) && !tag.name.startsWith('@') && (endsAhead.get(tag.name) ?? 0) > opened(tag.name));
    if (container && stack.length >= MARKDOWN_LIMITS.nesting) {
      dropped.set(tag.name, (dropped.get(tag.name) ?? 0) + 1);
      tooDeep.push(tag.line);
      return;
    }
    openBlock(tag.name, attributes(tag.args), tag.args, tag.line, container);
  });
  flush();
  // Unclosed blocks run to the end of the source.
  for (const block of stack) block.end = lineCount - 1;
  return { blocks: root, tooDeep };
}

/** Every block of a tree, depth first (iterative: trees may be long). */
export function* allBlocks(blocks: Block[]): Generator<Block> {
  const stack = [...blocks].reverse();
  for (let b = stack.pop(); b; b = stack.pop()) {
    yield b;
    if (b.kind !== 'markdown') for (let i = b.children.length - 1; i >= 0; i--) stack.push(b.children[i]!);
  }
}
