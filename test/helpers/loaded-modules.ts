/**
 * What a run of the built binary loads: Node's built-in modules, the files of node_modules, and
 * the source modules of the dist chunks it loaded (read from the build's metafile). Recorded by
 * an ES module load hook, vm.Script (with which the launcher loads the chunks), and at exit the
 * CommonJS cache and the built-ins.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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
}

function hooks(dir: string, log: string): { register: string; exit: string } {
  const hooksFile = join(dir, 'hooks.mjs');
  writeFileSync(
    hooksFile,
    `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  appendFileSync(${JSON.stringify(log)}, 'esm ' + url + '\\n');
  return next(url, context);
}
`,
  );
  const register = join(dir, 'register.mjs');
  writeFileSync(
    register,
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooksFile).href)});\n`,
  );
  const exit = join(dir, 'exit.cjs');
  writeFileSync(
    exit,
    `// The launcher loads the bundle's chunks with vm.Script (bin/docs-cli.js): each one is logged.
const vm = require('node:vm');
const Script = vm.Script;
vm.Script = class extends Script {
  constructor(code, options) {
    super(code, options);
    if (options && options.filename) require('node:fs').appendFileSync(${JSON.stringify(log)}, 'cjs ' + options.filename + '\\n');
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
  return { register, exit };
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
  const { register, exit } = hooks(dir, log);
  const res = await execa(node, ['--require', exit, '--import', register, BIN, ...args], {
    reject: false,
    extendEnv: false,
    env: { PATH: process.env.PATH, ...env },
  });
  const lines = readFileSync(log, 'utf8').split('\n');
  const files = lines.flatMap((l) => {
    if (l.startsWith('esm file://')) return [fileURLToPath(l.slice(4))];
    if (l.startsWith('cjs ')) return [l.slice(4)];
    return [];
  });
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
  };
}
