/**
 * GitBook's block syntax around markdown: `{% hint %}`, `{% tabs %}`/`{% tab %}`, `{% code %}`,
 * `{% embed %}`, `{% content-ref %}` and `<details><summary>` expandables. They are line-level
 * tags that CommonMark reads as text, so they are split out here before the markdown is parsed.
 */
export type Block =
  | { kind: 'markdown'; text: string }
  | { kind: 'hint' | 'tabs' | 'tab' | 'code' | 'content-ref' | 'details'; attrs: Record<string, string>; children: Block[] }
  | { kind: 'embed'; attrs: Record<string, string> };

const CONTAINERS = new Set(['hint', 'tabs', 'tab', 'code', 'content-ref']);
const LIQUID = /^\s*\{%\s*(end)?([a-z-]+)\s*(.*?)\s*%\}\s*$/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

function attributes(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/([a-zA-Z-]+)\s*=\s*"([^"]*)"/g)) out[m[1]!] = m[2]!;
  return out;
}

interface Open {
  kind: 'hint' | 'tabs' | 'tab' | 'code' | 'content-ref' | 'details';
  attrs: Record<string, string>;
  children: Block[];
}

/** Splits markdown into plain markdown runs and GitBook blocks; unmatched tags stay text. */
export function splitBlocks(markdown: string): Block[] {
  const root: Block[] = [];
  const stack: Open[] = [];
  let text: string[] = [];
  let fence: string | undefined;
  const target = () => (stack.length ? stack[stack.length - 1]!.children : root);
  const flush = () => {
    if (text.some((l) => l.trim())) target().push({ kind: 'markdown', text: text.join('\n') });
    text = [];
  };
  const open = (kind: Open['kind'], attrs: Record<string, string>) => {
    flush();
    const block: Open = { kind, attrs, children: [] };
    target().push(block);
    stack.push(block);
  };
  const close = (kind: Open['kind']) => {
    const at = stack.map((s) => s.kind).lastIndexOf(kind);
    if (at < 0) return false;
    flush();
    stack.length = at;
    return true;
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const f = FENCE.exec(line);
    if (fence) {
      text.push(line);
      if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length && !line.trim().slice(f[1]!.length).trim()) fence = undefined;
      continue;
    }
    if (f) {
      fence = f[1]!;
      text.push(line);
      continue;
    }
    const tag = LIQUID.exec(line);
    if (tag && CONTAINERS.has(tag[2]!)) {
      const kind = tag[2] as Open['kind'];
      if (!tag[1]) open(kind, attributes(tag[3]!));
      else if (!close(kind)) text.push(line);
      continue;
    }
    if (tag && tag[2] === 'embed' && !tag[1]) {
      flush();
      target().push({ kind: 'embed', attrs: attributes(tag[3]!) });
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
      current.attrs.title = summary[1]!;
      continue;
    }
    if (/^\s*<\/details>\s*$/i.test(line) && close('details')) continue;
    text.push(line);
  }
  flush();
  return root;
}
