/**
 * GitBook's block syntax around markdown: `{% hint %}`, `{% tabs %}`/`{% tab %}`, `{% code %}`,
 * `{% embed %}`, `{% content-ref %}`, `{% file %}` and `<details><summary>` expandables. They are
 * line-level tags that CommonMark reads as text, so they are split out here before the markdown
 * is parsed.
 */
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
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

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
    if (text.some((l) => l.trim())) target().push({ kind: 'markdown', text: text.join('\n'), line: textStart, end: textStart + text.length - 1 });
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
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let fence: string | undefined;
  for (; at < lines.length; at++) {
    const line = lines[at]!;
    const f = FENCE.exec(line);
    if (fence) {
      addText(line);
      if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length && !line.trim().slice(f[1]!.length).trim()) fence = undefined;
      continue;
    }
    if (f) {
      fence = f[1]!;
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
    const details = /^\s*<details(\s+open)?\s*>\s*(?:<summary>(.*?)<\/summary>)?\s*$/i.exec(line);
    if (details) {
      open('details', { title: details[2] ?? '' });
      continue;
    }
    const summary = /^\s*<summary>(.*?)<\/summary>\s*$/i.exec(line);
    const current = stack[stack.length - 1];
    if (summary && current?.kind === 'details' && !current.attrs.title) {
      // An HTML block ends the paragraph before it, as in CommonMark.
      flush();
      current.attrs.title = summary[1]!;
      continue;
    }
    if (/^\s*<\/details>\s*$/i.test(line) && close('details')) continue;
    addText(line);
  }
  flush();
  // Unclosed blocks run to the end of the source.
  for (const block of stack) block.end = lines.length - 1;
  return root;
}
