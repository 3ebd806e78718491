// node scripts/try-repos.mjs [--json <file>] [--no-site] <folder>...
//
// Tries Git Sync repositories no one here chose, one after another, as a new user would, through
// the BUILT binary (run `npm run build` first) against `docs-cli server start` in a folder of its
// own on a loopback port: the first push as checked out (files over 1 MB sent by --files-url from
// a static server on 127.0.0.1), a pull into an empty folder compared byte for byte, a pull in
// place and `pull --check` (nothing may change), a no-op push (nothing may be sent), then the
// published site crawled in headless Chromium: every page 200, every image the source shows
// loaded (https ones answered on loopback, so they load exactly when the page's policy allows
// them), no GitBook tag shown as text, no link broken on the site that resolves in the repository.
// The work is test/helpers/try-repo.ts (with test/helpers/site-check.ts, which the real-repository
// site tests use too); this file bundles it with esbuild and prints one line of figures per
// repository, then a JSON summary (also written to --json <file>). Each folder is copied to a
// temporary folder; nothing is written to it. Exit 1 when any repository shows a failure.
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';

const ROOT = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
let jsonOut;
let site = true;
const folders = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--json') jsonOut = args[++i];
  else if (args[i] === '--no-site') site = false;
  else if (args[i] === '--help' || args[i] === '-h') {
    console.log('usage: node scripts/try-repos.mjs [--json <file>] [--no-site] <folder>...');
    process.exit(0);
  } else folders.push(resolve(args[i]));
}
if (!folders.length) {
  console.error('usage: node scripts/try-repos.mjs [--json <file>] [--no-site] <folder>...');
  process.exit(2);
}
if (!existsSync(join(ROOT, 'dist'))) {
  console.error('try-repos: no dist/ here; run `npm run build` first');
  process.exit(2);
}
// The built binary is copied first (another build may replace dist/ during a long run), with the
// harness bundled two folders below it: the helpers find bin/ at ../../bin from there. In the
// checkout (test-results/ is ignored), so that Node finds node_modules as from bin/.
const out = join(ROOT, 'test-results', 'try-repos', String(process.pid));
for (let attempt = 1; ; attempt++) {
  try {
    rmSync(out, { recursive: true, force: true });
    for (const part of ['bin', 'dist', 'package.json']) cpSync(join(ROOT, part), join(out, part), { recursive: true });
    break;
  } catch (error) {
    // A build replacing dist/ while it was copied: copy again once it is done.
    if (attempt === 5) throw error;
    await new Promise((r) => setTimeout(r, 5000));
  }
}
const bundle = join(out, 'harness', 'bundle', 'harness.mjs');
mkdirSync(dirname(bundle), { recursive: true });
await build({
  stdin: {
    contents: [
      "export { startTryRepos, tryRepo } from '../test/helpers/try-repo.ts';",
      "export { findChromium, launchChromium } from '../test/helpers/browser.ts';",
    ].join('\n'),
    resolveDir: join(ROOT, 'scripts'),
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile: bundle,
  logLevel: 'error',
});
const { startTryRepos, tryRepo, findChromium, launchChromium } = await import(bundle);

let browser;
if (site) {
  const chromium = await findChromium();
  if (!chromium.path) console.error(`try-repos: no site crawl (${chromium.reason})`);
  else browser = await launchChromium(chromium.path);
}
const ctx = await startTryRepos(browser);
const results = [];
const line = (f) => {
  const s = f.site;
  return [
    f.name.padEnd(28),
    `pages ${f.pages}`,
    `files ${f.files}`,
    `bytes ${f.bytes}`,
    `push ${f.pushExit === 0 ? `${f.pushSeconds}s` : `exit ${f.pushExit}`}`,
    `identical ${f.identicalPages}/${f.pages} pages ${f.identicalFiles}/${f.files} files`,
    `in place ${f.inPlaceChanges.length} changed, --check ${f.checkExit}`,
    `no-op ${f.noOpSilent ? 'silent' : 'NOT silent'}`,
    s
      ? `site ${s.pages - s.notShown.length}/${s.pages} pages, images ${s.images.loaded}/${s.images.referenced}` +
        ` + https ${s.externalImages.loaded}/${s.externalImages.referenced}, broken links ${s.links.brokenOnSiteOnly.length}` +
        ` (${s.links.brokenInSource} in source), tags as text ${s.tagsShown.length}`
      : 'site not crawled',
    ...(f.redirects ? [`redirects ${f.redirects.answered}/${f.redirects.checked}`] : []),
  ].join(' | ');
};
try {
  for (const folder of folders) {
    let figures;
    try {
      figures = await tryRepo(ctx, folder, basename(folder));
    } catch (error) {
      figures = { name: basename(folder), failures: [`harness: ${error.message.split('\n')[0]}`] };
    }
    results.push(figures);
    console.log(figures.pages === undefined ? `${figures.name}: ${figures.failures[0]}` : line(figures));
    for (const failure of figures.failures) console.log(`  - ${failure}`);
  }
} finally {
  await ctx.close();
  await browser?.close();
  rmSync(out, { recursive: true, force: true });
}
const summary = JSON.stringify(results, null, 2);
if (jsonOut) writeFileSync(jsonOut, `${summary}\n`);
console.log(summary);
process.exit(results.some((r) => r.failures.length) ? 1 : 0);
