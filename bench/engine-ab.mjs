// The content engine of two source trees, old against new, on the same pages in one process:
//   node --expose-gc bench/engine-ab.mjs [--runs N] [--no-time] <A> <B> <folder>...
// A and B: a git revision of this repository (its src/, taken with `git archive`) or a folder
// that holds a src/ (`.` for the working tree). Each engine is bundled with its own copy of
// micromark, as dist/ holds it (scripts/micromark-bundle.mjs), so the patches each makes to
// micromark stay its own and both can run side by side.
//
// 1. Same answers: every page of every folder (bench/pages.mjs) read by both engines as the
//    service reads a pushed page (`markdownToDocument`, block keys included); a page whose two
//    documents differ is printed with its first differing top-level block, and the run exits 1.
// 2. Speed (unless --no-time): A, B and the floor (micromark+GFM, bundled on its own) timed as
//    bench/interleave.mjs says, `runs` runs (default 6: each order once). Alternating in one
//    process cancels the slow drifts of a shared machine, which move separate processes by 10%
//    and more; its bursts still move single runs: run a tree against itself (`HEAD HEAD`) for the spread.
//    Per folder one JSON line: CPU ms (medians) of A, B and the floor, `bOverA` (median of the
//    runs' B/A), and each engine's throughput over the floor's.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { bundledMicromark } from '../scripts/micromark-bundle.mjs';
import { interleave, median } from './interleave.mjs';
import { floorBundle } from './parse-rate.mjs';
import { markdownPaths } from './pages.mjs';

const ROOT = new URL('..', import.meta.url).pathname;

/** The folder holding the `src/` of `tree` (a folder, or a revision exported into `scratch`). */
function sourceTree(tree, scratch) {
  if (existsSync(join(tree, 'src'))) return resolve(tree);
  const dir = join(scratch, tree.replace(/[^\w.-]/g, '_'));
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['-C', ROOT, 'archive', '--format=tar', tree, 'src'], {
    maxBuffer: 1 << 30,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  return dir;
}

/** The engine of the tree at `dir` as one bundle (packages from this checkout), imported. */
async function engineOf(dir, outfile) {
  await build({
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'error',
    plugins: [bundledMicromark(ROOT)],
    nodePaths: [join(ROOT, 'node_modules')],
    stdin: {
      contents: "export { markdownToDocument } from './src/common/markdown/document.ts';",
      resolveDir: dir,
      loader: 'ts',
    },
    outfile,
  });
  return import(pathToFileURL(outfile).href);
}

/** The two texts around where they first differ. */
function firstDifference(left, right) {
  let at = 0;
  while (at < left.length && left[at] === right[at]) at++;
  const from = Math.max(0, at - 80);
  const around = (text) => `${from ? '…' : ''}${text.slice(from, at + 80)}${text.length > at + 80 ? '…' : ''}`;
  return { a: around(left), b: around(right) };
}

/** Pages whose documents differ between the two engines, with where. */
function differences(a, b, folder, paths, texts) {
  const found = [];
  texts.forEach((text, i) => {
    const left = a.markdownToDocument(text).nodes;
    const right = b.markdownToDocument(text).nodes;
    if (JSON.stringify(left) === JSON.stringify(right)) return;
    let at = 0;
    while (at < Math.max(left.length, right.length) && JSON.stringify(left[at]) === JSON.stringify(right[at])) at++;
    found.push({
      page: relative(folder, paths[i]),
      block: at,
      ...firstDifference(JSON.stringify(left[at]) ?? '(none)', JSON.stringify(right[at]) ?? '(none)'),
    });
  });
  return found;
}

const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(name);
  if (at < 0) return false;
  args.splice(at, 1);
  return true;
};
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const runs = Number(option('--runs') ?? 6);
const timed = !flag('--no-time');
const [treeA, treeB, ...folders] = args;
if (!treeB || folders.length === 0 || !Number.isInteger(runs) || runs < 1) {
  process.stderr.write('usage: node --expose-gc bench/engine-ab.mjs [--runs N] [--no-time] <A> <B> <folder>...\n');
  process.exit(2);
}

const scratch = mkdtempSync(join(tmpdir(), 'engine-ab-'));
let differing = 0;
try {
  const [a, b] = [
    await engineOf(sourceTree(treeA, scratch), join(scratch, 'a.mjs')),
    await engineOf(sourceTree(treeB, scratch), join(scratch, 'b.mjs')),
  ];
  let floor;
  if (timed) {
    await floorBundle(join(scratch, 'floor.mjs'));
    floor = await import(pathToFileURL(join(scratch, 'floor.mjs')).href);
  }
  for (const given of folders) {
    const folder = isAbsolute(given) ? given : resolve(given);
    const paths = markdownPaths(folder);
    const texts = paths.map((path) => readFileSync(path, 'utf8'));
    const found = differences(a, b, folder, paths, texts);
    differing += found.length;
    for (const d of found.slice(0, 5))
      process.stderr.write(`differs: ${d.page}, top-level block ${d.block}\n  A: ${d.a}\n  B: ${d.b}\n`);
    const line = { folder: given, pages: texts.length, differing: found.length };
    if (timed) {
      const { micromark, gfm } = floor;
      const [ta, tb, tf] = interleave(
        [(t) => a.markdownToDocument(t), (t) => b.markdownToDocument(t), (t) => micromark(t, { extensions: [gfm()] })],
        texts,
        runs,
      ).map((side) => side.map((run) => run.cpu));
      const round = (x) => Math.round(x * 1000) / 1000;
      Object.assign(line, {
        aMs: round(median(ta)),
        bMs: round(median(tb)),
        floorMs: round(median(tf)),
        bOverA: round(median(tb.map((x, i) => x / ta[i]))),
        aVsFloor: round(median(tf) / median(ta)),
        bVsFloor: round(median(tf) / median(tb)),
      });
    }
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exitCode = differing ? 1 : 0;
