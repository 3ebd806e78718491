#!/usr/bin/env node
'use strict';
// The launcher: loads the bundle and is the only place that sets the exit code.
// It is CommonJS (bin/package.json) so that `--version` and the top-level `--help` are answered
// before Node starts its ES module loader; the help text is the one the bundle printed at build,
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
/**
 * Node 22 and later keep V8's compiled code of docs-cli between runs (module.enableCompileCache),
 * so every start after the first skips compiling the bundle. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 */
function enableCompileCache() {
  const { enableCompileCache } = require('node:module');
  if (typeof enableCompileCache !== 'function' || process.env.NODE_DISABLE_COMPILE_CACHE) return;
  const base = process.env.XDG_CACHE_HOME || join(require('node:os').homedir(), '.cache');
  try {
    enableCompileCache(join(base, 'docs-cli', 'compile-cache'));
  } catch {
    // An unwritable cache only costs speed.
  }
}

/**
 * The bundle's chunks import each other by relative paths that need none of Node's resolution
 * (stat, realpath and format lookup for each of ~50 files: about 12 ms of every start). Node 22.15
 * and later resolve them in place, synchronously; anything else takes Node's own path.
 */
function resolveChunksDirectly() {
  const { registerHooks } = require('node:module');
  if (typeof registerHooks !== 'function') return;
  const dist = `${require('node:url').pathToFileURL(join(__dirname, '..', 'dist')).href}/`;
  registerHooks({
    resolve(specifier, context, next) {
      if (specifier.startsWith('./') && context.parentURL?.startsWith(dist))
        return { url: new URL(specifier, context.parentURL).href, format: 'module', shortCircuit: true };
      return next(specifier, context);
    },
  });
}

if (text !== undefined) {
  process.stdout.on('error', (error) => {
    if (error.code !== 'EPIPE')
      process.stderr.write(`docs-cli: cannot write the output: ${error.code || error.message}\n`);
    process.exitCode = error.code === 'EPIPE' ? 0 : 1;
  });
  process.stdout.write(text);
} else {
  enableCompileCache();
  resolveChunksDirectly();
  import('../dist/main.mjs').then(
    async ({ main }) => {
      process.exitCode = await main(argv);
    },
    (error) => {
      process.stderr.write(`docs-cli: cannot load the CLI (${error.message}); run npm run build\n`);
      process.exitCode = 1;
    },
  );
}
