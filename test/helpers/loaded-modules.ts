/**
 * What a run of the built binary loads: Node's built-in modules, the files of node_modules, and
 * the source modules of the dist chunks it loaded (read from the build's metafile). Recorded by
 * vm.Script (with which the launcher compiles the chunks), and at exit Node's CommonJS cache (the
 * packages left outside the bundle) and its list of built-ins. The bundle holds no ES module.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { BIN } from './bin.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const META = join(ROOT, 'node_modules', '.cache', 'docs-cli-build', 'meta.json');

export interface Loaded {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** Built-in modules (`child_process`, `internal/dgram`, ...). */
  builtins: Set<string>;
  /**
   * Files of node_modules, relative to it (`ipaddr.js/lib/ipaddr.js`): loaded from there, or
   * bundled into a dist file that was loaded.
   */
  packages: string[];
  /** Source modules of the dist files loaded (`src/server/routes/spaces.ts`). */
  sources: string[];
  /** dist files loaded. */
  distFiles: string[];
  /** The files vm.Script compiled, relative to dist (a command's set: `[spaces list]`). */
  scripts: string[];
}

/**
 * A script preloaded with --require: it logs each chunk the launcher compiles, each module of a
 * command's set when it runs, and at exit the built-ins and Node's CommonJS cache.
 */
function tracer(dir: string, log: string): string {
  const exit = join(dir, 'exit.cjs');
  writeFileSync(
    exit,
    `// The launcher loads the bundle's chunks with vm.Script (bin/docs-cli.js): each one is logged.
// A command's set is one script of [name, function, ...]: each function is logged when it runs,
// as the file it was taken from (a chunk's name is relative to dist; a package file's is
// outside:<path>:<size>:<time>).
const vm = require('node:vm');
const { appendFileSync } = require('node:fs');
const { join } = require('node:path');
const Script = vm.Script;
const DIST = ${JSON.stringify(join(ROOT, 'dist'))};
const logged = (file) => appendFileSync(${JSON.stringify(log)}, 'cjs ' + file + '\\n');
const fileOf = (name) => name.startsWith('outside:') ? name.slice(8).replace(/:[^:]*:[^:]*$/, '') : join(DIST, name);
vm.Script = class extends Script {
  constructor(code, options) {
    super(code, options);
    this.isSet = Boolean(options && /\\]$/.test(options.filename || ''));
    appendFileSync(${JSON.stringify(log)}, 'script ' + (options && options.filename) + '\\n');
    if (options && options.filename && !this.isSet) logged(options.filename);
  }
  runInThisContext(...args) {
    const result = super.runInThisContext(...args);
    if (this.isSet && Array.isArray(result))
      for (let i = 0; i + 1 < result.length; i += 2) {
        const name = result[i];
        const body = result[i + 1];
        result[i + 1] = function (...params) {
          logged(fileOf(name));
          return body.apply(this, params);
        };
      }
    return result;
  }
};
process.on('exit', () => {
  const lines = [
    ...process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => 'builtin ' + m.slice(13)),
    ...Object.keys(require.cache).map((f) => 'cjs ' + f),
  ];
  require('node:fs').appendFileSync(${JSON.stringify(log)}, lines.join('\\n') + '\\n');
});
`,
  );
  return exit;
}

export async function loadedModules(
  args: string[],
  env: Record<string, string | undefined>,
  node = process.execPath,
): Promise<Loaded> {
  if (!existsSync(META)) throw new Error(`no build metafile at ${META}: run npm run build`);
  const meta = JSON.parse(readFileSync(META, 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  const dir = mkdtempSync(join(tmpdir(), 'docs-cli-trace-'));
  const log = join(dir, 'log');
  writeFileSync(log, '');
  const res = await execa(node, ['--require', tracer(dir, log), BIN, ...args], {
    reject: false,
    extendEnv: false,
    env: { PATH: process.env.PATH, ...env },
  });
  const lines = readFileSync(log, 'utf8').split('\n');
  const files = lines.filter((l) => l.startsWith('cjs ')).map((l) => l.slice(4));
  const distFiles = [
    ...new Set(files.filter((f) => f.startsWith(join(ROOT, 'dist'))).map((f) => f.slice(ROOT.length))),
  ];
  const nm = join(ROOT, 'node_modules/');
  const sources = [...new Set(distFiles.flatMap((f) => Object.keys(meta.outputs[f]?.inputs ?? {})))];
  const bundled = sources.filter((s) => s.startsWith('node_modules/')).map((s) => s.slice('node_modules/'.length));
  return {
    exitCode: res.exitCode ?? 1,
    stdout: String(res.stdout),
    stderr: String(res.stderr),
    builtins: new Set(lines.filter((l) => l.startsWith('builtin ')).map((l) => l.slice(8))),
    packages: [...new Set([...files.filter((f) => f.startsWith(nm)).map((f) => f.slice(nm.length)), ...bundled])],
    sources,
    distFiles,
    scripts: lines.filter((l) => l.startsWith('script ')).map((l) => relative(join(ROOT, 'dist'), l.slice(7))),
  };
}
