/**
 * A hostile (or broken) service on loopback, and the built binary reading from it: endless and
 * huge bodies, a body that trickles in, JSON nested without end, null where an object belongs,
 * control characters in error messages. Each run ends within its time, under 200 MB of memory,
 * with the documented exit code and one line that names the limit or what was wrong.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';

type Handler = (req: IncomingMessage, res: ServerResponse, base: string) => void;

let handler: Handler = (_req, res) => res.end();
let server: Server;
let other: Server;
let base = '';
let otherBase = '';
const sockets = new Set<import('node:net').Socket>();

const CHUNK = Buffer.alloc(64 * 1024, 'a');
const JSON_CHUNK = Buffer.from(`${'{"id":"aaaaaaaaaaaaaaaaaaaa","title":"x"},'.repeat(1500)}`);

/** Writes chunks for as long as the client reads (or until the socket closes). */
function endless(res: ServerResponse, first: Buffer | string, chunk: Buffer): void {
  res.write(first);
  const pump = () => {
    while (!res.destroyed && res.write(chunk));
    if (!res.destroyed) res.once('drain', pump);
  };
  res.on('close', () => res.removeAllListeners('drain'));
  pump();
}

const json = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body);
};

/** Answers `cr pdf`'s request with a URL, and serves the file at that URL. */
const pdfFrom =
  (url: (base: string) => string, file: Handler): Handler =>
  (req, res, at) => {
    if (req.url?.includes('/pdf')) return json(res, 200, JSON.stringify({ url: url(at) }));
    file(req, res, at);
  };

async function listen(s: Server): Promise<string> {
  s.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  server = createServer((req, res) => handler(req, res, base));
  other = createServer((req, res) => handler(req, res, otherBase));
  base = await listen(server);
  otherBase = await listen(other);
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await Promise.all([server, other].map((s) => new Promise((resolve) => s.close(resolve))));
});

const rssFile = () => {
  const dir = tempDir();
  const preload = join(dir, 'rss.cjs');
  const out = join(dir, 'rss');
  writeFileSync(
    preload,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(out)}, String(process.resourceUsage().maxRSS)));\n`,
  );
  return { preload, out };
};

interface Run {
  code: number;
  stderr: string;
  stdout: string;
  seconds: number;
  rssMb: number;
}

async function cli(args: string[], extra: Record<string, string> = {}, cwd = tempDir()): Promise<Run> {
  const { preload, out } = rssFile();
  const started = performance.now();
  const res = await execa('node', [BIN, ...args], {
    reject: false,
    extendEnv: false,
    env: {
      PATH: process.env.PATH,
      DOCS_CLI_CONFIG_DIR: tempDir(),
      DOCS_CLI_API_URL: base,
      DOCS_CLI_TOKEN: 'hostile-test',
      DOCS_CLI_ORG: 'org',
      DOCS_CLI_RETRY_DELAY_MS: '1',
      NODE_OPTIONS: `--require ${preload}`,
      ...extra,
    },
    cwd,
    timeout: 60_000,
  });
  const seconds = (performance.now() - started) / 1000;
  const rssMb = Number(readFileSync(out, 'utf8')) / 1024;
  return { code: res.exitCode ?? 1, stderr: String(res.stderr), stdout: String(res.stdout), seconds, rssMb };
}

/** One `docs-cli: ...` line (and perhaps a remedy), no JavaScript message, no stack. */
function expectOneLine(run: Run, pattern: RegExp): void {
  const lines = run.stderr.trim().split('\n');
  expect(lines[0], run.stderr).toMatch(/^docs-cli: /);
  expect(lines[0]).toMatch(pattern);
  expect(lines.length, run.stderr).toBeLessThanOrEqual(2);
  expect(run.stderr).not.toMatch(
    /Maximum call stack|Cannot read propert|is not a function|is not iterable|unexpected error|\n\s+at /,
  );
}

describe('JSON answers', () => {
  it('an endless JSON answer stops at the limit, named, within memory', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      endless(res, '{"items":[', JSON_CHUNK);
    };
    const run = await cli(['spaces', 'list']);
    expect(run.code).toBe(1);
    expectOneLine(run, /answer is larger than 64 MiB \(DOCS_CLI_MAX_ANSWER_MB sets the limit\)/);
    expect(run.rssMb).toBeLessThan(200);

    const smaller = await cli(['spaces', 'list'], { DOCS_CLI_MAX_ANSWER_MB: '1' });
    expectOneLine(smaller, /larger than 1 MiB \(DOCS_CLI_MAX_ANSWER_MB/);
  });

  it('a declared 2 GB answer is refused before it is read', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(2 * 1024 ** 3) });
      endless(res, '{"items":[', CHUNK);
    };
    const run = await cli(['spaces', 'get', 'aaaaaaaaaaaaaaaaaaaa']);
    expect(run.code).toBe(1);
    expectOneLine(run, /larger than 64 MiB/);
    expect(run.seconds).toBeLessThan(10);
    expect(run.rssMb).toBeLessThan(200);
  });

  it('JSON nested without end, null for an object, and nulls inside a list are each one line', async () => {
    const depth = 200_000;
    handler = (_req, res) => json(res, 200, `{"items":${'['.repeat(depth)}${']'.repeat(depth)},"count":1}`);
    expectOneLine(
      await cli(['spaces', 'list', '-o', 'json']),
      /\/spaces\?limit=30: the service's answer is not what the reference describes \(it is nested too deeply\)/,
    );

    handler = (_req, res) => json(res, 200, 'null');
    const nullAnswer = await cli(['spaces', 'get', 'aaaaaaaaaaaaaaaaaaaa']);
    expect(nullAnswer.code).toBe(1);
    expectOneLine(nullAnswer, /answered null, not an object/);

    handler = (_req, res) => json(res, 200, '{"items":[null],"count":1}');
    const nullItem = await cli(['spaces', 'list', '-o', 'json']);
    expect(nullItem.code).toBe(1);
    expectOneLine(
      nullItem,
      /GET http:\/\/127\.0\.0\.1:\d+\/v1\/orgs\/org\/spaces\?limit=30: the service's answer is not what the reference describes \(items holds something other than objects\)/,
    );
    handler = (_req, res) => json(res, 200, '{"items":"none","count":1}');
    expectOneLine(await cli(['spaces', 'list']), /not what the reference describes \(items is not a list\)/);

    // A member whose user is null: the code reading it fails, and the answer is named instead.
    handler = (_req, res) => json(res, 200, '{"items":[{"id":"u","user":null,"role":"read"}],"count":1}');
    const nullUser = await cli(['members', 'list']);
    expect(nullUser.code).toBe(1);
    expectOneLine(
      nullUser,
      /\/members\?limit=30: the service's answer is not what the reference describes \(a field the CLI reads is null\)/,
    );

    handler = (_req, res) => json(res, 200, '{"items":[1, 2');
    expectOneLine(await cli(['spaces', 'list']), /answered with invalid JSON/);
  });

  it("shows the service's error message as one clean line, bounded", async () => {
    handler = (_req, res) =>
      json(
        res,
        404,
        JSON.stringify({ error: { code: 404, message: `no such space\x1b[2J\r\nrm -rf /${'x'.repeat(5000)}` } }),
      );
    const run = await cli(['spaces', 'get', 'aaaaaaaaaaaaaaaaaaaa']);
    expect(run.code).toBe(3);
    expectOneLine(run, /^docs-cli: no such space \[2J rm -rf \/x+…$/);
    expect(run.stderr).not.toContain('\x1b');
    expect(run.stderr.split('\n')[0]?.length).toBeLessThan(600);

    handler = (_req, res) => json(res, 500, `{"error":${'['.repeat(100_000)}`);
    const broken = await cli(['spaces', 'get', 'aaaaaaaaaaaaaaaaaaaa'], { DOCS_CLI_MAX_RETRIES: '0' });
    expect(broken.code).toBe(1);
    expectOneLine(broken, /the service answered HTTP 500/);
  });
});

describe('downloads', () => {
  it('an endless download from the service stops at the download limit, named, written as it came and then dropped', async () => {
    handler = pdfFrom(
      (at) => `${at}/v1/files/endless.pdf`,
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        endless(res, '%PDF', CHUNK);
      },
    );
    const cwd = tempDir();
    writeFileSync(join(cwd, 'change-request-1.pdf'), 'the PDF from before');
    const run = await cli(['cr', 'pdf', '1', '--space', 'aaaaaaaaaaaaaaaaaaaa'], {}, cwd);
    expect(run.code).toBe(1);
    expectOneLine(run, /answer is larger than 100 MiB \(DOCS_CLI_MAX_DOWNLOAD_MB sets the limit\)/);
    // The PDF goes to disk as it arrives: 100 MiB read costs no more memory than a listing.
    expect(run.rssMb).toBeLessThan(140);
    expect(readdirSync(cwd)).toEqual(['change-request-1.pdf']);
    expect(readFileSync(join(cwd, 'change-request-1.pdf'), 'utf8')).toBe('the PDF from before');
  });

  it('a PDF is written whole, in place of the old one; an --output that cannot be written downloads nothing', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3 * 1024 * 1024, 7)]);
    let downloads = 0;
    handler = pdfFrom(
      (at) => `${at}/v1/files/whole.pdf`,
      (_req, res) => {
        downloads++;
        res.writeHead(200, { 'content-type': 'application/pdf' });
        res.end(pdf);
      },
    );
    const cwd = tempDir();
    writeFileSync(join(cwd, 'review.pdf'), 'old');
    const run = await cli(['cr', 'pdf', '1', '--space', 'aaaaaaaaaaaaaaaaaaaa', '--output', 'review.pdf'], {}, cwd);
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(join(cwd, 'review.pdf')).equals(pdf)).toBe(true);
    expect(readdirSync(cwd)).toEqual(['review.pdf']);

    // An answer cut off half way is asked again, and the file holds the second answer only.
    handler = pdfFrom(
      (at) => `${at}/v1/files/whole.pdf`,
      (_req, res) => {
        downloads++;
        res.writeHead(200, { 'content-type': 'application/pdf' });
        if (downloads === 2) res.write(pdf.subarray(0, pdf.length / 2), () => res.destroy());
        else res.end(pdf);
      },
    );
    const retried = await cli(['cr', 'pdf', '1', '--space', 'aaaaaaaaaaaaaaaaaaaa', '--output', 'review.pdf'], {}, cwd);
    expect(retried.code, retried.stderr).toBe(0);
    expect(downloads).toBe(3);
    expect(readFileSync(join(cwd, 'review.pdf')).equals(pdf)).toBe(true);
    expect(readdirSync(cwd)).toEqual(['review.pdf']);

    const missing = await cli(
      ['cr', 'pdf', '1', '--space', 'aaaaaaaaaaaaaaaaaaaa', '--output', 'no/such/dir/a.pdf'],
      {},
      cwd,
    );
    expect(missing.code).toBe(2);
    expectOneLine(missing, /--output: cannot write no\/such\/dir\/a\.pdf: ENOENT/);
    for (const [output, why] of [
      ['', /--output: needs a file name$/],
      [cwd, /: EISDIR$/],
      ['sub/', /--output: cannot write sub\/: EISDIR$/],
    ] as const) {
      const refused = await cli(['cr', 'pdf', '1', '--space', 'aaaaaaaaaaaaaaaaaaaa', '--output', output], {}, cwd);
      expect(refused.code).toBe(2);
      expectOneLine(refused, why);
    }
    expect(readdirSync(cwd)).toEqual(['review.pdf']);
    expect(downloads).toBe(3);
  });

  it('a 2 GB download from another host is refused by its length; an endless one stops at the limit', async () => {
    const twoGb = (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(2 * 1024 ** 3) });
      endless(res, '%PDF', CHUNK);
    };
    handler = (req, res, at) =>
      at === otherBase ? twoGb(req, res) : pdfFrom(() => `${otherBase}/big.pdf`, twoGb)(req, res, at);
    const run = await cli(['cr', 'pdf', '1', '--space', 'aaaaaaaaaaaaaaaaaaaa']);
    expect(run.code).toBe(1);
    expectOneLine(run, /larger than 100 MiB \(DOCS_CLI_MAX_DOWNLOAD_MB/);
    expect(run.rssMb).toBeLessThan(200);

    const chunked = (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      endless(res, '%PDF', CHUNK);
    };
    handler = (req, res, at) =>
      at === otherBase ? chunked(req, res) : pdfFrom(() => `${otherBase}/big.pdf`, chunked)(req, res, at);
    const endlessRun = await cli(['cr', 'pdf', '1', '--space', 'aaaaaaaaaaaaaaaaaaaa'], {
      DOCS_CLI_MAX_DOWNLOAD_MB: '20',
    });
    expect(endlessRun.code).toBe(1);
    expectOneLine(endlessRun, /larger than 20 MiB \(DOCS_CLI_MAX_DOWNLOAD_MB/);
    expect(endlessRun.rssMb).toBeLessThan(200);
  });
});

describe('a pull from a hostile service', () => {
  it('six endless files downloading at once stay within the download budget; nothing is written', async () => {
    const files = Array.from({ length: 6 }, (_, i) => ({
      id: `file${i}aaaaaaaaaaaaaaa`,
      name: `video-${i}.mp4`,
      contentType: 'video/mp4',
      downloadURL: `${base}/v1/files/video-${i}.mp4`,
      size: 1000,
    }));
    const revision = {
      object: 'revision',
      id: 'r',
      parents: [],
      pages: [],
      files,
      createdAt: '',
      type: 'edits',
      urls: {},
    };
    handler = (req, res) => {
      if (req.url?.startsWith('/v1/files/')) {
        res.writeHead(200, { 'content-type': 'video/mp4' });
        return endless(res, '', CHUNK);
      }
      json(res, 200, JSON.stringify(revision));
    };
    const dir = join(tempDir(), 'pulled');
    const run = await cli(['spaces', 'pull', 'aaaaaaaaaaaaaaaaaaaa', dir], { DOCS_CLI_MAX_DOWNLOAD_MB: '40' });
    expect(run.code).toBe(1);
    expectOneLine(run, /larger than 40 MiB \(DOCS_CLI_MAX_DOWNLOAD_MB sets the limit\)/);
    expect(run.rssMb).toBeLessThan(200);
    expect(existsSync(dir)).toBe(false);
  });
});

describe('time', () => {
  /** Headers at once, then a byte a second: never idle long enough for an idle timeout. */
  const trickle = (res: ServerResponse, type: string) => {
    res.writeHead(200, { 'content-type': type });
    const timer = setInterval(() => res.write(' '), 200);
    res.on('close', () => clearInterval(timer));
  };

  it('DOCS_CLI_TIMEOUT covers the whole body of a JSON answer, and it is not retried', async () => {
    let requests = 0;
    handler = (_req, res) => {
      requests++;
      trickle(res, 'application/json');
    };
    const run = await cli(['spaces', 'list'], { DOCS_CLI_TIMEOUT: '2' });
    expect(run.code).toBe(1);
    expectOneLine(run, /no complete answer within 2s \(DOCS_CLI_TIMEOUT sets the time\)/);
    expect(run.seconds).toBeLessThan(6);
    expect(requests).toBe(1);
  });

  it('and of a download, from the service and from another host', async () => {
    handler = pdfFrom(
      (at) => `${at}/v1/files/slow.pdf`,
      (_req, res) => trickle(res, 'application/pdf'),
    );
    const same = await cli(['cr', 'pdf', '1', '--space', 'aaaaaaaaaaaaaaaaaaaa'], { DOCS_CLI_TIMEOUT: '2' });
    expectOneLine(same, /no complete answer within 2s/);
    expect(same.seconds).toBeLessThan(6);

    handler = (_req, res, at) =>
      at === otherBase
        ? trickle(res, 'application/pdf')
        : json(res, 200, JSON.stringify({ url: `${otherBase}/slow.pdf` }));
    const away = await cli(['cr', 'pdf', '1', '--space', 'aaaaaaaaaaaaaaaaaaaa'], { DOCS_CLI_TIMEOUT: '2' });
    expect(away.code).toBe(1);
    expectOneLine(away, /no complete answer within 2s \(DOCS_CLI_TIMEOUT sets the time\)/);
    expect(away.seconds).toBeLessThan(8);
  });
});
