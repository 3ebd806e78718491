// The content engine of two source trees, old against new, on the same pages:
//   node --expose-gc bench/engine-ab.mjs [--runs N] [--processes R] [--no-time] <A> <B> <folder>...
// A and B: a git revision of this repository (its src/, taken with `git archive`) or a folder
// that holds a src/ (`.` for the working tree). Each engine is bundled with its own copy of
// micromark, as dist/ holds it (scripts/micromark-bundle.mjs), so the patches each makes to
// micromark stay its own and both can run side by side. V8 runs without allocation-site
// pretenuring, as the binary's commands that read markdown and the bench's parse row do.
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
//    Two engines in one process do not always leave each other alone: a tree whose micromark
//    tokenizers differ from A's (a copy of micromark's createTokenizer in place of its own) timed
//    12-21% slower than A beside it, and A itself some 15% faster over the floor than beside a copy
//    of itself, while each alone beside the floor timed within 3% of the other (median of three
//    fixtures, four rounds of processes). `--processes R` times each engine
//    in processes of its own instead, each timed by the bench's parse row (bench/parse-rate.mjs:
//    the engine, its parse alone and the floor alternating in one process), R rounds of one
//    process per engine, A first in odd rounds;
//    `bOverA` is then the median of the rounds' B/A, each engine's time over the floor's in its
//    own process (that quotient, not the times, cancels the machine's drift between processes).
import { execFileSync } from 'node:child_process';
import { setFlagsFromString } from 'node:v8';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { bundledMicromark } from '../scripts/micromark-bundle.mjs';
import { interleave, median } from './interleave.mjs';
import { floorBundle, parseRate } from './parse-rate.mjs';
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
      contents: `export { markdownToDocument } from './src/common/markdown/document.ts';
export { parseMarkdown } from './src/common/markdown/parse.ts';`,
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

const round = (x) => Math.round(x * 1000) / 1000;

/** One process's timing of one engine against the floor, by the bench's parse row (the `--child` side of `--processes`). */
async function timeAlone([engine, floor, runs, ...folders]) {
  for (const folder of folders) {
    const { engineMs, micromarkMs } = await parseRate({ engine, floor }, folder, Number(runs));
    process.stdout.write(`${JSON.stringify({ engineMs, floorMs: micromarkMs })}\n`);
  }
}

/** Per folder, `rounds` timings of each engine, each in a process of its own: [{ a: [...], b: [...] }]. */
function timeInProcesses(engines, floorFile, folders, runs, rounds) {
  const script = new URL(import.meta.url).pathname;
  const timings = folders.map(() => ({ a: [], b: [] }));
  for (let r = 0; r < rounds; r++)
    for (const side of r % 2 === 0 ? ['a', 'b'] : ['b', 'a']) {
      const out = execFileSync(
        process.execPath,
        ['--expose-gc', script, '--child', engines[side], floorFile, String(runs), ...folders],
        { encoding: 'utf8', maxBuffer: 1 << 26 },
      );
      out
        .trim()
        .split('\n')
        .forEach((line, i) => timings[i][side].push(JSON.parse(line)));
    }
  return timings;
}

/** The figures of one folder from `timeInProcesses`. */
function processFigures({ a, b }) {
  const overFloor = (t) => t.engineMs / t.floorMs;
  return {
    aMs: round(median(a.map((t) => t.engineMs))),
    bMs: round(median(b.map((t) => t.engineMs))),
    floorMs: round(median([...a, ...b].map((t) => t.floorMs))),
    bOverA: round(median(b.map((t, i) => overFloor(t) / overFloor(a[i])))),
    aVsFloor: round(1 / median(a.map(overFloor))),
    bVsFloor: round(1 / median(b.map(overFloor))),
    processes: a.length + b.length,
  };
}

// As the binary's commands that read markdown run (bin/docs-cli.js), before any bundle loads.
setFlagsFromString('--no-allocation-site-pretenuring');
if (process.argv[2] === '--child') {
  await timeAlone(process.argv.slice(3));
  process.exit(0);
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
const rounds = Number(option('--processes') ?? 0);
const timed = !flag('--no-time');
const [treeA, treeB, ...folders] = args;
if (!treeB || folders.length === 0 || !Number.isInteger(runs) || runs < 1 || !Number.isInteger(rounds) || rounds < 0) {
  process.stderr.write(
    'usage: node --expose-gc bench/engine-ab.mjs [--runs N] [--processes R] [--no-time] <A> <B> <folder>...\n',
  );
  process.exit(2);
}

const scratch = mkdtempSync(join(tmpdir(), 'engine-ab-'));
let differing = 0;
try {
  const files = { a: join(scratch, 'a.mjs'), b: join(scratch, 'b.mjs'), floor: join(scratch, 'floor.mjs') };
  const [a, b] = [
    await engineOf(sourceTree(treeA, scratch), files.a),
    await engineOf(sourceTree(treeB, scratch), files.b),
  ];
  let floor;
  if (timed) {
    await floorBundle(files.floor);
    if (!rounds) floor = await import(pathToFileURL(files.floor).href);
  }
  const lines = [];
  for (const given of folders) {
    const folder = isAbsolute(given) ? given : resolve(given);
    const paths = markdownPaths(folder);
    const texts = paths.map((path) => readFileSync(path, 'utf8'));
    const found = differences(a, b, folder, paths, texts);
    differing += found.length;
    for (const d of found.slice(0, 5))
      process.stderr.write(`differs: ${d.page}, top-level block ${d.block}\n  A: ${d.a}\n  B: ${d.b}\n`);
    const line = { folder: given, pages: texts.length, differing: found.length };
    if (timed && !rounds) {
      const { micromark, gfm } = floor;
      const [ta, tb, tf] = interleave(
        [(t) => a.markdownToDocument(t), (t) => b.markdownToDocument(t), (t) => micromark(t, { extensions: [gfm()] })],
        texts,
        runs,
      ).map((side) => side.map((run) => run.cpu));
      Object.assign(line, {
        aMs: round(median(ta)),
        bMs: round(median(tb)),
        floorMs: round(median(tf)),
        bOverA: round(median(tb.map((x, i) => x / ta[i]))),
        aVsFloor: round(median(tf) / median(ta)),
        bVsFloor: round(median(tf) / median(tb)),
      });
    }
    if (rounds) lines.push(line);
    else process.stdout.write(`${JSON.stringify(line)}\n`);
  }
  if (rounds) {
    const absolute = folders.map((given) => (isAbsolute(given) ? given : resolve(given)));
    const timings = timed ? timeInProcesses(files, files.floor, absolute, runs, rounds) : [];
    lines.forEach((line, i) => {
      if (timed) Object.assign(line, processFigures(timings[i]));
      process.stdout.write(`${JSON.stringify(line)}\n`);
    });
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exitCode = differing ? 1 : 0;
