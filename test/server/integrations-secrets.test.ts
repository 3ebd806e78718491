import { randomBytes } from 'node:crypto';
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readIntegrationSecrets } from '../../src/server/store/extensions/integrations.js';
import { runCli, tempDir, type CliResult } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';

/**
 * A secret given at publish time appears in no response of any endpoint and in no CLI output:
 * every reply the service gives during this file is captured and searched.
 */
const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'integrations', 'analytics');
const ENV_SECRET = `env-${randomBytes(16).toString('hex')}`;
const FILE_SECRET = `file-${randomBytes(16).toString('hex')}`;
const DOTENV_SECRET = `dotenv-${randomBytes(16).toString('hex')}`;
const SECRETS = [ENV_SECRET, FILE_SECRET, DOTENV_SECRET];

let svc: TestService;
const replies: Array<{ method: string; url: string; status: number; text: string }> = [];
const outputs: CliResult[] = [];
let manifestFile: string;
let secretsFile: string;

beforeAll(async () => {
  svc = await startTestService();
  const handle = svc.service.app.handle;
  svc.service.app.handle = async (req, opts) => {
    const reply = await handle(req, opts);
    const text = reply.raw ? reply.raw.toString('latin1') : reply.body === undefined ? '' : JSON.stringify(reply.body);
    replies.push({ method: req.method, url: req.url, status: reply.status, text });
    return reply;
  };
  const dir = tempDir();
  cpSync(FIXTURE, dir, { recursive: true });
  writeFileSync(join(dir, 'cert.txt'), `${FILE_SECRET}\n`);
  manifestFile = join(dir, 'manifest.yaml');
  writeFileSync(
    manifestFile,
    `name: secretive
title: Secretive
description: Holds secrets.
script: ./script.js
visibility: public
target: site
categories: [analytics]
scopes: [site:views:read]
secrets:
  API_KEY: \${{ env.ACME_API_KEY }}
  CERT: { file: ./cert.txt }
`,
  );
  secretsFile = join(dir, '.env.integration');
  writeFileSync(secretsFile, `# extra secrets\nWEBHOOK_TOKEN="${DOTENV_SECRET}"\n`);
});
afterAll(async () => svc.close());

async function cli(args: string[]): Promise<CliResult> {
  const res = await runCli(args, { url: svc.url, token: svc.token, env: { ACME_API_KEY: ENV_SECRET } });
  outputs.push(res);
  return res;
}

async function http(method: string, path: string, body?: unknown) {
  const res = await fetch(`${svc.url}/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${svc.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

it('stores the secrets and never returns them, from any endpoint or in any CLI output', async () => {
  const publish = ['integrations', 'publish', '--file', manifestFile, '--secrets-file', secretsFile];
  expect((await cli([...publish, '--verbose'])).code).toBe(0);
  expect((await cli([...publish, '-o', 'json', '--verbose'])).code).toBe(0);
  expect((await cli([...publish, '--dry-run', '--verbose'])).code).toBe(0);
  expect((await cli(publish)).code).toBe(0);

  // Stored encrypted at rest: the rows hold no plain value, the service's key opens them.
  const integrationId = svc.service.db.get<{ id: string }>(
    'SELECT id FROM integrations WHERE name = ?',
    'secretive',
  )!.id;
  const rows = svc.service.db.all<{ value: string }>(
    'SELECT value FROM integration_secrets WHERE integration_id = ?',
    integrationId,
  );
  expect(rows).toHaveLength(3);
  for (const row of rows) for (const secret of SECRETS) expect(row.value).not.toContain(secret);
  expect(readIntegrationSecrets(svc.service.db, svc.service.app.svc.config.secrets, integrationId)).toEqual({
    API_KEY: ENV_SECRET,
    CERT: FILE_SECRET,
    WEBHOOK_TOKEN: DOTENV_SECRET,
  });

  for (const args of [
    ['integrations', 'get', 'secretive', '--verbose'],
    ['integrations', 'get', 'secretive', '-o', 'json'],
    ['integrations', 'list', '--all', '-o', 'json', '--verbose'],
    ['integrations', 'list', '--category', 'analytics', '--target', 'site', '-o', 'jsonl'],
    ['integrations', 'installations', 'install', 'secretive', '--external-id', 'x1', '-o', 'json', '--verbose'],
    ['integrations', 'installations', 'list', 'secretive', '-o', 'json'],
  ]) {
    expect((await cli(args)).code).toBe(0);
  }
  const installation = JSON.parse(
    (await cli(['integrations', 'installations', 'list', 'secretive', '-o', 'json'])).stdout,
  )[0];
  expect((await cli(['integrations', 'installations', 'get', 'secretive', installation.id, '-o', 'json'])).code).toBe(
    0,
  );

  // Error answers must not echo the body either.
  const bad = await http('POST', '/integrations/secretive', {
    title: 'x',
    description: 'd',
    script: 's',
    scopes: [],
    organization: svc.orgId,
    secrets: { API_KEY: ENV_SECRET },
  });
  expect(bad.status).toBe(400);
  const badName = await http('POST', '/integrations/secretive', {
    title: 'Secretive',
    description: 'd',
    script: 's',
    scopes: [],
    organization: svc.orgId,
    secrets: { 'bad name': ENV_SECRET },
  });
  expect(badName.status).toBe(400);
  const long = await http('POST', '/integrations/secretive', {
    title: 'Secretive',
    description: 'd',
    script: 's',
    scopes: [],
    organization: svc.orgId,
    secrets: { API_KEY: ENV_SECRET.repeat(1000) },
  });
  expect(long.status).toBe(400);
  const published = JSON.parse((await http('GET', '/integrations/secretive')).text);
  for (const url of [
    `${published.urls.assets}/icon`,
    `${svc.url}/v1/integrations/secretive/installations?externalId=x1`,
  ])
    await fetch(url, { headers: { authorization: `Bearer ${svc.token}` } });

  expect((await cli(['integrations', 'installations', 'uninstall', 'secretive', '--yes', '--verbose'])).code).toBe(0);
  expect((await cli(['integrations', 'unpublish', 'secretive', '--yes', '--verbose'])).code).toBe(0);

  // The capture saw the publish replies, so an echo would have been caught.
  expect(
    replies.filter((r) => r.method === 'POST' && r.url === '/v1/integrations/secretive' && r.status === 200),
  ).toHaveLength(3);
  expect(replies.length).toBeGreaterThan(20);
  for (const reply of replies) {
    for (const secret of SECRETS) expect(reply.text, `${reply.method} ${reply.url}`).not.toContain(secret);
  }
  for (const out of outputs) {
    for (const secret of SECRETS) {
      expect(out.stdout).not.toContain(secret);
      expect(out.stderr).not.toContain(secret);
    }
  }
  // The CLI did print something worth searching.
  expect(outputs.some((o) => o.stderr.includes('> POST'))).toBe(true);
  expect(outputs.some((o) => o.stdout.includes('"name": "secretive"'))).toBe(true);
});

it('keeps the stored secrets when a publish gives none, and replaces them when it gives some', async () => {
  const base = { title: 'Keeper', description: 'd', script: 's', scopes: [], organization: svc.orgId };
  expect((await http('POST', '/integrations/keeper', { ...base, secrets: { A: 'one', B: 'two' } })).status).toBe(200);
  expect((await http('POST', '/integrations/keeper', base)).status).toBe(200);
  const names = () =>
    svc.service.db
      .all<{ name: string }>(
        'SELECT s.name FROM integration_secrets s JOIN integrations i ON i.id = s.integration_id WHERE i.name = ? ORDER BY s.name',
        'keeper',
      )
      .map((r) => r.name);
  expect(names()).toEqual(['A', 'B']);
  expect((await http('POST', '/integrations/keeper', { ...base, secrets: { C: 'three' } })).status).toBe(200);
  expect(names()).toEqual(['C']);
});
