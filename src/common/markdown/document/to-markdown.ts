/**
 * The reference's JSON document → markdown, checked as it is read: the inverse of
 * `markdownOrigins` for everything that produces. Markdown-native blocks go through
 * remark-stringify (which escapes text so it reads back the same); GitBook blocks are written as
 * their `{% %}` tags and `<details>` around their content.
 */
import type { Code, ListItem, PhrasingContent, RootContent, Table, TableRow } from 'mdast';
import { array, attribute, fail, node, object, optionalString, string, type Obj } from './check.js';
import { HINT_STYLES, READS, type Container } from './model.js';
import { contentRef, endingBreaksAsHtml, image, phrasing } from './inlines-to.js';
import { urlOf } from './refs.js';
import { stringifyMarkdown } from './stringify.js';

const MAX_DEPTH = 32;

/** Blocks of the reference that have no markdown form here. */
const UNSUPPORTED = new Set([
  'drawing',
  'openapi',
  'openapi-webhook',
  'reusable-content',
  'columns',
  'column',
  'if',
  'prompt',
  'updates',
  'update',
]);

/** Every block type this module reads: what containers hold, and the parts of lists, tabs, images and code. */
const KNOWN = new Set([
  ...Object.values(READS).flatMap((types) => [...types]),
  'list-item',
  'tabs-item',
  'image',
  'code-line',
  'stepper-step',
]);

/** Markdown, or text written as is (GitBook's tags, already serialized content). */
type Part = { md: RootContent } | { text: string };

/** Inside a list item or a quote only markdown can be written: GitBook's tags are read at the top level. */
type Mode = 'tags' | 'markdown';

export function documentToMarkdown(value: unknown, path = 'document'): string {
  const doc = node(value, path, 'document');
  if (doc.data !== undefined) object(doc.data, `${path}.data`);
  const out = serialize(blocks(doc.nodes, `${path}.nodes`, 'document', 'tags', 0));
  return out ? `${out}\n` : '';
}

function serialize(parts: Part[]): string {
  const out: string[] = [];
  let run: RootContent[] = [];
  const flush = () => {
    // One tree per run, so the serializer separates what must stay apart (two adjacent lists).
    if (run.length) out.push(stringifyMarkdown({ type: 'root', children: run }));
    run = [];
  };
  for (const part of parts) {
    if ('md' in part) run.push(part.md);
    else {
      flush();
      out.push(part.text);
    }
  }
  flush();
  return out.filter(Boolean).join('\n\n');
}

const where: Record<Container, string> = {
  document: 'the document',
  blockquote: 'a quote',
  'list-item': 'a list item',
  hint: 'a hint',
  'tabs-item': 'a tab',
  'expandable-body': 'an expandable block',
  'stepper-step': 'a step',
};

function blocks(value: unknown, path: string, container: Container, mode: Mode, depth: number): Part[] {
  return array(value, path).flatMap((raw, i) => {
    const at = `${path}[${i}]`;
    const b = node(raw, at, 'block');
    const type = string(b.type, `${at}.type`);
    if (UNSUPPORTED.has(type)) fail(`${at}.type`, `${type} blocks cannot be stored as markdown by this service`);
    if (!KNOWN.has(type)) fail(`${at}.type`, `unknown block type ${JSON.stringify(type)}`);
    if (!READS[container].has(type)) fail(`${at}.type`, `a ${type} block cannot be in ${where[container]}`);
    if (depth >= MAX_DEPTH) fail(at, `blocks nested deeper than ${MAX_DEPTH} levels`);
    return block(b, type, at, mode, depth + 1);
  });
}

const md = (n: RootContent): Part[] => [{ md: n }];
const mdOnly = (parts: Part[]) => parts.flatMap((p) => ('md' in p ? [p.md] : []));
const dataOf = (b: Obj, at: string) => (b.data === undefined ? {} : object(b.data, `${at}.data`));

function block(b: Obj, type: string, at: string, mode: Mode, depth: number): Part[] {
  const data = dataOf(b, at);
  switch (type) {
    case 'paragraph': {
      const children = endingBreaksAsHtml(phrasing(b.nodes ?? [], `${at}.nodes`));
      return children.length ? md({ type: 'paragraph', children }) : [];
    }
    case 'heading-1':
    case 'heading-2':
    case 'heading-3':
      return md({
        type: 'heading',
        depth: Number(type.slice(-1)) as 1 | 2 | 3,
        children: phrasing(b.nodes ?? [], `${at}.nodes`),
      });
    case 'divider':
      return md({ type: 'thematicBreak' });
    case 'blockquote':
      return md({
        type: 'blockquote',
        children: mdOnly(blocks(b.nodes ?? [], `${at}.nodes`, 'blockquote', 'markdown', depth)) as never,
      });
    case 'list-ordered':
    case 'list-unordered':
    case 'list-tasks':
      return md(list(b, type, data, at, depth));
    case 'code':
      return code(b, data, at, mode);
    case 'math':
      return md({ type: 'code', lang: 'math', meta: null, value: string(data.formula, `${at}.data.formula`) });
    case 'images':
      return images(b, at);
    case 'table':
      return table(b, data, at);
    case 'hint': {
      const style = string(data.style, `${at}.data.style`);
      if (!(HINT_STYLES as readonly string[]).includes(style))
        fail(`${at}.data.style`, `must be one of ${HINT_STYLES.join(', ')}`);
      const inner = blocks(b.nodes ?? [], `${at}.nodes`, 'hint', mode, depth);
      // In a list item the hint cannot be written: its content stays, without the box.
      return mode === 'markdown' ? inner : tag(`hint style="${style}"`, 'hint', serialize(inner));
    }
    case 'tabs':
      return tabs(b, at, depth);
    case 'expandable':
      return expandable(b, at, depth);
    case 'embed': {
      const url = attribute(data.url, `${at}.data.url`);
      if (mode === 'markdown')
        return md({ type: 'paragraph', children: [{ type: 'link', url, children: [{ type: 'text', value: url }] }] });
      return [{ text: `{% embed url="${url}" %}` }];
    }
    case 'content-ref': {
      const url = urlOf(contentRef(data.ref, `${at}.data.ref`, 'any'));
      attribute(url, `${at}.data.ref`);
      return tag(
        `content-ref url="${url}"`,
        'content-ref',
        serialize(
          md({ type: 'paragraph', children: [{ type: 'link', url, children: [{ type: 'text', value: url }] }] }),
        ),
      );
    }
    case 'file': {
      const url = urlOf(contentRef(data.ref, `${at}.data.ref`, 'file'));
      return tag(`file src="${url}"`, 'file', '');
    }
    case 'stepper':
      return stepper(b, at, depth);
    case 'integration':
      return integration(data, at);
    case 'swagger': {
      const src = urlOf(contentRef(data.ref, `${at}.data.ref`, 'image'));
      return tag(`openapi ${apiAttributes({ src, path: data.path, method: data.method }, at)}`, 'openapi', '');
    }
    case 'openapi-operation':
    case 'openapi-schemas': {
      const ref = object(data.ref, `${at}.data.ref`);
      if (ref.kind !== 'openapi') fail(`${at}.data.ref.kind`, 'must be "openapi"');
      const fields: Record<string, unknown> =
        type === 'openapi-operation'
          ? { spec: ref.spec, path: data.path, method: data.method }
          : {
              spec: ref.spec,
              schemas: array(data.schemas, `${at}.data.schemas`)
                .map((v, i) => string(v, `${at}.data.schemas[${i}]`))
                .join(','),
              ...(typeof data.grouped === 'boolean' ? { grouped: String(data.grouped) } : {}),
            };
      return tag(`${type} ${apiAttributes(fields, at)}`, type, '');
    }
    default:
      return fail(`${at}.type`, `unknown block type ${JSON.stringify(type)}`);
  }
}

const tag = (open: string, name: string, inner: string): Part[] => [
  { text: [`{% ${open} %}`, inner, `{% end${name} %}`].filter(Boolean).join('\n') },
];

function list(b: Obj, type: string, data: Obj, at: string, depth: number): RootContent {
  const tasks = type === 'list-tasks';
  const children = array(b.nodes ?? [], `${at}.nodes`).map((raw, j): ListItem => {
    const itemAt = `${at}.nodes[${j}]`;
    const item = node(raw, itemAt, 'block');
    if (item.type !== 'list-item')
      fail(`${itemAt}.type`, `a list holds list-item blocks, got ${JSON.stringify(item.type)}`);
    const itemData = dataOf(item, itemAt);
    if (itemData.checked !== undefined && typeof itemData.checked !== 'boolean')
      fail(`${itemAt}.data.checked`, 'must be a boolean');
    const content = mdOnly(blocks(item.nodes ?? [], `${itemAt}.nodes`, 'list-item', 'markdown', depth));
    // An item's blocks are kept apart by blank lines (a table right after a paragraph would join
    // it), except the common text-then-sublist, which stays tight.
    const tight =
      content.length < 2 || (content.length === 2 && content[0]!.type === 'paragraph' && content[1]!.type === 'list');
    // A checkbox needs text after it to be one (`* [x]` alone is a paragraph): an empty task item
    // gets a comment, which reads back as nothing.
    const children =
      tasks && content.length === 0
        ? [{ type: 'paragraph' as const, children: [{ type: 'html' as const, value: '<!-- -->' }] }]
        : content;
    return {
      type: 'listItem',
      spread: !tight,
      checked: tasks ? itemData.checked === true : null,
      children: children as ListItem['children'],
    };
  });
  let start: number | null = null;
  if (type === 'list-ordered' && data.start !== undefined) {
    if (typeof data.start !== 'number' || !Number.isInteger(data.start) || data.start < 0 || data.start > 999_999_999)
      fail(`${at}.data.start`, 'must be an integer from 0 to 999999999');
    start = data.start;
  }
  return { type: 'list', ordered: type === 'list-ordered', start, spread: false, children };
}

function code(b: Obj, data: Obj, at: string, mode: Mode): Part[] {
  const syntax = optionalString(data.syntax, `${at}.data.syntax`);
  if (syntax !== undefined && /\s/.test(syntax)) fail(`${at}.data.syntax`, 'must be one word (no spaces)');
  const lines = array(b.nodes ?? [], `${at}.nodes`).map((raw, j) => {
    const lineAt = `${at}.nodes[${j}]`;
    const line = node(raw, lineAt, 'block');
    if (line.type !== 'code-line')
      fail(`${lineAt}.type`, `a code block holds code-line blocks, got ${JSON.stringify(line.type)}`);
    return array(line.nodes ?? [], `${lineAt}.nodes`)
      .map((t, k) => {
        const textAt = `${lineAt}.nodes[${k}]`;
        const leaves = array(node(t, textAt, 'text').leaves, `${textAt}.leaves`);
        return leaves
          .map((l, m) => string(node(l, `${textAt}.leaves[${m}]`, 'leaf').text, `${textAt}.leaves[${m}].text`))
          .join('');
      })
      .join('');
  });
  const fence: Code = { type: 'code', lang: syntax || null, meta: null, value: lines.join('\n') };
  const attrs = [
    data.title !== undefined ? `title="${attribute(data.title, `${at}.data.title`)}"` : '',
    data.overflow === 'wrap' || data.overflow === 'scroll' ? `overflow="${data.overflow}"` : '',
    typeof data.lineNumbers === 'boolean' ? `lineNumbers="${data.lineNumbers}"` : '',
    typeof data.fullWidth === 'boolean' ? `fullWidth="${data.fullWidth}"` : '',
  ].filter(Boolean);
  // A title and options are a `{% code %}` tag; in a list item they cannot be written.
  if (!attrs.length || mode === 'markdown') return md(fence);
  return tag(`code ${attrs.join(' ')}`, 'code', serialize(md(fence)));
}

function images(b: Obj, at: string): Part[] {
  const children: PhrasingContent[] = [];
  array(b.nodes ?? [], `${at}.nodes`).forEach((raw, j) => {
    const imageAt = `${at}.nodes[${j}]`;
    const img = node(raw, imageAt, 'block');
    if (img.type !== 'image')
      fail(`${imageAt}.type`, `an images block holds image blocks, got ${JSON.stringify(img.type)}`);
    const data = { ...object(img.data, `${imageAt}.data`) };
    const caption = fragments(img, imageAt).find((f) => f.name === 'caption');
    if (caption) data.caption = captionText(caption.nodes, caption.path);
    if (children.length) children.push({ type: 'text', value: '\n' });
    children.push(image(data, `${imageAt}.data`));
  });
  return children.length ? md({ type: 'paragraph', children }) : [];
}

interface Fragment {
  name: string;
  nodes: unknown[];
  path: string;
}

function fragments(b: Obj, at: string): Fragment[] {
  return array(b.fragments ?? [], `${at}.fragments`).map((raw, k) => {
    const path = `${at}.fragments[${k}]`;
    const f = node(raw, path, 'fragment');
    const name =
      optionalString(f.fragment, `${path}.fragment`) ??
      optionalString(f.type, `${path}.type`) ??
      fail(`${path}.fragment`, 'is required');
    return { name, nodes: array(f.nodes, `${path}.nodes`), path: `${path}.nodes` };
  });
}

/** Text of paragraphs (captions, titles), on one line. */
function captionText(nodes: unknown[], path: string): string {
  return nodes
    .map((raw, i) => {
      const at = `${path}[${i}]`;
      const p = node(raw, at, 'block');
      if (p.type !== 'paragraph') fail(`${at}.type`, `must be a paragraph, got ${JSON.stringify(p.type)}`);
      return plainPhrasing(phrasing(p.nodes ?? [], `${at}.nodes`));
    })
    .join(' ')
    .replace(/\s*\n\s*/g, ' ');
}

function plainPhrasing(nodes: PhrasingContent[]): string {
  return nodes
    .map((n) => (n.type === 'break' ? ' ' : 'value' in n ? n.value : 'children' in n ? plainPhrasing(n.children) : ''))
    .join('');
}

function stepper(b: Obj, at: string, depth: number): Part[] {
  const steps = array(b.nodes ?? [], `${at}.nodes`).map((raw, j) => {
    const stepAt = `${at}.nodes[${j}]`;
    const step = node(raw, stepAt, 'block');
    if (step.type !== 'stepper-step')
      fail(`${stepAt}.type`, `a stepper holds stepper-step blocks, got ${JSON.stringify(step.type)}`);
    return tag(
      'step',
      'step',
      serialize(blocks(step.nodes ?? [], `${stepAt}.nodes`, 'stepper-step', 'tags', depth + 1)),
    )[0]!;
  });
  return tag('stepper', 'stepper', serialize(steps));
}

/** `{% @integration/block prop="value" %}`: GitBook's integration blocks; their props are written as attributes. */
function integration(data: Obj, at: string): Part[] {
  const name = string(data.integration, `${at}.data.integration`);
  const blockName = string(data.block, `${at}.data.block`);
  for (const [field, value] of [
    ['integration', name],
    ['block', blockName],
  ] as const)
    if (!/^[\w.-]+$/.test(value)) fail(`${at}.data.${field}`, 'must be letters, digits, dots, dashes or underscores');
  const props = object(data.props ?? {}, `${at}.data.props`);
  const attrs = Object.entries(props).map(([key, value]) => {
    if (!/^[A-Za-z][\w-]*$/.test(key)) fail(`${at}.data.props.${key}`, 'must be a name of letters, digits and dashes');
    return `${key}="${attribute(value, `${at}.data.props.${key}`)}"`;
  });
  return [{ text: `{% @${name}/${blockName}${attrs.map((a) => ` ${a}`).join('')} %}` }];
}

/** The attributes of an API block, each a string without quotes or line breaks. */
function apiAttributes(fields: Record<string, unknown>, at: string): string {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}="${attribute(value, `${at}.data.${key}`)}"`)
    .join(' ');
}

function tabs(b: Obj, at: string, depth: number): Part[] {
  const items = array(b.nodes ?? [], `${at}.nodes`).map((raw, j) => {
    const tabAt = `${at}.nodes[${j}]`;
    const tab = node(raw, tabAt, 'block');
    if (tab.type !== 'tabs-item') fail(`${tabAt}.type`, `tabs hold tabs-item blocks, got ${JSON.stringify(tab.type)}`);
    const data = dataOf(tab, tabAt);
    const title = data.title === undefined ? '' : attribute(data.title, `${tabAt}.data.title`);
    return tag(
      `tab title="${title}"`,
      'tab',
      serialize(blocks(tab.nodes ?? [], `${tabAt}.nodes`, 'tabs-item', 'tags', depth + 1)),
    )[0]!;
  });
  return tag('tabs', 'tabs', serialize(items));
}

function expandable(b: Obj, at: string, depth: number): Part[] {
  const all = fragments(b, at);
  const title = all.find((f) => f.name === 'expandable-title');
  const body = all.find((f) => f.name === 'expandable-body');
  const plain = title ? captionText(title.nodes, title.path) : '';
  if (plain.includes('</summary>')) fail(`${title!.path}`, 'cannot hold </summary>');
  // The summary is read as markdown and HTML: its text is escaped so that it reads back the same (`<head>`, `*`).
  const summary = plain
    ? stringifyMarkdown({ type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: plain }] }] })
    : '';
  const inner = body ? serialize(blocks(body.nodes, body.path, 'expandable-body', 'tags', depth)) : '';
  return [{ text: ['<details>', `<summary>${summary}</summary>`, inner, '</details>'].filter(Boolean).join('\n\n') }];
}

/**
 * A GitHub table from the reference's table block: its view's columns in order, their titles as
 * the header, the records by `orderIndex`, each text cell's fragment as the cell's content.
 */
function table(b: Obj, data: Obj, at: string): Part[] {
  const view = object(data.view, `${at}.data.view`);
  const definition = object(data.definition, `${at}.data.definition`);
  const records = object(data.records, `${at}.data.records`);
  const columns = array(view.columns, `${at}.data.view.columns`).map((c, i) =>
    string(c, `${at}.data.view.columns[${i}]`),
  );
  const byName = new Map(fragments(b, at).map((f) => [f.name, f]));
  const defs = columns.map((id, i) => {
    const def = object(
      definition[id] ?? fail(`${at}.data.view.columns[${i}]`, `no column ${JSON.stringify(id)} in the definition`),
      `${at}.data.definition.${id}`,
    );
    if (def.type !== 'text')
      fail(
        `${at}.data.definition.${id}.type`,
        `only text columns can be stored as markdown, got ${JSON.stringify(def.type)}`,
      );
    const align = def.textAlignment;
    const written: 'center' | 'right' | null = align === 'center' || align === 'right' ? align : null;
    return { id, title: string(def.title, `${at}.data.definition.${id}.title`), align: written };
  });
  if (!defs.length) return [];
  const rows = Object.entries(records)
    .map(([id, raw]) => {
      const recordAt = `${at}.data.records.${id}`;
      const record = object(raw, recordAt);
      const values = object(record.values, `${recordAt}.values`);
      const orderIndex = string(record.orderIndex, `${recordAt}.orderIndex`);
      const cells = defs.map((d): TableRow['children'][number] => {
        const value = values[d.id];
        if (value === undefined || value === null) return { type: 'tableCell', children: [] };
        const name = string(value, `${recordAt}.values.${d.id}`);
        const f =
          byName.get(name) ?? fail(`${recordAt}.values.${d.id}`, `no fragment ${JSON.stringify(name)} in the table`);
        return { type: 'tableCell', children: cellPhrasing(f) };
      });
      return { id, orderIndex, row: { type: 'tableRow', children: cells } as TableRow };
    })
    .sort((a, b) => (a.orderIndex < b.orderIndex ? -1 : a.orderIndex > b.orderIndex ? 1 : a.id < b.id ? -1 : 1));
  const head: TableRow = {
    type: 'tableRow',
    children: defs.map((d) => ({ type: 'tableCell', children: d.title ? [{ type: 'text', value: d.title }] : [] })),
  };
  const gfm: Table = { type: 'table', align: defs.map((d) => d.align), children: [head, ...rows.map((r) => r.row)] };
  return md(gfm);
}

/** A cell is one line: its paragraphs joined by spaces, line breaks as spaces. */
function cellPhrasing(f: Fragment): PhrasingContent[] {
  return f.nodes.flatMap((raw, i) => {
    const at = `${f.path}[${i}]`;
    const p = node(raw, at, 'block');
    if (p.type !== 'paragraph') fail(`${at}.type`, `a table cell holds paragraphs, got ${JSON.stringify(p.type)}`);
    const content = phrasing(p.nodes ?? [], `${at}.nodes`, { breaks: false });
    return i && content.length ? [{ type: 'text' as const, value: ' ' }, ...content] : content;
  });
}
