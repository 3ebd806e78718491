import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runJson } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
const seen: string[] = [];
beforeAll(async () => {
  svc = await startTestService();
  const handle = svc.service.app.handle;
  svc.service.app.handle = async (req, opts) => {
    seen.push(req.method);
    return handle(req, opts);
  };
});
afterAll(async () => svc.close());

const as = () => ({ url: svc.url, token: svc.token });
const mutationsDuring = async <T>(fn: () => Promise<T>) => {
  const before = seen.length;
  const result = await fn();
  return { result, mutations: seen.slice(before).filter((m) => m !== 'GET') };
};

describe('--dry-run', () => {
  it('prints method, URL and JSON body of a create, sends nothing and exits 0', async () => {
    const count = (await runJson<unknown[]>(['spaces', 'list', '--all'], as())).length;
    const { result, mutations } = await mutationsDuring(() =>
      runCli(['spaces', 'create', '--title', 'Dry', '--edit-mode', 'locked', '--dry-run'], as()),
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      `POST ${svc.url}/v1/orgs/${svc.orgId}/spaces\n${JSON.stringify({ title: 'Dry', editMode: 'locked' }, null, 2)}\n`,
    );
    expect(mutations).toEqual([]);
    expect((await runJson<unknown[]>(['spaces', 'list', '--all'], as())).length).toBe(count);
  });

  it('needs no confirmation for a destructive command, and deletes nothing', async () => {
    const [space] = await runJson<Array<{ id: string }>>(['spaces', 'list', '--limit', '1'], as());
    const { result, mutations } = await mutationsDuring(() =>
      runCli(['spaces', 'delete', space!.id, '--dry-run'], as()),
    );
    expect(result).toMatchObject({ code: 0, stdout: `DELETE ${svc.url}/v1/spaces/${space!.id}\n` });
    expect(mutations).toEqual([]);
    expect((await runCli(['spaces', 'get', space!.id], as())).code).toBe(0);
  });

  it('never shows the token, not even with --verbose', async () => {
    const res = await runCli(['collections', 'create', '--title', 'Dry', '--dry-run', '--verbose'], as());
    expect(res.code).toBe(0);
    expect(res.stdout + res.stderr).not.toContain(svc.token);
    expect(res.stderr).toContain('Bearer [redacted]');
  });

  it('still checks input before printing anything (exit 2)', async () => {
    const res = await runCli(['spaces', 'create', '--title', 'x'.repeat(51), '--dry-run'], as());
    expect(res).toMatchObject({ code: 2, stdout: '' });
  });

  it('is offered by every mutation and by no read', async () => {
    expect((await runCli(['spaces', 'update', '--help'])).stdout).toContain('--dry-run');
    expect((await runCli(['spaces', 'list', '--help'])).stdout).not.toContain('--dry-run');
  });
});
