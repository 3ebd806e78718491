import { describe, expect, it } from 'vitest';
import { counted } from '../../src/common/counters.js';
import { AgentFiles } from '../../src/site/llms.js';
import type { SiteSource, SourcePage } from '../../src/site/model.js';
import { loadSiteModel } from '../../src/site/model.js';

const page = (path: string, markdown: string, pages: SourcePage[] = []): SourcePage => ({
  id: path.replace(/\//g, '-'),
  title: path.split('/').pop()!,
  path,
  markdown,
  pages,
});

const source: SiteSource = {
  site: async () => ({
    title: 'S',
    structure: { type: 'siteSpaces', structure: [{ path: 'main', default: true, space: { id: 'sp' } }] },
  }),
  pages: async () => [],
  files: async () => [],
  fileBytes: async () => new Uint8Array(),
};

describe('markdown twins and llms-full.txt', () => {
  it('resolve each page’s links from one parse, each from its own root', async () => {
    // A page two folders down links up: its twin and llms-full.txt resolve them from different roots.
    const nested: SiteSource = {
      ...source,
      pages: async () => [
        page('top', '# Top\n\nSee [the deep page](top/middle/deep.md).', [
          page('top/middle', '# Middle\n\nUp to [the top](../top.md).', [
            page(
              'top/middle/deep',
              '# Deep\n\nBack to [the top](../../top.md) and [middle](../middle.md), ![a](x.png).',
            ),
          ]),
        ]),
      ],
    };
    const model = await loadSiteModel(nested);
    const agents = new AgentFiles(model);
    const twins = agents.paths().filter((p) => p.endsWith('.md') && p !== 'index.md');
    const before = counted('markdownParses');
    const first = Object.fromEntries(twins.map((p) => [p, agents.file(p)]));
    const full = agents.file('llms-full.txt');
    expect(counted('markdownParses') - before).toBe(3);
    // The same files as an AgentFiles that reads them in the other order (llms-full.txt first).
    const other = new AgentFiles(model);
    expect(other.file('llms-full.txt')).toBe(full);
    for (const p of twins) expect(other.file(p), p).toBe(first[p]);
    const deep = twins.find((p) => p.endsWith('deep.md'))!;
    expect(deep.split('/').length).toBe(3);
    expect(first[deep]).toContain('](../../top.md)');
    expect(full).toContain('](top.md)');
  });

  it('keep a page that holds the mark the links are resolved from as it would be', async () => {
    const odd: SiteSource = {
      ...source,
      pages: async () => [page('odd', '# Odd\n\nA \u0000docs-cli-root\u0000 mark and [a link](odd.md).')],
    };
    const agents = new AgentFiles(await loadSiteModel(odd));
    const twin = agents.file('odd.md')!;
    expect(twin).toContain('\u0000docs-cli-root\u0000 mark');
    expect(agents.file('llms-full.txt')).toContain('\u0000docs-cli-root\u0000 mark');
  });
});
