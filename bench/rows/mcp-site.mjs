// Rows of the docs MCP server of a site (issue 47): `tools/list` and a page read answered in under
// 100 ms after start-up, first on a site published by `docs-cli server start` (the embedded
// service over HTTP, its demo workspace), then on `docs-cli preview` of a folder. Each run starts
// the server afresh, publishes, and times the first `initialize`, `tools/list` and
// `resources/read` (stateless JSON-RPC POSTs, as an agent sends them). The floor is a bare
// node:http server answering the same three POSTs. Standalone: node bench/rows/mcp-site.mjs
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const GOAL_MS = 100;
const here = dirname(fileURLToPath(import.meta.url));

/** One JSON-RPC POST on a fresh connection: its answer and time (ms). */
function rpc(url, id, method, params = {}) {
  const body = JSON.stringify({ jsonrpc: '2.0', id, method, params });
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          try {
            resolve({ status: res.statusCode, ms, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const INIT = { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '1' } };

/** initialize, tools/list, then a read of the first listed page's resource: each one's ms. */
async function agentSession(mcp) {
  const init = await rpc(mcp, 1, 'initialize', INIT);
  if (init.status !== 200 || !init.json.result) throw new Error(`initialize: ${init.status}`);
  const tools = await rpc(mcp, 2, 'tools/list');
  if (tools.json.result?.tools?.length !== 2) throw new Error('tools/list: not the two tools');
  const listed = await rpc(mcp, 3, 'resources/list');
  const page = listed.json.result?.resources?.[1];
  if (!page) throw new Error('resources/list: no page');
  const read = await rpc(mcp, 4, 'resources/read', { uri: page.uri });
  if (!read.json.result?.contents?.[0]?.text) throw new Error('resources/read: no text');
  return { initialize: init.ms, toolsList: tools.ms, read: read.ms };
}

/** A child whose first stdout line says it is ready (the callback parses it); killed by `stop`. */
function child(nodeBinary, args, env, cwd, parse) {
  const proc = spawn(nodeBinary, args, {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve, reject) => {
    let buf = '';
    proc.stdout.on('data', (c) => {
      buf += c;
      const nl = buf.indexOf('\n');
      if (nl >= 0) resolve(parse(buf.slice(0, nl)));
    });
    proc.once('exit', (code) => reject(new Error(`${args.slice(1, 3).join(' ')} exited ${code}`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (proc.exitCode !== null) return resolve();
      proc.once('exit', () => resolve());
      proc.kill('SIGINT');
    });
  return { ready, stop };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The floor: a bare node:http server answering three POSTs with the same JSON. */
async function floorSession(nodeBinary, bench) {
  const floor = child(
    nodeBinary,
    [join(bench, 'floor-server.mjs'), '{"jsonrpc":"2.0","id":1,"result":{}}'],
    {},
    undefined,
    JSON.parse,
  );
  try {
    const { url } = await floor.ready;
    const a = await rpc(url, 1, 'initialize', INIT);
    const b = await rpc(url, 2, 'tools/list');
    const c = await rpc(url, 3, 'resources/read');
    return { initialize: a.ms, toolsList: b.ms, read: c.ms };
  } finally {
    await floor.stop();
  }
}

function resultOf(subject, floor) {
  const s = median(subject.map((r) => r.toolsList + r.read));
  const f = median(floor.map((r) => r.toolsList + r.read));
  const worst = Math.max(...subject.map((r) => Math.max(r.toolsList, r.read)));
  return {
    subject: `${s.toFixed(1)} ms (tools/list ${median(subject.map((r) => r.toolsList)).toFixed(1)} + read ${median(subject.map((r) => r.read)).toFixed(1)}; slowest one ${worst.toFixed(1)}; the first request, initialize, loads the SDK: ${median(subject.map((r) => r.initialize)).toFixed(1)})`,
    floor: `${f.toFixed(1)} ms`,
    ratio: s / f,
    ratioText: `${(s / f).toFixed(2)}x`,
    goal: `each <= ${GOAL_MS} ms`,
    pass: worst <= GOAL_MS,
  };
}

export default async function mcpSite(ctx) {
  const { row, nodeBinary, bin, tmp } = ctx;
  const bench = join(here, '..');
  const runs = Math.max(3, Math.min(ctx.RUNS ?? 5, 7));

  await row(
    'mcp-site',
    'site MCP server after server start: tools/list + first page read (demo site)',
    'a bare node:http server answering the same POSTs',
    async () => {
      const subject = [];
      const floor = [];
      for (let i = 0; i < runs; i++) {
        const dir = join(tmp, `mcp-site-${i}`);
        mkdirSync(dir, { recursive: true });
        const server = child(
          nodeBinary,
          [bin, 'server', 'start', '--port', '0', '--data', join(dir, 'store.db'), '--json'],
          { DOCS_CLI_CONFIG_DIR: dir },
          dir,
          JSON.parse,
        );
        try {
          const { url, token, organization } = await server.ready;
          const call = async (method, path) => {
            const res = await fetch(`${url}/v1${path}`, { method, headers: { authorization: `Bearer ${token}` } });
            if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
            return res.json();
          };
          const sites = await call('GET', `/orgs/${organization}/sites`);
          const site = sites.items.find((s) => s.title === 'Demo Docs') ?? sites.items[0];
          await call('POST', `/orgs/${organization}/sites/${site.id}/publish`);
          subject.push(await agentSession(`${url}/published/sites/${site.id}/~gitbook/mcp`));
        } finally {
          await server.stop();
        }
        floor.push(await floorSession(nodeBinary, bench));
      }
      return resultOf(subject, floor);
    },
  );

  await row(
    'mcp-preview',
    'preview MCP server after start-up: tools/list + first page read (20-page folder)',
    'a bare node:http server answering the same POSTs',
    async () => {
      const folder = join(tmp, 'mcp-preview');
      mkdirSync(folder, { recursive: true });
      const lines = ['# Summary', ''];
      for (let i = 1; i <= 20; i++) {
        writeFileSync(join(folder, `page-${i}.md`), `# Page ${i}\n\nText of page ${i}, with words to search.\n`);
        lines.push(`* [Page ${i}](page-${i}.md)`);
      }
      writeFileSync(join(folder, 'SUMMARY.md'), `${lines.join('\n')}\n`);
      const subject = [];
      const floor = [];
      for (let i = 0; i < runs; i++) {
        const home = join(tmp, `mcp-preview-home-${i}`);
        mkdirSync(home, { recursive: true });
        const preview = child(
          nodeBinary,
          [bin, 'preview', folder, '--no-open'],
          { DOCS_CLI_CONFIG_DIR: home },
          folder,
          (line) => line.trim(),
        );
        try {
          const url = await preview.ready;
          subject.push(await agentSession(`${url.endsWith('/') ? url : `${url}/`}~gitbook/mcp`));
        } finally {
          await preview.stop();
        }
        floor.push(await floorSession(nodeBinary, bench));
      }
      return resultOf(subject, floor);
    },
  );
}

// Standalone: the rows printed as JSON lines.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const tmp = mkdtempSync(join(tmpdir(), 'docs-cli-bench-mcp-'));
  try {
    await mcpSite({
      row: async (key, what, floorName, fn) => {
        try {
          console.log(JSON.stringify({ key, what, floorName, ...(await fn()) }));
        } catch (error) {
          console.log(JSON.stringify({ key, what, result: `not measured (${error.message})` }));
        }
      },
      nodeBinary: process.execPath,
      bin: join(here, '..', '..', 'bin', 'docs-cli.js'),
      tmp,
      RUNS: Number(process.env.BENCH_RUNS || 5),
    });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
