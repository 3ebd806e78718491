// Bench rows of `docs-cli mcp` on the embedded default (issue 47: the MCP servers answer tools/list
// and a read in under 100 ms after start-up). Loaded by bench/run.mjs (contract at its top); also
// runnable alone: `node bench/rows/mcp-cli.mjs` prints the medians of a few runs.
//
// One run (this file with `--drive <node> <bin> <config dir>`): spawn `docs-cli mcp` over stdio,
// send initialize, then tools/list, then tools/call spaces_list; print as JSON the time from the
// spawn to the initialize answer (`start`), from that answer to the spaces_list answer (`answer`:
// tools/list and a read after start-up), and from the spawn to the end (`total`).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SELF = fileURLToPath(import.meta.url);

async function drive(node, bin, config) {
  const t0 = performance.now();
  const child = spawn(node, [bin, 'mcp'], {
    env: { PATH: process.env.PATH, HOME: config, DOCS_CLI_CONFIG_DIR: config },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const send = (message) => child.stdin.write(`${JSON.stringify(message)}\n`);
  const at = {};
  await new Promise((resolve, reject) => {
    let buf = '';
    child.once('exit', (code) => reject(new Error(`docs-cli mcp exited ${code} before answering`)));
    child.stdout.on('data', (chunk) => {
      buf += chunk;
      for (let nl = buf.indexOf('\n'); nl >= 0; nl = buf.indexOf('\n')) {
        const message = JSON.parse(buf.slice(0, nl));
        buf = buf.slice(nl + 1);
        at[message.id] = performance.now();
        if (message.error || message.result?.isError) reject(new Error(JSON.stringify(message).slice(0, 200)));
        if (message.id === 1) {
          send({ jsonrpc: '2.0', method: 'notifications/initialized' });
          send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
        } else if (message.id === 2) {
          if (!(message.result?.tools?.length > 100)) reject(new Error('tools/list answered too few tools'));
          send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'spaces_list', arguments: {} } });
        } else if (message.id === 3) {
          if (!(message.result?.structuredContent?.items?.length > 0)) reject(new Error('spaces_list listed no space'));
          child.removeAllListeners('exit');
          child.stdin.end();
          child.once('exit', resolve);
        }
      }
    });
    send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
    });
  });
  return { start: at[1] - t0, answer: at[3] - at[1], total: at[3] - t0 };
}

/** One run in a child process of its own (bench/run.mjs measures synchronously). */
function once(node, bin, config) {
  const r = spawnSync(process.execPath, [SELF, '--drive', node, bin, config], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`mcp bench run failed: ${r.stderr.trim().split('\n').at(-1)}`);
  return JSON.parse(r.stdout);
}

export default async function rows(ctx) {
  const { row, measure, bin, nodeBinary, tmp, exec, median } = ctx;
  const config = join(tmp, 'mcp-cli');
  // Creates and seeds the embedded workspace, and the compile cache of both commands.
  exec(nodeBinary, [bin, 'spaces', 'list'], { DOCS_CLI_CONFIG_DIR: config, HOME: config });
  once(nodeBinary, bin, config);
  const last = [];
  const run = () => {
    const r = once(nodeBinary, bin, config);
    last.push(r);
    return r.total;
  };
  const spacesList = () => exec(nodeBinary, [bin, 'spaces', 'list'], { DOCS_CLI_CONFIG_DIR: config, HOME: config }).ms;
  await row(
    'mcp-cli',
    'docs-cli mcp, stdio, embedded: spawn to tools/list + spaces_list answered',
    'docs-cli spaces list',
    () => {
      const m = measure(run, spacesList);
      const answer = median(last.map((r) => r.answer));
      return {
        subject: `${m.subject.toFixed(1)} ms (after start-up: ${answer.toFixed(1)} ms)`,
        floor: `${m.floor.toFixed(1)} ms`,
        ratio: m.subject / m.floor,
        ratioText: `${(m.subject / m.floor).toFixed(2)}x`,
        goal: '<= 2x, and < 100 ms after start-up',
        pass: m.subject / m.floor <= 2 && answer < 100,
      };
    },
  );
}

if (process.argv[1] === SELF) {
  const [, , flag, node, bin, config] = process.argv;
  if (flag === '--drive') {
    process.stdout.write(`${JSON.stringify(await drive(node, bin, config))}\n`);
  } else {
    // Alone: a few runs against a fresh embedded workspace, medians printed.
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const dir = mkdtempSync(join(tmpdir(), 'docs-cli-mcp-bench-'));
    const binPath = join(root, 'bin/docs-cli.js');
    try {
      spawnSync(process.execPath, [binPath, 'spaces', 'list'], {
        env: { PATH: process.env.PATH, DOCS_CLI_CONFIG_DIR: dir, HOME: dir },
      });
      once(process.execPath, binPath, dir);
      const runs = Array.from({ length: Number(process.env.BENCH_RUNS || 7) }, () =>
        once(process.execPath, binPath, dir),
      );
      const med = (k) => {
        const s = runs.map((r) => r[k]).sort((a, b) => a - b);
        return s[Math.floor(s.length / 2)].toFixed(1);
      };
      console.log(
        `docs-cli mcp (stdio, embedded, ${process.version}): start ${med('start')} ms, tools/list + spaces_list after start-up ${med('answer')} ms, total ${med('total')} ms (medians of ${runs.length})`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
