// Bundles src/ into dist/ with code splitting, so that commands load their heavy modules lazily.
import { build, transform } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundledMicromark } from './micromark-bundle.mjs';

/**
 * Parts of undici docs-cli never runs, replaced by stubs to keep them out of every start-up:
 * the fetch body helpers (150 KB, used only for FormData and Blob bodies; ours are strings) and
 * the HTTP/2 client (used only when HTTP/2 is allowed, which it is not).
 */
const UNDICI_STUBS = [
  {
    filter: /web[\\/]fetch[\\/]body\.js$/,
    contents: "module.exports.extractBody = () => { throw new Error('docs-cli sends string bodies only'); };",
  },
  {
    filter: /client-h2\.js$/,
    contents: "module.exports = () => { throw new Error('docs-cli does not use HTTP/2'); };",
  },
];
const undiciStubs = {
  name: 'undici-stubs',
  setup(b) {
    UNDICI_STUBS.forEach((stub, i) => {
      b.onResolve({ filter: stub.filter }, () => ({ path: String(i), namespace: 'undici-stub' }));
    });
    b.onLoad({ filter: /.*/, namespace: 'undici-stub' }, (args) => ({
      contents: UNDICI_STUBS[Number(args.path)].contents,
      loader: 'js',
    }));
  },
};

/**
 * Commander requires child_process when it loads, for executable sub-commands docs-cli does not
 * have: it gets the module on first use instead, so a command that spawns nothing loads none of
 * child_process, net and dgram.
 */
const lazyChildProcess = {
  name: 'lazy-child-process',
  setup(b) {
    b.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      /[\\/]commander[\\/]/.test(args.importer)
        ? { path: 'child_process', namespace: 'lazy-child-process' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'lazy-child-process' }, () => ({
      contents:
        "let real; module.exports = new Proxy({}, { get: (_, key) => (real ??= require('node:child_process'))[key] });",
      loader: 'js',
    }));
  },
};

/**
 * Node's built-in modules are taken with process.getBuiltinModule when first used. An import
 * statement of a built-in would be, in the CommonJS the bundle ships as, a require at the top of
 * its chunk: the module would load with the chunk, whether the command uses it or not (node:crypto
 * 9 ms, node:http more). An import statement of a built-in (or `export ... from`) gets a small
 * module exporting just what it names: plain functions are taken at their first call, other values
 * when the chunk loads. A namespace import keeps the plain require. A name read wrong here fails
 * the build ("No matching export"), never the run.
 */
const importsOf = new Map();
/**
 * The import and export-from statements of a file, as esbuild prints them after stripping types
 * and comments (`import { a, b as c } from "node:fs";`), so reading them needs no TypeScript.
 */
async function importStatements(file) {
  let statements = importsOf.get(file);
  if (statements === undefined) {
    const { code } = await transform(readFileSync(file, 'utf8'), {
      loader: /\.tsx?$/.test(file) ? 'ts' : 'js',
      format: 'esm',
    });
    statements = [...code.matchAll(/^(?:import|export) ([^;"]*?) from "([^"]+)";$/gm)].map((m) => ({
      clause: m[1],
      from: m[2],
    }));
    importsOf.set(file, statements);
  }
  return statements;
}
/** What `file` imports of `specifier`: the default and the names, or undefined for a namespace import. */
async function importedBindings(file, specifier) {
  let withDefault = false;
  const names = new Set();
  const clauses = (await importStatements(file)).filter((s) => s.from === specifier).map((s) => s.clause);
  if (clauses.length === 0) return undefined;
  for (const clause of clauses) {
    if (clause.includes('*')) return undefined;
    const brace = clause.indexOf('{');
    if ((brace < 0 ? clause : clause.slice(0, brace)).replace(/,\s*$/, '').trim()) withDefault = true;
    if (brace < 0) continue;
    for (const part of clause.slice(brace + 1, clause.lastIndexOf('}')).split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (!name) continue;
      if (name === 'default') withDefault = true;
      else if (/^[A-Za-z_$][\w$]*$/.test(name)) names.add(name);
      else return undefined; // not made out: the ES import stays
    }
  }
  return { withDefault, names: [...names].sort() };
}
/**
 * A function that is not a class or constructor and carries nothing of its own (no
 * `promisify.custom`, no `inspect.custom`): it is exported as a wrapper that loads its module at
 * the first call, so node:crypto (9 ms) loads only when a command hashes something. node:os gives
 * its functions a Symbol.toPrimitive (`${os.homedir}` is the directory), which only string
 * conversion of the function itself uses: they count as plain, so homedir does not load node:os.
 */
function plainFunction(value) {
  if (typeof value !== 'function') return false;
  if (/^class\b/.test(Function.prototype.toString.call(value))) return false;
  if (value.prototype && Object.getOwnPropertyNames(value.prototype).length > 1) return false;
  const own = Object.getOwnPropertyNames(value).filter(
    // withoutStackTrace: Node's own wrapper for functions that hide their frames from stack traces
    (k) => !['length', 'name', 'prototype', 'arguments', 'caller', 'withoutStackTrace'].includes(k),
  );
  return own.length === 0 && Object.getOwnPropertySymbols(value).every((key) => key === Symbol.toPrimitive);
}
const lazyBuiltins = {
  name: 'lazy-builtins',
  setup(b) {
    b.onResolve({ filter: /^[a-z_:/]+$/ }, async (args) => {
      // A require() of a built-in takes the real module already; a dynamic import() names what it
      // takes only at run time, so it stays one.
      if (args.kind !== 'import-statement' || !isBuiltin(args.path)) return undefined;
      const bindings = await importedBindings(args.importer, args.path);
      if (!bindings) return undefined;
      const name = args.path.startsWith('node:') ? args.path : `node:${args.path}`;
      // One module per importer: shared by two, it would become a chunk file of its own.
      const list = `${bindings.withDefault ? 'default,' : ''}${bindings.names.join(',')}`;
      return { path: `${name}?${list}?${args.importer}`, namespace: 'builtin' };
    });
    b.onLoad({ filter: /.*/, namespace: 'builtin' }, (args) => {
      const [name = '', list = ''] = args.path.split('?');
      const wanted = list.split(',').filter(Boolean);
      const real = process.getBuiltinModule(name);
      return {
        contents: [
          `let m; const mod = () => (m ??= process.getBuiltinModule(${JSON.stringify(name)}));`,
          ...wanted.map((n) =>
            n === 'default'
              ? 'export default mod();'
              : plainFunction(real[n])
                ? `export function ${n}(...a) { return mod().${n}(...a); }`
                : `export const ${n} = mod().${n};`,
          ),
        ].join('\n'),
        loader: 'js',
      };
    });
  },
};

/**
 * Dependencies are bundled: a package of many small modules (highlight.js alone is 194 files,
 * yaml 72) costs a resolve, a read and a compile per file at every start that loads it, which made
 * a push with nothing to send spend a third of its time loading modules. These stay in
 * node_modules: native SQLite, pdfkit and the OpenAPI parser (they read their own files at run
 * time).
 */
const EXTERNAL = ['better-sqlite3', 'docs-cli-sqlite-node20', 'pdfkit', '@apidevtools/swagger-parser'];

/**
 * A dynamic import() of a CommonJS package gives, in Node, a namespace holding `default` (its
 * module.exports) and the names Node finds in its exports (`parse` of yaml). esbuild, splitting ES
 * modules, gives the chunk of such a package only `default`: `(await import('yaml')).parse` worked
 * from the sources and was undefined in the bundle. Each such import gets a module exporting what
 * Node's own import of the file exports, read here at build time.
 */
function commonJsFile(path) {
  if (path.endsWith('.cjs')) return true;
  if (!path.endsWith('.js')) return false;
  for (let dir = dirname(path); dir !== dirname(dir); dir = dirname(dir)) {
    let manifest;
    try {
      manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    } catch {
      continue;
    }
    return manifest.type !== 'module';
  }
  return true;
}
function nodeNamespace(external) {
  return {
    name: 'node-namespace',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'node-namespace' || isBuiltin(args.path))
          return undefined;
        if (external.includes(packageName(args.path))) return undefined;
        const resolved = await b.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'node-namespace',
        });
        if (resolved.errors.length > 0 || resolved.external || !commonJsFile(resolved.path)) return undefined;
        return { path: resolved.path, namespace: 'node-namespace' };
      });
      b.onLoad({ filter: /.*/, namespace: 'node-namespace' }, async (args) => {
        const names = Object.keys(await import(pathToFileURL(args.path).href)).filter((n) => n !== 'default');
        return {
          resolveDir: dirname(args.path),
          loader: 'js',
          contents: [
            `const m = require(${JSON.stringify(args.path)});`,
            'export default m;',
            ...names.map((n, i) => `const e${i} = m[${JSON.stringify(n)}];`),
            `export { ${names.map((n, i) => `e${i} as ${JSON.stringify(n)}`).join(', ')} };`,
          ].join('\n'),
        };
      });
    },
  };
}

function packageName(specifier) {
  return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
}

function externalOnly(external) {
  return {
    name: 'external-only',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:')) return undefined;
        return external.includes(packageName(args.path)) ? { path: args.path, external: true } : undefined;
      });
    },
  };
}

/**
 * esbuild's CommonJS ends with `module.exports = __toCommonJS(chunk_exports)`: a copy of the
 * module's exports object whose every getter calls the original's. The original is given out
 * instead, marked as an ES module as the copy was: one getter per import read, not two, and no
 * copying at start-up (1-2 ms over the ~50 chunks a command loads). An entry that exports
 * nothing (the content worker) has no such line.
 */
function exportsInPlace(file, code) {
  const copies = code.match(/^module\.exports = __toCommonJS\(\w+\);$/gm) ?? [];
  if (copies.length > 1) throw new Error(`${file}: ${copies.length} assignments of module.exports`);
  return code.replace(
    /^module\.exports = __toCommonJS\((\w+)\);$/m,
    'module.exports = __defProp($1, "__esModule", { value: true });',
  );
}

/** The minifying pass, after the CommonJS is final (DOCS_CLI_BUILD_MINIFY=0 keeps names readable). */
async function minified(file, code) {
  if (process.env.DOCS_CLI_BUILD_MINIFY === '0') return code;
  const { code: small, warnings } = await transform(code, {
    format: 'cjs',
    minify: true,
    treeShaking: true,
    logLevel: 'silent',
  });
  if (warnings.length > 0) throw new Error(`${file}: ${warnings.map((w) => w.text).join('; ')}`);
  return small;
}

/**
 * The bundle ships as CommonJS. esbuild splits only ES modules, so each file it writes is turned
 * into CommonJS here: the launcher loads the chunks itself (bin/docs-cli.js), with none of Node's
 * ES module machinery (on Node 20 about 35 ms of every start) and with V8's code cache. Dynamic
 * imports become requires at their first call, so a command still loads only its own chunks;
 * `import.meta.url` becomes a getter on the file's own name. The build id (a hash of every file)
 * heads main.cjs: the launcher keeps code caches per build. Returns that id.
 */
async function toCommonJs(dir) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.mjs')) files.push(path);
    }
  };
  walk(dir);
  const hash = createHash('sha256');
  let main;
  for (const file of files.sort()) {
    const { code: plain, warnings } = await transform(readFileSync(file, 'utf8'), {
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      supported: { 'dynamic-import': false },
      define: { 'import.meta.url': '__docsCliMeta.url' },
      logLevel: 'silent',
    });
    if (warnings.length > 0) throw new Error(`${file}: ${warnings.map((w) => w.text).join('; ')}`);
    const code = await minified(file, exportsInPlace(file, plain));
    const meta = code.includes('__docsCliMeta')
      ? 'var __docsCliMeta={get url(){return require("node:url").pathToFileURL(__filename).href}};'
      : '';
    const out = `${meta}${code.replace(/require\("(\.{1,2}\/[^"]+)\.mjs"\)/g, 'require("$1.cjs")')}`;
    if (/"\.{1,2}\/[^"]*\.mjs"/.test(out)) throw new Error(`${file}: a chunk is still named .mjs`);
    hash.update(`${file.slice(dir.length)}\0${out}\0`);
    const target = file.replace(/\.mjs$/, '.cjs');
    if (target.endsWith(`${dir}/main.cjs`)) main = { target, out };
    else writeFileSync(target, out);
    rmSync(file);
  }
  const id = hash.digest('hex').slice(0, 16);
  writeFileSync(main.target, `// docs-cli build ${id}\n${main.out}`);
  return id;
}

// Build beside dist and swap it in, so a running binary never sees a half-written bundle.
const staging = `dist-staging-${process.pid}`;
const result = await build({
  // The content worker is its own entry: a worker thread starts from a file of its own (it shares
  // the chunks of the markdown module and the site renderer with the rest).
  entryPoints: [
    { in: 'src/main.ts', out: 'main' },
    { in: 'src/server/work/worker.ts', out: 'content-worker' },
  ],
  outdir: staging,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  plugins: [
    undiciStubs,
    lazyChildProcess,
    lazyBuiltins,
    bundledMicromark(process.cwd()),
    nodeNamespace(EXTERNAL),
    externalOnly(EXTERNAL),
  ],
  // Which source modules each chunk holds: the start-up test reads it (not shipped).
  metafile: true,
  // DOCS_CLI_BUILD_MINIFY=0 keeps names readable in --cpu-prof profiles.
  minify: process.env.DOCS_CLI_BUILD_MINIFY !== '0',
  keepNames: false,
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  logLevel: 'warning',
});
const buildId = await toCommonJs(staging);
// The launcher's quiet path of `cr push` (src/quiet-push/): a file of its own, Node's built-ins only.
await build({
  entryPoints: ['src/quiet-push/index.ts'],
  outfile: `${staging}/quiet-push.cjs`,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  plugins: [lazyBuiltins],
  minify: process.env.DOCS_CLI_BUILD_MINIFY !== '0',
  logLevel: 'warning',
});
for (const [, name] of readFileSync(`${staging}/quiet-push.cjs`, 'utf8').matchAll(/require\("([^"]+)"\)/g))
  throw new Error(`dist/quiet-push.cjs requires ${name}: only built-ins may be loaded (getBuiltinModule)`);
rmSync('dist', { recursive: true, force: true });
renameSync(staging, 'dist');
mkdirSync('node_modules/.cache/docs-cli-build', { recursive: true });
writeFileSync(
  'node_modules/.cache/docs-cli-build/meta.json',
  JSON.stringify({
    ...result.metafile,
    outputs: Object.fromEntries(
      Object.entries(result.metafile.outputs).map(([file, output]) => [
        file.replace(`${staging}/`, 'dist/').replace(/\.mjs$/, '.cjs'),
        output,
      ]),
    ),
  }),
);
console.log(`built dist (build ${buildId})`);

// The top-level help, pre-rendered for the launcher's fast path.
const help = spawnSync(process.execPath, ['bin/docs-cli.js', '--help', '--no-color'], { encoding: 'utf8' });
if (help.status !== 0) throw new Error(`could not render the top-level help: ${help.stderr}`);
writeFileSync('dist/root-help.txt', help.stdout);
