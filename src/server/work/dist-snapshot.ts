/**
 * Content workers started from the scripts `server start` read when it started (the launcher,
 * bin/docs-cli.js, `distSnapshot`), not from dist/ as it is now: an upgrade of docs-cli replaces
 * dist/ (other chunk names) under a server that runs for days, and a worker started afterwards
 * would load another build's files, or none. Outside `server start` (the CLI's own pool, tests
 * from the sources) there is no snapshot and a worker starts from its file as before.
 */
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

interface DistSnapshot {
  /** Every script of dist/ by its path, as read at start. */
  files: Map<string, Buffer>;
}

const held = (): DistSnapshot | undefined =>
  (globalThis as Record<symbol, DistSnapshot | undefined>)[Symbol.for('docs-cli.dist')];

/** Whether `file` is a script the process read at start (then it need not be on disk now). */
export const inSnapshot = (file: string): boolean => held()?.files.has(file) ?? false;

/**
 * A CommonJS loader for the worker: modules of the snapshot by their paths (relative requires
 * between chunks resolved from the requiring file), anything else through Node's require from
 * where the file was. The launcher's loader, less its compiled-code cache.
 */
const BOOT = `
const { workerData } = require('node:worker_threads');
const { Script } = require('node:vm');
const { createRequire } = require('node:module');
const { dirname, resolve } = require('node:path');
const { entry, files } = workerData.docsCliDist;
const modules = new Map();
function load(file) {
  const known = modules.get(file);
  if (known) return known.exports;
  const bytes = files.get(file);
  if (bytes === undefined) return createRequire(file)(file);
  const source = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  const module = { exports: {}, filename: file, id: file, loaded: false };
  modules.set(file, module);
  const dir = dirname(file);
  let own;
  const nodeRequire = () => (own ??= createRequire(file));
  const requireHere = (specifier) =>
    specifier.startsWith('./') || specifier.startsWith('../') ? load(resolve(dir, specifier)) : nodeRequire()(specifier);
  requireHere.resolve = (specifier, options) => nodeRequire().resolve(specifier, options);
  const body = new Script('(function (exports, require, module, __filename, __dirname) {' + source + '\\n})', {
    filename: file,
  }).runInThisContext();
  try {
    body.call(module.exports, module.exports, requireHere, module, file, dir);
  } catch (error) {
    modules.delete(file);
    throw error;
  }
  module.loaded = true;
  return module.exports;
}
load(entry);
`;

/** A worker running `entry`: from the snapshot when the process has one that holds it. */
export function startWorker(entry: URL, options: WorkerOptions): Worker {
  const snapshot = held();
  const file = entry.protocol === 'file:' ? fileURLToPath(entry) : undefined;
  if (!snapshot || file === undefined || !snapshot.files.has(file)) return new Worker(entry, options);
  // The bytes are copied to the worker, which decodes only the modules it loads.
  return new Worker(BOOT, {
    ...options,
    eval: true,
    workerData: { docsCliDist: { entry: file, files: snapshot.files } },
  });
}
