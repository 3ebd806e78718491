import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runJson } from '../../helpers/cli.js';
import { startTestService, type TestService } from '../../helpers/service.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());

const as = (role = 'admin') => ({ url: svc.url, token: svc.tokenFor(role) });
type Settings = {
  object: string;
  id: string;
  title: string;
  languages: string[];
  permissions: { view: boolean; edit: boolean };
};

async function http(method: string, path: string, body?: unknown) {
  const res = await fetch(`${svc.url}/v1/orgs/${svc.orgId}${path}`, {
    method,
    headers: { authorization: `Bearer ${svc.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

describe('translations', () => {
  it('lists the demo "French" settings', async () => {
    const items = await runJson<Settings[]>(['translations', 'list'], as());
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      object: 'translation-settings',
      title: 'French',
      languages: ['fr'],
      permissions: { view: true, edit: true },
    });
    const read = await runJson<Settings[]>(['translations', 'list'], as('read'));
    expect(read[0]!.permissions).toEqual({ view: true, edit: false });
    expect((await runCli(['translations', 'list'], as('guest'))).code).toBe(4);
  });

  it('creates, gets, updates and deletes (205) translation settings', async () => {
    const created = await runJson<Settings>(
      ['translations', 'create', '--title', 'Iberian', '--language', 'es', '--language', 'PT-BR', '--language', 'es'],
      as(),
    );
    expect(created).toMatchObject({ title: 'Iberian', languages: ['es', 'pt-br'] });
    expect((await runJson<Settings>(['translations', 'get', created.id], as())).title).toBe('Iberian');
    const renamed = await runJson<Settings>(
      ['translations', 'update', created.id, '--title', 'Spanish and Portuguese'],
      as(),
    );
    expect(renamed).toMatchObject({ title: 'Spanish and Portuguese', languages: ['es', 'pt-br'] });
    const relanguaged = await runJson<Settings>(['translations', 'update', created.id, '--language', 'es'], as());
    expect(relanguaged).toMatchObject({ title: 'Spanish and Portuguese', languages: ['es'] });
    expect((await runCli(['translations', 'update', created.id], as())).code).toBe(2);
    expect((await runCli(['translations', 'delete', created.id, '--yes'], as())).code).toBe(0);
    expect((await runCli(['translations', 'get', created.id], as())).code).toBe(3);
    expect((await http('DELETE', `/translations/${created.id}`)).status).toBe(404);
  });

  it('enforces the limits and the admin role', async () => {
    const long = await runCli(['translations', 'create', '--title', 'x'.repeat(101)], as());
    expect(long.code).toBe(2);
    expect(long.stderr).toContain('--title: must be at most 100 characters');
    expect((await http('POST', '/translations', {})).body.error.message).toBe('title: is required');
    expect((await http('POST', '/translations', { title: '' })).status).toBe(400);
    expect(
      (await http('POST', '/translations', { title: 'Bad', languages: ['not a language'] })).body.error.message,
    ).toBe('languages[0]: must be a language code like fr or pt-br');
    const put = await http('PUT', `/translations/nope`, { title: 'x' });
    expect(put.status).toBe(404);
    expect((await runCli(['translations', 'create', '--title', 'German'], as('create'))).code).toBe(4);
    const del = await http('POST', '/translations', { title: 'Temp' });
    expect(del.status).toBe(201);
    expect((await http('DELETE', `/translations/${del.body.id}`)).status).toBe(205);
  });
});
