/**
 * The service reads a pushed page once (issue 44): `cr push` of a folder through the built binary
 * against the embedded service in this process, its markdown parses counted in this process
 * (common/counters.ts; the content workers' parses are counted here as the service's own). A first
 * push parses each page with markdown once, a merge none, and pages whose bytes the service has
 * read before none, however they come (another space, another change request); an edited page once.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counted } from '../../../src/common/counters.js';
import { contentPool } from '../../../src/server/work/index.js';
import { runBin } from '../../helpers/bin.js';
import { tempDir } from '../../helpers/cli.js';
import { startTestService, type TestService } from '../../helpers/service.js';
import { writeTree } from '../../fixtures/content/http.js';

let svc: TestService;
let work: string;
let configs = 0;

beforeAll(async () => {
  svc = await startTestService();
  work = tempDir('docs-cli-push-parses-');
});
afterAll(async () => {
  await svc?.close();
  await contentPool().close();
});

const cli = async (args: string[]) => {
  const env = {
    DOCS_CLI_API_URL: svc.url,
    DOCS_CLI_TOKEN: svc.token,
    DOCS_CLI_CONFIG_DIR: join(work, `c${++configs}`),
  };
  const res = await runBin(args, env, { cwd: work });
  expect(res.exitCode, res.stderr).toBe(0);
  return res.stdout;
};

/** The service's parses during `fn`. */
const parsesOf = async (fn: () => Promise<unknown>) => {
  const before = counted('markdownParses');
  await fn();
  return counted('markdownParses') - before;
};

/**
 * A folder of six pages with markdown (front matter, links between pages and to a picture, a
 * table, a title only the parser reads) and a group; each run's text its own, so that nothing the
 * process read before answers for it.
 */
function folder(name: string): { dir: string; pages: number } {
  const nonce = randomUUID();
  const dir = writeTree(join(work, name), {
    'README.md': `# Welcome\n\nRun ${nonce}. See [install](install.md) and [usage](guides/usage.md).\n`,
    'install.md': `---\ndescription: How to install\n---\n\n# Install\n\n| os | how |\n| - | - |\n| linux | apt |\n\n${nonce}\n`,
    'guides/README.md': `# Guides\n\nBack to [the start](../README.md). ${nonce}\n`,
    'guides/usage.md': `# Usage of *the* [tool][t]\n\n[t]: https://example.com\n\n- one\n- two ${nonce}\n`,
    'guides/more.md': `Setext title\n============\n\n> a quote ${nonce}\n\n![a picture](../pic.png)\n`,
    'faq.md': `# FAQ\n\n\`\`\`sh\necho ${nonce}\n\`\`\`\n`,
    'SUMMARY.md':
      '# Table of contents\n\n* [Welcome](README.md)\n* [Install](install.md)\n* [Guides](guides/README.md)\n  * [Usage](guides/usage.md)\n  * [More](guides/more.md)\n\n## Help\n\n* [FAQ](faq.md)\n',
  });
  writeFileSync(join(dir, 'pic.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  return { dir, pages: 6 };
}

const newSpace = async (title: string) => (await cli(['spaces', 'create', '--title', title, '-o', 'ids'])).trim();

describe('a pushed page is parsed once by the service', () => {
  it('a first push parses each page once, its merge none; the same bytes pushed again none', async () => {
    const { dir, pages } = folder('docs');
    const space = await newSpace('Once');
    let cr = 0;
    const first = await parsesOf(async () => {
      cr = JSON.parse(await cli(['cr', 'push', dir, '--space', space, '-o', 'json'])).changeRequest;
    });
    expect(first).toBe(pages);
    expect(await parsesOf(() => cli(['cr', 'merge', String(cr), '--space', space]))).toBe(0);
    // The same folder to another space: every page is one the service has read.
    const other = await newSpace('Again');
    expect(await parsesOf(() => cli(['cr', 'push', dir, '--space', other, '--merge']))).toBe(0);
  }, 240_000);

  it('a push that changes one page parses that page only', async () => {
    const { dir } = folder('edited');
    const space = await newSpace('Edited');
    await cli(['cr', 'push', dir, '--space', space, '--merge']);
    writeFileSync(join(dir, 'faq.md'), `# FAQ\n\nAnswered ${randomUUID()}.\n`);
    expect(await parsesOf(() => cli(['cr', 'push', dir, '--space', space, '--merge']))).toBe(1);
  }, 240_000);
});
