// npm run bench: every row of the performance table, each against the fastest reasonable client of
// its kind (a floor) measured in the same run, interleaved, as medians. It runs in a clean
// environment (package.json: env -i PATH HOME) with the Node that runs it, or BENCH_NODE=<major|path>
// (scripts/node-line.sh fetches a line). Prints the table and writes bench/.out/bench-<node>.json,
// from which scripts/performance-doc.mjs generates docs/performance.md.
//   BENCH_RUNS=15            runs per timed row
//   BENCH_SKIP=npm-ci,push   rows to leave out, by key (push, embedded, http, serve, members, npm-ci,
//                            size, fast), printed as "not measured"
//
// Row files: after its own rows, run.mjs imports every bench/rows/*.mjs, sorted by name, and awaits
// its default export, `export default async function (ctx)`, once. ctx holds run.mjs's helpers:
//   row(key, what, floorName, fn)  adds a row; fn returns { subject, floor, ratio, ratioText, goal,
//                                  pass } (strings but ratio and pass) or throws: the row then reads
//                                  "not measured (<message>)"; key is BENCH_SKIP's name for it
//   measure(subject, floor, runs?, warmup?, reference?)  runs the functions (each returns ms)
//                                  interleaved; their medians { subject, floor, reference? }
//   startChild(args, env?, cwd?)   a Node child (killed at the end); resolves its first stdout line,
//                                  parsed as JSON, with the child's pid (unless the line has one)
//   serverStart(name, seed?)       `docs-cli server start` as a separate process in its own folder:
//                                  { url, token, organization, ... }
//   api(server, method, path, body?)  a /v1 request to it; the parsed answer
//   bin                            the path of bin/docs-cli.js (of a copy of the build made at start)
//   nodeBinary                     the path of the Node that runs docs-cli and the floors
//   exec(file, args, env?, { cwd, input }?)  runs a program to its end in a clean environment (PATH,
//                                  HOME and env); { ms, stdout, stderr }, throws on a non-zero exit
//   VERSION                        that Node's version (v24.22.3)
// and, as conveniences, ratioRow(m, goal), median(xs), tmp (a folder removed at the end), RUNS.
// A row file that throws outside row() adds a "not measured" row named after the file.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  readdirSync,
} from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

const RUNS = Number(process.env.BENCH_RUNS || 15);
const started = { at: Date.now(), load: loadavg() };
const WARMUP = 2;
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const ROOT = new URL('..', import.meta.url).pathname;
const here = (f) => new URL(f, import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'docs-cli-bench-'));
/**
 * The build measured: bin/, dist/ and package.json as they are when the bench starts, copied into
 * its folder (node_modules linked), so that a build made while it runs (a shared checkout) changes
 * nothing under a running server.
 */
function snapshot() {
  const pkg = join(tmp, 'pkg');
  for (const name of ['bin', 'dist', 'package.json']) cpSync(join(ROOT, name), join(pkg, name), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(pkg, 'node_modules'));
  return join(pkg, 'bin', 'docs-cli.js');
}
const BIN = snapshot();
const children = [];

/** The Node that runs docs-cli and the floors. */
function nodeBinary() {
  const wanted = process.env.BENCH_NODE;
  if (!wanted) return process.execPath;
  if (wanted.includes('/')) return wanted;
  const dir = spawnSync(join(ROOT, 'scripts/node-line.sh'), [wanted], { encoding: 'utf8' });
  if (dir.status !== 0) throw new Error(`scripts/node-line.sh ${wanted}: ${dir.stderr}`);
  return join(dir.stdout.trim(), 'bin', 'node');
}
const NODE = nodeBinary();
const VERSION = spawnSync(NODE, ['--version'], { encoding: 'utf8' }).stdout.trim();
const MAJOR = Number(VERSION.slice(1).split('.')[0]);
/** Only PATH and HOME, plus what a row sets: nothing of the caller's environment leaks in. */
const clean = (env = {}) => ({ PATH: process.env.PATH, HOME: process.env.HOME, ...env });

function exec(bin, args, env = {}, opts = {}) {
  const started = process.hrtime.bigint();
  const r = spawnSync(bin, args, {
    env: clean(env),
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    cwd: opts.cwd,
    input: opts.input,
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (r.status !== 0)
    throw new Error(`${[bin, ...args].join(' ')} exited ${r.status}: ${String(r.stderr).slice(0, 300)}`);
  return { ms, stdout: r.stdout, stderr: r.stderr };
}
const cli = (args, env, opts) => exec(NODE, [BIN, ...args], env, opts);
const sh = (script, opts = {}) => exec('sh', ['-c', script], opts.env, opts);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * For rows that write thousands of files: flush what the previous run left to write back first
 * (untimed), so neither side pays for the other's dirty pages. git's own times still vary from one
 * bench run to the next (a local clone: 0.2 s in one, 1.3 s in another).
 */
const settled = (fn) => () => {
  spawnSync('sync');
  return fn();
};

/**
 * Runs `subject` and `floor` alternately so machine noise hits both alike; their medians (ms). A
 * `reference` (a third program, shown beside the row, not part of its ratio) takes its turn too.
 */
function measure(subject, floor, runs = RUNS, warmup = WARMUP, reference = undefined) {
  const sides = reference ? [subject, floor, reference] : [subject, floor];
  for (let i = 0; i < warmup; i++) for (const side of sides) side();
  const times = sides.map(() => []);
  for (let i = 0; i < runs; i++) sides.forEach((side, s) => times[s].push(side()));
  const [a, b, c] = times.map(median);
  return { subject: a, floor: b, ...(reference ? { reference: c } : {}) };
}

// ---- rows ----

const rows = [];
/** A row of the table: what, its floor, the two measures, the ratio and its goal. */
async function row(key, what, floorName, fn) {
  const base = { key, what, floorName, node: VERSION };
  if (SKIP.has(key)) {
    rows.push({ ...base, result: 'not measured (BENCH_SKIP)' });
    return;
  }
  try {
    rows.push({ ...base, ...(await fn()) });
  } catch (error) {
    rows.push({ ...base, result: `not measured (${String(error.message).split('\n')[0].slice(0, 160)})` });
  }
}
const ratioRow = (m, goal, floorUnit = 'ms') => ({
  subject: `${m.subject.toFixed(1)} ms`,
  floor: `${m.floor.toFixed(1)} ${floorUnit}`,
  ratio: m.subject / m.floor,
  ratioText: `${(m.subject / m.floor).toFixed(2)}x`,
  goal: `<= ${goal}x`,
  pass: m.subject / m.floor <= goal,
});

function startChild(args, env = {}, cwd) {
  const child = spawn(NODE, args, { env: clean(env), cwd, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let buf = '';
    child.stdout.on('data', (c) => {
      buf += c;
      const nl = buf.indexOf('\n');
      if (nl >= 0) resolve({ pid: child.pid, ...JSON.parse(buf.slice(0, nl)) });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}`)));
  });
}

/** `docs-cli server start` as a separate process in its own folder (no shared disk with the CLI). */
async function serverStart(name, seed) {
  const dir = join(tmp, `server-${name}`);
  mkdirSync(dir, { recursive: true });
  const data = join(dir, 'store.db');
  if (seed) seed(data);
  return startChild(
    [BIN, 'server', 'start', '--port', '0', '--data', data, '--json'],
    { DOCS_CLI_CONFIG_DIR: dir },
    dir,
  );
}

async function api(server, method, path, body) {
  const res = await fetch(`${server.url}/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? undefined : res.json();
}

const seedBundle = here('.out/seed.mjs'); // inside the repository, so it resolves node_modules
await build({
  entryPoints: [here('seed.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile: seedBundle,
  logLevel: 'error',
});
const { seedStore } = await import(seedBundle);
const rssProbe = here('rss-probe.cjs');
const rssFile = join(tmp, 'rss');
const peakMb = () => Number(readFileSync(rssFile, 'utf8')) / 1024;
const nodeFloor = () => exec(NODE, ['-e', '0']).ms;

// 1-3. Docs as code: a separate server, a folder of 2,001 pages and 280 PNGs, git as the floor.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
function docsFolder(dir) {
  mkdirSync(join(dir, '.gitbook', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'README.md'), '# Home\n\nThe benchmark space.\n');
  let pages = 1;
  for (let s = 1; s <= 40; s++) {
    const section = join(dir, `section-${s}`);
    mkdirSync(section);
    writeFileSync(join(section, 'README.md'), `# Section ${s}\n\nAbout section ${s}.\n`);
    pages++;
    for (let p = 1; p <= 49; p++) {
      const image = (s - 1) * 7 + (p % 7);
      writeFileSync(
        join(section, `page-${p}.md`),
        `# Page ${p} of section ${s}\n\nSome text of page ${p}, with [a link](../section-${(s % 40) + 1}/page-${p}.md).\n\n![figure](../.gitbook/assets/figure-${image}.png)\n`,
      );
      pages++;
    }
  }
  for (let i = 0; i < 280; i++)
    writeFileSync(join(dir, '.gitbook', 'assets', `figure-${i}.png`), Buffer.concat([PNG, Buffer.from(String(i))]));
  return pages;
}

async function docsAsCode() {
  const server = await serverStart('docs');
  const env = {
    DOCS_CLI_API_URL: server.url,
    DOCS_CLI_TOKEN: server.token,
    DOCS_CLI_CONFIG_DIR: join(tmp, 'cfg-docs'),
  };
  const work = join(tmp, 'docs-work');
  mkdirSync(work);
  const folder = join(work, 'docs');
  mkdirSync(folder);
  const pages = docsFolder(folder);
  const space = cli(['spaces', 'create', '--title', 'Bench', '-o', 'ids'], env).stdout.trim();
  // The git floor: the same folder into a bare repository on this disk.
  const bare = join(tmp, 'docs.git');
  // HEAD must name the branch pushed, or a clone checks nothing out (git's default is master).
  sh(`git init -q --bare --initial-branch=main ${bare}`);
  const gitDir = join(tmp, 'git-work');
  cpSync(folder, gitDir, { recursive: true });
  let cr;
  const git = (cmd) => sh(`git -c user.name=bench -c user.email=bench@example.com ${cmd}`, { cwd: gitDir });
  git('init -q -b main');
  git(`remote add origin ${bare}`);

  await row(
    'push',
    `first cr push of ${pages} pages + 280 PNGs to a separate server start`,
    'git add, commit and push to a bare repository',
    () => {
      const floor = settled(() => git('add -A').ms + git('commit -q -m bench').ms + git('push -q origin main').ms)();
      spawnSync('sync');
      const first = exec(
        NODE,
        ['--require', rssProbe, BIN, 'cr', 'push', folder, '--space', space, '--subject', 'Bench', '-o', 'json'],
        { ...env, BENCH_RSS_FILE: rssFile },
        { cwd: work },
      );
      const rss = peakMb();
      cr = JSON.parse(first.stdout).changeRequest;
      const m = { subject: first.ms, floor };
      return { ...ratioRow(m, 8), subject: `${(first.ms / 1000).toFixed(1)} s, ${rss.toFixed(0)} MB` };
    },
  );
  await row('push', 'second cr push, nothing to send', 'git push with nothing to send', () => {
    if (cr === undefined) throw new Error('the first push made no change request');
    const m = measure(
      settled(() => cli(['cr', 'push', folder, '--space', space, '--to', String(cr)], env, { cwd: work }).ms),
      settled(() => git('add -A').ms + git('push -q origin main').ms),
      // Both take well under a second, and the floor's few tens of ms move with the machine.
      7,
      0,
    );
    return ratioRow(m, 20);
  });
  await row('push', 'spaces pull of that space into an empty folder', 'git clone of it', () => {
    if (cr !== undefined) cli(['cr', 'merge', String(cr), '--space', space], env);
    let n = 0;
    let clones = 0;
    let bares = 0;
    const wrote = (folder, who) => {
      // A side that wrote no files would be a measure of nothing.
      if (readdirSync(join(folder, 'section-40')).length !== 50) throw new Error(`${who} did not write ${folder}`);
    };
    const m = measure(
      settled(() => cli(['spaces', 'pull', space, join(work, `pulled-${n++}`)], env, { cwd: work }).ms),
      settled(() => {
        const into = join(tmp, `clone-${clones++}`);
        const { ms } = sh(`git clone -q ${bare} ${into}`);
        wrote(into, 'git clone');
        return ms;
      }),
      // One run of each first: a command's first runs after a build keep its compiled code (the
      // launcher's code pack), which a user pays once, and git's first clone warms its own files.
      5,
      1,
      // What bare Node needs for the same pull (bench/floor-pull.cjs), shown beside the row.
      settled(() => {
        const into = join(tmp, `bare-node-${bares++}`);
        const { ms } = exec(NODE, [here('floor-pull.cjs'), server.url, server.token, space, into]);
        wrote(into, 'the bare node:http pull');
        return ms;
      }),
    );
    for (let i = 0; i < n; i++) wrote(join(work, `pulled-${i}`), 'spaces pull');
    return {
      ...ratioRow(m, 3),
      reference: {
        what: 'a bare node:http pull of the same space (bench/floor-pull.cjs)',
        ms: m.reference,
        toFloor: m.reference / m.floor,
        subjectToIt: m.subject / m.reference,
      },
    };
  });
}

// 4. The embedded workspace.
async function embedded() {
  const env = { DOCS_CLI_CONFIG_DIR: join(tmp, 'local'), XDG_DATA_HOME: join(tmp, 'local-data') };
  cli(['spaces', 'list'], env); // creates and seeds the store
  await row('embedded', 'embedded spaces list', 'node -e 0', () =>
    ratioRow(
      measure(() => cli(['spaces', 'list'], env).ms, nodeFloor),
      MAJOR >= 22 ? 1.6 : 2,
    ),
  );
}

// 5-7. Over HTTP against a separate server.
async function overHttp() {
  const small = await serverStart('small');
  const spaceId = (await api(small, 'GET', `/orgs/${small.organization}/spaces?limit=1`)).items[0].id;
  const remote = {
    DOCS_CLI_API_URL: small.url,
    DOCS_CLI_TOKEN: small.token,
    DOCS_CLI_CONFIG_DIR: join(tmp, 'cfg-http'),
  };
  await row('http', 'spaces get -o json over HTTP', 'a CommonJS node:http GET client', () =>
    ratioRow(
      measure(
        () => cli(['spaces', 'get', spaceId, '-o', 'json'], remote).ms,
        () => exec(NODE, [here('floor-get.cjs'), `${small.url}/v1/spaces/${spaceId}`, small.token]).ms,
      ),
      1.6,
    ),
  );

  await row(
    'serve',
    'service GET req/s (16 keep-alive connections)',
    'a bare node:http server answering the same JSON',
    async () => {
      const body = JSON.stringify(await api(small, 'GET', `/spaces/${spaceId}`));
      const bare = await startChild([here('floor-server.mjs'), body]);
      const load = (url) =>
        JSON.parse(exec(NODE, [here('load.mjs'), url, small.token, '16', process.env.BENCH_LOAD_SECONDS ?? '3']).stdout)
          .rps;
      load(`${small.url}/v1/spaces/${spaceId}`); // warm: the route modules the GET needs are loaded
      const ours = [];
      const floor = [];
      for (let i = 0; i < 3; i++) {
        ours.push(load(`${small.url}/v1/spaces/${spaceId}`));
        floor.push(load(`${bare.url}/v1/spaces/${spaceId}`));
      }
      const ratio = median(ours) / median(floor);
      return {
        subject: `${median(ours).toFixed(0)} req/s`,
        floor: `${median(floor).toFixed(0)} req/s`,
        ratio,
        ratioText: `${ratio.toFixed(2)}x`,
        goal: '>= 0.6x',
        pass: ratio >= 0.6,
      };
    },
  );

  // 7. A long list: items per second after start-up, and peak memory.
  const count = 20000;
  const big = await serverStart('members', (file) => seedStore(file, count));
  const env = {
    DOCS_CLI_API_URL: big.url,
    DOCS_CLI_TOKEN: big.token,
    DOCS_CLI_CONFIG_DIR: join(tmp, 'cfg-members'),
    BENCH_RSS_FILE: rssFile,
  };
  await row(
    'members',
    `members list --all -o jsonl, ${count.toLocaleString('en')} members`,
    'the same command with --limit 1 (start-up)',
    () => {
      const full = [];
      const first = [];
      const rss = [];
      for (let i = 0; i < 5; i++) {
        const r = exec(NODE, ['--require', rssProbe, BIN, 'members', 'list', '--all', '-o', 'jsonl'], env);
        const lines = r.stdout.split('\n').length - 1;
        if (lines < count) throw new Error(`listed ${lines} of ${count}`);
        full.push(r.ms);
        rss.push(peakMb());
        // Started the same way, probe included, so that the difference is the listing alone.
        first.push(exec(NODE, ['--require', rssProbe, BIN, 'members', 'list', '--limit', '1', '-o', 'jsonl'], env).ms);
      }
      const items = count + 7; // and the demo members
      const perSecond = items / ((median(full) - median(first)) / 1000);
      const peak = Math.max(...rss);
      return {
        subject: `${median(full).toFixed(0)} ms, ${peak.toFixed(0)} MB`,
        floor: `${median(first).toFixed(0)} ms`,
        ratio: perSecond,
        ratioText: `${Math.round(perSecond).toLocaleString('en')} items/s`,
        goal: '>= 60k items/s, RSS <= 120 MB',
        pass: perSecond >= 60000 && peak <= 120,
      };
    },
  );
}

// 8. The install: npm ci in a fresh clone, against the same without optional dependencies.
async function install() {
  await row('npm-ci', 'npm ci in a fresh clone', 'npm ci --omit=optional', () => {
    const clone = (name) => {
      const dir = join(tmp, name);
      sh(`git clone -q ${ROOT} ${dir}`);
      return dir;
    };
    const npmCi = (dir, extra) => {
      rmSync(join(dir, 'node_modules'), { recursive: true, force: true });
      const r = sh(`npm ci --prefer-offline --no-audit --no-fund --ignore-scripts ${extra} --foreground-scripts`, {
        cwd: dir,
        env: { PATH: `${join(NODE, '..')}:${process.env.PATH}` },
      });
      if (/node-gyp|gyp info|prebuild-install/i.test(r.stdout + r.stderr))
        throw new Error('npm ci compiled native code');
      return r.ms;
    };
    const a = clone('ci-a');
    const b = clone('ci-b');
    const m = measure(
      () => npmCi(a, ''),
      () => npmCi(b, '--omit=optional'),
      3,
      1,
    );
    return ratioRow(m, 1.2);
  });
  await row('size', 'installed size (the package and its runtime dependencies)', '', () => {
    const packed = JSON.parse(sh('npm pack --dry-run --json --ignore-scripts', { cwd: ROOT }).stdout)[0];
    const deps = sh('npm ls --omit=dev --omit=peer --parseable --all', { cwd: ROOT })
      .stdout.split('\n')
      .filter((d) => d.includes('node_modules'));
    const size = (dir) => {
      let total = 0;
      for (const name of readdirSync(dir)) {
        if (name === 'node_modules') continue;
        const full = join(dir, name);
        const st = statSync(full);
        total += st.isDirectory() ? size(full) : st.size;
      }
      return total;
    };
    const depBytes = [...new Set(deps)].reduce((sum, d) => sum + size(d), 0);
    const mb = (packed.unpackedSize + depBytes) / 1024 / 1024;
    return {
      subject: `${mb.toFixed(1)} MB`,
      floor: `${(packed.unpackedSize / 1024 / 1024).toFixed(1)} MB of it docs-cli`,
      ratio: mb,
      ratioText: `${mb.toFixed(1)} MB`,
      goal: 'reported',
      pass: true,
    };
  });
}

// Extra rows kept from earlier measurements: the launcher's fast paths.
async function fastPaths() {
  await row('fast', 'docs-cli --version', 'node -e 0', () =>
    ratioRow(
      measure(() => cli(['--version']).ms, nodeFloor),
      1.2,
    ),
  );
  await row('fast', 'docs-cli --help', 'node -e 0', () =>
    ratioRow(
      measure(() => cli(['--help']).ms, nodeFloor),
      1.2,
    ),
  );
}

/** Each bench/rows/*.mjs, sorted by name (the contract is at the top of this file). */
async function rowFiles() {
  const dir = here('rows/');
  let names = [];
  try {
    names = readdirSync(dir)
      .filter((n) => n.endsWith('.mjs'))
      .sort();
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  const ctx = {
    row,
    measure,
    startChild,
    serverStart,
    api,
    bin: BIN,
    nodeBinary: NODE,
    exec,
    VERSION,
    ratioRow,
    median,
    tmp,
    RUNS,
  };
  for (const name of names) {
    try {
      const { default: rowsOf } = await import(join(dir, name));
      await rowsOf(ctx);
    } catch (error) {
      rows.push({
        key: name,
        what: `bench/rows/${name}`,
        node: VERSION,
        result: `not measured (${String(error.message).split('\n')[0].slice(0, 160)})`,
      });
    }
  }
}

try {
  if (SKIP.has('push')) {
    for (const what of [
      'first cr push',
      'second cr push, nothing to send',
      'spaces pull of that space into an empty folder',
    ])
      rows.push({ what, node: VERSION, result: 'not measured (BENCH_SKIP)' });
  } else await docsAsCode();
  await embedded();
  await overHttp();
  await install();
  await fastPaths();
  await rowFiles();
} finally {
  for (const c of children) c.kill('SIGINT');
}

const date = new Date().toISOString();
const table = [
  ['what', 'floor', 'docs-cli', 'floor measure', 'ratio', 'goal', 'result', 'under load', 'Node'],
  ...rows.map((r) => [
    r.what,
    r.floorName ?? '',
    r.subject ?? '',
    r.floor ?? '',
    r.ratioText ?? '',
    r.goal ?? '',
    r.result ?? (r.pass ? 'pass' : 'FAIL'),
    r.load ? `${r.load.ratioText ?? r.load.result ?? ''}${r.load.pass === false ? ' (FAIL)' : ''}` : '',
    r.node,
  ]),
];
const widths = table[0].map((_, i) => Math.max(...table.map((line) => line[i].length)));
const print = (line) => `| ${line.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(print(table[0]));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const line of table.slice(1)) console.log(print(line));
for (const r of rows.filter((r) => r.reference))
  console.log(
    `\n${r.what}: ${r.reference.what} took ${r.reference.ms.toFixed(1)} ms, ${r.reference.toFloor.toFixed(2)}x the floor; docs-cli took ${r.reference.subjectToIt.toFixed(2)}x of it`,
  );
console.log(`\n${RUNS} runs per timed row after ${WARMUP} warm-ups (docs as code: 1 to 7), Node ${VERSION}, ${date}`);

mkdirSync(here('.out'), { recursive: true });
const out = here(`.out/bench-${VERSION}.json`);
/** The machine the run had: its cores and load averages (1, 5, 15 minutes) at the start and the end. */
const machine = {
  cores: availableParallelism(),
  busy: availableParallelism() * 3,
  loadStart: started.load.map((x) => x.toFixed(1)).join(', '),
  loadEnd: loadavg()
    .map((x) => x.toFixed(1))
    .join(', '),
  minutes: Number(((Date.now() - started.at) / 60000).toFixed(1)),
};
console.log(
  `${machine.cores} cores, load average ${machine.loadStart} at the start, ${machine.loadEnd} at the end, ${machine.minutes} minutes`,
);
writeFileSync(out, `${JSON.stringify({ node: VERSION, date, runs: RUNS, machine, rows }, null, 2)}\n`);
console.log(`wrote ${out.slice(ROOT.length)}; node scripts/performance-doc.mjs writes docs/performance.md from it`);
rmSync(tmp, { recursive: true, force: true });
