import { describe, expect, it } from 'vitest';
import {
  documentToMarkdown,
  markdownToDocument,
  type DocumentBlock,
  type JSONDocument,
} from '../../../src/common/markdown/document.js';
import { plainOf } from '../../../src/common/markdown/document/model.js';
import { splitRaw } from '../../../src/common/gitsync/front-matter.js';
import { markdownProblems } from '../../../src/common/markdown/problems.js';
import { componentProblems } from '../../helpers/contract.js';
import { markdownSets, REAL_REPOS } from '../../helpers/markdown-files.js';

/**
 * Every markdown file of our fixture (and of the real repositories when DOCS_CLI_REAL_REPOS is
 * set) as a JSON document: it validates against both references, and written back as markdown it
 * reads as a document whose every block holds the same content.
 */
if (!REAL_REPOS) console.warn('real repository documents skipped: DOCS_CLI_REAL_REPOS is not set (the fixture runs)');

/** Every text of a block and what it holds (fragments, nested blocks), in order: its content. */
function contentOf(block: DocumentBlock): string {
  const parts: string[] = [];
  const visit = (b: DocumentBlock) => {
    parts.push(plainOf((b.nodes ?? []).filter((n) => n.object !== 'block')));
    for (const n of b.nodes ?? []) if (n.object === 'block') visit(n);
    for (const f of b.fragments ?? []) for (const n of f.nodes) visit(n);
    for (const key of ['url', 'formula', 'title', 'alt', 'caption'] as const)
      if (typeof b.data[key] === 'string') parts.push(b.data[key] as string);
  };
  visit(block);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

const contents = (doc: JSONDocument) => doc.nodes.map((b) => `${b.type}: ${contentOf(b)}`);

describe('markdown → JSON document → markdown keeps each block, for every file', () => {
  for (const { repo, files } of markdownSets())
    it(`${repo}: ${files.length} files`, () => {
      const invalid: string[] = [];
      const changed: string[] = [];
      let blocks = 0;
      for (const file of files) {
        let body: string;
        try {
          body = splitRaw(file.text).body;
        } catch {
          body = file.text;
        }
        const doc = markdownToDocument(body);
        blocks += doc.nodes.length;
        for (const reference of ['0.137.0', '0.202.0'] as const) {
          const problems = componentProblems(reference, 'JSONDocument', doc);
          if (problems.length) invalid.push(`${file.name} (${reference}): ${problems.slice(0, 2).join('; ')}`);
        }
        const back = markdownToDocument(documentToMarkdown(doc));
        const before = contents(doc);
        const after = contents(back);
        if (JSON.stringify(before) !== JSON.stringify(after)) {
          const at = before.findIndex((b, i) => b !== after[i]);
          changed.push(`${file.name} block ${at}: ${before[at]?.slice(0, 120)} → ${after[at]?.slice(0, 120)}`);
        }
      }
      console.log(`${repo}: ${files.length} files, ${blocks} top-level blocks`);
      expect(invalid).toEqual([]);
      expect(changed).toEqual([]);
    }, 600_000);
});

describe('problems of GitBook syntax, by line', () => {
  it('lists unknown tags, unclosed blocks, stray end tags, misplaced and too deep blocks', () => {
    const markdown = [
      '# Page', // 1
      '{% sparkle %}', // 2: unknown; no end tag follows, so a single tag (not unclosed)
      '{% hint style="info" %}', // 3: unclosed
      'Text', // 4
      '{% endtabs %}', // 5: stray
      '{% tab title="A" %}', // 6: misplaced (no tabs), unclosed
      ...Array.from({ length: 40 }, () => '{% hint %}'), // 7..36 unclosed (32 open blocks); 37..46 too deep
    ].join('\n');
    const problems = markdownProblems(markdown).map((p) => `${p.line} ${p.kind}`);
    expect(problems.slice(0, 7)).toEqual([
      '2 unknown-tag',
      '3 unclosed',
      '5 stray-end',
      '6 unclosed',
      '6 misplaced',
      '7 unclosed',
      '8 unclosed',
    ]);
    const lines = (kind: string) => problems.filter((p) => p.endsWith(` ${kind}`)).map((p) => Number.parseInt(p, 10));
    expect(lines('unclosed')).toEqual([3, 6, ...Array.from({ length: 30 }, (_, i) => 7 + i)]);
    expect(lines('too-deep')).toEqual(Array.from({ length: 10 }, (_, i) => 37 + i));
    // With its end tag ahead, an unknown tag is a block of its content, and can be left open.
    expect(markdownProblems('{% sparkle %}\nText\n{% endsparkle %}').map((p) => p.kind)).toEqual(['unknown-tag']);
    expect(
      markdownProblems('{% hint %}\n{% sparkle %}\nText\n{% endhint %}\n{% endsparkle %}').map(
        (p) => `${p.line} ${p.kind}`,
      ),
    ).toEqual(['2 unknown-tag', '2 unclosed', '5 stray-end']);
    expect(markdownProblems('{% hint %}\nText\n{% endhint %}\n\n```\n{% bogus %}\n```\n')).toEqual([]);
  });

  it('is cheap to import: no parser comes with it', async () => {
    const { readFileSync } = await import('node:fs');
    const graph = ['problems.ts', 'blocks.ts', 'limits.ts'].map((f) =>
      readFileSync(new URL(`../../../src/common/markdown/${f}`, import.meta.url), 'utf8'),
    );
    for (const source of graph) {
      const imports = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
      expect(imports.every((i) => i!.startsWith('./'))).toBe(true);
    }
  });
});
