import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseOf, startPreview } from '../helpers/preview-process.js';
import { tempDir } from '../helpers/cli.js';
import { APPLICABLE_SCENARIOS, conformanceNode, runScenario } from '../helpers/mcp-conformance.js';

/** `docs-cli preview` (the built binary) serves the folder's docs MCP server at /~gitbook/mcp. */
describe('the MCP server of docs-cli preview', () => {
  it('lists, searches and reads the pages of the folder; hidden pages read but unlisted; conformance', async (ctx) => {
    const dir = tempDir('docs-cli-preview-mcp-');
    mkdirSync(join(dir, 'guides'));
    writeFileSync(join(dir, 'README.md'), '# Home\n\nRead [the guide](guides/install.md).\n');
    writeFileSync(
      join(dir, 'guides', 'install.md'),
      '---\ndescription: How to install\n---\n# Install\n\nRun quillwort.\n',
    );
    writeFileSync(join(dir, 'guides', 'secret.md'), '---\nhidden: true\n---\n# Secret\n\nQuillwort hidden.\n');
    writeFileSync(
      join(dir, 'SUMMARY.md'),
      '# Summary\n\n* [Home](README.md)\n* [Install](guides/install.md)\n* [Secret](guides/secret.md)\n',
    );
    const run = await startPreview(dir, '--port', '0');
    try {
      const base = baseOf(run.url);
      const client = new Client({ name: 'docs-cli-test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${base}~gitbook/mcp`)));
      try {
        expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['search', 'read_page']);
        const uris = (await client.listResources()).resources.map((r) => r.uri);
        expect(uris[0]).toBe(`${base}llms.txt`);
        expect(uris, JSON.stringify(uris)).toContain(`${base}install.md`);
        expect(uris.some((u) => u.includes('secret'))).toBe(false);
        const twin = await (await fetch(`${base}install.md`)).text();
        const read = await client.readResource({ uri: `${base}install.md` });
        expect((read.contents[0] as { text: string }).text).toBe(twin);
        const found = await client.callTool({ name: 'search', arguments: { query: 'quillwort' } });
        expect((found.structuredContent as { results: Array<{ title: string }> }).results.map((r) => r.title)).toEqual([
          'Install',
        ]);
        const secret = await client.callTool({ name: 'read_page', arguments: { page: 'secret' } });
        expect((secret.content as Array<{ text: string }>)[0]!.text).toContain('Quillwort hidden.');
      } finally {
        await client.close();
      }
      const found = conformanceNode();
      if ('skip' in found) {
        console.log(`conformance suite skipped: ${found.skip}`);
        ctx.skip();
        return;
      }
      for (const scenario of APPLICABLE_SCENARIOS) {
        const result = await runScenario(found.node, `${base}~gitbook/mcp`, scenario);
        expect(result.exitCode, result.output).toBe(0);
        expect(
          result.checks.filter((c) => c.status !== 'SUCCESS'),
          result.output,
        ).toEqual([]);
      }
    } finally {
      await run.stop();
    }
  }, 300_000);
});
