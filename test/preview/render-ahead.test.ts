/**
 * Readers never wait for a render, in `preview` too (src/preview/server.ts): once the folder is
 * read, its first page and then every other one are rendered ahead of any view, so a view finds
 * its page ready; after a change, the changed page first and then the rest again. Counted (pages
 * rendered ahead, pages rendered on a view), never timed: the waits below only poll the count.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewRenders, startPreview, type Preview } from '../../src/preview/server.js';
import { tempDir } from '../helpers/cli.js';

const PAGES = 30;

async function until(what: string, ok: () => boolean): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`waited 240 s for ${what}: ${JSON.stringify(previewRenders())}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let dir: string;
let preview: Preview;
const lines: string[] = [];
beforeAll(async () => {
  dir = tempDir('docs-cli-preview-ahead-');
  mkdirSync(join(dir, 'guides'));
  writeFileSync(join(dir, 'README.md'), '# Home\n\nThe first page.\n');
  const entries = ['* [Home](README.md)'];
  for (let i = 0; i < PAGES; i++) {
    writeFileSync(
      join(dir, 'guides', `p${i}.md`),
      `# Page ${i}\n\nSee [the next](p${i + 1}.md).\n\n{% hint style="info" %}\nA hint of page ${i}.\n{% endhint %}\n`,
    );
    entries.push(`* [Page ${i}](guides/p${i}.md)`);
  }
  writeFileSync(join(dir, 'SUMMARY.md'), `# Summary\n\n${entries.join('\n')}\n`);
  preview = await startPreview({ dir, host: '127.0.0.1', port: 0, log: (line) => lines.push(line) });
});
afterAll(async () => {
  await preview?.close();
});

describe('preview renders ahead of its views', () => {
  it('renders the first page and then every page before any view: no view renders', async () => {
    const before = previewRenders();
    // The site's index, and each page at its own path.
    await until('every page rendered ahead', () => previewRenders().ahead - before.ahead >= PAGES + 2);
    const onView = previewRenders().onView;
    const home = await fetch(preview.url);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('The first page.');
    for (let i = 0; i < PAGES; i++) {
      const res = await fetch(`${preview.url}p${i}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(`A hint of page ${i}.`);
    }
    expect(previewRenders().onView).toBe(onView);
  }, 300_000);

  it('after a change renders the changed page (and the rest) again before its view', async () => {
    const before = previewRenders();
    writeFileSync(join(dir, 'guides', 'p7.md'), '# Page 7\n\nChanged in the folder.\n');
    await until('the folder read again and rendered ahead', () => previewRenders().ahead - before.ahead >= PAGES + 2);
    const res = await fetch(`${preview.url}p7`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Changed in the folder.');
    expect(previewRenders().onView).toBe(before.onView);
  }, 300_000);
});
