/**
 * Bad input, everywhere: walks the whole command tree (groups and sub-groups) and feeds every
 * command missing, empty, over-long, wrong-type and wrong-enum arguments and options, each case
 * changing one thing of an otherwise valid invocation built from real demo ids.
 *
 * Every case must exit 2 or 3, say why in one or two `docs-cli: ` lines on stderr with no stack
 * trace, send nothing that changes data when the CLI can reject the input itself, and any
 * request the service does get with bad data must be answered 4xx (never 5xx, never 2xx for a
 * change).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArgSpec, CommandSpec, GroupSpec, OptionSpec } from '../../src/commands/spec.js';
import { standardOptions } from '../../src/commands/build.js';
import { commandTree } from '../../src/commands/groups.js';
import { runCli, runJson, tempDir, type CliResult } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { figure } from '../helpers/figures.js';

const tree = await commandTree();

const LONG = 'x'.repeat(10_000);
const RUN_TIMEOUT_MS = 15_000;
/** The walk must find at least this many cases (it fails if it silently finds nothing). */
const MIN_CASES = 2000;
/** Placeholders of free text that has no length limit in the interface. */
const FREE_TEXT = new Set(['markdown', 'name', 'label', 'host']);

interface Seen {
  method: string;
  url: string;
  body: string;
  status: number;
}

interface Case {
  what: string;
  argv: string[];
  /** The CLI can tell the input is bad by itself: nothing that changes data may be sent. */
  upfront: boolean;
  /** Not bad after all (free text has no limit; an empty --page is the first page): exit 0 allowed. */
  mayPass?: boolean;
  /** Exit codes allowed besides 2 and 3, with the reason. */
  alsoExit?: number[];
  stdin?: string;
}

interface Outcome extends CliResult {
  requests: Seen[];
}

let svc: TestService;
const seen: Seen[] = [];
const V: Record<string, string> = {};
let dir: string;

// ---------------------------------------------------------------------------------------------
// Real demo ids for the valid parts of each invocation.

async function fixtures(): Promise<void> {
  const db = svc.service.db;
  const get = async (path: string): Promise<any> => {
    const reply = await svc.service.app.handle({
      method: 'GET',
      url: `/v1${path}`,
      headers: { authorization: `Bearer ${svc.token}` },
    });
    return reply.status === 200 ? reply.body : undefined;
  };
  const one = (sql: string, ...params: unknown[]) => db.get<{ id: string }>(sql, ...params)?.id;
  const org = svc.orgId;
  const admin = svc.userId('admin');
  V.org = V.organization = org;
  V.space =
    one(
      'SELECT id FROM spaces WHERE deleted_at IS NULL AND org_id = ? AND id IN (SELECT space_id FROM change_requests) ORDER BY seq',
      org,
    ) ?? one('SELECT id FROM spaces WHERE org_id = ? ORDER BY seq', org)!;
  V.collection = one('SELECT id FROM collections WHERE org_id = ? ORDER BY seq', org)!;
  V.site = one('SELECT id FROM sites WHERE org_id = ? ORDER BY seq', org)!;
  V.team = one('SELECT id FROM teams WHERE org_id = ? ORDER BY seq', org)!;
  V.user = V.users = V.member = svc.userId('read');
  V.number = String(
    db.get<{ number: number }>('SELECT number FROM change_requests WHERE space_id = ? ORDER BY seq', V.space)?.number ??
      1,
  );
  const crId = one('SELECT id FROM change_requests WHERE space_id = ? ORDER BY seq', V.space);
  // Comments and replies of the admin, so edits are allowed (only the author may edit).
  const as = { url: svc.url, token: svc.token };
  const mine = await runJson(['spaces', 'comments', 'create', V.space, '--body', 'bad-input fixture'], as);
  await runJson(['spaces', 'comments', 'replies', 'create', V.space, mine.id, '--body', 'bad-input fixture'], as);
  if (crId) {
    const crMine = await runJson(
      ['change-requests', 'comments', 'create', V.number, '--space', V.space, '--body', 'bad-input fixture'],
      as,
    );
    await runJson(
      [
        'change-requests',
        'comments',
        'replies',
        'create',
        V.number,
        crMine.id,
        '--space',
        V.space,
        '--body',
        'bad-input fixture',
      ],
      as,
    );
  }
  V.comment =
    one(
      'SELECT id FROM comments WHERE space_id = ? AND change_request_id IS NULL ORDER BY posted_by = ? DESC, seq',
      V.space,
      admin,
    ) ?? 'no-comment';
  V.crComment =
    one('SELECT id FROM comments WHERE change_request_id = ? ORDER BY posted_by = ? DESC, seq', crId, admin) ??
    'no-comment';
  V.reply =
    one('SELECT id FROM comment_replies WHERE comment_id = ? ORDER BY posted_by = ? DESC, seq', V.comment, admin) ??
    'no-reply';
  V.crReply =
    one('SELECT id FROM comment_replies WHERE comment_id = ? ORDER BY posted_by = ? DESC, seq', V.crComment, admin) ??
    'no-reply';
  V.invite = one('SELECT id FROM link_invites WHERE org_id = ?', org) ?? 'no-invite';
  V.translation = one('SELECT id FROM translation_settings WHERE org_id = ?', org) ?? 'no-translation';
  V.slug =
    db.get<{ slug: string }>('SELECT slug FROM openapi_specs WHERE org_id = ? ORDER BY seq', org)?.slug ?? 'no-spec';
  V.version =
    one('SELECT v.id FROM openapi_versions v JOIN openapi_specs s ON s.id = v.spec_id WHERE s.slug = ?', V.slug) ??
    'latest';
  V.name = V.integration =
    db.get<{ name: string }>('SELECT name FROM integrations ORDER BY seq')?.name ?? 'no-integration';
  V.installation =
    one(
      'SELECT i.id FROM integration_installations i JOIN integrations n ON n.id = i.integration_id WHERE n.name = ?',
      V.name,
    ) ?? 'no-installation';
  V.section = one('SELECT id FROM site_sections WHERE site_id = ? ORDER BY seq', V.site) ?? 'no-section';
  V.group = one('SELECT id FROM site_section_groups WHERE site_id = ? ORDER BY seq', V.site) ?? 'no-group';
  V['site-space'] = V.item =
    one('SELECT id FROM site_spaces WHERE site_id = ? ORDER BY seq', V.site) ?? 'no-site-space';
  V.link = one('SELECT id FROM site_share_links WHERE site_id = ? ORDER BY seq', V.site) ?? 'no-link';
  const pages = (await get(`/spaces/${V.space}/content/pages`))?.pages ?? [];
  V.page = pages[0]?.id ?? 'no-page';
  V.file = (await get(`/spaces/${V.space}/content/files`))?.items?.[0]?.id ?? 'no-file';
  V.emoji = '👍';
  V.query = 'guide';
  V.domain = 'demo.docs-cli.dev';
  V.title = 'A title';
  V.role = 'read';
  V.profile = 'local';
  V.path = '/user';
  // A folder a command writes (orgs pull <dir>) goes under the test's own folder, never the checkout.
  V.dir = join(dir, 'folder');
  V.source = join(process.cwd(), 'test/fixtures/content/guide');
  V['file-or-url'] = join(process.cwd(), 'test/fixtures/openapi/todo-v1.yaml');
  V.manifest = join(process.cwd(), 'test/fixtures/integrations/minimal/manifest.yaml');
  V.email = 'new.person@example.com';
  V.usersFile = join(dir, 'users.txt');
  writeFileSync(V.usersFile, `${V.user}\n`);
  V.schemaFile = join(dir, 'schema.json');
  writeFileSync(V.schemaFile, '{"type":"object","properties":{}}');
}

/** A valid value for an argument of a command. */
function argValue(path: string[], arg: ArgSpec): string {
  const cr = path[0] === 'change-requests';
  if (arg.name === 'comment') return cr ? V.crComment! : V.comment!;
  if (arg.name === 'reply') return cr ? V.crReply! : V.reply!;
  if (arg.name === 'role' && path.includes('teams')) return 'member';
  return V[arg.name] ?? 'x';
}

/** A valid value for a required option, by its placeholder (`--site <site>` -> site). */
function optionValue(path: string[], opt: OptionSpec): string {
  const placeholder = /<([^>]+)>/.exec(opt.flags)?.[1] ?? '';
  if (path.join(' ') === 'teams members sync') return V.usersFile!;
  if (path.join(' ') === 'sites adaptive-schema set') return V.schemaFile!;
  if (placeholder === 'manifest') return V.manifest!;
  if (placeholder === 'title') return 'A title';
  if (placeholder === 'name') return 'a-name';
  if (placeholder === 'email') return V.email!;
  return V[placeholder] ?? 'x';
}

// ---------------------------------------------------------------------------------------------
// The cases of one command.

const longFlag = (flags: string) => /--[a-z0-9-]+/i.exec(flags)![0];
const takesValue = (flags: string) => /[<[]/.test(flags);

function casesFor(path: string[], spec: CommandSpec): Case[] {
  const args = spec.args ?? [];
  const own = spec.options ?? [];
  const all = [...own, ...standardOptions(spec)];
  const extra = [...(spec.effect === 'destructive' ? ['--yes'] : []), '--no-input'];
  const positional = args.filter((a) => !a.variadic).map((a) => argValue(path, a));
  const variadic = args.find((a) => a.variadic);
  const required = own.filter((o) => o.required).flatMap((o) => [longFlag(o.flags), optionValue(path, o)]);
  const build = (pos: string[], opts: string[], rest: string[] = variadic ? [V.user!] : []) => [
    ...path,
    ...pos,
    ...rest,
    ...opts,
    ...extra,
  ];
  const base = (pos = positional) => build(pos, required);
  const cases: Case[] = [];
  const add = (what: string, argv: string[], upfront: boolean, more: Partial<Case> = {}) =>
    cases.push({ what, argv, upfront, ...more });
  // `server start` would serve (and never return) for input the CLI cannot refuse by itself.
  const parseOnly = path.join(' ') === 'server start';

  // Whatever the command: a flag it does not have, and one argument too many.
  add('unknown option', [...base(), '--no-such-option'], true);
  if (!variadic) add('one argument too many', build([...positional, 'surplus'], required), true);

  for (const [i, arg] of args.entries()) {
    if (arg.variadic) {
      if (!parseOnly) {
        add(`<${arg.name}...> empty`, build(positional, required, ['']), false);
        add(`<${arg.name}...> 10,000 characters`, build(positional, required, [LONG]), false);
      }
      continue;
    }
    const with_ = (value: string) => base(positional.map((p, j) => (j === i ? value : p)));
    if (arg.required ?? true) add(`<${arg.name}> missing`, build(positional.slice(0, i), required, []), true);
    add(`<${arg.name}> empty`, with_(''), true);
    add(`<${arg.name}> blank`, with_('   '), true);
    // set-org stores the id without asking the service (a local command); the next org-scoped
    // command reports an unknown organization with exit 3.
    add(`<${arg.name}> 10,000 characters`, with_(LONG), Boolean(arg.limit?.max), {
      mayPass: path.join(' ') === 'config set-org',
    });
    if (arg.limit?.max !== undefined)
      add(`<${arg.name}> one past its limit`, with_('y'.repeat(arg.limit.max + 1)), true);
    if (arg.limit?.pattern) add(`<${arg.name}> breaks its pattern`, with_('Not Valid!'), true);
  }

  for (const opt of all) {
    const flag = longFlag(opt.flags);
    const others = required.filter((_, j) => !(required[j] === flag || required[j - 1] === flag));
    const withOpt = (value: string) => build(positional, [...others, flag, value]);
    if (opt.required) add(`${flag} missing`, build(positional, others), true);
    if (!takesValue(opt.flags)) {
      add(`${flag}=value on a flag that takes none`, build(positional, [...others, `${flag}=garbage`]), true);
      continue;
    }
    add(`${flag} without its value`, [...build(positional, others), flag], true);
    if (opt.type === 'int') {
      add(`${flag} not a number`, withOpt('ten'), true);
      add(`${flag} not a whole number`, withOpt('1.5'), true);
      if (opt.min !== undefined && opt.min > Number.MIN_SAFE_INTEGER)
        add(`${flag} below its minimum`, withOpt(String(opt.min - 1)), true);
      if (opt.max !== undefined && opt.max < Number.MAX_SAFE_INTEGER)
        add(`${flag} above its maximum`, withOpt(String(opt.max + 1)), true);
    }
    if (opt.type === 'number') {
      add(`${flag} not a number`, withOpt('ten'), true);
      add(`${flag} infinite`, withOpt('Infinity'), true);
    }
    if (opt.choices) {
      add(`${flag} not one of its choices`, withOpt('not-a-choice'), true);
      add(`${flag} empty`, withOpt(''), true);
      continue;
    }
    if (parseOnly) continue;
    if (flag === '--query') {
      // Any identifier is a valid JMESPath expression; these are not.
      add(`${flag} not an expression`, withOpt('[?'), true);
      add(`${flag} 10,000 characters, not an expression`, withOpt('['.repeat(10_000)), true);
      continue;
    }
    const placeholder = /<([^>]+)>/.exec(opt.flags)?.[1] ?? '';
    // An empty value is valid where the interface's limit allows it (titles, emoji, icons).
    if (!(opt.limit && !opt.limit.min))
      add(`${flag} empty`, withOpt(''), Boolean(opt.limit?.min), {
        mayPass: flag === '--page' && spec.output === 'list',
      });
    // Free text with no limit (comment bodies, display names, labels) may well be 10,000 characters.
    // So may a filter of a list: one that matches nothing gives an empty list, exit 0 by the contract.
    const freeText =
      (!opt.limit?.max && FREE_TEXT.has(placeholder)) ||
      (spec.output === 'list' && !opt.limit?.max && !opt.required && flag !== '--page');
    // Transfers to an organization the caller is no admin of are 412 by the gap decisions, whatever its id.
    const alsoExit = flag === '--to' ? [5] : undefined;
    add(`${flag} 10,000 characters`, withOpt(LONG), Boolean(opt.limit?.max), { mayPass: freeText, alsoExit });
    if (opt.limit?.max !== undefined) add(`${flag} one past its limit`, withOpt('y'.repeat(opt.limit.max + 1)), true);
    if (opt.limit?.pattern) add(`${flag} breaks its pattern`, withOpt('Not Valid!'), true);
  }
  if (parseOnly)
    return cases.filter(
      (c) =>
        c.upfront &&
        !c.what.includes('missing') &&
        !c.what.includes('surplus') &&
        c.what !== 'one argument too many' &&
        c.what !== 'unknown option',
    );
  return cases;
}

// ---------------------------------------------------------------------------------------------

async function runCase(c: Case): Promise<Outcome> {
  const before = seen.length;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CliResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ code: -1, stdout: '', stderr: `did not finish in ${RUN_TIMEOUT_MS} ms` }),
      RUN_TIMEOUT_MS,
    );
  });
  try {
    const res = await Promise.race([runCli(c.argv, { url: svc.url, token: svc.token, stdin: c.stdin ?? '' }), timeout]);
    return { ...res, requests: seen.slice(before) };
  } finally {
    clearTimeout(timer);
  }
}

/** What is wrong with an outcome, or undefined. */
function judge(c: Case, o: Outcome): string | undefined {
  const problems: string[] = [];
  const passed = c.mayPass && o.code === 0;
  if (!passed && o.code !== 2 && o.code !== 3 && !c.alsoExit?.includes(o.code)) problems.push(`exit ${o.code}`);
  const lines = o.stderr.split('\n').filter((l) => l !== '');
  if (!passed && (lines.length < 1 || lines.length > 2 || !lines[0]!.startsWith('docs-cli: ')))
    problems.push(`stderr is not one or two docs-cli: lines: ${JSON.stringify(o.stderr.slice(0, 300))}`);
  if (/^\s+at /m.test(o.stderr) || o.stderr.includes('node:internal')) problems.push('stack trace on stderr');
  for (const r of o.requests) {
    const mutation = r.method !== 'GET' && r.method !== 'HEAD';
    if (r.status >= 500) problems.push(`${r.method} ${r.url.slice(0, 120)} answered ${r.status}`);
    else if (mutation && c.upfront)
      problems.push(`sent ${r.method} ${r.url.slice(0, 120)} (${r.status}) for input the CLI can refuse`);
    else if (mutation && r.status < 400 && !passed)
      problems.push(`${r.method} ${r.url.slice(0, 120)} with bad data answered ${r.status}`);
  }
  return problems.length ? problems.join('; ') : undefined;
}

function commands(groups: readonly GroupSpec[], prefix: string[] = []): Array<{ path: string[]; spec: CommandSpec }> {
  return groups.flatMap((g) => [
    ...g.commands.map((spec) => ({ path: [...prefix, g.name, spec.name], spec })),
    ...commands(g.groups ?? [], [...prefix, g.name]),
  ]);
}

beforeAll(async () => {
  dir = tempDir('docs-cli-bad-input-');
  svc = await startTestService();
  await fixtures();
  const handle = svc.service.app.handle;
  svc.service.app.handle = async (req, opts) => {
    const reply = await handle(req, opts);
    seen.push({ method: req.method, url: req.url, body: req.body?.toString('utf8') ?? '', status: reply.status });
    return reply;
  };
});
afterAll(async () => svc.close());

describe('bad input, for every command', () => {
  it('exits 2 or 3 with a one- or two-line message, sends no bad data on', async () => {
    const failures: string[] = [];
    const counts: Array<[string, number]> = [];
    let total = 0;
    for (const { path, spec } of commands(tree)) {
      const cases = casesFor(path, spec);
      for (const c of cases) {
        const outcome = await runCase(c);
        const problem = judge(c, outcome);
        if (problem)
          failures.push(
            `${path.join(' ')}: ${c.what}: ${problem}\n    argv: ${c.argv.map((a) => (a.length > 40 ? `${a.slice(0, 12)}…(${a.length})` : a)).join(' ')}\n    stderr: ${outcome.stderr.trim().split('\n')[0]?.slice(0, 200)}`,
          );
      }
      counts.push([path.join(' '), cases.length]);
      total += cases.length;
    }
    const width = Math.max(...counts.map(([n]) => n.length));
    console.log(`bad inputs tried, per command:\n${counts.map(([n, k]) => `  ${n.padEnd(width)}  ${k}`).join('\n')}`);
    figure('bad-input', `${total} cases over ${counts.length} commands, ${failures.length} failures`);
    expect(failures.join('\n')).toBe('');
    expect(total).toBeGreaterThan(MIN_CASES);
  }, 600_000);
});
