import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runJson } from '../../helpers/cli.js';
import { startTestService, type TestService } from '../../helpers/service.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());

const as = (role = 'admin') => ({ url: svc.url, token: svc.tokenFor(role) });

describe('spaces over HTTP', () => {
  it('lists the demo spaces', async () => {
    const spaces = await runJson<Array<{ title: string }>>(['spaces', 'list'], as());
    expect(spaces.map((s) => s.title)).toEqual([
      'Getting Started',
      'API Reference',
      'Internal Handbook',
      'Release Notes',
    ]);
  });

  it('creates, moves, deletes and restores a space', async () => {
    const collection = await runJson(['collections', 'create', '--title', 'Guides'], as());
    expect(collection.object).toBe('collection');
    const space = await runJson(['spaces', 'create', '--title', 'Tutorial'], as());
    const moved = await runJson(['spaces', 'move', space.id, '--parent', collection.id], as());
    expect(moved.parent).toBe(collection.id);
    const del = await runCli(['spaces', 'delete', space.id, '--yes'], as());
    expect(del.code).toBe(0);
    expect((await runCli(['spaces', 'get', space.id], as())).code).toBe(3);
    const restored = await runJson(['spaces', 'restore', space.id], as());
    expect(restored.id).toBe(space.id);
  });

  it('maps failures to exit codes', async () => {
    expect((await runCli(['spaces', 'get', 'nope'], as())).code).toBe(3);
    expect((await runCli(['spaces', 'get', 'nope'], { url: svc.url })).code).toBe(4);
    expect((await runCli(['spaces', 'get', 'nope'], { url: svc.url, token: 'bad' })).code).toBe(4);
    const long = await runCli(['spaces', 'create', '--title', 'x'.repeat(51), '--verbose'], as());
    expect(long.code).toBe(2);
    expect(long.stderr).toContain('--title: must be at most 50 characters');
    expect(long.stderr).not.toContain('> POST');
  });

  it('refuses a read member deleting a space, and keeps the space', async () => {
    const spaces = await runJson<Array<{ id: string }>>(['spaces', 'list'], as());
    const target = spaces[0]!.id;
    const res = await runCli(['spaces', 'delete', target, '--yes'], as('read'));
    expect(res.code).toBe(4);
    expect((await runCli(['spaces', 'get', target], as())).code).toBe(0);
  });

  it('needs --yes to delete without a terminal', async () => {
    const space = await runJson(['spaces', 'create', '--title', 'Keep me'], as());
    const res = await runCli(['spaces', 'delete', space.id], as());
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('--yes');
    expect((await runCli(['spaces', 'get', space.id], as())).code).toBe(0);
  });
});
