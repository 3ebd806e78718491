// Rows on real content (issue 44): each fixture repository of DOCS_CLI_REAL_REPOS (five GitBook Git
// Sync repositories) against its floor, interleaved in the same call, once on a quiet machine and
// once with busy processes beside it (os.availableParallelism() x 3, bench/busy.cjs), plus the
// median of the fixtures per row. Each column has its own `docs-cli server start` (a separate
// process, --allow-fetch 127.0.0.1 for the files `cr push --files-url` sends by URL), so that
// nothing one column rendered is cached for the other.
//   BENCH_REPOS=fluent-bit-docs,...   fixtures to measure (all five by default)
//   BENCH_PAGES=20                    published pages asked per fixture and column (cold)
//   BENCH_GET_REQUESTS=10000          requests per round of the GET CPU row (the CPU clock ticks
//                                     every 10 ms: at 2,000 a tick is 5 µs a request)
//   BENCH_PARSE_RUNS=6                timed runs over all pages per fixture of the parse row (2 under load)
//   BENCH_PARSE_PROCESSES=3           processes doing them (the row takes the one of the median ratio; 1
//                                     under load)
//   BENCH_SKIP: real (all of these rows), load (the column under load), or one row's key below
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism } from 'node:os';
import { join, sep } from 'node:path';
import { parseBundles } from '../parse-rate.mjs';

const here = (f) => new URL(`../${f}`, import.meta.url).pathname;

/** The fixture folders measured: gitbook-public-docs is a site of five spaces, its documentation one is used. */
const FIXTURES = [
  { name: 'audacity-support', folder: 'audacity-support' },
  { name: 'beefree-sdk-docs', folder: 'beefree-sdk-docs' },
  { name: 'fluent-bit-docs', folder: 'fluent-bit-docs' },
  { name: 'fluentd-docs', folder: 'fluentd-docs' },
  { name: 'gitbook-public-docs', folder: 'gitbook-public-docs/documentation' },
];

/**
 * The rows, in the order of the table. `lower`: the ratio is subject / floor and must stay at or
 * under `goal`; otherwise (parse) it is a throughput ratio that must reach it. `absolute`: the goal
 * is on the subject's own figure (ms), not on the ratio.
 */
const MEASURES = [
  {
    key: 'real-push',
    what: 'first cr push',
    floorName: 'git add, commit and push of the same folder to a bare repository',
    goal: 10,
  },
  { key: 'real-noop', what: 'no-op cr push (nothing to send)', floorName: 'git push with nothing to send', goal: 5 },
  {
    key: 'real-parse',
    what: "the content engine's parse, markdown → document (throughput)",
    floorName: 'micromark+GFM, markdown → HTML, over the same pages, same process',
    goal: 0.8,
    higher: true,
  },
  {
    key: 'real-check',
    what: 'check of the folder, cold cache',
    floorName: 'a Node process parsing the same pages once with micromark+GFM',
    goal: 2,
  },
  {
    key: 'real-pull',
    what: 'spaces pull into an empty folder',
    floorName: 'the bare Node pull (bench/floor-pull.cjs)',
    goal: 1.5,
  },
  {
    key: 'real-page',
    what: 'cold published page, p50 / p95',
    floorName: 'a static file server answering the exported page',
    goal: 100,
    absolute: true,
  },
  {
    key: 'real-get',
    what: 'service GET CPU per request',
    floorName: 'a bare node:http server answering the same JSON',
    goal: 1.5,
  },
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const ms = (x) => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(1)} ms`);
const goalText = (m) => (m.absolute ? `p95 <= ${m.goal} ms` : `${m.higher ? '>=' : '<='} ${m.goal}x`);
const passes = (m, value) => (m.higher ? value >= m.goal : value <= m.goal);

/** CPU time (user + system, every thread) of a process so far, in microseconds. */
const cpuUs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
};

/** One GET on a fresh connection; its time (ms) and status. */
function timedGet(url) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const done = (status) => resolve({ status, ms: Number(process.hrtime.bigint() - started) / 1e6 });
    request(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode));
      res.on('error', () => done(0));
    })
      .on('error', () => done(0))
      .end();
  });
}

export default async function realRepos(ctx) {
  const { row, measure, startChild, api, bin, nodeBinary, exec, tmp } = ctx;
  const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
  const root = process.env.DOCS_CLI_REAL_REPOS;
  const unmeasured = async (reason) => {
    for (const m of MEASURES)
      await row(m.key, `${m.what}: real repositories`, m.floorName, () => {
        throw new Error(reason);
      });
  };
  if (skip.has('real')) return unmeasured('BENCH_SKIP');
  if (!root) return unmeasured('DOCS_CLI_REAL_REPOS unset');
  const wanted = (process.env.BENCH_REPOS ?? '').split(',').filter(Boolean);
  const fixtures = FIXTURES.filter((f) => wanted.length === 0 || wanted.includes(f.name));
  const missing = fixtures.filter((f) => !existsSync(join(root, f.folder, 'SUMMARY.md')));
  if (missing.length) return unmeasured(`${missing.map((f) => f.folder).join(', ')} missing in DOCS_CLI_REAL_REPOS`);
  // Runs are few: a fixture's rows take minutes, and the column under load several times more. The
  // median of the five fixtures is the figure of each goal.
  const RUNS = Math.min(ctx.RUNS, 3);
  const runsOf = (column) => (column === 'idle' ? RUNS : Math.min(RUNS, 2));
  const warmupOf = (column) => (column === 'idle' ? 1 : 0);
  const PAGES = Number(process.env.BENCH_PAGES || 20);
  // The parse row's runs of all pages, after one untimed (a run of a fixture takes 1-3 s a side).
  const PARSE_RUNS = Number(process.env.BENCH_PARSE_RUNS || 6);
  const PARSE_PROCESSES = Number(process.env.BENCH_PARSE_PROCESSES || 3);
  const GET_REQUESTS = Number(process.env.BENCH_GET_REQUESTS || 10000);
  const columns = skip.has('load') ? ['idle'] : ['idle', 'load'];
  const busyCount = availableParallelism() * 3;

  // The parse row's engine and floor, bundled once (bench/parse-rate.mjs), removed at the end.
  const parseBundleFiles = await parseBundles();

  const work = join(tmp, 'real');
  const sources = join(work, 'src'); // what --files-url serves: <url>/<fixture>/<path>
  mkdirSync(sources, { recursive: true });
  const files = await startChild([here('static-server.mjs'), sources]);
  const servers = {};
  for (const column of columns) {
    const dir = join(work, `server-${column}`);
    mkdirSync(dir, { recursive: true });
    const data = join(dir, 'store.db');
    servers[column] = await startChild(
      [bin, 'server', 'start', '--port', '0', '--data', data, '--json', '--allow-fetch', '127.0.0.1'],
      { DOCS_CLI_CONFIG_DIR: dir },
      dir,
    );
  }

  /** A process of the bench's Node, to its end; exit codes in `ok` are accepted. */
  const run = (args, env = {}, opts = {}, ok = [0]) => {
    const started = process.hrtime.bigint();
    const r = spawnSync(nodeBinary, args, {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      encoding: 'utf8',
      maxBuffer: 1 << 30,
      cwd: opts.cwd,
    });
    const took = Number(process.hrtime.bigint() - started) / 1e6;
    if (!ok.includes(r.status))
      throw new Error(`${args.slice(0, 3).join(' ')} exited ${r.status}: ${String(r.stderr).trim().slice(-300)}`);
    return { ms: took, stdout: r.stdout, stderr: r.stderr };
  };
  const sh = (script, cwd) => exec('sh', ['-c', script], {}, { cwd });
  const settled = (fn) => () => {
    spawnSync('sync');
    return fn();
  };

  /** Waits (at most 60 s) until a server uses under 5% of a core over half a second. */
  const quiet = async (server) => {
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      const before = cpuUs(server.pid);
      await new Promise((r) => setTimeout(r, 500));
      if (cpuUs(server.pid) - before < 25_000) return;
    }
  };

  /** Busy processes beside the command measured, for the "load" column. */
  let busy = [];
  const startBusy = () => {
    busy = Array.from({ length: busyCount }, () => spawn(nodeBinary, [here('busy.cjs')], { stdio: 'ignore' }));
  };
  const stopBusy = () => {
    for (const child of busy) child.kill('SIGKILL');
    busy = [];
  };

  /** results[key][fixture][column]: the figures of one cell, or { error }. */
  const results = Object.fromEntries(MEASURES.map((m) => [m.key, {}]));
  const cell = async (key, fixture, column, fn) => {
    results[key][fixture] ??= {};
    if (skip.has(key)) {
      results[key][fixture][column] = { error: 'BENCH_SKIP' };
      return;
    }
    const started = Date.now();
    try {
      results[key][fixture][column] = await fn();
    } catch (error) {
      results[key][fixture][column] = { error: String(error.message).split('\n')[0].slice(0, 160) };
    }
    const took = ((Date.now() - started) / 1000).toFixed(1);
    process.stderr.write(`bench: ${key} ${fixture} ${column}: ${took} s\n`);
  };

  try {
    for (const fixture of fixtures) {
      const folder = join(sources, fixture.name);
      cpSync(join(root, fixture.folder), folder, { recursive: true, filter: (p) => !p.split(sep).includes('.git') });
      // The exported site (the cold page row's floor) and its server, made once per fixture.
      let exported;
      let exportServer;
      for (const column of columns) {
        const server = servers[column];
        const env = {
          DOCS_CLI_API_URL: server.url,
          DOCS_CLI_TOKEN: server.token,
          DOCS_CLI_CONFIG_DIR: join(work, `cfg-${column}`),
        };
        const cli = (args, opts, ok) => run([bin, ...args], env, opts, ok);
        const base = join(work, `${fixture.name}-${column}`);
        mkdirSync(base, { recursive: true });
        // git's side: the same folder, its own work tree, into a bare repository.
        const gitDir = join(base, 'git-work');
        const bare = join(base, 'bare.git');
        cpSync(folder, gitDir, { recursive: true });
        sh(`git init -q --bare --initial-branch=main ${bare}`);
        const git = (cmd) => sh(`git -c user.name=bench -c user.email=bench@example.com ${cmd}`, gitDir);
        git('init -q -b main');
        git(`remote add origin ${bare}`);
        const space = cli(['spaces', 'create', '--title', fixture.name.slice(0, 50), '-o', 'ids']).stdout.trim();
        const filesUrl = `${files.url}/${encodeURIComponent(fixture.name)}/`;

        // What a server still does in the background (rendering a site published by an earlier row)
        // would be counted in this column's times: both servers are let finish first.
        for (const s of Object.values(servers)) await quiet(s);
        if (column === 'load') startBusy();
        try {
          // First: it needs no server, so skipping the rows before it (BENCH_SKIP) leaves it measured.
          await cell('real-parse', fixture.name, column, () => {
            const { engine, floor } = parseBundleFiles;
            // Under load, one process of two runs: the column shows whether a goal holds there, and
            // three processes of six runs took some six minutes a fixture on two busy cores.
            const runs = column === 'idle' ? PARSE_RUNS : Math.min(PARSE_RUNS, 2);
            const processes = column === 'idle' ? PARSE_PROCESSES : 1;
            const args = ['--expose-gc', here('parse-rate.mjs'), '--runs', String(runs), '--engine', engine];
            // A process's JIT and garbage collector settle differently from one start to the next
            // (the same code reads the same pages 10-25% apart): the process of the median ratio of
            // PARSE_PROCESSES, each interleaving its sides as before.
            const each = Array.from({ length: processes }, () =>
              JSON.parse(run([...args, '--floor', floor, folder]).stdout),
            ).sort((a, b) => a.micromarkMs / a.engineMs - b.micromarkMs / b.engineMs);
            const r = each[(each.length - 1) >> 1];
            // Throughput: KB per CPU second of the engine (markdown → document) over micromark+GFM's;
            // the wall-clock ratio beside it.
            const rate = (ms) => r.kb / (ms / 1000);
            const engineRate = rate(r.engineMs);
            const floorRate = rate(r.micromarkMs);
            return {
              subject: engineRate,
              floor: floorRate,
              parse: rate(r.parseMs),
              wallRatio: r.wall.micromarkMs / r.wall.engineMs,
              kb: r.kb,
              ratio: engineRate / floorRate,
            };
          });
          let cr;
          await cell('real-push', fixture.name, column, () => {
            const floor = settled(
              () => git('add -A').ms + git('commit -q -m bench').ms + git('push -q origin main').ms,
            )();
            spawnSync('sync');
            const first = cli(['cr', 'push', folder, '--space', space, '--files-url', filesUrl, '-o', 'json'], {
              cwd: base,
            });
            cr = JSON.parse(first.stdout).changeRequest;
            return { subject: first.ms, floor, ratio: first.ms / floor };
          });
          if (cr === undefined && skip.has('real-push')) {
            // The rows after it need the pushed space and git's first commit: made untimed.
            git('add -A');
            git('commit -q -m bench');
            git('push -q origin main');
            const first = cli(['cr', 'push', folder, '--space', space, '--files-url', filesUrl, '-o', 'json'], {
              cwd: base,
            });
            cr = JSON.parse(first.stdout).changeRequest;
          }
          if (cr === undefined) throw new Error('the first push made no change request');
          cli(['cr', 'merge', String(cr), '--space', space]);
          await quiet(server);

          await cell('real-get', fixture.name, column, async () => {
            const path = `/v1/spaces/${space}`;
            const body = JSON.stringify(await api(server, 'GET', `/spaces/${space}`));
            const bare = await startChild([here('floor-server.mjs'), body]);
            try {
              const perRequest = (url, pid) => {
                const before = cpuUs(pid);
                const out = JSON.parse(
                  exec(nodeBinary, [here('load.mjs'), url, server.token, '16', '120', String(GET_REQUESTS)]).stdout,
                );
                if (out.failed) throw new Error(`${out.failed} requests of ${url} failed`);
                return (cpuUs(pid) - before) / out.done;
              };
              perRequest(server.url + path, server.pid); // warm: the route's modules are loaded
              const m = measure(
                () => perRequest(server.url + path, server.pid),
                () => perRequest(bare.url + path, bare.pid),
                3,
                0,
              );
              return { ...m, ratio: m.subject / m.floor };
            } finally {
              process.kill(bare.pid, 'SIGINT');
            }
          });

          await cell('real-noop', fixture.name, column, () => {
            const m = measure(
              settled(() => {
                const r = cli(['cr', 'push', folder, '--space', space, '--files-url', filesUrl], { cwd: base });
                if (!r.stdout.includes('nothing to push')) throw new Error('the second push sent something');
                return r.ms;
              }),
              settled(() => git('add -A').ms + git('push -q origin main').ms),
              runsOf(column),
              warmupOf(column),
            );
            return { ...m, ratio: m.subject / m.floor };
          });

          await cell('real-pull', fixture.name, column, () => {
            let n = 0;
            const into = (who) => join(base, `${who}-${n++}`);
            const m = measure(
              settled(() => cli(['spaces', 'pull', space, into('pulled')], { cwd: base }).ms),
              settled(() => run([here('floor-pull.cjs'), server.url, server.token, space, into('bare-node')]).ms),
              runsOf(column),
              warmupOf(column),
              settled(() => sh(`git clone -q ${bare} ${into('clone')}`).ms),
            );
            return { ...m, ratio: m.subject / m.floor };
          });

          await cell('real-check', fixture.name, column, () => {
            // check exits 1 when it finds something to report (real repositories have broken links).
            // Cold: a cache dir of its own that nothing filled (the goal's figure); warm: the cache
            // the pushes above left, as a pre-commit hook finds it.
            let n = 0;
            const cold = () =>
              run(
                [bin, 'check', folder],
                { ...env, DOCS_CLI_CONFIG_DIR: join(base, `check-cold-${n++}`) },
                { cwd: base },
                [0, 1],
              ).ms;
            const m = measure(
              cold,
              () => run([here('floor-parse.mjs'), folder]).ms,
              1,
              0,
              () => cli(['check', folder], { cwd: base }, [0, 1]).ms,
            );
            return { subject: m.subject, floor: m.floor, warm: m.reference, ratio: m.subject / m.floor };
          });

          await cell('real-page', fixture.name, column, async () => {
            if (!exported) {
              // Exported from a site of its own: the site whose pages are asked is published after.
              const id = JSON.parse(
                cli(['sites', 'create', '--title', 'export', '--space', space, '-o', 'json']).stdout,
              ).id;
              cli(['sites', 'publish', id]);
              exported = join(work, `${fixture.name}-export`);
              cli(['sites', 'export', id, exported]);
              exportServer = await startChild([here('static-server.mjs'), exported]);
            }
            const pages = readdirSync(exported, { recursive: true })
              .filter((p) => p.endsWith('.html') && !p.startsWith('_'))
              .map((p) =>
                p
                  .split(sep)
                  .join('/')
                  .replace(/\.html$/, '')
                  .replace(/(^|\/)index$/, ''),
              )
              .sort();
            const step = Math.max(1, pages.length / PAGES);
            const sample = Array.from({ length: Math.min(PAGES, pages.length) }, (_, i) => pages[Math.floor(i * step)]);
            const site = JSON.parse(
              cli([
                'sites',
                'create',
                '--title',
                `${fixture.name} ${column}`.slice(0, 50),
                '--space',
                space,
                '-o',
                'json',
              ]).stdout,
            ).id;
            cli(['sites', 'publish', site]);
            const published = `${server.url}/published/sites/${site}/`;
            const ours = [];
            const floor = [];
            let failed = 0;
            // Each page once (its first view), the static server's answer right after it.
            for (const page of sample) {
              const a = await timedGet(published + page);
              const b = await timedGet(`${exportServer.url}/${page}`);
              if (a.status !== 200 || b.status !== 200) failed++;
              ours.push(a.ms);
              floor.push(b.ms);
            }
            if (failed) throw new Error(`${failed} of ${sample.length} pages did not answer 200`);
            return {
              subject: percentile(ours, 95),
              floor: percentile(floor, 95),
              p50: percentile(ours, 50),
              floorP50: percentile(floor, 50),
              pages: sample.length,
              ratio: percentile(ours, 95) / percentile(floor, 95),
            };
          });
        } catch (error) {
          for (const m of MEASURES) {
            results[m.key][fixture.name] ??= {};
            results[m.key][fixture.name][column] ??= { error: String(error.message).slice(0, 160) };
          }
        } finally {
          stopBusy();
        }
      }
      if (exportServer) process.kill(exportServer.pid, 'SIGINT');
    }
  } finally {
    stopBusy();
    parseBundleFiles.remove();
  }

  const show = (m, c) => {
    if (m.key === 'real-page')
      return { subject: `${ms(c.p50)} / ${ms(c.subject)}`, floor: `${ms(c.floorP50)} / ${ms(c.floor)}` };
    if (m.key === 'real-get') return { subject: `${c.subject.toFixed(0)} µs`, floor: `${c.floor.toFixed(0)} µs` };
    if (m.key === 'real-check') return { subject: `${ms(c.subject)} (warm cache: ${ms(c.warm)})`, floor: ms(c.floor) };
    if (m.key === 'real-parse')
      return {
        subject: `${c.subject.toFixed(0)} KB/s (the parse alone: ${c.parse.toFixed(0)} KB/s; wall clock: ${c.wallRatio.toFixed(2)}x)`,
        floor: `${c.floor.toFixed(0)} KB/s`,
      };
    return { subject: ms(c.subject), floor: ms(c.floor) };
  };
  /** A column's figures as a row's fields: the goal holds on the p95 for pages, the ratio otherwise. */
  const fields = (m, c) => {
    if (!c || c.error) return { result: `not measured (${c?.error ?? 'no run'})` };
    const value = m.absolute ? c.subject : c.ratio;
    return {
      ...show(m, c),
      ratio: c.ratio,
      ratioText: m.absolute ? `${c.ratio.toFixed(1)}x the floor's p95` : `${c.ratio.toFixed(2)}x`,
      goal: goalText(m),
      pass: passes(m, value),
      figures: c,
    };
  };
  for (const m of MEASURES) {
    for (const fixture of fixtures) {
      const r = results[m.key][fixture.name] ?? {};
      await row(m.key, `${m.what}: ${fixture.name}`, m.floorName, () => {
        const idle = fields(m, r.idle);
        if (idle.result) throw new Error(idle.result.slice('not measured ('.length, -1));
        return {
          ...idle,
          real: { measure: m.key, fixture: fixture.name },
          ...(r.load ? { load: fields(m, r.load) } : {}),
        };
      });
    }
    // The median of the fixtures measured, per column: of the ratio, and of each side's figures.
    const medianOf = (column) => {
      const cells = fixtures.map((f) => results[m.key][f.name]?.[column]).filter((c) => c && !c.error);
      if (cells.length === 0) return undefined;
      const keys = Object.keys(cells[0]).filter((k) => typeof cells[0][k] === 'number');
      return { ...Object.fromEntries(keys.map((k) => [k, median(cells.map((c) => c[k]))])), n: cells.length };
    };
    await row(m.key, `${m.what}: median of ${fixtures.length} fixtures`, m.floorName, () => {
      const idle = medianOf('idle');
      if (!idle) throw new Error('no fixture measured');
      const load = columns.includes('load') ? medianOf('load') : undefined;
      return {
        ...fields(m, idle),
        real: { measure: m.key, median: true, measured: idle.n, of: fixtures.length },
        ...(load ? { load: { ...fields(m, load), measured: load.n } } : {}),
      };
    });
  }
}
