/**
 * Blocks a container may not hold, turned into ones it may: markdown nests more freely than the
 * reference's model (a code block in a quote, a table in a hint). Containers give up their
 * children, code and tables become paragraphs, embeds and references links; the text stays.
 */
import {
  mergeTexts,
  paragraph,
  plainOf,
  text,
  type DocumentBlock,
  type DocumentInline,
  type DocumentText,
} from './model.js';
import { textRun } from './inlines-from.js';
import { urlOf } from './refs.js';
import type { ContentRef } from './model.js';

export function fit(blocks: DocumentBlock[], allowed: ReadonlySet<string>): DocumentBlock[] {
  // Nearly always all of them may stay: the list itself is kept.
  if (blocks.every((b) => allowed.has(b.type))) return blocks;
  // An empty paragraph has no markdown: one left by a degraded block would not come back.
  return blocks.flatMap((b) =>
    allowed.has(b.type) ? [b] : fit(degrade(b), allowed).filter((d) => !isEmptyParagraph(d)),
  );
}

export const isEmptyParagraph = (b: DocumentBlock) =>
  b.type === 'paragraph' && (b.nodes ?? []).every((n) => n.object === 'text' && n.leaves.every((l) => !l.text));

const children = (b: DocumentBlock) => (b.nodes ?? []).filter((n): n is DocumentBlock => n.object === 'block');
const fragmentNodes = (b: DocumentBlock, name: string) => b.fragments?.find((f) => f.fragment === name)?.nodes ?? [];
const linkTo = (ref: ContentRef): DocumentInline => ({
  object: 'inline',
  type: 'link',
  data: { ref },
  nodes: [text(urlOf(ref))],
});

function degrade(b: DocumentBlock): DocumentBlock[] {
  switch (b.type) {
    case 'blockquote':
    case 'hint':
    case 'tabs-item':
    case 'stepper-step':
      return children(b);
    case 'stepper':
      return children(b).flatMap(children);
    case 'integration': {
      const props = (b.data.props ?? {}) as Record<string, unknown>;
      return [
        paragraph(
          textRun(
            Object.values(props)
              .filter((v) => typeof v === 'string')
              .join(' ') || String(b.data.integration ?? ''),
          ),
        ),
      ];
    }
    case 'swagger':
    case 'openapi-operation':
      return [
        paragraph(textRun([String(b.data.method ?? '').toUpperCase(), String(b.data.path ?? '')].join(' ').trim())),
      ];
    case 'openapi-schemas':
      return [paragraph(textRun(((b.data.schemas as string[] | undefined) ?? []).join(', ')))];
    case 'tabs':
      return children(b).flatMap((tab) => [paragraph(textRun(String(tab.data.title ?? ''))), ...children(tab)]);
    case 'expandable':
      return [
        paragraph(textRun(plainOf(fragmentNodes(b, 'expandable-title')))),
        ...fragmentNodes(b, 'expandable-body'),
      ];
    case 'code':
      return children(b)
        .map((line) => plainOf(line.nodes))
        .filter((line) => line.trim())
        .map((line) => paragraph([text(line, [{ object: 'mark', type: 'code' }])]));
    case 'math': {
      // Inline math is one line; empty, it has no markdown (an empty code span is not one).
      const formula = String(b.data.formula ?? '').replace(/\n/g, ' ');
      return formula ? [paragraph([{ object: 'inline', type: 'inline-math', data: { formula }, isVoid: true }])] : [];
    }
    case 'images':
      return [paragraph(children(b).map(inlineImage))];
    case 'table':
      return tableRows(b).map((row) =>
        paragraph(mergeTexts(row.flatMap((cell, i) => (i ? [text(' | '), ...cell] : cell)))),
      );
    case 'embed':
      return [paragraph([linkTo({ kind: 'url', url: String(b.data.url ?? '') })])];
    case 'content-ref':
    case 'file':
      return [paragraph([linkTo(b.data.ref as ContentRef)])];
    default:
      return [paragraph(textRun(plainOf(b.nodes)))];
  }
}

function inlineImage(image: DocumentBlock): DocumentInline {
  const caption = plainOf(fragmentNodes(image, 'caption'));
  return {
    object: 'inline',
    type: 'inline-image',
    data: { ...image.data, ...(caption ? { caption } : {}) },
    isVoid: true,
  };
}

/** A table's header (column titles) and rows, each cell as inlines, in column order. */
export type Cell = Array<DocumentInline | DocumentText>;

export function tableRows(table: DocumentBlock): Cell[][] {
  const data = table.data as {
    view: { columns: string[] };
    definition: Record<string, { title: string }>;
    records: Record<string, { orderIndex: string; values: Record<string, unknown> }>;
  };
  const columns = data.view.columns;
  const cell = (value: unknown): Cell => {
    const cellBlocks =
      typeof value === 'string' ? (table.fragments?.find((f) => f.fragment === value)?.nodes ?? []) : [];
    return mergeTexts(
      cellBlocks.flatMap((p, i) => [
        ...(i ? [text(' ')] : []),
        ...((p.nodes ?? []) as Array<DocumentInline | DocumentText>),
      ]),
    );
  };
  const records = Object.entries(data.records).sort(
    ([ka, a], [kb, b]) => compare(a.orderIndex, b.orderIndex) || compare(ka, kb),
  );
  return [
    columns.map((c) => textRun(data.definition[c]?.title ?? '')),
    ...records.map(([, r]) => columns.map((c) => cell(r.values[c]))),
  ];
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
