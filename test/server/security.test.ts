import { execa } from 'execa';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Faults } from '../../src/server/faults.js';
import { PETSTORE_YAML } from '../../src/server/seed/extensions.js';
import { BIN } from '../helpers/bin.js';
import { runCli, runJson, tempDir } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { figure } from '../helpers/figures.js';

/** Run `npm run build` first (`npm test` does): some cases spawn the built binary. */

let svc: TestService;
let dataFile: string;
let checks = 0;
/** Counts the security checks for the README; each is a distinct property, not an assertion. */
const check = () => void checks++;

beforeAll(async () => {
  dataFile = join(tempDir('docs-cli-sec-'), 'store.db');
  svc = await startTestService({ file: dataFile });
});
afterAll(async () => {
  await svc.close();
  figure('security', `${checks} checks`);
});

const as = (token = svc.token) => ({ url: svc.url, token });
const status = async (token: string) =>
  (await fetch(`${svc.url}/v1/user`, { headers: { authorization: `Bearer ${token}` } })).status;

/** Every file under a directory, recursively. */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
}

describe('tokens at rest and on the wire', () => {
  it('stores tokens hashed: no plain token in the SQLite file or its WAL after issuing one', async () => {
    const issued = await runJson<{ id: string; token: string }>([
      'server',
      'token',
      '--user',
      'reed@demo.docs-cli.dev',
      '--data',
      dataFile,
      '-o',
      'json',
    ]);
    expect(await status(issued.token)).toBe(200);
    const stored = [dataFile, `${dataFile}-wal`, `${dataFile}-shm`].filter(existsSync);
    expect(stored.length).toBeGreaterThanOrEqual(2);
    const bytes = Buffer.concat(stored.map((f) => readFileSync(f)));
    for (const token of [issued.token, svc.token]) {
      expect(bytes.includes(Buffer.from(token)), 'plain token in the store').toBe(false);
      // What is there is the hash: the check above would have found the token had it been stored.
      expect(bytes.includes(Buffer.from(createHash('sha256').update(token).digest('hex')))).toBe(true);
    }
    check();
  });

  it('refuses near-miss, foreign and revoked tokens with 401', async () => {
    const issued = await runJson<{ id: string; token: string }>([
      'server',
      'token',
      '--user',
      'cora@demo.docs-cli.dev',
      '--data',
      dataFile,
      '-o',
      'json',
    ]);
    const t = issued.token;
    expect(await status(t)).toBe(200);
    const flip = (c: string) => (c === 'a' ? 'b' : 'a');
    const nearMisses = [
      t.slice(0, -1) + flip(t.slice(-1)),
      flip(t[0]!) + t.slice(1),
      t.slice(0, -1),
      `${t}a`,
      t.toUpperCase() === t ? t.toLowerCase() : t.toUpperCase(),
      createHash('sha256').update(t).digest('hex'), // the stored hash is not a token
      t.slice(0, t.length / 2),
    ];
    for (const miss of nearMisses) expect(await status(miss), miss).toBe(401);
    check();
    const revoke = await runCli(['server', 'token', '--revoke', issued.id, '--data', dataFile]);
    expect(revoke.code, revoke.stderr).toBe(0);
    expect(await status(t)).toBe(401);
    const res = await fetch(`${svc.url}/v1/user`, { headers: { authorization: `Bearer ${t}` } });
    expect(((await res.json()) as { error: { message: string } }).error.message).not.toContain(t);
    check();
  });
});

describe('the token on the client side', () => {
  it('auth login writes config.json 0600 and no other file in the config dir holds the token', async () => {
    const dir = tempDir();
    const login = await runCli(['auth', 'login', '--api-url', svc.url, '--with-token', '--profile', 'work'], {
      configDir: dir,
      stdin: `${svc.token}\n`,
    });
    expect(login.code, login.stderr).toBe(0);
    expect(login.stdout + login.stderr).not.toContain(svc.token);
    // Use it too, so that whatever the CLI writes in its dir when working is there to scan.
    expect((await runCli(['spaces', 'list', '-o', 'ids'], { configDir: dir })).code).toBe(0);
    const all = files(dir);
    const holding = all.filter((f) => readFileSync(f).includes(Buffer.from(svc.token)));
    expect(holding).toEqual([join(dir, 'config.json')]);
    expect(statSync(join(dir, 'config.json')).mode & 0o777).toBe(0o600);
    check();
  });

  it('auth login takes no token on argv: neither a flag nor a positional', async () => {
    const dir = tempDir();
    for (const argv of [
      ['auth', 'login', '--api-url', svc.url, '--token', svc.token],
      ['auth', 'login', '--api-url', svc.url, svc.token],
      ['auth', 'login', '--api-url', svc.url, '--with-token', svc.token],
    ]) {
      const res = await runCli(argv, { configDir: dir, stdin: '' });
      expect(res.code, argv.join(' ')).toBe(2);
      expect(res.stderr).not.toContain(svc.token);
    }
    expect(existsSync(join(dir, 'config.json')) ? readFileSync(join(dir, 'config.json'), 'utf8') : '').not.toContain(
      svc.token,
    );
    check();
  });

  it('never prints the token: --verbose, --dry-run, 401/403/500 errors, auth status', async () => {
    const secret = svc.token;
    const reader = svc.tokenFor('read');
    const space = svc.service.db.get<{ id: string }>("SELECT id FROM spaces WHERE title = 'Release Notes'")!.id;
    const runs = [
      await runCli(['spaces', 'list', '--verbose'], as()),
      await runCli(['spaces', 'create', '--title', 'Dry', '--dry-run'], as()),
      await runCli(['spaces', 'create', '--title', 'Dry', '--dry-run', '--verbose', '-o', 'json'], as()),
      await runCli(['api', '/user', '--verbose'], as()),
      await runCli(['auth', 'status'], as()),
      await runCli(['auth', 'status', '-o', 'json', '--verbose'], as()),
      await runCli(['spaces', 'list'], { ...as(`${secret}x`), env: { DOCS_CLI_DEBUG: '1' } }), // 401
      await runCli(['spaces', 'delete', space, '--yes', '--verbose'], as(reader)), // 403
    ];
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0, 0, 0, 0, 4, 4]);
    expect(runs[0]!.stderr).toContain('authorization: Bearer [redacted]');
    for (const r of runs) {
      expect(r.stdout + r.stderr).not.toContain(secret);
      expect(r.stdout + r.stderr).not.toContain(reader);
    }
    check();

    const failing = await startTestService({ http: { faults: new Faults({ errorRate: 1, errorStatuses: [500] }) } });
    try {
      const res = await runCli(['spaces', 'list', '--verbose'], { url: failing.url, token: failing.token });
      expect(res.code).toBe(1);
      expect(res.stdout + res.stderr).not.toContain(failing.token);
      const bin = await execa('node', [BIN, 'spaces', 'create', '--title', 'x', '--verbose'], {
        env: {
          PATH: process.env.PATH,
          DOCS_CLI_API_URL: failing.url,
          DOCS_CLI_TOKEN: failing.token,
          DOCS_CLI_CONFIG_DIR: tempDir(),
          DOCS_CLI_RETRY_DELAY_MS: '1',
        },
        extendEnv: false,
        reject: false,
      });
      expect(bin.exitCode).toBe(1);
      expect(bin.stderr).toContain('HTTP 500');
      expect(bin.stdout + bin.stderr).not.toContain(failing.token);
    } finally {
      await failing.close();
    }
    check();
  });

  it('the token is on the argv of no process: the binary and anything it starts', async () => {
    const slow = await startTestService({ http: { faults: new Faults({ latencyMs: 600 }) } });
    try {
      const child = execa('node', [BIN, 'spaces', 'list', '--all', '-o', 'ids', '--verbose'], {
        env: {
          PATH: process.env.PATH,
          DOCS_CLI_API_URL: slow.url,
          DOCS_CLI_TOKEN: slow.token,
          DOCS_CLI_CONFIG_DIR: tempDir(),
        },
        extendEnv: false,
        reject: false,
      });
      // Every command line read, of the child and its descendants (a pid read before its exec
      // shows the parent's command line, so keep them all rather than the last per pid).
      const seen = new Set<string>();
      const descendants = (root: number): number[] => {
        const out = [root];
        for (const name of readdirSync('/proc')) {
          if (!/^\d+$/.test(name)) continue;
          try {
            const ppid = Number(/^\d+ \(.*\) \S (\d+)/s.exec(readFileSync(`/proc/${name}/stat`, 'utf8'))?.[1]);
            if (out.includes(ppid) && !out.includes(Number(name))) out.push(Number(name));
          } catch {
            // gone already
          }
        }
        return out;
      };
      let done = false;
      void child.finally(() => (done = true));
      const read = (pid: number) => {
        try {
          seen.add(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' '));
        } catch {
          // exited
        }
      };
      while (!done) {
        read(child.pid!);
        for (const pid of descendants(child.pid!)) read(pid);
        await new Promise((r) => setTimeout(r, 20));
      }
      const res = await child;
      expect(res.exitCode, res.stderr).toBe(0);
      expect(seen.size).toBeGreaterThanOrEqual(1);
      expect(
        [...seen].some((cmd) => cmd.includes('spaces list')),
        [...seen].join('\n'),
      ).toBe(true);
      for (const cmd of seen) expect(cmd).not.toContain(slow.token);
    } finally {
      await slow.close();
    }
    check();
  });
});

describe('request bodies over the limit', () => {
  /** A raw request declaring `declared` bytes (or chunked), sending only `send`, never ending. */
  function partial(
    url: string,
    headers: Record<string, string>,
    send: Buffer,
  ): Promise<{ status: number; ms: number; body: string }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const req = request(
        `${url}/v1/orgs/${svc.orgId}/spaces`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${svc.token}`, 'content-type': 'application/json', ...headers },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c));
          res.on('end', () => {
            resolve({ status: res.statusCode!, ms: Date.now() - started, body });
            req.destroy();
          });
        },
      );
      req.on('error', reject);
      req.write(send);
      // Never req.end(): the rest of the body never comes.
      setTimeout(() => {
        req.destroy();
        reject(new Error('no answer within 5 s'));
      }, 5000).unref();
    });
  }

  it('answers 413 at once to a declared Content-Length over the limit, without waiting for the body', async () => {
    const res = await partial(svc.url, { 'content-length': String(10 * 1024 ** 3) }, Buffer.from('{"title":"'));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error.code).toBe(413);
    expect(res.ms).toBeLessThan(1000);
    check();
  });

  it('answers 413 as soon as a chunked body passes the limit, without waiting for its end', async () => {
    const small = await startTestService({ http: { maxBodyBytes: 1024 } });
    try {
      const before = small.service.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM spaces')!.n;
      const res = await partial(small.url, { 'transfer-encoding': 'chunked' }, Buffer.alloc(4096, 'a'));
      expect(res.status).toBe(413);
      expect(res.ms).toBeLessThan(1000);
      expect(small.service.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM spaces')!.n).toBe(before);
    } finally {
      await small.close();
    }
    check();
  });
});

describe('OpenAPI file: sources over HTTP stay inside --import-root', () => {
  let rooted: TestService;
  let root: string;
  let outside: string;
  beforeAll(async () => {
    root = tempDir('docs-cli-oas-root-');
    outside = tempDir('docs-cli-oas-outside-');
    writeFileSync(join(outside, 'secret.yaml'), PETSTORE_YAML.replace('Swagger Petstore', 'Secret API'));
    writeFileSync(join(root, 'api.yaml'), PETSTORE_YAML);
    symlinkSync(outside, join(root, 'escape'));
    mkdirSync(join(root, 'linked'));
    symlinkSync(join(outside, 'secret.yaml'), join(root, 'linked', 'api.yaml'));
    rooted = await startTestService({ importRoot: root });
  });
  afterAll(async () => rooted?.close());

  const put = async (s: TestService, slug: string, url: string) => {
    const res = await fetch(`${s.url}/v1/orgs/${s.orgId}/openapi/${slug}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ source: { url } }),
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('refuses .., percent-encoded escapes and symlinks (file and folder) with 400 and creates nothing', async () => {
    const base = pathToFileURL(root).href;
    const leaf = outside.split('/').pop();
    const attempts = [
      `${base}/../${leaf}/secret.yaml`,
      `${base}/%2e%2e/${leaf}/secret.yaml`,
      `${base}/linked/%2E%2E/%2e%2e/${leaf}/secret.yaml`,
      `${base}/linked%2f..%2f..%2f${leaf}%2fsecret.yaml`,
      pathToFileURL(join(root, 'escape', 'secret.yaml')).href,
      pathToFileURL(join(root, 'linked', 'api.yaml')).href,
      pathToFileURL(join(outside, 'secret.yaml')).href,
      'file:///etc/passwd',
      'file://remote-host/etc/passwd',
    ];
    for (const [i, url] of attempts.entries()) {
      const res = await put(rooted, `escape-${i}`, url);
      expect(res.status, url).toBe(400);
      expect(res.body.error.message, url).toMatch(/^source\.url: /);
      const post = await fetch(`${rooted.url}/v1/orgs/${rooted.orgId}/openapi`, {
        method: 'POST',
        headers: { authorization: `Bearer ${rooted.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ slug: `post-escape-${i}`, source: { url } }),
      });
      expect(post.status, url).toBe(400);
    }
    expect(
      rooted.service.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM openapi_specs WHERE slug LIKE '%escape-%'")!.n,
    ).toBe(0);
    check();
    // Inside the root it works, so the refusals above are about the path.
    expect((await put(rooted, 'inside', pathToFileURL(join(root, 'api.yaml')).href)).status).toBe(200);
  });

  it('refuses every file: source when the server has no import root', async () => {
    const res = await put(svc, 'no-root', pathToFileURL(join(root, 'api.yaml')).href);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('import root');
    check();
  });
});
