// npm run bench: each case against a floor measured in the same run, interleaved, as medians.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARMUP = 2;
const BIN = new URL('../bin/docs-cli.js', import.meta.url).pathname;
const here = (f) => new URL(f, import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'docs-cli-bench-'));
const rows = [];
const children = [];

function exec(args, env = {}, node = [], bin = process.execPath) {
  const started = process.hrtime.bigint();
  const r = spawnSync(bin, [...node, ...args], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr.slice(0, 300)}`);
  return { ms, stdout: r.stdout };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Runs `subject` and `floor` alternately so machine noise hits both alike; their medians. */
function measure(subject, floor, runs = RUNS) {
  for (let i = 0; i < WARMUP; i++) {
    subject();
    floor();
  }
  const a = [],
    b = [];
  for (let i = 0; i < runs; i++) {
    a.push(subject());
    b.push(floor());
  }
  return { m: median(a), f: median(b) };
}

function compare(name, subject, floor, goal, runs = RUNS) {
  try {
    const { m, f } = measure(subject, floor, runs);
    rows.push({
      name,
      median: `${m.toFixed(1)} ms`,
      floor: `${f.toFixed(1)} ms`,
      ratio: m / f,
      goal: `<= ${goal}`,
      pass: m / f <= goal,
    });
  } catch (error) {
    rows.push({
      name,
      median: 'n/a',
      floor: 'n/a',
      ratio: NaN,
      goal: `<= ${goal}`,
      pass: false,
      note: error.message.split('\n')[0],
    });
  }
}

function startChild(args, env = {}) {
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let buf = '';
    child.stdout.on('data', (c) => {
      buf += c;
      const nl = buf.indexOf('\n');
      if (nl >= 0) resolve(JSON.parse(buf.slice(0, nl)));
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}`)));
  });
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

const seedBundle = here('.out/seed.mjs'); // inside the repo, so it resolves node_modules
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

const nodeFloor = () => exec(['-e', '0']).ms;

// 1-2. Start-up.
compare('docs-cli --version', () => exec([BIN, '--version']).ms, nodeFloor, 1.2);
compare('docs-cli --help', () => exec([BIN, '--help']).ms, nodeFloor, 1.2);

// 3. One GET over loopback HTTP against a bare node:http GET.
const small = await startChild([BIN, 'server', 'start', '--port', '0', '--data', join(tmp, 'small.db'), '--json'], {
  DOCS_CLI_CONFIG_DIR: tmp,
});
const spaceId = (await api(small, 'GET', `/orgs/${small.organization}/spaces?limit=1`)).items[0].id;
const remote = { DOCS_CLI_API_URL: small.url, DOCS_CLI_TOKEN: small.token, DOCS_CLI_CONFIG_DIR: tmp };
compare(
  'spaces get <id> -o json (HTTP)',
  () => exec([BIN, 'spaces', 'get', spaceId, '-o', 'json'], remote).ms,
  () => exec([here('floor-get.mjs'), `${small.url}/v1/spaces/${spaceId}`, small.token]).ms,
  1.6,
);

// 4. The embedded local profile.
const localEnv = { DOCS_CLI_CONFIG_DIR: join(tmp, 'local') };
compare('spaces list (embedded local)', () => exec([BIN, 'spaces', 'list'], localEnv).ms, nodeFloor, 1.6);

// 5. Streaming a large list: throughput after start-up and peak RSS, at 5,000 and 20,000 members.
const rssFile = join(tmp, 'rss');
for (const count of [5000, 20000]) {
  const file = join(tmp, `members-${count}.db`);
  seedStore(file, count);
  const server = await startChild([BIN, 'server', 'start', '--port', '0', '--data', file, '--json'], {
    DOCS_CLI_CONFIG_DIR: tmp,
  });
  const env = {
    DOCS_CLI_API_URL: server.url,
    DOCS_CLI_TOKEN: server.token,
    DOCS_CLI_CONFIG_DIR: tmp,
    BENCH_RSS_FILE: rssFile,
  };
  try {
    const full = [],
      first = [],
      rss = [];
    for (let i = 0; i < 5; i++) {
      const r = exec([BIN, 'members', 'list', '--all', '-o', 'jsonl'], env, ['--import', here('rss-probe.mjs')]);
      if (r.stdout.split('\n').length - 1 < count)
        throw new Error(`listed ${r.stdout.split('\n').length - 1} of ${count}`);
      full.push(r.ms);
      rss.push(Number(readFileSync(rssFile, 'utf8')) / 1024);
      first.push(exec([BIN, 'members', 'list', '--limit', '1', '-o', 'jsonl'], env).ms);
    }
    const items = count + 7;
    const perSecond = items / ((median(full) - median(first)) / 1000);
    rows.push({
      name: `members list --all -o jsonl (${count})`,
      median: `${median(full).toFixed(0)} ms`,
      floor: `${median(first).toFixed(0)} ms start`,
      ratio: perSecond,
      goal: '>= 50000 items/s',
      pass: perSecond >= 50000,
      unit: 'items/s',
    });
    const peak = Math.max(...rss);
    rows.push({
      name: `  peak RSS (${count})`,
      median: `${peak.toFixed(0)} MB`,
      floor: '',
      ratio: peak,
      goal: '<= 120 MB',
      pass: peak <= 120,
      unit: 'MB',
    });

    // 6. Team sync of 5,000 users: one write request, against the two list requests it needs.
    if (count === 20000) {
      const team = await api(server, 'PUT', `/orgs/${server.organization}/teams`, { title: 'Bench team' });
      const lists = [0, 1].map((k) => {
        const f = join(tmp, `sync-${k}.txt`);
        writeFileSync(
          f,
          `${Array.from({ length: 5000 }, (_, i) => `bench-${i + k * 2500}@bench.example`).join('\n')}\n`,
        );
        return f;
      });
      let k = 0;
      compare(
        'teams members sync (5,000 users)',
        () => exec([BIN, 'teams', 'members', 'sync', team.id, '--file', lists[k++ % 2], '--yes'], env).ms,
        () =>
          exec([BIN, 'members', 'list', '--all', '-o', 'ids'], env).ms +
          exec([BIN, 'teams', 'members', 'list', team.id, '--all', '-o', 'ids'], env).ms,
        2,
        7,
      );
    }
  } catch (error) {
    rows.push({
      name: `members list --all -o jsonl (${count})`,
      median: 'n/a',
      floor: 'n/a',
      ratio: NaN,
      goal: '>= 50000 items/s',
      pass: false,
      note: error.message.split('\n')[0],
    });
  }
}

// 7. Serving: GET space with keep-alive over 16 connections, against a bare node:http server.
try {
  const body = JSON.stringify(await api(small, 'GET', `/spaces/${spaceId}`));
  const bare = await startChild([here('floor-server.mjs'), body]);
  const load = (url) =>
    JSON.parse(exec([here('load.mjs'), url, small.token, '16', process.env.BENCH_LOAD_SECONDS ?? '3']).stdout).rps;
  const ours = [],
    floor = [];
  for (let i = 0; i < 3; i++) {
    ours.push(load(`${small.url}/v1/spaces/${spaceId}`));
    floor.push(load(`${bare.url}/v1/spaces/${spaceId}`));
  }
  const ratio = median(ours) / median(floor);
  rows.push({
    name: 'server: GET space, 16 keep-alive connections',
    median: `${median(ours).toFixed(0)} req/s`,
    floor: `${median(floor).toFixed(0)} req/s`,
    ratio,
    goal: '>= 0.5',
    pass: ratio >= 0.5,
  });
} catch (error) {
  rows.push({
    name: 'server: GET space, 16 keep-alive connections',
    median: 'n/a',
    floor: 'n/a',
    ratio: NaN,
    goal: '>= 0.5',
    pass: false,
    note: error.message,
  });
}

// 8. Start-up on every Node line at hand: this one, and BENCH_NODES (colon-separated binaries;
// default: the newest of each other line fetched by scripts/node-line.sh).
function otherNodes() {
  if (process.env.BENCH_NODES !== undefined) return process.env.BENCH_NODES.split(':').filter(Boolean);
  const cache =
    process.env.DOCS_CLI_NODE_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'docs-cli-node');
  const newest = new Map();
  for (const v of existsSync(cache) ? readdirSync(cache) : []) {
    const [major, minor, patch] = v.split('.').map(Number);
    if (!existsSync(join(cache, v, 'bin', 'node')) || `v${major}` === process.version.split('.')[0]) continue;
    const key = minor * 1e4 + patch;
    if (!newest.has(major) || newest.get(major).key < key)
      newest.set(major, { key, bin: join(cache, v, 'bin', 'node') });
  }
  return [...newest.keys()].sort((a, b) => a - b).map((m) => newest.get(m).bin);
}
const STARTUP = [
  { name: 'docs-cli --version', goal: 1.2 },
  { name: 'docs-cli --help', goal: 1.2 },
  { name: 'spaces get <id> -o json (HTTP)', goal: 1.6 },
  { name: 'spaces list (embedded local)', goal: 1.6 },
];
const lines = [];
for (const bin of [process.execPath, ...otherNodes()]) {
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const run = (args, env) => () => exec(args, env, [], bin).ms;
  const floor = run(['-e', '0']);
  const cases = [
    [run([BIN, '--version']), floor],
    [run([BIN, '--help']), floor],
    [
      run([BIN, 'spaces', 'get', spaceId, '-o', 'json'], remote),
      run([here('floor-get.mjs'), `${small.url}/v1/spaces/${spaceId}`, small.token]),
    ],
    [run([BIN, 'spaces', 'list'], { DOCS_CLI_CONFIG_DIR: join(tmp, `local-${version}`) }), floor],
  ];
  lines.push({
    version,
    ratios: cases.map(([subject, f]) => {
      try {
        const { m, f: fl } = measure(subject, f);
        return { m, ratio: m / fl };
      } catch (error) {
        return { error: error.message.split('\n')[0] };
      }
    }),
  });
}

for (const c of children) c.kill('SIGINT');

const fmt = (r) =>
  Number.isNaN(r.ratio) ? 'n/a' : r.unit ? `${r.ratio.toFixed(0)} ${r.unit}` : `${r.ratio.toFixed(2)}x`;
const table = [
  ['case', 'median', 'floor', 'ratio', 'goal', 'result'],
  ...rows.map((r) => [
    r.name,
    r.median,
    r.floor,
    fmt(r),
    r.goal,
    r.pass ? 'pass' : `FAIL${r.note ? ` (${r.note})` : ''}`,
  ]),
];
const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
const line = (row) => `| ${row.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(line(table[0]));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of table.slice(1)) console.log(line(row));
console.log(`\n${RUNS} runs per case after ${WARMUP} warm-ups, node ${process.version}, ${new Date().toISOString()}`);

const cell = (r, goal) =>
  r.error ? `n/a (${r.error})` : `${r.ratio.toFixed(2)}x ${r.ratio <= goal ? 'pass' : 'FAIL'} (${r.m.toFixed(0)} ms)`;
const byLine = [
  ["start-up, ratio to the same Node's floor", 'goal', ...lines.map((l) => `Node ${l.version}`)],
  ...STARTUP.map((c, i) => [c.name, `<= ${c.goal}`, ...lines.map((l) => cell(l.ratios[i], c.goal))]),
];
const w2 = byLine[0].map((_, i) => Math.max(...byLine.map((row) => row[i].length)));
const line2 = (row) => `| ${row.map((c, i) => c.padEnd(w2[i])).join(' | ')} |`;
console.log(`\n${line2(byLine[0])}`);
console.log(`|${w2.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of byLine.slice(1)) console.log(line2(row));
