// The parse row (bench/rows/real-repos.mjs, `real-parse`) and its one method, also run on its own:
//   node --expose-gc bench/parse-rate.mjs [--runs N] [--engine <bundle> --floor <bundle>] <folder>...
// (the bundles of `parseBundles`; made, and removed at the end, when not given).
// For each folder, over every markdown page of it (bench/pages.mjs), in one process:
// - subject: the content engine reading a page as the service does for a push, markdown → GitBook
//   document (`markdownToDocument` of src/common/markdown/document.ts: its parse and the document
//   built from the tree);
// - reference (shown, not the ratio): the engine's parse alone (`parseMarkdown`, the mdast tree);
// - floor: micromark with its GFM extension, markdown → HTML, as published. It is bundled on its
//   own (bench/.out/floor-micromark-*.mjs), so the engine's patches to the micromark it loads (step
//   counting, the linear document tokenizer) do not reach it.
// Timed as bench/interleave.mjs says (every order of the three sides, CPU time of the process). Prints
// one JSON line per folder: {"folder", "pages", "kb", "engineMs", "parseMs", "micromarkMs"}, the
// medians of the runs (ms of CPU), and the same in wall-clock time under "wall".
import { rmSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { interleave, median } from './interleave.mjs';
import { markdownPages } from './pages.mjs';

const ROOT = new URL('..', import.meta.url).pathname;

/** The floor, micromark with its GFM extension, bundled on its own into `outfile`. */
export async function floorBundle(outfile) {
  await build({
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'error',
    stdin: {
      contents: "export { micromark } from 'micromark';\nexport { gfm } from 'micromark-extension-gfm';",
      resolveDir: ROOT,
      loader: 'js',
    },
    outfile,
  });
}

/**
 * The two bundles, made once (a bench run measures the source as it was when it started): the
 * engine from src/ (packages external: they resolve from the checkout's node_modules) and the floor
 * with its packages inside.
 */
export async function parseBundles(dir = new URL('.out/', import.meta.url).pathname) {
  const engine = `${dir}engine-parse-${process.pid}.mjs`;
  const floor = `${dir}floor-micromark-${process.pid}.mjs`;
  const common = { bundle: true, platform: 'node', format: 'esm', logLevel: 'error' };
  await build({
    ...common,
    stdin: {
      contents: `export { parseMarkdown } from './src/common/markdown/parse.ts';
export { markdownToDocument } from './src/common/markdown/document.ts';`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    packages: 'external',
    outfile: engine,
  });
  await floorBundle(floor);
  return { engine, floor, remove: () => [engine, floor].forEach((f) => rmSync(f, { force: true })) };
}

/** The figures of one folder (see the head of this file). */
export async function parseRate(bundles, folder, runs = 6) {
  const { parseMarkdown, markdownToDocument } = await import(pathToFileURL(bundles.engine).href);
  const { micromark, gfm } = await import(pathToFileURL(bundles.floor).href);
  const pages = markdownPages(folder);
  const sides = [(t) => markdownToDocument(t), (t) => parseMarkdown(t), (t) => micromark(t, { extensions: [gfm()] })];
  const times = interleave(sides, pages, runs);
  const [engineMs, parseMs, micromarkMs] = times.map((t) => median(t.map((x) => x.cpu)));
  const [engineWallMs, parseWallMs, micromarkWallMs] = times.map((t) => median(t.map((x) => x.wall)));
  const kb = pages.reduce((sum, t) => sum + Buffer.byteLength(t), 0) / 1024;
  return {
    folder,
    pages: pages.length,
    kb,
    engineMs,
    parseMs,
    micromarkMs,
    wall: { engineMs: engineWallMs, parseMs: parseWallMs, micromarkMs: micromarkWallMs },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  // As the binary's commands that read markdown run (bin/docs-cli.js, `turnOffPretenuring`): both
  // sides without V8's allocation-site pretenuring. Set here, before the bundles load, and not on
  // import: the bench's runner imports this module and times other rows from its own process.
  setFlagsFromString('--no-allocation-site-pretenuring');
  const args = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args.splice(at, 2)[1] : undefined;
  };
  const runs = Number(option('--runs') ?? 6);
  const given = { engine: option('--engine'), floor: option('--floor'), remove: () => {} };
  if (args.length === 0)
    throw new Error('usage: node --expose-gc bench/parse-rate.mjs [--runs N] [--engine B --floor B] <folder>...');
  const bundles = given.engine && given.floor ? given : await parseBundles();
  try {
    for (const folder of args) process.stdout.write(`${JSON.stringify(await parseRate(bundles, folder, runs))}\n`);
  } finally {
    bundles.remove();
  }
}
