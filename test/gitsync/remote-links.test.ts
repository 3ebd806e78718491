/**
 * The reference's own link forms (/pages/<id>, /files/<id>) in the service's pages become relative
 * file links in the folder a pull writes (and a push compares with); pages that only hold URLs
 * with `/pages/` or `/files/` inside them are not parsed for it.
 */
import { describe, expect, it } from 'vitest';
import { counted } from '../../src/common/counters.js';
import type { Page, Revision } from '../../src/api/content.js';
import { remoteTree } from '../../src/gitsync/remote.js';

const page = (id: string, path: string, markdown: string): Page =>
  ({ id, type: 'document', title: id, slug: id, markdown, pages: [], git: { path, oid: '' } }) as unknown as Page;

function tree(pages: Page[]) {
  const revision = {
    object: 'revision',
    id: 'r',
    parents: [],
    pages,
    files: [
      {
        id: 'f1',
        name: 'dot.png',
        contentType: 'image/png',
        downloadURL: 'http://127.0.0.1/f1',
        size: 3,
        git: { oid: '', path: '.gitbook/assets/dot.png' },
      },
    ],
    createdAt: '',
    type: 'edits',
    urls: {},
  } as Revision;
  const before = counted('markdownParses');
  const result = remoteTree(revision);
  const bodies = Object.fromEntries(result.pages.map((p) => [p.path, p.body]));
  return { bodies, parses: counted('markdownParses') - before };
}

describe("the reference's link forms in a pulled folder", () => {
  it('rewrites /pages/<id> and /files/<id> however the destination is written', () => {
    const written = [
      '[a](/pages/g)',
      '[b]( </pages/g#setup> )',
      '![c](/files/f1)',
      '[d](\\/pages/g)',
      '',
      '[ref]: /pages/g',
      '',
      '<a href="/files/f1">e</a>',
    ].join('\n');
    const { bodies } = tree([page('home', 'README.md', `${written}\n`), page('g', 'guide/setup.md', 'Guide.\n')]);
    expect(bodies['README.md']).toContain('[a](guide/setup.md)');
    expect(bodies['README.md']).toContain('<guide/setup.md#setup>');
    expect(bodies['README.md']).toContain('![c](.gitbook/assets/dot.png)');
    expect(bodies['README.md']).toContain('[ref]: guide/setup.md');
    expect(bodies['README.md']).not.toMatch(/\]\(\s*<?\/pages\//);
  });

  it('does not parse pages whose /pages/ and /files/ are inside URLs and paths', () => {
    const urls = [
      '![shot](https://806400411-files.gitbook.io/~/files/v0/b/gitbook-x-prod.appspot.com/o/a.png)',
      'See [GELF](https://docs.graylog.org/en/latest/pages/gelf.html).',
      '```',
      "path: '/path/to/binary/files/*.bin'",
      '```',
    ].join('\n');
    const { bodies, parses } = tree([page('home', 'README.md', `${urls}\n`), page('g', 'guide.md', 'Guide.\n')]);
    expect(bodies['README.md']).toBe(`${urls}\n`);
    expect(parses).toBe(0);
    // One service link among them: the page is read, and only that link changes.
    const mixed = `${urls}\n\n[guide](/pages/g)\n`;
    const again = tree([page('home', 'README.md', mixed), page('g', 'guide.md', 'Guide.\n')]);
    expect(again.parses).toBe(1);
    expect(again.bodies['README.md']).toBe(`${urls}\n\n[guide](guide.md)\n`);
  });
});
