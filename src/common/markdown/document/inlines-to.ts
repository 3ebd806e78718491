/** The reference's texts and inlines → markdown phrasing (mdast), checked as they are read. */
import type { PhrasingContent } from 'mdast';
import { array, fail, node, object, optionalString, string } from './check.js';
import { emojiOf } from './emoji.js';
import { MARK_ORDER, type ContentRef, type MarkType } from './model.js';
import { urlOf } from './refs.js';

/** Marks the reference has that markdown cannot show: the text stays, the mark goes. */
const DROPPED_MARKS = new Set(['keyboard', 'color', 'superscript', 'subscript']);
const WRAP = { bold: 'strong', italic: 'emphasis', strikethrough: 'delete' } as const;

interface Item {
  marks: MarkType[];
  node: PhrasingContent;
}

export interface PhrasingOptions {
  inLink?: boolean;
  /** Where line breaks cannot be (table cells): they become spaces. */
  breaks?: boolean;
}

export function phrasing(value: unknown, path: string, options: PhrasingOptions = {}): PhrasingContent[] {
  const items = array(value, path).flatMap((raw, i) => item(raw, `${path}[${i}]`, options));
  return nest(items, []);
}

function item(raw: unknown, path: string, options: PhrasingOptions): Item[] {
  const o = object(raw, path);
  if (o.object === 'text') return leaves(o.leaves, `${path}.leaves`, options);
  if (o.object !== 'inline') fail(`${path}.object`, `must be "text" or "inline", got ${JSON.stringify(o.object)}`);
  const data = object(o.data, `${path}.data`);
  const plain = (n: PhrasingContent): Item[] => [{ marks: [], node: n }];
  switch (o.type) {
    case 'link': {
      if (options.inLink) fail(`${path}.type`, 'a link cannot hold a link');
      const url = urlOf(contentRef(data.ref, `${path}.data.ref`, 'any'));
      return plain({
        type: 'link',
        url,
        title: null,
        children: phrasing(o.nodes ?? [], `${path}.nodes`, { ...options, inLink: true }),
      });
    }
    case 'inline-image':
      return plain(image(data, `${path}.data`));
    case 'emoji': {
      if (options.inLink) fail(`${path}.type`, 'a link holds text and images only');
      const code = string(data.code, `${path}.data.code`);
      const emoji =
        emojiOf(code) ??
        fail(
          `${path}.data.code`,
          `${JSON.stringify(code)} is not an emoji (code points in hex joined by -, e.g. 1f44d)`,
        );
      return plain({ type: 'text', value: emoji });
    }
    case 'inline-math': {
      if (options.inLink) fail(`${path}.type`, 'a link holds text and images only');
      const formula = string(data.formula, `${path}.data.formula`).replace(/\n/g, ' ');
      if (!formula) fail(`${path}.data.formula`, 'must not be empty');
      // GitHub's inline math: a code span between dollar signs.
      return [
        { type: 'text', value: '$' },
        { type: 'inlineCode', value: formula },
        { type: 'text', value: '$' },
      ].map((n) => ({ marks: [], node: n as PhrasingContent }));
    }
    default:
      return fail(
        `${path}.type`,
        `${JSON.stringify(o.type)} inlines cannot be stored as markdown (links, images, emoji and math can)`,
      );
  }
}

function leaves(raw: unknown, path: string, options: PhrasingOptions): Item[] {
  return array(raw, path).flatMap((l, j) => {
    const at = `${path}[${j}]`;
    const leaf = node(l, at, 'leaf');
    const value = string(leaf.text, `${at}.text`);
    const marks = marksOf(leaf.marks ?? [], `${at}.marks`);
    if (!value) return [];
    if (marks.includes('code'))
      return [
        { marks: marks.filter((m) => m !== 'code'), node: { type: 'inlineCode', value: value.replace(/\n/g, ' ') } },
      ];
    // A `\n` in the reference's text is a line break.
    return value.split('\n').flatMap((part, k): Item[] => [
      ...(k
        ? [
            {
              marks,
              node: options.breaks === false ? ({ type: 'text', value: ' ' } as const) : ({ type: 'break' } as const),
            },
          ]
        : []),
      ...(part ? [{ marks, node: { type: 'text' as const, value: part } }] : []),
    ]);
  });
}

function marksOf(raw: unknown, path: string): MarkType[] {
  const types = new Set<string>();
  array(raw, path).forEach((m, k) => {
    const type = string(node(m, `${path}[${k}]`, 'mark').type, `${path}[${k}].type`);
    if (!(MARK_ORDER as readonly string[]).includes(type) && !DROPPED_MARKS.has(type))
      fail(`${path}[${k}].type`, `unknown mark ${JSON.stringify(type)}`);
    types.add(type);
  });
  return MARK_ORDER.filter((m) => types.has(m));
}

/**
 * A line break that ends a paragraph or a mark cannot be written `\` (at the end of a paragraph
 * that is a backslash; before a closing `**` the writer turns the line end into `&#xA;`): it is
 * written `<br>`, as GitBook does, which reads back as the same line break.
 */
export function endingBreaksAsHtml(children: PhrasingContent[]): PhrasingContent[] {
  let end = children.length;
  while (end > 0 && children[end - 1]!.type === 'break') end--;
  if (end === children.length) return children;
  return [...children.slice(0, end), ...children.slice(end).map(() => ({ type: 'html', value: '<br>' }) as const)];
}

/** Marks as nested emphasis: each mark opened once over the longest run that has it. */
function nest(items: Item[], open: MarkType[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (let i = 0; i < items.length; ) {
    const pending = items[i]!.marks.filter((m) => !open.includes(m));
    if (!pending.length) {
      append(out, items[i]!.node);
      i++;
      continue;
    }
    let best = pending[0]!;
    let length = 0;
    for (const mark of pending) {
      let j = i;
      while (j < items.length && items[j]!.marks.includes(mark)) j++;
      if (j - i > length) [best, length] = [mark, j - i];
    }
    out.push({
      type: WRAP[best as keyof typeof WRAP],
      children: endingBreaksAsHtml(nest(items.slice(i, i + length), [...open, best])),
    } as PhrasingContent);
    i += length;
  }
  return out;
}

/**
 * Phrasing with a text joined to the text before it. Where the writer writes a character next to
 * `**` as a reference (`&#x1F600;`), it escapes a backslash before it only in the same text:
 * `\` and an emoji (a text of its own) would be written `\&#x1F600;`, which reads as `&#x1F600;`.
 */
function append(out: PhrasingContent[], node: PhrasingContent): void {
  const last = out[out.length - 1];
  if (last?.type === 'text' && node.type === 'text')
    out[out.length - 1] = { type: 'text', value: last.value + node.value };
  else out.push(node);
}

/** A content reference markdown can link to: a URL, a page or anchor of this space, a file. */
export function contentRef(raw: unknown, path: string, kinds: 'any' | 'image' | 'file'): ContentRef {
  const o = object(raw, path);
  const allowed = kinds === 'file' ? ['file'] : kinds === 'image' ? ['url', 'file'] : ['url', 'page', 'anchor', 'file'];
  const kind = string(o.kind, `${path}.kind`);
  if (!allowed.includes(kind))
    fail(`${path}.kind`, `must be ${allowed.join(' or ')} here, got ${JSON.stringify(kind)}`);
  if (o.space !== undefined) fail(`${path}.space`, 'references to other spaces cannot be stored as markdown');
  switch (kind) {
    case 'url':
      return { kind, url: string(o.url, `${path}.url`) };
    case 'page':
      return { kind, page: id(o.page, `${path}.page`) };
    case 'anchor': {
      const page = o.page === undefined ? undefined : id(o.page, `${path}.page`);
      return { kind, anchor: string(o.anchor, `${path}.anchor`), ...(page !== undefined ? { page } : {}) };
    }
    default:
      return { kind: 'file', file: id(o.file, `${path}.file`) };
  }
}

function id(raw: unknown, path: string): string {
  const s = string(raw, path);
  if (!s || /[/?#\s]/.test(s)) fail(path, 'must be an id (no /, ?, # or spaces)');
  return s;
}

export function image(data: Record<string, unknown>, path: string): PhrasingContent {
  const url = urlOf(contentRef(data.ref, `${path}.ref`, 'image'));
  const alt = optionalString(data.alt, `${path}.alt`) ?? '';
  const caption = optionalString(data.caption, `${path}.caption`);
  return { type: 'image', url, alt: alt.replace(/\n/g, ' '), title: caption ? caption.replace(/\n/g, ' ') : null };
}
