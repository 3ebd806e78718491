import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseOf, startPreview } from '../helpers/preview-process.js';
import { tempDir } from '../helpers/cli.js';

/** `docs-cli preview` (the built binary) serves what agents read: llms.txt, .md twins, Accept: text/markdown. */
describe('docs-cli preview for agents', () => {
  it('serves llms.txt, each page as .md, and a page as markdown when Accept prefers it', async () => {
    const dir = tempDir('docs-cli-preview-');
    mkdirSync(join(dir, 'guides'));
    writeFileSync(join(dir, 'README.md'), '# Home\n\nRead [the guide](guides/install.md).\n');
    writeFileSync(join(dir, 'guides', 'install.md'), '---\ndescription: How to install\n---\n# Install\n\nRun it.\n');
    writeFileSync(join(dir, 'SUMMARY.md'), '# Summary\n\n* [Home](README.md)\n* [Install](guides/install.md)\n');
    const run = await startPreview(dir);
    try {
      const base = baseOf(run.url);
      const llms = await (await fetch(`${base}llms.txt`)).text();
      const href = /^- \[Install\]\(([^)]+)\): How to install$/m.exec(llms)?.[1];
      expect(href, llms).toMatch(/install\.md$/);
      const twin = await fetch(base + href);
      expect(twin.headers.get('content-type')).toMatch(/^text\/markdown/);
      const markdown = await twin.text();
      expect(markdown).toContain('# Install\n\nRun it.');
      const page = base + href!.replace(/\.md$/, '');
      const asked = await fetch(page, { headers: { accept: 'text/markdown' } });
      expect(asked.headers.get('content-type')).toMatch(/^text\/markdown/);
      expect(await asked.text()).toBe(markdown);
      const html = await (await fetch(page)).text();
      expect(html).toMatch(/<link rel="alternate" type="text\/markdown" href="[^"]*install\.md">/);
    } finally {
      await run.stop();
    }
  }, 60_000);
});
