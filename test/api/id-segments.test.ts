/**
 * Ids never address another resource: for every command taking an id (a walk of the whole
 * tree), `.`, `..`, `%2e%2e`, `a/b` and an empty id exit 2 and send nothing, over HTTP (with a
 * request log of the service) and embedded. Then the destructive cases of the issue through the
 * built binary against a `docs-cli server start` process in another temp dir.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandSpec, GroupSpec } from '../../src/commands/spec.js';
import { commandTree } from '../../src/commands/groups.js';
import { runBin } from '../helpers/bin.js';
import { runCli, tempDir } from '../helpers/cli.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { startTestService, type TestService } from '../helpers/service.js';

const tree = await commandTree();

const BAD_IDS = ['.', '..', '%2e%2e', 'a/b', ''];
/** Argument and option names whose value ends up as a path segment. */
const ID_ARGS = new Set([
  'org',
  'domain',
  'user',
  'invite',
  'team',
  'collection',
  'space',
  'file',
  'comment',
  'reply',
  'number',
  'site',
  'item',
  'section',
  'group',
  'site-space',
  'link',
  'translation',
  'slug',
  'version',
  'integration',
  'installation',
]);
const ID_OPTIONS = new Set(['--space', '--site']);

interface Invocation {
  label: string;
  argv: string[];
}

let svc: TestService;
const seen: string[] = [];
const V: Record<string, string> = {};

function commands(groups: readonly GroupSpec[], prefix: string[] = []): Array<{ path: string[]; spec: CommandSpec }> {
  return groups.flatMap((g) => [
    ...g.commands.map((spec) => ({ path: [...prefix, g.name, spec.name], spec })),
    ...commands(g.groups ?? [], [...prefix, g.name]),
  ]);
}

/** One invocation per id slot and bad value; every other part is a plausible value. */
function invocations(): Invocation[] {
  const out: Invocation[] = [];
  for (const { path, spec } of commands(tree)) {
    if (spec.effect === 'local' && path[0] !== 'config') continue;
    const args = (spec.args ?? []).filter((a) => !a.variadic);
    const opts = (spec.options ?? []).filter((o) => o.required || ID_OPTIONS.has(o.flags.split(' ')[0]!));
    const value = (name: string) => V[name] ?? 'x';
    const base = () => ({
      pos: args.map((a) => value(a.name)),
      opts: opts.flatMap((o) => [o.flags.split(' ')[0]!, value(/<([^>]+)>/.exec(o.flags)?.[1] ?? '')]),
    });
    const extra = ['--yes', '--no-input', '--org', V.org!];
    for (const bad of BAD_IDS) {
      args.forEach((a, i) => {
        if (!ID_ARGS.has(a.name)) return;
        const b = base();
        b.pos[i] = bad;
        out.push({
          label: `${path.join(' ')} <${a.name}>=${JSON.stringify(bad)}`,
          argv: [...path, ...b.pos, ...b.opts, ...extra],
        });
      });
      opts.forEach((o, i) => {
        const flag = o.flags.split(' ')[0]!;
        if (!ID_OPTIONS.has(flag)) return;
        const b = base();
        b.opts[i * 2 + 1] = bad;
        out.push({
          label: `${path.join(' ')} ${flag}=${JSON.stringify(bad)}`,
          argv: [...path, ...b.pos, ...b.opts, ...extra],
        });
      });
    }
  }
  return out;
}

beforeAll(async () => {
  svc = await startTestService();
  const one = (sql: string, ...params: unknown[]) => svc.service.db.get<{ id: string }>(sql, ...params)?.id ?? 'x';
  V.org = svc.orgId;
  V.space = one(
    'SELECT id FROM spaces WHERE org_id = ? AND id IN (SELECT space_id FROM change_requests) ORDER BY seq',
    svc.orgId,
  );
  V.site = one('SELECT id FROM sites WHERE org_id = ? ORDER BY seq', svc.orgId);
  V.team = one('SELECT id FROM teams WHERE org_id = ? ORDER BY seq', svc.orgId);
  V.collection = one('SELECT id FROM collections WHERE org_id = ? ORDER BY seq', svc.orgId);
  V.user = svc.userId('read');
  V.number = '1';
  V.title = 'A title';
  const handle = svc.service.app.handle;
  svc.service.app.handle = async (req, opts) => {
    seen.push(`${req.method} ${req.url}`);
    return handle(req, opts);
  };
});
afterAll(async () => svc?.close());

function check(label: string, res: { code: number; stderr: string }, requests: string[] = []): string | undefined {
  const lines = res.stderr.split('\n').filter(Boolean);
  if (res.code !== 2) return `${label}: exit ${res.code}: ${lines[0]}`;
  if (lines.length < 1 || lines.length > 2 || !lines[0]!.startsWith('docs-cli: '))
    return `${label}: stderr ${JSON.stringify(res.stderr.slice(0, 200))}`;
  if (requests.length) return `${label}: sent ${requests.join(', ')}`;
  return undefined;
}

describe('ids that are empty, dot segments or hold a slash', () => {
  it('exit 2 and send nothing over HTTP, for every command taking an id', async () => {
    const cases = invocations();
    const failures: string[] = [];
    for (const c of cases) {
      const before = seen.length;
      const res = await runCli(c.argv, { url: svc.url, token: svc.token });
      const problem = check(c.label, res, seen.slice(before));
      if (problem) failures.push(problem);
    }
    console.log(`${cases.length} bad ids tried over HTTP`);
    expect(failures.join('\n')).toBe('');
    expect(cases.length).toBeGreaterThan(600);
  }, 300_000);

  it('exit 2 on the embedded workspace, refused by the encoder', async () => {
    const configDir = tempDir();
    const cases = invocations().filter((c) => !c.argv.includes(''));
    const failures: string[] = [];
    for (const c of cases) {
      const res = await runCli(c.argv, { configDir });
      const problem = check(c.label, res);
      if (problem) failures.push(problem);
    }
    expect(failures.join('\n')).toBe('');
  }, 300_000);
});

describe('the destructive cases of the issue, built binary against server start', () => {
  let server: ServerProcess;
  const client = tempDir();
  const env = () => ({ DOCS_CLI_API_URL: server.url, DOCS_CLI_TOKEN: server.token, DOCS_CLI_CONFIG_DIR: client });
  const json = async (args: string[]) => JSON.parse((await runBin([...args, '-o', 'json'], env())).stdout);

  beforeAll(async () => {
    server = await startServerProcess();
  });
  afterAll(async () => server?.stop());

  it('refuses .. and %2e%2e before any request; the parents are untouched', async () => {
    const site = (await json(['sites', 'list']))[0];
    const space = (await json(['spaces', 'list']))[0];
    const team = (await json(['teams', 'list']))[0];
    const runs = [
      ['sites', 'share-links', 'delete', '..', '--site', site.id, '--yes'],
      ['sites', 'share-links', 'delete', '%2e%2e', '--site', site.id, '--yes'],
      ['spaces', 'comments', 'delete', space.id, '..', '--yes'],
      ['teams', 'members', 'remove', team.id, '..', '--yes'],
      ['sites', 'sections', 'update', '..', '--site', site.id, '--title', 'Renamed'],
      ['orgs', 'members', 'update', '..', '--role', 'admin'],
      ['sites', 'share-links', 'delete', '..', '--site', site.id, '--dry-run'],
    ];
    for (const argv of runs) {
      const res = await runBin(argv, env());
      expect({ argv, code: res.exitCode, stderr: res.stderr }).toMatchObject({
        code: 2,
        stderr: expect.stringMatching(/^docs-cli: .*invalid id "(\.\.|%2e%2e)"/),
      });
      expect(res.stdout).toBe('');
    }
    expect((await json(['sites', 'get', site.id])).title).toBe(site.title);
    expect((await json(['spaces', 'get', space.id])).id).toBe(space.id);
    expect((await json(['teams', 'get', team.id])).members).toBe(team.members);
  }, 120_000);
});
