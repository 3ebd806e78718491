/**
 * What GitBook's syntax in a page gets wrong, line by line: tags no renderer knows, blocks never
 * closed, end tags that close nothing, blocks outside the block they belong in, nesting too deep.
 * An unknown tag with no end tag after it is a single tag, so it is unknown but never unclosed;
 * only blocks that hold content can be left open. The page is kept as written either way; these are warnings (push names file and line, `check`
 * lists them). Cheap to import: no parser.
 */
import { allBlocks, isKnownTag, readBlocks, type Block, type TagBlock } from './blocks.js';
import { MARKDOWN_LIMITS } from './limits.js';

export type MarkdownProblemKind = 'unknown-tag' | 'unclosed' | 'stray-end' | 'misplaced' | 'too-deep';

export interface MarkdownProblem {
  /** 1-based line of the tag. */
  line: number;
  kind: MarkdownProblemKind;
  message: string;
}

/** Blocks that belong in a parent block of one kind. */
const PARENTS: Record<string, string> = {
  tab: 'tabs',
  step: 'stepper',
  column: 'columns',
  update: 'updates',
  'swagger-description': 'swagger',
  'swagger-parameter': 'swagger',
  'swagger-response': 'swagger',
  else: 'if',
  elsif: 'if',
  elseif: 'if',
};

const shown = (b: TagBlock) => (b.name === 'details' ? '<details>' : `{% ${b.name} %}`);

export function markdownProblems(markdown: string): MarkdownProblem[] {
  const { blocks, tooDeep } = readBlocks(markdown);
  const out: MarkdownProblem[] = [];
  const parentOf = new Map<Block, TagBlock>();
  for (const block of allBlocks(blocks)) {
    if (block.kind !== 'tag') continue;
    for (const child of block.children) parentOf.set(child, block);
    const line = block.line + 1;
    if (block.stray) out.push({ line, kind: 'stray-end', message: `{% ${block.name} %} closes no open block` });
    else if (block.name !== 'details' && !isKnownTag(block.name))
      out.push({
        line,
        kind: 'unknown-tag',
        message: `unknown tag {% ${block.name} %}: kept as written, shown as its content`,
      });
    if (!block.closed)
      out.push({ line, kind: 'unclosed', message: `${shown(block)} is not closed: it runs to the end of its parent` });
    const parent = PARENTS[block.name];
    if (parent && parentOf.get(block)?.name !== parent)
      out.push({ line, kind: 'misplaced', message: `{% ${block.name} %} belongs in a {% ${parent} %} block` });
  }
  for (const line of tooDeep)
    out.push({
      line: line + 1,
      kind: 'too-deep',
      message: `block nested deeper than ${MARKDOWN_LIMITS.nesting} levels: shown as its content`,
    });
  return out.sort((a, b) => a.line - b.line);
}
