// The service's hot path against its floor: `GET /v1/spaces/<id>` of a `docs-cli server start`
// (a separate process, built binary) and a bare node:http server answering the same JSON, each
// loaded in turn by bench/load.mjs (keep-alive, 16 connections). Prints one JSON line:
// {"service": req/s, "floor": req/s, "ratio", "cpuUsPerRequest": {service, floor}, "rssMiB"}. Options (env): BENCH_LOAD_SECONDS (3),
// BENCH_ROUNDS (3), BENCH_PROF=<dir> (writes a --cpu-prof of the service there).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const BIN = join(here, '..', 'bin', 'docs-cli.js');
const seconds = process.env.BENCH_LOAD_SECONDS ?? '3';
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const tmp = mkdtempSync(join(tmpdir(), 'docs-cli-service-load-'));
const children = [];

function start(args, env = {}) {
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
      if (nl >= 0) resolve({ ...JSON.parse(buf.slice(0, nl)), pid: child.pid, child });
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}`)));
  });
}

/** CPU time (user + system) of a process so far, in microseconds. */
const cpu = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
};
/** Requests per second, and the server's CPU time per request (steadier than req/s on a busy machine). */
function load(url, token, pid) {
  const before = cpu(pid);
  const out = JSON.parse(
    spawnSync(process.execPath, [join(here, 'load.mjs'), url, token, '16', seconds], { encoding: 'utf8' }).stdout,
  );
  return { rps: out.rps, cpuUs: (cpu(pid) - before) / (out.rps * Number(seconds)) };
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rss = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

try {
  const prof = process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [];
  const service = await start([...prof, BIN, 'server', 'start', '--port', '0', '--data', join(tmp, 's.db'), '--json'], {
    DOCS_CLI_CONFIG_DIR: tmp,
  });
  const headers = { authorization: `Bearer ${service.token}` };
  const spaces = await (
    await fetch(`${service.url}/v1/orgs/${service.organization}/spaces?limit=1`, { headers })
  ).json();
  const path = `/v1/spaces/${spaces.items[0].id}`;
  const body = await (await fetch(service.url + path, { headers })).text();
  const floor = await start([join(here, 'floor-server.mjs'), body]);
  const ours = [];
  const bare = [];
  for (let i = 0; i < rounds; i++) {
    ours.push(load(service.url + path, service.token, service.pid));
    bare.push(load(floor.url + path, service.token, floor.pid));
  }
  const rps = (xs) => median(xs.map((x) => x.rps));
  const us = (xs) => median(xs.map((x) => x.cpuUs));
  const result = {
    service: Math.round(rps(ours)),
    floor: Math.round(rps(bare)),
    ratio: Number((rps(ours) / rps(bare)).toFixed(2)),
    cpuUsPerRequest: { service: Math.round(us(ours)), floor: Math.round(us(bare)) },
    rssMiB: Math.round(rss(service.pid)),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  for (const child of children) child.kill('SIGINT');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(tmp, { recursive: true, force: true });
}
