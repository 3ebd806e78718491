import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runJson, tempDir } from '../../helpers/cli.js';
import { startTestService, type TestService } from '../../helpers/service.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());

describe('auth and profiles', () => {
  it('logs in with --with-token, stores the profile 0600, and uses it', async () => {
    const dir = tempDir();
    const login = await runCli(['auth', 'login', '--api-url', svc.url, '--with-token', '--profile', 'work'], {
      configDir: dir,
      stdin: `${svc.token}\n`,
    });
    expect(login.code).toBe(0);
    expect(login.stdout).toBe('');
    const file = join(dir, 'config.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.currentProfile).toBe('work');
    expect(saved.profiles.work).toMatchObject({ apiUrl: svc.url, org: svc.orgId });
    const status = await runJson(['auth', 'status'], { configDir: dir });
    expect(status).toMatchObject({ profile: 'work', tokenSource: 'profile', apiUrl: svc.url });
    expect(status.user).toContain('Ada Admin');
    const spaces = await runJson<unknown[]>(['spaces', 'list'], { configDir: dir });
    expect(spaces.length).toBe(4);
    expect((await runCli(['auth', 'token'], { configDir: dir })).stdout.trim()).toBe(svc.token);
  });

  it('lets DOCS_CLI_TOKEN win over the stored token, and flags win over the environment', async () => {
    const dir = tempDir();
    await runCli(['auth', 'login', '--api-url', svc.url, '--with-token'], { configDir: dir, stdin: svc.token });
    const status = await runJson(['auth', 'status'], { configDir: dir, env: { DOCS_CLI_TOKEN: svc.tokenFor('read') } });
    expect(status).toMatchObject({ tokenSource: 'env', profile: 'default' });
    expect(status.user).toContain('Reed Reader');
    const flagged = await runCli(['auth', 'status', '--api-url', 'http://127.0.0.1:1', '-o', 'json'], {
      configDir: dir,
      env: { DOCS_CLI_API_URL: svc.url, DOCS_CLI_TOKEN: svc.token },
    });
    expect(flagged.code).toBe(1);
    expect(flagged.stderr).toContain('connection refused');
  });

  it('checks the token before saving it', async () => {
    const dir = tempDir();
    const res = await runCli(['auth', 'login', '--api-url', svc.url, '--with-token'], {
      configDir: dir,
      stdin: 'not-a-token',
    });
    expect(res.code).toBe(4);
    expect((await runCli(['config', 'list', '-o', 'ids'], { configDir: dir })).stdout.trim()).toBe('local');
  });

  it('never prompts without a terminal', async () => {
    const res = await runCli(['auth', 'login', '--api-url', svc.url], { configDir: tempDir() });
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('--with-token');
  });

  it('logs out, switches, shows and removes profiles, and sets a default org', async () => {
    const dir = tempDir();
    await runCli(['auth', 'login', '--api-url', svc.url, '--with-token', '--profile', 'a'], {
      configDir: dir,
      stdin: svc.token,
    });
    await runCli(['auth', 'login', '--api-url', svc.url, '--with-token', '--profile', 'b'], {
      configDir: dir,
      stdin: svc.token,
    });
    const profiles = await runJson<Array<{ name: string; current: boolean }>>(['config', 'list'], { configDir: dir });
    expect(profiles.find((p) => p.current)?.name).toBe('b');
    expect((await runCli(['config', 'use', 'a'], { configDir: dir })).code).toBe(0);
    expect((await runJson(['config', 'show'], { configDir: dir })).name).toBe('a');
    expect((await runCli(['config', 'set-org', 'org123'], { configDir: dir })).code).toBe(0);
    expect((await runJson(['config', 'show', 'a'], { configDir: dir })).org).toBe('org123');
    expect((await runCli(['auth', 'logout'], { configDir: dir })).code).toBe(0);
    const out = await runCli(['spaces', 'list'], { configDir: dir });
    expect(out.code).toBe(4);
    expect(out.stderr).toContain('auth login');
    expect((await runCli(['config', 'remove', 'b'], { configDir: dir })).code).toBe(2);
    expect((await runCli(['config', 'remove', 'b', '--yes'], { configDir: dir })).code).toBe(0);
    expect((await runCli(['config', 'use', 'b'], { configDir: dir })).code).toBe(2);
    const config = readFileSync(join(dir, 'config.json'), 'utf8');
    expect(JSON.parse(config).profiles.a.token).toBeUndefined();
  });

  it('rejects an unknown profile and a bad API URL with exit 2', async () => {
    expect((await runCli(['spaces', 'list', '--profile', 'ghost'])).code).toBe(2);
    const bad = await runCli(['spaces', 'list', '--api-url', 'ftp://x']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('only http and https');
  });
});

describe('the embedded local profile', () => {
  it('works with no server and no account, on a demo workspace created on first use', async () => {
    const dir = tempDir();
    const spaces = await runJson<Array<{ title: string }>>(['spaces', 'list'], { configDir: dir });
    expect(spaces.map((s) => s.title)).toContain('Getting Started');
    const created = await runJson(['spaces', 'create', '--title', 'Offline'], { configDir: dir });
    const again = await runJson<Array<{ id: string }>>(['spaces', 'list', '--all'], { configDir: dir });
    expect(again.map((s) => s.id)).toContain(created.id);
    const status = await runJson(['auth', 'status'], { configDir: dir });
    expect(status.apiUrl).toContain('embedded');
  });
});
