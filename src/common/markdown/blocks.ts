/**
 * GitBook's block syntax around markdown: `{% hint %}`, `{% tabs %}`/`{% tab %}`, `{% code %}`,
 * `{% embed %}`, `{% content-ref %}`, `{% file %}` and `<details><summary>` expandables. They are
 * line-level tags that CommonMark reads as text, so they are split out here before the markdown
 * is parsed.
 */
import type { Nodes } from 'mdast';
import { parseMarkdown } from './parse.js';

export type ContainerKind = 'hint' | 'tabs' | 'tab' | 'code' | 'content-ref' | 'file' | 'details';

/** Where a block sits in the source: 0-based indexes of its first and last line (after CRLF → LF). */
export interface Lines {
  line: number;
  end: number;
}

export type Block =
  | ({ kind: 'markdown'; text: string } & Lines)
  | ({ kind: ContainerKind; attrs: Record<string, string>; children: Block[] } & Lines)
  | ({ kind: 'embed'; attrs: Record<string, string> } & Lines);

const CONTAINERS = new Set(['hint', 'tabs', 'tab', 'code', 'content-ref', 'file']);
const LIQUID = /^\s*\{%\s*(end)?([a-z-]+)\s*(.*?)\s*%\}\s*$/;
const DETAILS = /^\s*<details(\s+open)?\s*>\s*(?:<summary>(.*?)<\/summary>)?\s*$/i;
const SUMMARY = /^\s*<summary>(.*?)<\/summary>\s*$/i;
const DETAILS_END = /^\s*<\/details>\s*$/i;

/** Lines inside code blocks as the parser sees them (fenced or indented, in lists and quotes too): never tags. */
function codeLines(markdown: string): Set<number> {
  const lines = new Set<number>();
  const walk = (node: Nodes) => {
    if (node.type === 'code' && node.position)
      for (let l = node.position.start.line; l <= node.position.end.line; l++) lines.add(l - 1);
    else if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(parseMarkdown(markdown));
  return lines;
}

function attributes(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/([a-zA-Z-]+)\s*=\s*"([^"]*)"/g)) out[m[1]!] = m[2]!;
  return out;
}

type Open = Extract<Block, { children: Block[] }>;

/** Splits markdown into plain markdown runs and GitBook blocks; unmatched tags stay text. */
export function splitBlocks(markdown: string): Block[] {
  const root: Block[] = [];
  const stack: Open[] = [];
  let text: string[] = [];
  let textStart = 0;
  let at = 0;
  const target = () => (stack.length ? stack[stack.length - 1]!.children : root);
  const flush = () => {
    if (text.some((l) => l.trim()))
      target().push({ kind: 'markdown', text: text.join('\n'), line: textStart, end: textStart + text.length - 1 });
    text = [];
  };
  const addText = (line: string) => {
    if (text.length === 0) textStart = at;
    text.push(line);
  };
  const open = (kind: Open['kind'], attrs: Record<string, string>) => {
    flush();
    const block: Open = { kind, attrs, children: [], line: at, end: at };
    target().push(block);
    stack.push(block);
  };
  const close = (kind: Open['kind']) => {
    const index = stack.map((s) => s.kind).lastIndexOf(kind);
    if (index < 0) return false;
    flush();
    for (const block of stack.slice(index)) block.end = at;
    stack.length = index;
    return true;
  };
  const source = markdown.replace(/\r\n?/g, '\n');
  const lines = source.split('\n');
  // Most pages hold no tag at all: then there is nothing to split (and no need to parse).
  if (!lines.some((line) => LIQUID.test(line) || DETAILS.test(line) || SUMMARY.test(line) || DETAILS_END.test(line))) {
    return lines.some((l) => l.trim())
      ? [{ kind: 'markdown', text: lines.join('\n'), line: 0, end: lines.length - 1 }]
      : [];
  }
  const code = codeLines(source);
  for (; at < lines.length; at++) {
    const line = lines[at]!;
    if (code.has(at)) {
      addText(line);
      continue;
    }
    const tag = LIQUID.exec(line);
    if (tag && CONTAINERS.has(tag[2]!)) {
      const kind = tag[2] as Open['kind'];
      if (!tag[1]) open(kind, attributes(tag[3]!));
      else if (!close(kind)) addText(line);
      continue;
    }
    if (tag && tag[2] === 'embed' && !tag[1]) {
      flush();
      target().push({ kind: 'embed', attrs: attributes(tag[3]!), line: at, end: at });
      continue;
    }
    const details = DETAILS.exec(line);
    if (details) {
      open('details', { title: details[2] ?? '' });
      continue;
    }
    const summary = SUMMARY.exec(line);
    const current = stack[stack.length - 1];
    if (summary && current?.kind === 'details' && !current.attrs.title) {
      // An HTML block ends the paragraph before it, as in CommonMark.
      flush();
      current.attrs.title = summary[1]!;
      continue;
    }
    if (DETAILS_END.test(line) && close('details')) continue;
    addText(line);
  }
  flush();
  // Unclosed blocks run to the end of the source.
  for (const block of stack) block.end = lines.length - 1;
  return root;
}
