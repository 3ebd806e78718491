import { afterEach, describe, expect, it } from 'vitest';
import { Faults } from '../../src/server/faults.js';
import { runCli } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';

let svc: TestService | undefined;
afterEach(async () => {
  await svc?.close();
  svc = undefined;
});

async function withFaults(options: ConstructorParameters<typeof Faults>[0], maxBodyBytes?: number) {
  const faults = new Faults(options);
  svc = await startTestService({ http: { faults, maxBodyBytes } });
  const requests: string[] = [];
  svc.server.on('request', (req) => requests.push(`${req.method} ${req.url}`));
  return { svc, faults, requests, as: { url: svc.url, token: svc.token } };
}

describe('retries under injected faults', () => {
  it('retries a GET on 502/503 three times, then exits 1 with a clear message', async () => {
    const { requests, as } = await withFaults({ errorRate: 1, errorStatuses: [502, 503] });
    const res = await runCli(['spaces', 'list', '--org', 'demo'], as);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/^docs-cli: injected fault: HTTP 50[23] \(after 4 attempts\)\n$/);
    expect(requests).toHaveLength(4);
  });

  it('does not retry a 500 (the server failed; retrying will not help)', async () => {
    const { requests, as } = await withFaults({ errorRate: 1, errorStatuses: [500] });
    const res = await runCli(['spaces', 'list', '--org', 'demo'], as);
    expect(res.code).toBe(1);
    expect(requests).toHaveLength(1);
  });

  it('never retries a POST that reached the server', async () => {
    const { requests, as } = await withFaults({ errorRate: 1, errorStatuses: [503] });
    const res = await runCli(['spaces', 'create', '--title', 'Once', '--org', 'demo'], as);
    expect(res.code).toBe(1);
    expect(requests.filter((r) => r.startsWith('POST'))).toHaveLength(1);
  });

  it('succeeds through a seeded 50% error rate on reads', async () => {
    const { faults, as } = await withFaults({ errorRate: 0.5, errorStatuses: [502, 503], seed: 7 });
    const res = await runCli(['spaces', 'list', '-o', 'ids'], as);
    expect(res.code).toBe(0);
    expect(res.stdout.trim().split('\n')).toHaveLength(4);
    expect(faults.injected.errors).toBeGreaterThan(0);
  });

  it('waits for Retry-After on 429, then succeeds in the next window', async () => {
    const { faults, requests, as } = await withFaults({ rateLimit: 1 });
    const started = Date.now();
    // Another client spends the window: the org lookup is refused, waits, and passes; the list
    // then waits for the next window by the X-RateLimit headers instead of being refused.
    await fetch(`${as.url}/v1/user`, { headers: { authorization: `Bearer ${as.token}` } });
    const res = await runCli(['spaces', 'list', '-o', 'ids', '--verbose'], {
      ...as,
      env: { DOCS_CLI_MAX_RETRIES: '1' },
    });
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout.trim().split('\n')).toHaveLength(4);
    expect(faults.injected.rateLimited).toBe(1);
    expect(requests).toHaveLength(4);
    expect(res.stderr).toMatch(/^\* retrying in \d+ ms \(429\)$/m);
    expect(res.stderr).toMatch(/^\* waiting \d+ ms \(rate limit nearly reached\)$/m);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('exits 6 with the remedy when every request is rate limited', async () => {
    const { as } = await withFaults({ rateLimit: 1 });
    await fetch(`${as.url}/v1/user`, { headers: { authorization: `Bearer ${as.token}` } });
    const res = await runCli(['orgs', 'list'], { ...as, env: { DOCS_CLI_MAX_RETRIES: '0' } });
    expect(res.code).toBe(6);
    expect(res.stderr).toBe('docs-cli: rate limit exceeded\nthe service is rate limiting requests; try again later\n');
  });

  it('retries a GET whose answer was lost to a reset, but not a POST (it may have been applied)', async () => {
    const { svc: s, requests, as } = await withFaults({ resetRate: 1 });
    const get = await runCli(['orgs', 'list'], as);
    expect(get.code).toBe(1);
    expect(get.stderr).toContain('connection reset');
    expect(requests.filter((r) => r.startsWith('GET /v1/orgs'))).toHaveLength(4);
    const before = s.service.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM spaces')!.n;
    const post = await runCli(['spaces', 'create', '--title', 'Lost answer', '--org', s.orgId], as);
    expect(post.code).toBe(1);
    expect(requests.filter((r) => r.startsWith('POST'))).toHaveLength(1);
    expect(s.service.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM spaces')!.n).toBe(before + 1);
  });

  it('retries a POST when the connection was refused (it never reached a server)', async () => {
    const res = await runCli(['spaces', 'create', '--title', 'x', '--org', 'o', '--verbose'], {
      url: 'http://127.0.0.1:9',
      token: 't',
    });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('connection refused (after 4 attempts)');
    expect(res.stderr.match(/> POST/g)).toHaveLength(4);
  });

  it('refuses bodies over the limit with 413 before reading them (exit 2)', async () => {
    const { as } = await withFaults({}, 32);
    const res = await runCli(['spaces', 'create', '--title', 'A title long enough to pass 32 bytes'], as);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('larger than 32 bytes');
  });
});
