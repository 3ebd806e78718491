/**
 * Walks the whole command tree and checks the rules every command must keep (tree-driven, so it
 * covers commands added later), then proves the checker catches each broken rule on a fake tree.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { CommanderError } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/commands/program.js';
import type { BuildEnv } from '../../src/commands/build.js';
import { message, resource, type CommandSpec, type GroupSpec } from '../../src/commands/spec.js';
import { commandTree } from '../../src/commands/groups.js';
import { allNodes, flagNames, globalFlags, localFlags, type CommandModel } from '../../src/completion/model.js';
import { loadModel } from '../../src/completion/load.js';
import { CliError, exitCodeFor } from '../../src/errors.js';
import { BufferIO } from '../../src/io.js';
import { runCli, tempDir, type CliOptions, type CliResult } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { writeTree } from '../fixtures/content/http.js';

type Runner = (argv: string[], options: CliOptions) => Promise<CliResult>;

interface Violation {
  command: string;
  rule: string;
  detail?: string;
}

/** Verbs that destroy or hand away something: they must be `destructive` (confirmation, --yes). */
const DESTRUCTIVE_VERBS = new Set([
  'delete',
  'remove',
  'transfer',
  'unpublish',
  'revoke',
  'uninstall',
  'purge',
  'destroy',
  'sync',
  'leave',
  'reset',
  'disconnect',
]);
const MUTATING = /^(POST|PUT|PATCH|DELETE) \S+/m;

/**
 * Plausible input for commands whose own examples need things the demo data lacks (their names,
 * local files): more invocations to try, and stdin for `--file -`.
 */
const PLAUSIBLE: Record<string, { examples?: string[]; stdin?: string }> = {
  'teams members remove': { examples: ['docs-cli teams members remove <team-id> <team-member-id>'] },
  // Rosters name real members (unknown users are exit 3, an empty roster exit 2).
  'teams members add': { stdin: 'reed@demo.docs-cli.dev\n' },
  'teams members sync': { stdin: 'reed@demo.docs-cli.dev\n' },
  'sites adaptive-schema set': { stdin: '{"type":"object","properties":{}}' },
  'sites redirects import': {
    examples: ['docs-cli sites redirects import --file - --site <site-id>'],
    stdin: 'source,destination\n/old,https://example.org/new\n',
  },
  'integrations publish': {
    examples: ['docs-cli integrations publish --file test/fixtures/integrations/minimal/manifest.yaml'],
  },
  // A pull of the demo site with one page edited (fixtures below).
  'sites push': { examples: ['docs-cli sites push <site-folder> --site <site-id>'] },
};
const RUN_TIMEOUT_MS = 15_000;

// ---------------------------------------------------------------------------------------------
// The service side: every request the service sees, and plausible values for example placeholders.

interface Recorder {
  requests: Array<{ method: string; url: string }>;
}

function record(svc: TestService): Recorder {
  const rec: Recorder = { requests: [] };
  const handle = svc.service.app.handle;
  svc.service.app.handle = async (req, opts) => {
    rec.requests.push({ method: req.method, url: req.url });
    return handle(req, opts);
  };
  return rec;
}

/** Real ids of the demo data, by the placeholder names examples use (`<space-id>` -> `space`). */
async function fixtures(svc: TestService): Promise<Record<string, string>> {
  const get = async (path: string): Promise<any> => {
    const res = await fetch(`${svc.url}/v1${path}`, { headers: { authorization: `Bearer ${svc.token}` } }).catch(
      () => undefined,
    );
    return res?.ok ? res.json() : undefined;
  };
  const org = svc.orgId;
  const values: Record<string, string | undefined> = { org, organization: org };
  const spaces = (await get(`/orgs/${org}/spaces`))?.items ?? [];
  values.space = spaces[0]?.id;
  values['other-space'] = spaces[1]?.id;
  values.collection = (await get(`/orgs/${org}/collections`))?.items?.[0]?.id;
  values.site = (await get(`/orgs/${org}/sites`))?.items?.[0]?.id;
  values.team = (await get(`/orgs/${org}/teams`))?.items?.[0]?.id;
  values.user = values.member = svc.userId('read');
  values.role = 'read';
  const crs = values.space ? (await get(`/spaces/${values.space}/change-requests`))?.items : undefined;
  values['change-request'] =
    values.cr =
    values.number =
      crs?.[0]?.number !== undefined ? String(crs[0].number) : undefined;
  values.slug = (await get(`/orgs/${org}/openapi`))?.items?.[0]?.slug;
  if (values.team) {
    const members = (await get(`/orgs/${org}/teams/${values.team}/members`))?.items ?? [];
    values['team-member'] = members[0]?.user?.id ?? members[0]?.id;
  }
  // Site structure: ids by object type, wherever they sit in the answer.
  const byObject: Record<string, string[]> = {};
  const scan = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(scan);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.object === 'string' && typeof o.id === 'string') (byObject[o.object] ??= []).push(o.id);
      Object.values(o).forEach(scan);
    }
  };
  if (values.site) scan(await get(`/orgs/${org}/sites/${values.site}/structure`));
  values.section = byObject['site-section']?.[0];
  values['other-section'] = byObject['site-section']?.[1];
  values['site-space'] = byObject['site-space']?.[0];
  values.group = values['section-group'] = byObject['site-section-group']?.[0];
  values.integration = values.name = (await get(`/integrations`))?.items?.[0]?.name;
  if (values.site) values['site-folder'] = await editedSiteFolder(svc, values.site);
  // orgs pull's example writes its folder: under a temporary one, never in the checkout.
  values['backup-folder'] = join(tempDir('docs-cli-consistency-backup-'), 'backup');
  values['docs-folder'] = writeTree(tempDir('docs-cli-consistency-docs-'), {
    'README.md': '# Welcome\n\nEdited for the check.\n',
  });
  return Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => e[1] !== undefined));
}

/** The site pulled into a folder, its first page edited: a `sites push` of it has something to send. */
async function editedSiteFolder(svc: TestService, site: string): Promise<string | undefined> {
  const dir = join(tempDir('docs-cli-consistency-site-'), 'site');
  const pulled = await runCli(['sites', 'pull', site, dir], { url: svc.url, token: svc.token });
  const page = pulled.stdout.match(/^A (\S+\.md)$/m)?.[1];
  if (pulled.code !== 0 || !page) return undefined;
  appendFileSync(join(dir, page), '\nOne more line.\n');
  return dir;
}

// ---------------------------------------------------------------------------------------------
// Examples as runnable argv: the `docs-cli ...` part, quotes removed, placeholders filled.

/** Splits the `docs-cli` invocation of an example into words; stops at a pipe, redirect or `;`. */
function exampleWords(example: string): string[] | undefined {
  const start = example.search(/(^|[\s|(])docs-cli(\s|$)/);
  if (start < 0) return undefined;
  const text = example.slice(example.indexOf('docs-cli', start) + 'docs-cli'.length);
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "'" || ch === '"') {
      const end = text.indexOf(ch, i + 1);
      word = (word ?? '') + text.slice(i + 1, end < 0 ? undefined : end);
      i = end < 0 ? text.length : end;
    } else if (/\s/.test(ch)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (
      '|;)&'.includes(ch) ||
      ((ch === '>' || ch === '<') && word === undefined && /\s/.test(text[i + 1] ?? ' '))
    )
      break;
    else word = (word ?? '') + ch;
  }
  if (word !== undefined) words.push(word);
  return words;
}

function fill(words: string[], values: Record<string, string>): string[] {
  return words.map((w) =>
    // An example's docs folder is a folder of its own, not this checkout's docs/ (a git folder the
    // space never held: a push stops on it until it has a sync base, docs/docs-as-code.md).
    w === './docs' && values['docs-folder']
      ? values['docs-folder']
      : w === './backup' && values['backup-folder']
        ? values['backup-folder']
        : w.replace(/<([a-z-]+)>/g, (_, name: string) => {
            const key = name.replace(/-(id|number|slug|name)$/, '');
            return values[name] ?? values[key] ?? `unknown-${name}`;
          }),
  );
}

/** The command path an example's words run (aliases resolved), e.g. `['spaces', 'list']`. */
function resolvePath(root: CommandModel, words: string[]): string[] {
  const path: string[] = [];
  let node = root;
  for (const w of words) {
    if (w.startsWith('-')) continue;
    const child = node.commands.find((c) => c.name === w || c.aliases.includes(w));
    if (!child) break;
    path.push(child.name);
    node = child;
  }
  return path;
}

// ---------------------------------------------------------------------------------------------
// The checker.

interface CheckOptions {
  run: Runner;
  svc: TestService;
  rec: Recorder;
  values: Record<string, string>;
}

async function timed(run: Runner, argv: string[], options: CliOptions): Promise<CliResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CliResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ code: -1, stdout: '', stderr: `did not finish in ${RUN_TIMEOUT_MS} ms` }),
      RUN_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([run(argv, options), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs argv and returns what it did, including the non-GET requests that reached the service. */
async function probe(o: CheckOptions, argv: string[], extra: CliOptions = {}) {
  const before = o.rec.requests.length;
  const res = await timed(o.run, argv, { url: o.svc.url, token: o.svc.token, ...extra });
  const mutations = o.rec.requests.slice(before).filter((r) => r.method !== 'GET' && r.method !== 'HEAD');
  return { ...res, mutations };
}

async function checkTree(tree: GroupSpec[], o: CheckOptions): Promise<Violation[]> {
  const root = loadModel(tree);
  const globals = new Set(globalFlags(root).flatMap(flagNames));
  const violations: Violation[] = [];
  for (const node of allNodes(root)) {
    const name = node.path.join(' ');
    const bad = (rule: string, detail?: string) => violations.push({ command: name, rule, detail });
    if (!node.summary.trim()) bad('has a one-line description');
    if (!node.spec) continue;
    const spec = node.spec;
    const flags = new Set(node.flags.flatMap(flagNames));
    const flag = (n: string) => node.flags.find((f) => flagNames(f).includes(n));

    // Help: one line, its arguments, an example.
    if (/\n/.test(spec.summary) || /\.$/.test(spec.summary))
      bad('summary is one line without a final period', spec.summary);
    const help = await o.run([...node.path, '--help'], {});
    if (help.code !== 0) bad('--help exits 0', help.stderr);
    if (!/\nExamples:\n {2}\$ .*docs-cli /.test(help.stdout)) bad('--help shows an example');
    for (const a of node.args) {
      if (!help.stdout.includes(a.name) || !a.description) bad('--help describes each argument', a.name);
    }

    // Output: resources can be printed as JSON and ids, and queried.
    if (spec.output !== 'none') {
      const choices = flag('--output')?.choices ?? [];
      if (!choices.includes('json') || !choices.includes('ids')) bad('-o json and -o ids', choices.join(','));
      if (!flags.has('--query')) bad('--query where JSON is printed');
    }
    if (spec.output === 'list' && !['--limit', '--all', '--page'].every((f) => flags.has(f)))
      bad('--limit, --all, --page on lists');

    // Effects: mutations can be dry-run; destroying verbs confirm.
    const mutates = spec.effect === 'write' || spec.effect === 'destructive';
    if (mutates && !flags.has('--dry-run')) bad('--dry-run on mutations');
    if (!mutates && flags.has('--dry-run')) bad('--dry-run only on mutations');
    if (DESTRUCTIVE_VERBS.has(spec.name) && spec.effect !== 'destructive' && spec.effect !== 'local')
      bad(`"${spec.name}" is destructive`, `effect is ${spec.effect}`);

    // Examples run this very command, with flags it has.
    const known = new Set([...flags, ...globals, ...localFlags(node).flatMap(flagNames)]);
    const runs: string[][] = [];
    const plausible = PLAUSIBLE[name] ?? {};
    for (const example of spec.examples) {
      const words = exampleWords(example);
      if (!words) {
        bad('examples run docs-cli', example);
        continue;
      }
      const target = nodeAt(root, resolvePath(root, words));
      const runsThis =
        target?.spec === spec ||
        (target?.defaultCommand !== undefined &&
          target.commands.find((c) => c.name === target.defaultCommand)?.spec === spec);
      if (!runsThis) bad('examples run this command', example);
      for (const w of words) {
        const f = w.split('=')[0]!;
        if (/^-{1,2}[a-zA-Z]/.test(f) && !known.has(f)) bad('examples use existing flags', `${f} in: ${example}`);
      }
      runs.push(fill(words, o.values));
    }
    for (const example of plausible.examples ?? []) runs.push(fill(exampleWords(example)!, o.values));
    const stdin = { stdin: plausible.stdin };

    if (spec.effect === 'local') continue;
    if (spec.effect === 'destructive') {
      // Without a terminal and without --yes: exit 2, a hint about --yes, nothing changed.
      const outcomes: string[] = [];
      let refused = false;
      for (const words of runs.length ? runs : [node.path]) {
        const argv = words.filter((w) => w !== '--yes' && w !== '-y' && w !== '--dry-run');
        const res = await probe(o, argv, stdin);
        if (res.mutations.length)
          bad(
            'sends nothing before confirmation',
            `${argv.join(' ')} sent ${res.mutations.map((m) => `${m.method} ${m.url}`).join(', ')}`,
          );
        if (res.code === 2 && res.stderr.includes('--yes')) refused = true;
        else outcomes.push(`${argv.join(' ')} -> ${res.code}: ${res.stderr.trim().split('\n')[0]}`);
      }
      if (!refused) bad('exits 2 asking for --yes without a terminal', outcomes.join(' | '));
    }
    if (mutates) {
      // --dry-run prints the request (method and URL), sends nothing, exits 0; the token never shows.
      let printed = false;
      const outcomes: string[] = [];
      for (const words of runs.length ? runs : [node.path]) {
        const argv = [...words.filter((w) => w !== '--yes' && w !== '-y'), '--dry-run', '--verbose'];
        const res = await probe(o, argv, stdin);
        if (res.mutations.length)
          bad(
            '--dry-run sends nothing',
            `${argv.join(' ')} sent ${res.mutations.map((m) => `${m.method} ${m.url}`).join(', ')}`,
          );
        if ((res.stdout + res.stderr).includes(o.svc.token)) bad('--dry-run never shows the token', argv.join(' '));
        if (res.code === 0 && MUTATING.test(res.stdout)) printed = true;
        else outcomes.push(`${argv.join(' ')} -> ${res.code}: ${res.stderr.trim().split('\n')[0]}`);
      }
      if (!printed) bad('--dry-run prints the request of an example', outcomes.join(' | '));
    } else {
      // Reads never change anything.
      for (const words of runs.slice(0, 1)) {
        const res = await probe(o, [...words, '--no-input'], stdin);
        if (res.mutations.length)
          bad(
            'a read sends no mutation',
            `${words.join(' ')} sent ${res.mutations.map((m) => `${m.method} ${m.url}`).join(', ')}`,
          );
      }
    }
  }
  return violations;
}

function nodeAt(root: CommandModel, path: string[]): CommandModel | undefined {
  let node: CommandModel | undefined = root;
  for (const p of path) node = node?.commands.find((c) => c.name === p);
  return node;
}

/** Runs an arbitrary tree the way `run()` runs the real one. */
function treeRunner(tree: GroupSpec[]): Runner {
  return async (argv, options) => {
    const io = new BufferIO({ stdin: options.stdin, tty: options.tty });
    let code = 0;
    const env: BuildEnv = {
      io,
      env: {
        PATH: process.env.PATH,
        DOCS_CLI_CONFIG_DIR: tempDir(),
        DOCS_CLI_RETRY_DELAY_MS: '1',
        DOCS_CLI_API_URL: options.url,
        DOCS_CLI_TOKEN: options.token,
        ...options.env,
      },
      contexts: [],
      setExit: (c) => (code = c),
    };
    try {
      await buildProgram(env, argv, false, tree).parseAsync(argv, { from: 'user' });
    } catch (error) {
      if (error instanceof CommanderError) code = error.exitCode === 0 ? 0 : 2;
      else {
        code = exitCodeFor(error);
        if (error instanceof CliError)
          io.stderr.write(`docs-cli: ${error.message}\n${error.hint ? `${error.hint}\n` : ''}`);
      }
    } finally {
      for (const ctx of env.contexts) await ctx.close().catch(() => undefined);
    }
    return { code, stdout: io.out, stderr: io.err };
  };
}

// ---------------------------------------------------------------------------------------------

let svc: TestService;
let rec: Recorder;
let values: Record<string, string>;
beforeAll(async () => {
  svc = await startTestService();
  rec = record(svc);
  values = await fixtures(svc);
});
afterAll(async () => svc.close());

const format = (v: Violation[]) =>
  v.map((x) => `${x.command}: ${x.rule}${x.detail ? ` (${x.detail})` : ''}`).join('\n');

describe('the command tree', () => {
  it('keeps every rule, for every command', async () => {
    const violations = await checkTree(await commandTree(), { run: runCli, svc, rec, values });
    expect(format(violations)).toBe('');
  }, 300_000);
});

describe('the checker', () => {
  const post = (ctx: Parameters<CommandSpec['run']>[0]) =>
    ctx
      .api()
      .post('/orgs/nowhere/nothing', { x: 1 })
      .catch(() => undefined);
  const good: CommandSpec = {
    name: 'create',
    summary: 'Create a thing',
    effect: 'write',
    output: 'resource',
    options: [{ flags: '--title <title>', description: 'title' }],
    examples: ['docs-cli fake create --title x'],
    async run(ctx) {
      await post(ctx);
      return resource({ id: 'x' });
    },
  };
  const broken: GroupSpec = {
    name: 'fake',
    summary: 'A deliberately broken group',
    commands: [
      good,
      // Destroys without asking.
      {
        name: 'delete',
        summary: 'Delete a thing',
        effect: 'destructive',
        output: 'none',
        args: [{ name: 'thing', description: 'thing id' }],
        examples: ['docs-cli fake delete <space-id> --yes'],
        async run(ctx) {
          await post(ctx);
          return message('deleted');
        },
      },
      // A mutation labelled as a read: no --dry-run, and running it changes data.
      {
        name: 'rename',
        summary: 'Rename a thing',
        effect: 'read',
        output: 'resource',
        examples: ['docs-cli fake rename'],
        async run(ctx) {
          await post(ctx);
          return resource({ id: 'x' });
        },
      },
      // A destroying verb that does not confirm.
      {
        name: 'remove',
        summary: 'Remove a thing',
        effect: 'write',
        output: 'none',
        examples: ['docs-cli fake remove'],
        async run(ctx) {
          await post(ctx);
          return message('removed');
        },
      },
      // Sends despite --dry-run.
      {
        name: 'touch',
        summary: 'Touch a thing',
        effect: 'write',
        output: 'none',
        examples: ['docs-cli fake touch'],
        async run(ctx) {
          ctx.dryRun = false;
          await post(ctx);
          return message('touched');
        },
      },
      // No example, and a summary that is a sentence.
      {
        name: 'show',
        summary: 'Show a thing.',
        effect: 'read',
        output: 'resource',
        examples: [],
        async run() {
          return resource({ id: 'x' });
        },
      },
      // An example of another command, using a flag that does not exist.
      {
        name: 'get',
        summary: 'Get a thing',
        effect: 'read',
        output: 'resource',
        examples: ['docs-cli fake show --colour'],
        async run() {
          return resource({ id: 'x' });
        },
      },
    ],
  };

  it('finds each broken rule, and nothing in a command that keeps them', async () => {
    const tree = [broken];
    const found = await checkTree(tree, { run: treeRunner(tree), svc, rec, values });
    const pairs = found.map((v) => `${v.command}: ${v.rule}`);
    expect(pairs.filter((p) => p.startsWith('fake create:'))).toEqual([]);
    expect(pairs).toEqual(
      expect.arrayContaining([
        'fake delete: exits 2 asking for --yes without a terminal',
        'fake delete: sends nothing before confirmation',
        'fake rename: a read sends no mutation',
        'fake remove: "remove" is destructive',
        'fake touch: --dry-run sends nothing',
        'fake touch: --dry-run prints the request of an example',
        'fake show: summary is one line without a final period',
        'fake show: --help shows an example',
        'fake get: examples run this command',
        'fake get: examples use existing flags',
      ]),
    );
  }, 60_000);

  it('reads the docs-cli invocation out of an example', () => {
    expect(exampleWords(`echo '{"a":1}' | docs-cli api /x --input - > out.json`)).toEqual([
      'api',
      '/x',
      '--input',
      '-',
    ]);
    expect(exampleWords('docs-cli spaces update <space-id> --title "Getting started"')).toEqual([
      'spaces',
      'update',
      '<space-id>',
      '--title',
      'Getting started',
    ]);
    expect(exampleWords('docs-cli spaces list --query "[?visibility==\'public\'].id"')).toEqual([
      'spaces',
      'list',
      '--query',
      "[?visibility=='public'].id",
    ]);
    expect(exampleWords('source <(docs-cli completion bash)')).toEqual(['completion', 'bash']);
  });
});
