// node bench/check-real.mjs [root] [bin]: `docs-cli check` of each real fixture repository (a cold
// cache, then a warm one) against one micromark+GFM parse of the same pages (best of three, in
// this process). Prints ms and the ratio check / parse (the goal: <= 2x).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { micromark } from 'micromark';
import { gfm } from 'micromark-extension-gfm';

const root = process.argv[2] ?? process.env.DOCS_CLI_REAL_REPOS;
const bin = process.argv[3] ?? new URL('../bin/docs-cli.js', import.meta.url).pathname;
if (!root) throw new Error('usage: node bench/check-real.mjs <real-repos folder> [bin]');

function pages(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === '.git') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) pages(path, out);
    else if (name.endsWith('.md')) out.push(readFileSync(path, 'utf8'));
  }
  return out;
}
const check = (dir, config) => {
  const started = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [bin, 'check', dir, '-o', 'json'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DOCS_CLI_CONFIG_DIR: config },
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  if (r.status !== 0 && r.status !== 1) throw new Error(`check ${dir}: ${r.status} ${r.stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
};
console.log(['repo', 'micromark+GFM ms', 'check cold ms', 'cold/parse', 'check warm ms'].join('\t'));
for (const repo of readdirSync(root).filter((n) => statSync(join(root, n)).isDirectory())) {
  const texts = pages(join(root, repo));
  let parse = Infinity;
  for (let i = 0; i < 3; i++) {
    const started = process.hrtime.bigint();
    for (const t of texts) micromark(t, { extensions: [gfm()] });
    parse = Math.min(parse, Number(process.hrtime.bigint() - started) / 1e6);
  }
  const config = mkdtempSync(join(tmpdir(), 'check-real-'));
  const cold = check(join(root, repo), config);
  const warm = check(join(root, repo), config);
  console.log([repo, parse.toFixed(0), cold.toFixed(0), (cold / parse).toFixed(2), warm.toFixed(0)].join('\t'));
}
