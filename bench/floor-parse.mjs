// The floor of the `check` row: a Node process that reads every markdown page of a folder
// (bench/pages.mjs) and parses each once with micromark and its GFM extension, printing the
// number of pages. What a checker that only parses would cost, start-up included.
//   node floor-parse.mjs <folder>
import { micromark } from 'micromark';
import { gfm } from 'micromark-extension-gfm';
import { markdownPages } from './pages.mjs';

const pages = markdownPages(process.argv[2]);
let bytes = 0;
for (const text of pages) bytes += micromark(text, { extensions: [gfm()] }).length;
process.stdout.write(`${JSON.stringify({ pages: pages.length, bytes })}\n`);
