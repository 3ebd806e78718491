#!/usr/bin/env node
'use strict';
// The launcher: loads the bundle and is the only place that sets the exit code.
// It is CommonJS (bin/package.json) so that `--version` and the top-level `--help` are answered
// with nothing else loaded; the help text is the one the bundle printed at build,
// laid out for 80 columns: used only where it fits (a pipe, or a terminal at least that wide).
const fs = require('node:fs');
const { sep } = require('node:path');

// Paths are put together by hand on every start: path.join runs Node's normalizer, interpreted
// at start-up, at some 20 µs a call, and these parts need none of it.
const root = __dirname.slice(0, __dirname.lastIndexOf(sep));
const within = (folder, ...names) => [folder, ...names].join(sep);
const parentOf = (path) => path.slice(0, path.lastIndexOf(sep));

/** A chunk's relative specifier (`./chunk-X.cjs`, `../main.cjs`) from the folder of the chunk that requires it. */
function chunkPath(folder, specifier) {
  let base = folder;
  let rest = specifier;
  for (;;) {
    if (rest.startsWith('./')) rest = rest.slice(2);
    else if (rest.startsWith('../')) {
      base = parentOf(base);
      rest = rest.slice(3);
    } else return within(base, sep === '/' ? rest : rest.replaceAll('/', sep));
  }
}

const argv = process.argv.slice(2);
const only = argv.length === 1 ? argv[0] : undefined;
const fast =
  only === '--version' || only === '-V'
    ? () => `${JSON.parse(fs.readFileSync(within(root, 'package.json'), 'utf8')).version}\n`
    : (only === '--help' || only === '-h') && fitsHelp()
      ? () => fs.readFileSync(within(root, 'dist', 'root-help.txt'), 'utf8')
      : undefined;

/**
 * Whether stdout takes the 80-column help: a pipe or file always does, a terminal when it is that
 * wide. Only a character device can be a terminal (on Linux never one of major number 1, such as
 * /dev/null), and only then is process.stdout built to ask: the rule src/process-io.ts follows,
 * written again here because the launcher answers before any of the bundle is loaded.
 */
function fitsHelp() {
  try {
    const stat = fs.fstatSync(1);
    if (!stat.isCharacterDevice()) return true;
    if (process.platform === 'linux' && ((stat.rdev >> 8) & 0xfff) === 1) return true;
  } catch {
    return true;
  }
  return !process.stdout.isTTY || process.stdout.columns >= 80;
}

let text;
try {
  text = fast ? fast() : undefined;
} catch {
  text = undefined; // no pre-rendered help (a fresh build is writing it): take the normal path
}
/** Where compiled code is kept ($XDG_CACHE_HOME respected), or null when NODE_DISABLE_COMPILE_CACHE is set. */
function compileCacheFolder() {
  if (process.env.NODE_DISABLE_COMPILE_CACHE) return null;
  const base = process.env.XDG_CACHE_HOME || within(process.env.HOME || require('node:os').homedir(), '.cache');
  return within(base, 'docs-cli', 'compile-cache');
}

/**
 * The packages left outside the bundle (the PDF writer, the OpenAPI parser, the Node 20 SQLite
 * driver) load through Node's own require: Node 22 and later keep their compiled code too
 * (module.enableCompileCache), in the same folder.
 */
function enableNodeCompileCache() {
  const { enableCompileCache } = require('node:module');
  const folder = compileCacheFolder();
  if (typeof enableCompileCache !== 'function' || !folder) return;
  try {
    enableCompileCache(folder);
  } catch {
    // An unwritable cache only costs speed.
  }
}

const STALE_CACHE_MS = 7 * 24 * 3600 * 1000;
/** The key of the code pack's index that lists the commands it learned (no chunk is named so). */
const COMMANDS_KEY = '#commands';
/** Past this many commands learned, only chunks not cached yet are written. */
const MAX_COMMANDS = 64;
/**
 * A command's set: the files it loads, compiled together as one script. The pack keeps the list
 * (SET_FILES + the command: JSON, [name, bytes] of each) and the script's compiled code (SET_CODE
 * + the command), never the files' text: that is read from the files themselves, as for a chunk
 * compiled on its own. Past MAX_SETS commands, no new set is made.
 */
const SET_FILES = 'set:';
const SET_CODE = 'set-code:';
const MAX_SETS = 32;
/** The parameters every module function takes, as Node's CommonJS wrapper gives them. */
const MODULE_PARAMETERS = 'exports, require, module, __filename, __dirname';

/** The global options that take a value (the value is not a command word). */
const VALUE_OPTIONS = new Set(['--profile', '--api-url', '--org']);

/** The first two words of the command, the global options and their values left out. */
function commandWords(args) {
  const words = [];
  for (let i = 0; i < args.length && words.length < 2; i++) {
    if (!args[i].startsWith('-')) words.push(args[i]);
    else if (VALUE_OPTIONS.has(args[i])) i++;
  }
  return words;
}

/** This run's command words. */
const [firstWord, secondWord] = commandWords(argv);

/**
 * A command as the code pack learns it: its first two words (`spaces list`), or '' for none. Only
 * words shaped like command names are kept: the pack is a file on disk, and a token or a path
 * typed where a command goes must not be written there.
 */
function commandOf() {
  const words = [];
  for (const word of [firstWord, secondWord]) {
    if (word === undefined || !/^[a-z][a-z0-9-]{0,30}$/.test(word)) break;
    words.push(word);
  }
  return words.join(' ');
}

/** The start of the name of this build's code packs on this Node (one per set of V8 flags). */
const packPrefix = (build) => `bundle-${build}-${process.version}-${process.arch}`;

/** Code caches of other builds (or Node versions) unchanged for a week: an upgrade leaves them behind. */
function removeStaleCaches(folder, keepPrefix) {
  for (const name of fs.readdirSync(folder)) {
    const path = within(folder, name);
    if (!name.startsWith('bundle-') || name.startsWith(`${keepPrefix}.`) || name.startsWith(`${keepPrefix}-`)) continue;
    if (Date.now() - fs.statSync(path).mtimeMs > STALE_CACHE_MS) fs.rmSync(path, { recursive: true, force: true });
  }
}

/**
 * One file holds the compiled code of every chunk cached (one read per chunk, not an open, a stat,
 * a read and a close): a 4-byte length, a JSON index of chunk name to [offset, length] after it,
 * then the code. A file that does not parse, or an entry that does not fit in it, is not cached.
 * The index also lists the commands whose code it holds (COMMANDS_KEY).
 */
function openCodePack(file) {
  let fd;
  try {
    fd = fs.openSync(file, 'r');
    const head = Buffer.allocUnsafe(65536);
    const got = fs.readSync(fd, head, 0, head.length, 0);
    const indexLength = got >= 4 ? head.readUInt32LE(0) : -1;
    if (indexLength < 2 || indexLength > 16 << 20) throw new Error('no index');
    let indexBytes = head.subarray(4, 4 + indexLength);
    if (4 + indexLength > got) {
      indexBytes = Buffer.allocUnsafe(indexLength);
      if (fs.readSync(fd, indexBytes, 0, indexLength, 4) !== indexLength) throw new Error('short index');
    }
    const index = JSON.parse(indexBytes.toString('utf8'));
    if (typeof index !== 'object' || index === null || Array.isArray(index)) throw new Error('no index');
    const base = 4 + indexLength;
    const size = fs.fstatSync(fd).size;
    return {
      fd,
      index,
      get(name) {
        const at = Object.hasOwn(index, name) ? index[name] : undefined;
        const [offset, length] = Array.isArray(at) ? at : [];
        if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || offset < 0 || length <= 0)
          return undefined;
        if (base + offset + length > size) return undefined;
        const code = Buffer.allocUnsafe(length);
        return fs.readSync(fd, code, 0, length, base + offset) === length ? code : undefined;
      },
    };
  } catch {
    if (fd !== undefined) fs.closeSync(fd);
    return { fd: undefined, index: {}, get: () => undefined };
  }
}

/**
 * Writes the pack anew (beside it, then renamed over it): the old entries kept but those named in
 * `dropped`, `fresh` added or replaced.
 */
function writeCodePack(file, old, fresh, commands, dropped = []) {
  const entries = new Map();
  for (const name of Object.keys(old.index)) {
    const code = dropped.includes(name) ? undefined : old.get(name);
    if (code) entries.set(name, code);
  }
  for (const [name, code] of fresh) entries.set(name, code);
  const index = { [COMMANDS_KEY]: commands };
  let offset = 0;
  for (const [name, code] of entries) {
    index[name] = [offset, code.length];
    offset += code.length;
  }
  const indexBytes = Buffer.from(JSON.stringify(index));
  const length = Buffer.allocUnsafe(4);
  length.writeUInt32LE(indexBytes.length, 0);
  const staging = `${file}.${process.pid}`;
  try {
    fs.writeFileSync(staging, Buffer.concat([length, indexBytes, ...entries.values()]));
    fs.renameSync(staging, file);
  } finally {
    fs.rmSync(staging, { force: true }); // nothing left behind when the disk is full
  }
}

/**
 * Packages outside the bundle whose JavaScript the launcher loads itself, with its compiled code
 * kept: the Node 20 SQLite driver (better-sqlite3's 13 files took 12 ms through Node 20's
 * require, which keeps no compiled code). Their native addon still loads through Node.
 */
const CACHED_PACKAGES = new Set(['docs-cli-sqlite-node20', 'better-sqlite3']);

const createRequireOf = (file) => require('node:module').createRequire(file);

/** A package's relative require as Node finds it: the file, or with .js, .json or /index.js. */
function outsideFile(path) {
  for (const candidate of [path, `${path}.js`, `${path}.json`, `${path}${sep}index.js`]) {
    if (fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  throw Object.assign(new Error(`Cannot find module '${path}'`), { code: 'MODULE_NOT_FOUND' });
}

/** The code pack's name of a file outside the bundle: its path, size and time, or undefined. */
function outsideName(file) {
  try {
    const stat = fs.statSync(file);
    return `outside:${file}:${stat.size}:${stat.mtimeMs}`;
  } catch {
    return undefined;
  }
}

/**
 * The bundle is CommonJS (scripts/build.mjs), and loaded here rather than by Node's require. Its
 * chunks name each other by relative paths, so they need none of Node's resolution (a stat, a
 * realpath and a package scope for each of ~50 files), and V8's compiled code of each is kept
 * between runs, on every Node line (Node 20 has no compile cache of its own), in
 * ~/.cache/docs-cli/compile-cache ($XDG_CACHE_HOME respected), one file per build, Node version
 * and architecture. NODE_DISABLE_COMPILE_CACHE=1 turns it off. Anything else a chunk requires
 * (Node's built-ins, the packages left outside the bundle) goes to Node's require. `snapshot`
 * (path to bytes), when given, is read instead of the files (`distSnapshot`).
 */
function bundleLoader(dist, command, snapshot, packVariant = '') {
  const { Script } = require('node:vm');
  let outer;
  const nodeRequire = () => (outer ??= createRequireOf(within(dist, 'main.cjs')));
  const modules = new Map();
  /** [name, script, size in bytes] of each file this run compiled on its own. */
  const loaded = [];
  const uncached = [];
  let packFile;
  let packBuild;
  let pack;
  /** This command's set, once the pack is open: its module functions by name. */
  let set = { functions: new Map() };

  function packPath(mainSource) {
    const build = /^\/\/ docs-cli build (\w+)\n/.exec(mainSource)?.[1];
    packBuild = build;
    const folder = compileCacheFolder();
    return build && folder ? within(folder, `${packPrefix(build)}${packVariant}.v8`) : null;
  }

  /**
   * The path of a file named in the pack. A package file's name also holds its size and time: a
   * file changed since is read into the set but found under another name, so compiled on its own.
   */
  const fileOfName = (name) =>
    name.startsWith('outside:') ? name.slice('outside:'.length).replace(/:[^:]*:[^:]*$/, '') : within(dist, name);
  /**
   * Whether a set may name this file: a chunk of dist, or a package's JavaScript file (opened
   * without waiting, so that a FIFO in its place reads as changed). The pack is only a cache: a
   * damaged one must not make the launcher read anything else.
   */
  const setMayName = (name) =>
    name.startsWith('outside:') ? /\.c?js$/.test(fileOfName(name)) : /^(?:chunks\/)?[\w-]+\.cjs$/.test(name);
  /** The most a set's script may take (bytes): far above any command's, far below harm. */
  const MAX_SET_BYTES = 64 << 20;

  /** How a file starts and ends in a set: `"name",function (...) {` and `\n},\n`. */
  const setHead = (name) => `${JSON.stringify(name)},function (${MODULE_PARAMETERS}) {`;
  const SET_TAIL = '\n},\n';

  /**
   * The command's set, if the pack has one: its files read into one script,
   * `[name, function, name, function, ...]`, compiled with its kept code and run once, so that
   * each of its modules costs one read and no script of its own. A set a file of which changed
   * size (or is gone), or that does not compile or run to that shape, is not used.
   */
  function openSet(first, firstBytes) {
    const list = command === '' ? undefined : pack.get(SET_FILES + command);
    if (!list) return { functions: new Map() };
    try {
      const files = JSON.parse(list.toString('utf8'));
      if (!Array.isArray(files)) throw new Error('not a set');
      let room = 2;
      const parts = files.map(([name, size]) => {
        if (typeof name !== 'string' || !setMayName(name) || !Number.isSafeInteger(size) || size < 0)
          throw new Error('not a set');
        const head = setHead(name);
        room += 3 * head.length + size + SET_TAIL.length; // 3 bytes of UTF-8 at most per UTF-16 unit
        return { name, size, path: fileOfName(name), head };
      });
      if (room > MAX_SET_BYTES) throw new Error('not a set');
      const bytes = Buffer.allocUnsafe(room);
      let at = bytes.write('[', 0);
      for (const part of parts) {
        at += bytes.write(part.head, at);
        let got;
        if (part.path === first)
          got = firstBytes.copy(bytes, at); // read already (main.cjs, for the build id)
        else {
          // One byte more than the set holds is asked for: a file that grew reads longer.
          const fd = fs.openSync(part.path, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
          try {
            got = fs.readSync(fd, bytes, at, part.size + 1, 0);
          } finally {
            fs.closeSync(fd);
          }
        }
        if (got !== part.size) throw new Error('a file of the set changed');
        at += got;
        at += bytes.write(SET_TAIL, at);
      }
      at += bytes.write(']', at);
      const cachedData = pack.get(SET_CODE + command);
      const script = new Script(bytes.toString('utf8', 0, at), { filename: within(dist, `[${command}]`), cachedData });
      const made = script.runInThisContext();
      const functions = new Map();
      for (let i = 0; i < parts.length; i++) {
        if (made[2 * i] !== parts[i].name || typeof made[2 * i + 1] !== 'function') throw new Error('not a set');
        functions.set(parts[i].name, made[2 * i + 1]);
      }
      return { functions, files, script, coded: cachedData !== undefined && !script.cachedDataRejected };
    } catch {
      return { functions: new Map(), broken: true };
    }
  }

  /** A file compiled on its own, as Node's CommonJS wrapper would: its module function. */
  function compile(file, name, source, size) {
    const cachedData = name && pack?.get(name);
    const script = new Script(`(function (${MODULE_PARAMETERS}) {${source}\n})`, { filename: file, cachedData });
    if (name) loaded.push([name, script, size]);
    if (pack && name && (cachedData === undefined || script.cachedDataRejected)) uncached.push([name, script]);
    return script.runInThisContext();
  }

  function load(file) {
    const known = modules.get(file);
    if (known) return known.exports;
    const module = { exports: {}, filename: file, id: file, loaded: false };
    modules.set(file, module);
    const outside = !file.startsWith(dist + sep);
    if (outside && file.endsWith('.json')) {
      module.exports = JSON.parse(fs.readFileSync(file, 'utf8'));
      return module.exports;
    }
    // A package's file is cached under its size and time too: it can change within a build.
    const name = outside ? outsideName(file) : file.slice(dist.length + 1);
    let body = name && set.functions.get(name);
    if (!body) {
      const bytes = snapshot?.get(file) ?? fs.readFileSync(file);
      const source = bytes.toString('utf8');
      if (packFile === undefined) {
        packFile = packPath(source);
        if (packFile) pack = openCodePack(packFile);
        if (pack) set = openSet(file, bytes);
      }
      body = (name && set.functions.get(name)) || compile(file, name, source, bytes.length);
    }
    const dir = parentOf(file);
    // A built-in is taken as process.getBuiltinModule gives it: Node's require would load
    // node:module (createRequire) and resolve each one. A package's own files resolve as Node
    // resolves them, from the package.
    let own;
    const nodeRequireHere = outside ? () => (own ??= createRequireOf(file)) : nodeRequire;
    const requireHere = (specifier) =>
      specifier.startsWith('./') || specifier.startsWith('../')
        ? load(outside ? outsideFile(chunkPath(dir, specifier)) : chunkPath(dir, specifier))
        : specifier.startsWith('node:')
          ? (process.getBuiltinModule(specifier) ?? nodeRequire()(specifier))
          : CACHED_PACKAGES.has(specifier)
            ? load(nodeRequireHere().resolve(specifier))
            : nodeRequireHere()(specifier);
    requireHere.resolve = (specifier, options) => nodeRequireHere().resolve(specifier, options);
    requireHere.main = require.main;
    try {
      body.call(module.exports, module.exports, requireHere, module, file, dir);
    } catch (error) {
      modules.delete(file); // as Node's require: a chunk that threw is loaded anew when required again
      throw error;
    }
    module.loaded = true;
    return module.exports;
  }

  /**
   * The set's files after this run: those it held, and those this run compiled on their own (on a
   * command's second run, every file it loads; later, any it had not loaded before).
   */
  function grownSet() {
    const added = loaded.map(([name, , size]) => [name, size]);
    // A package file found under a new name (its size or time changed) replaces the old one.
    const paths = new Set(added.map(([name]) => fileOfName(name)));
    const held =
      set.broken || set.files === undefined ? [] : set.files.filter(([name]) => !paths.has(fileOfName(name)));
    return Buffer.from(JSON.stringify([...held, ...added]));
  }

  // V8's code of each chunk is taken at exit, so it holds the functions this run compiled. A chunk
  // cached by another command lacks what this one runs (a command's first run after `server
  // tokens` was 4-5 ms slower than after its own), so the first run of each command writes every
  // chunk it loaded again: V8 then keeps what was cached and what this run compiled. The command's
  // set is made by its second run, not its first: a first run may do once-only work (seeding a new
  // store) whose modules the command does not load again.
  process.once('exit', () => {
    try {
      if (!pack) return;
      const known = Array.isArray(pack.index[COMMANDS_KEY]) ? pack.index[COMMANDS_KEY] : [];
      const learn = command !== '' && !known.includes(command) && known.length < MAX_COMMANDS;
      const fresh = (learn ? loaded : uncached).map(([name, script]) => [name, script.createCachedData()]);
      const dropped = [];
      const sets = () => Object.keys(pack.index).filter((name) => name.startsWith(SET_FILES)).length;
      const makesSet = set.files !== undefined || set.broken || sets() < MAX_SETS;
      if (!learn && known.includes(command) && loaded.length > 0 && makesSet) {
        fresh.push([SET_FILES + command, grownSet()]);
        dropped.push(SET_CODE + command);
      } else if (set.script && !set.coded) {
        fresh.push([SET_CODE + command, set.script.createCachedData()]);
      }
      if (fresh.length === 0 && !learn) return;
      if (pack.fd === undefined) {
        // The first cache of this build (or Node version) here: older builds' may be left behind.
        fs.mkdirSync(parentOf(packFile), { recursive: true });
        removeStaleCaches(parentOf(packFile), packPrefix(packBuild));
      }
      writeCodePack(packFile, pack, fresh, learn ? [...known, command] : known, dropped);
    } catch {
      // An unwritable cache only costs speed.
    } finally {
      if (pack?.fd !== undefined) fs.closeSync(pack.fd);
    }
  });
  return load;
}

/**
 * Writes the fast path's text with write(2): building process.stdout costs about 7 ms (Node's
 * stream and net modules), more than the rest of `--version`. A descriptor handed over
 * non-blocking (EAGAIN when a pipe is full) gets the rest through the stream, which waits.
 */
function writeOut(text) {
  const bytes = Buffer.from(text, 'utf8');
  let offset = 0;
  try {
    while (offset < bytes.length) offset += fs.writeSync(1, bytes, offset);
  } catch (error) {
    if (error.code !== 'EAGAIN') return writeFailed(error);
    process.stdout.on('error', writeFailed);
    process.stdout.write(bytes.subarray(offset));
  }
}

function writeFailed(error) {
  if (error.code !== 'EPIPE')
    process.stderr.write(`docs-cli: cannot write the output: ${error.code || error.message}\n`);
  process.exitCode = error.code === 'EPIPE' ? 0 : 1;
}

/**
 * Ends the process once the command is done and nothing keeps the event loop alive (no write
 * waiting, no server, no timer): as it would end by itself, but without Node freeing the heap and
 * the rest of its teardown first, which cost about a millisecond more than for `node -e 0`.
 * Anything still active (a pipe being written asynchronously, say) is left to end as usual.
 */
function endWhenIdle() {
  if (process.getActiveResourcesInfo().length === 0) process.exit();
}

/**
 * Every script of dist/, read once: what a command that runs until stopped (`server start`, `mcp`)
 * loads later comes from here. A server runs for days and loads most of its code at its
 * first use; an upgrade of docs-cli replaces dist/ under it (other chunk names), and every route
 * or tool still to load would fail. Its content workers start from the same files
 * (src/server/work/dist-snapshot.ts finds them here).
 */
function distSnapshot(dist) {
  const files = new Map();
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const path = within(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.cjs')) files.set(path, fs.readFileSync(path));
    }
  };
  walk(dist);
  globalThis[Symbol.for('docs-cli.dist')] = { files };
  return files;
}

/** `docs-cli mcp` (bare or `serve`), not `mcp install`. */
const servesMcp = firstWord === 'mcp' && (secondWord === undefined || secondWord === 'serve');
const startsServer = firstWord === 'server' && secondWord === 'start';

/**
 * Commands that run until stopped and load code as they are used: `server start` (its routes and
 * content workers) and `mcp` (its tools, and the embedded service behind them, at their first
 * call). They load from a snapshot of dist/. `preview` runs until stopped too, but loads all it
 * renders at start (test/e2e/server-upgrade.test.ts holds it).
 */
const loadsFromSnapshot = startsServer || servesMcp;

/** Commands that read markdown in bulk: folders of pages, or a service's pushes and renders. */
const readsMarkdown =
  firstWord === 'check' ||
  ((firstWord === 'cr' || firstWord === 'change-requests') && secondWord === 'push') ||
  (firstWord === 'spaces' && secondWord === 'pull') ||
  firstWord === 'preview' ||
  startsServer ||
  servesMcp;

/**
 * V8's allocation-site pretenuring goes off for the commands that read markdown in bulk, before
 * any of their code is compiled. A parse keeps all the tokens and events of its page alive at
 * once; when a scavenge finds a big page's tokens still alive, V8 decides that the objects made
 * where they are made live long, and makes them in the old generation from then on, for the life
 * of the process. Which processes go so depends on when scavenges fall: a third of them on the
 * main thread, nearly every content worker (a smaller young generation). Measured on Node 24 over
 * a fixture repository, a pass then takes 15-25% more CPU and its garbage collection 5-7 times as
 * long. Set here, not at the first parse: V8's flags are part of what its kept code is checked
 * against, so these commands keep their code in a pack of their own (a flag changed mid-run had
 * the pack refused and written again by every command that parsed). Not for every command:
 * node:v8 loads Node's streams, which a quick command does without.
 * Returns the pack's variant.
 */
function turnOffPretenuring() {
  require('node:v8').setFlagsFromString('--no-allocation-site-pretenuring');
  return '-np';
}

/** The command, through the bundle. */
function runCommand() {
  const dist = within(root, 'dist');
  let main;
  try {
    const packVariant = readsMarkdown ? turnOffPretenuring() : '';
    const snapshot = loadsFromSnapshot ? distSnapshot(dist) : undefined;
    ({ main } = bundleLoader(dist, commandOf(), snapshot, packVariant)(within(dist, 'main.cjs')));
  } catch (error) {
    process.stderr.write(`docs-cli: cannot load the CLI (${error.message}); run npm run build\n`);
    process.exitCode = 1;
  }
  if (main)
    main(argv).then((code) => {
      process.exitCode = code;
      setImmediate(endWhenIdle);
    });
}

/**
 * `cr push` asked again of a folder that has not changed since a push found nothing to send:
 * dist/quiet-push.cjs (src/quiet-push/, Node's built-ins only) answers it without the bundle, by
 * the push memo, the files' stats and one request for the space's revision, with the same output
 * and exit code. It answers nothing it is not sure of (a changed file, another revision, an
 * option of its own, an error): the command then runs as always. DOCS_CLI_QUIET_PUSH=0 skips it.
 */
const quietPush =
  (argv[0] === 'cr' || argv[0] === 'change-requests') && argv[1] === 'push' && process.env.DOCS_CLI_QUIET_PUSH !== '0';

if (text !== undefined) {
  writeOut(text);
} else if (quietPush) {
  let asked;
  try {
    asked = require(within(root, 'dist', 'quiet-push.cjs')).quietPush(argv, process.env);
  } catch {
    asked = Promise.resolve(undefined); // no quiet path in this build: the command answers
  }
  asked.then((answer) => {
    if (!answer) {
      enableNodeCompileCache();
      return runCommand();
    }
    if (answer.stderr) process.stderr.write(answer.stderr);
    writeOut(answer.stdout);
    setImmediate(endWhenIdle);
  });
} else {
  enableNodeCompileCache();
  runCommand();
}
