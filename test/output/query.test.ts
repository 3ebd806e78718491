import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runJson } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());

const as = () => ({ url: svc.url, token: svc.token });

describe('--query', () => {
  it('filters a list into a JSON array of ids', async () => {
    const all = await runJson<Array<{ id: string; visibility: string }>>(['spaces', 'list', '--all'], as());
    const res = await runCli(['spaces', 'list', '--all', '-o', 'json', '--query', "[?visibility=='public'].id"], as());
    expect(res.code).toBe(0);
    const ids = JSON.parse(res.stdout);
    expect(ids).toEqual(all.filter((s) => s.visibility === 'public').map((s) => s.id));
    expect(ids.length).toBeGreaterThan(0);
  });

  it('applies to the JSON -o json prints, whatever -o says', async () => {
    const json = await runJson<unknown[]>(['spaces', 'list'], as());
    for (const format of ['json', 'table', 'jsonl', 'ids']) {
      const res = await runCli(['spaces', 'list', '-o', format, '--query', 'length(@)'], as());
      expect(res.stdout.trim()).toBe(String(json.length));
    }
  });

  it('works on a single resource', async () => {
    const [space] = await runJson<Array<{ id: string; title: string }>>(['spaces', 'list', '--limit', '1'], as());
    const res = await runCli(['spaces', 'get', space!.id, '--query', '{t: title, o: object}'], as());
    expect(JSON.parse(res.stdout)).toEqual({ t: space!.title, o: 'space' });
  });

  it('respects --limit before querying', async () => {
    const res = await runCli(['spaces', 'list', '--limit', '2', '--query', '[].id'], as());
    expect(JSON.parse(res.stdout)).toHaveLength(2);
  });

  it('rejects a bad expression with exit 2 before any request', async () => {
    const res = await runCli(['spaces', 'list', '--query', '[?visibility==', '--verbose'], as());
    expect(res.code).toBe(2);
    expect(res.stdout).toBe('');
    expect(res.stderr).toMatch(/^docs-cli: invalid --query expression/);
    expect(res.stderr).not.toContain('> GET');
  });

  it('prints null for a path that matches nothing', async () => {
    const res = await runCli(['orgs', 'get', '--query', 'nothing.here'], as());
    expect(res.code).toBe(0);
    expect(res.stdout.trim()).toBe('null');
  });
});
