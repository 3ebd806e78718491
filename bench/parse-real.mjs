// node bench/parse-real.mjs [root]: the content engine's parse (parseMarkdown) and the whole page →
// HTML path against micromark+GFM (and mdast-util-from-markdown+GFM) over every page of the real
// fixture repositories (DOCS_CLI_REAL_REPOS or the argument). Prints KB/s per parser: each parser
// reads all pages PARSE_RUNS times, interleaved, and the best run counts (the least disturbed).
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = process.argv[2] ?? process.env.DOCS_CLI_REAL_REPOS;
if (!root) throw new Error('usage: node bench/parse-real.mjs <real-repos folder> (or DOCS_CLI_REAL_REPOS)');
const RUNS = Number(process.env.PARSE_RUNS || 5);
const only = process.env.PARSE_ONLY?.split(',');

function pages(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === '.git' || name === 'node_modules') continue;
    const path = join(dir, name);
    const st = statSync(path);
    if (st.isDirectory()) pages(path, out);
    else if (name.endsWith('.md')) out.push(readFileSync(path, 'utf8'));
  }
  return out;
}

// Inside the checkout, so that the bundle's packages resolve from its node_modules.
const entry = new URL(`.out/parse-real-${process.pid}.mjs`, import.meta.url).pathname;
await build({
  stdin: {
    contents: `export { parseMarkdown } from './src/common/markdown/parse.ts';
export { markdownToHtml } from './src/common/markdown/html.ts';
export { counters } from './src/common/counters.ts';`,
    resolveDir: new URL('..', import.meta.url).pathname,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile: entry,
  logLevel: 'error',
});
const engine = await import(entry);
rmSync(entry);
const { micromark } = await import('micromark');
const { gfm } = await import('micromark-extension-gfm');
const { fromMarkdown } = await import('mdast-util-from-markdown');
const { gfmFromMarkdown } = await import('mdast-util-gfm');

const parsers = {
  engine: (t) => engine.parseMarkdown(t),
  'engine-html': (t) => engine.markdownToHtml(t),
  'micromark-gfm': (t) => micromark(t, { extensions: [gfm()] }),
  'mdast-gfm': (t) => fromMarkdown(t, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }),
};
const repos = readdirSync(root).filter((n) => statSync(join(root, n)).isDirectory());
const all = repos.map((name) => ({ name, texts: pages(join(root, name)) }));
const names = Object.keys(parsers).filter((n) => !only || only.includes(n));
const best = {};
for (let run = 0; run < RUNS; run++)
  for (const repo of all)
    for (const name of names) {
      const started = process.hrtime.bigint();
      for (const text of repo.texts) parsers[name](text);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const key = `${repo.name}\t${name}`;
      best[key] = Math.min(best[key] ?? Infinity, ms);
    }
const kb = (texts) => texts.reduce((s, t) => s + Buffer.byteLength(t), 0) / 1024;
console.log(['repo', 'KB', ...names.map((n) => `${n} KB/s`), 'engine/micromark-gfm'].join('\t'));
const ratios = [];
for (const repo of all) {
  const size = kb(repo.texts);
  const rate = (n) => size / (best[`${repo.name}\t${n}`] / 1000);
  const ratio =
    names.includes('engine') && names.includes('micromark-gfm') ? rate('engine') / rate('micromark-gfm') : NaN;
  ratios.push(ratio);
  console.log([repo.name, size.toFixed(0), ...names.map((n) => rate(n).toFixed(0)), ratio.toFixed(2)].join('\t'));
}
const sorted = [...ratios].sort((a, b) => a - b);
console.log(`median engine/micromark-gfm: ${sorted[(sorted.length - 1) >> 1].toFixed(2)}`);
