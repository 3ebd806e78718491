// The parse row: the content engine's parse (parseMarkdown of src/common/markdown/parse.ts, bundled
// by the bench into <engine bundle>) against micromark+GFM over every markdown page of a folder,
// in one process, interleaved run by run (each run parses all pages), after a warm-up on the
// first 30 pages. Prints {"kb", "engineMs", "micromarkMs"}: the medians of the runs.
//   node parse-rate.mjs <engine bundle> <folder> [runs]
import { micromark } from 'micromark';
import { gfm } from 'micromark-extension-gfm';
import { markdownPages } from './pages.mjs';

const [bundle, folder, runsArg = '3'] = process.argv.slice(2);
const { parseMarkdown } = await import(bundle);
const pages = markdownPages(folder);
const runs = Number(runsArg);
const time = (fn, list = pages) => {
  const started = process.hrtime.bigint();
  for (const text of list) fn(text);
  return Number(process.hrtime.bigint() - started) / 1e6;
};
const engine = (t) => parseMarkdown(t);
const floor = (t) => micromark(t, { extensions: [gfm()] });
// Warm-up: the first 30 pages once each (a whole pass of a real repository takes seconds).
time(engine, pages.slice(0, 30));
time(floor, pages.slice(0, 30));
const a = [];
const b = [];
for (let i = 0; i < runs; i++) {
  a.push(time(engine));
  b.push(time(floor));
}
const median = (xs) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kb = pages.reduce((sum, t) => sum + Buffer.byteLength(t), 0) / 1024;
process.stdout.write(`${JSON.stringify({ pages: pages.length, kb, engineMs: median(a), micromarkMs: median(b) })}\n`);
