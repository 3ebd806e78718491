#!/usr/bin/env node
'use strict';
// The launcher: loads the bundle and is the only place that sets the exit code.
// It is CommonJS (bin/package.json) so that `--version` and the top-level `--help` are answered
// with nothing else loaded; the help text is the one the bundle printed at build,
// laid out for 80 columns: used only where it fits (a pipe, or a terminal at least that wide).
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const argv = process.argv.slice(2);
const only = argv.length === 1 ? argv[0] : undefined;
const fast =
  only === '--version' || only === '-V'
    ? () => `${JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')).version}\n`
    : (only === '--help' || only === '-h') && (!process.stdout.isTTY || process.stdout.columns >= 80)
      ? () => readFileSync(join(__dirname, '..', 'dist', 'root-help.txt'), 'utf8')
      : undefined;

let text;
try {
  text = fast ? fast() : undefined;
} catch {
  text = undefined; // no pre-rendered help (a fresh build is writing it): take the normal path
}
const STALE_CACHE_MS = 7 * 24 * 3600 * 1000;

/** Code caches of other builds (or Node versions) unchanged for a week: an upgrade leaves them behind. */
function removeStaleCaches(folder) {
  const fs = require('node:fs');
  for (const name of fs.readdirSync(folder)) {
    if (!name.startsWith('bundle-')) continue;
    const path = join(folder, name);
    if (Date.now() - fs.statSync(path).mtimeMs > STALE_CACHE_MS) fs.rmSync(path, { recursive: true, force: true });
  }
}

/**
 * The bundle is CommonJS (scripts/build.mjs), and loaded here rather than by Node's require. Its
 * chunks name each other by relative paths, so they need none of Node's resolution (a stat, a
 * realpath and a package scope for each of ~50 files), and V8's compiled code of each is kept
 * between runs, on every Node line (Node 20 has no compile cache of its own), in
 * ~/.cache/docs-cli/compile-cache ($XDG_CACHE_HOME respected), one folder per build, Node version
 * and architecture. NODE_DISABLE_COMPILE_CACHE=1 turns it off. Anything else a chunk requires
 * (Node's built-ins, the packages left outside the bundle) goes to Node's require.
 */
function bundleLoader(dist) {
  const fs = require('node:fs');
  const { dirname } = require('node:path');
  const { Script } = require('node:vm');
  let outer;
  const nodeRequire = () => (outer ??= require('node:module').createRequire(join(dist, 'main.cjs')));
  const modules = new Map();
  const uncached = [];
  let cacheDir;

  function cacheFolder(mainSource) {
    const build = /^\/\/ docs-cli build (\w+)\n/.exec(mainSource)?.[1];
    if (!build || process.env.NODE_DISABLE_COMPILE_CACHE) return undefined;
    const base = process.env.XDG_CACHE_HOME || join(process.env.HOME || require('node:os').homedir(), '.cache');
    return join(base, 'docs-cli', 'compile-cache', `bundle-${build}-${process.version}-${process.arch}`);
  }

  function load(file) {
    const known = modules.get(file);
    if (known) return known.exports;
    const module = { exports: {}, filename: file, id: file, loaded: false };
    modules.set(file, module);
    const source = fs.readFileSync(file, 'utf8');
    if (cacheDir === undefined) cacheDir = cacheFolder(source) ?? null;
    const cacheFile = cacheDir && join(cacheDir, file.slice(dist.length + 1).replaceAll('/', '_'));
    let cachedData;
    if (cacheFile) {
      try {
        cachedData = fs.readFileSync(cacheFile);
      } catch {
        // Not cached yet.
      }
    }
    const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
      filename: file,
      cachedData,
    });
    if (cacheFile && (cachedData === undefined || script.cachedDataRejected)) uncached.push([script, cacheFile]);
    const dir = dirname(file);
    const requireHere = (specifier) =>
      specifier.startsWith('./') || specifier.startsWith('../') ? load(join(dir, specifier)) : nodeRequire()(specifier);
    requireHere.resolve = (specifier, options) => nodeRequire().resolve(specifier, options);
    requireHere.main = require.main;
    script.runInThisContext().call(module.exports, module.exports, requireHere, module, file, dir);
    module.loaded = true;
    return module.exports;
  }

  // V8's code of each new chunk is taken at exit, so it holds the functions this run compiled.
  process.once('exit', () => {
    if (uncached.length === 0) return;
    try {
      if (fs.mkdirSync(cacheDir, { recursive: true }) !== undefined) removeStaleCaches(dirname(cacheDir));
      for (const [script, file] of uncached) {
        const staging = `${file}.${process.pid}`;
        fs.writeFileSync(staging, script.createCachedData());
        fs.renameSync(staging, file);
      }
    } catch {
      // An unwritable cache only costs speed.
    }
  });
  return load;
}

if (text !== undefined) {
  process.stdout.on('error', (error) => {
    if (error.code !== 'EPIPE')
      process.stderr.write(`docs-cli: cannot write the output: ${error.code || error.message}\n`);
    process.exitCode = error.code === 'EPIPE' ? 0 : 1;
  });
  process.stdout.write(text);
} else {
  const dist = join(__dirname, '..', 'dist');
  let main;
  try {
    ({ main } = bundleLoader(dist)(join(dist, 'main.cjs')));
  } catch (error) {
    process.stderr.write(`docs-cli: cannot load the CLI (${error.message}); run npm run build\n`);
    process.exitCode = 1;
  }
  if (main)
    main(argv).then((code) => {
      process.exitCode = code;
    });
}
