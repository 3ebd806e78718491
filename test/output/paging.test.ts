import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpace } from '../../src/server/store/spaces.js';
import { runCli } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
let originals: Set<string>;

beforeAll(async () => {
  svc = await startTestService({ demo: false });
  const { db } = svc.service;
  const now = new Date();
  originals = new Set(
    db.tx(() =>
      Array.from({ length: 2500 }, (_, i) => createSpace(db, { orgId: svc.orgId, title: `Space ${i}` }, now).id),
    ),
  );
});
afterAll(async () => svc.close());

describe('spaces list --all', () => {
  it('prints every space exactly once', async () => {
    const res = await runCli(['spaces', 'list', '--all', '-o', 'ids'], { url: svc.url, token: svc.token });
    expect(res.code).toBe(0);
    const ids = res.stdout.trim().split('\n');
    expect(ids).toHaveLength(2500);
    expect(new Set(ids)).toEqual(originals);
  });

  it('skips and repeats nothing while spaces are created and deleted between pages', async () => {
    const { app, db } = svc.service;
    const handle = app.handle;
    let churn: string | undefined;
    let pages = 0;
    app.handle = async (req, opts) => {
      const listing = req.method === 'GET' && /\/spaces\?/.test(req.url);
      if (listing && churn) db.run('UPDATE spaces SET deleted_at = ? WHERE id = ?', new Date().toISOString(), churn);
      const reply = await handle(req, opts);
      if (listing) {
        pages++;
        // Delete a space this page already showed (shifts any offset-based paging) and add a new one.
        const shown = (reply.body as { items: Array<{ id: string }> }).items;
        if (shown.length)
          db.run('UPDATE spaces SET deleted_at = ? WHERE id = ?', new Date().toISOString(), shown[0]!.id);
        churn = createSpace(db, { orgId: svc.orgId, title: `churn ${pages}` }, new Date()).id;
      }
      return reply;
    };
    try {
      const res = await runCli(['spaces', 'list', '--all', '-o', 'ids'], { url: svc.url, token: svc.token });
      expect(res.code).toBe(0);
      const ids = res.stdout.trim().split('\n');
      expect(pages).toBeGreaterThanOrEqual(3);
      expect(ids).toHaveLength(2500);
      expect(new Set(ids)).toEqual(originals);
    } finally {
      app.handle = handle;
    }
  });

  it('--limit 10 prints 10', async () => {
    const res = await runCli(['spaces', 'list', '--limit', '10', '-o', 'ids'], { url: svc.url, token: svc.token });
    expect(res.stdout.trim().split('\n')).toHaveLength(10);
  });

  it('--limit across pages and --page continue where a page ended', async () => {
    const page = await fetch(`${svc.url}/v1/orgs/${svc.orgId}/spaces?limit=5`, {
      headers: { authorization: `Bearer ${svc.token}` },
    });
    const body = (await page.json()) as { next: { page: string }; items: Array<{ id: string }> };
    const rest = await runCli(['spaces', 'list', '--page', body.next.page, '--limit', '5', '-o', 'ids'], {
      url: svc.url,
      token: svc.token,
    });
    const ids = rest.stdout.trim().split('\n');
    expect(ids).toHaveLength(5);
    for (const id of ids) expect(body.items.map((i) => i.id)).not.toContain(id);
  });

  it('rejects a corrupt cursor with 400 and limit outside 0..1000', async () => {
    const bad = await runCli(['spaces', 'list', '--page', 'garbage!'], { url: svc.url, token: svc.token });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('page:');
    const res = await fetch(`${svc.url}/v1/orgs/${svc.orgId}/spaces?limit=1001`, {
      headers: { authorization: `Bearer ${svc.token}` },
    });
    expect(res.status).toBe(400);
  });
});
