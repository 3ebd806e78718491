import { resolve } from 'node:path';
import { localStorePath } from '../../config/paths.js';
import type { Context } from '../../context.js';
import { CliError, ConflictError, ExitCode, NotFoundError, UsageError } from '../../errors.js';
import { view } from '../../output/view.js';
import { StorePlaceError } from '../../server/store/store-place.js';
import { option, defineCommand, message, resource, singlePage, type GroupContents } from '../spec.js';

const dataOption = option({
  flags: '--data <file>',
  description: "SQLite data file (default: the local profile's store)",
  limit: { min: 1 },
});
interface StoreOptions {
  data?: string;
  demo?: boolean;
}

const dataFile = (ctx: Context, opts: StoreOptions) => (opts.data ? resolve(opts.data) : localStorePath(ctx.env));

async function openStore(ctx: Context, opts: StoreOptions) {
  const { openService } = await import('../../server/service.js');
  const file = dataFile(ctx, opts);
  try {
    return openService({
      file,
      baseUrl: 'local://embedded',
      demo: opts.demo !== false,
      warn: (line) => ctx.hint(`docs-cli: warning: ${line}`),
    });
  } catch (error) {
    throw storeOpenError(error, file);
  }
}

/** A data file that cannot be opened as a store, as one line about `--data`; other errors as they are. */
function storeOpenError(error: unknown, file: string): unknown {
  if (error instanceof StorePlaceError) return new UsageError(`--data: ${error.message}`);
  const { code, syscall } = error as { code?: string; syscall?: string };
  // The port's errors are not the data file's.
  if (syscall === 'listen' || syscall === 'bind') return error;
  if (
    code === 'SQLITE_CANTOPEN' ||
    code === 'SQLITE_NOTADB' ||
    code === 'ENAMETOOLONG' ||
    code === 'ENOENT' ||
    code === 'EACCES' ||
    code === 'EPERM' ||
    code === 'EROFS' ||
    code === 'EISDIR' ||
    code === 'ENOTDIR'
  )
    return new UsageError(`--data: cannot open ${file.length > 200 ? `${file.slice(0, 200)}…` : file} (${code})`);
  return error;
}

interface TokenRow {
  id: string;
  user: string;
  label: string;
  createdAt: string;
  revokedAt: string;
}

const tokenView = view<TokenRow>(
  'token',
  [
    ['ID', (t) => t.id],
    ['USER', (t) => t.user],
    ['LABEL', (t) => t.label],
    ['CREATED', (t) => t.createdAt],
    ['REVOKED', (t) => t.revokedAt],
  ],
  (t) => t.id,
);

export const contents: GroupContents = {
  commands: [
    defineCommand({
      name: 'start',
      summary: 'Serve the embedded service over HTTP',
      description:
        'Prints the URL and a new admin token, then serves until interrupted. A new data file is seeded with the demo organization (--no-demo: only the admin).',
      effect: 'local',
      output: 'none',
      options: [
        {
          flags: '--port <port>',
          description: 'TCP port (0 picks a free one)',
          type: 'int',
          min: 0,
          max: 65535,
          default: 8080,
        },
        { flags: '--host <host>', description: 'address to listen on', default: '127.0.0.1' },
        dataOption,
        { flags: '--no-demo', description: 'seed a new store with only an organization and its admin' },
        { flags: '--import-root <dir>', description: 'folder that file: imports may read (refused without it)' },
        {
          flags: '--allow-fetch <cidr-or-host>',
          description:
            'also let imports and OpenAPI sources fetch this address range or host (loopback, private and link-local are refused by default); repeatable',
          type: 'list',
        },
        {
          flags: '--reference <which>',
          description:
            "operations served: both references (seed 0.137.0 and current 0.202.0), only the current one's (the others answer 404, as the hosted service does), or only the seed's",
          choices: ['both', 'current', 'seed'] as const,
          default: 'both',
        },
        { flags: '--json', description: 'print {"url", "token"} as one JSON line' },
        {
          flags: '--max-body <bytes>',
          description: 'refuse larger request bodies with 413',
          type: 'int',
          min: 1,
          max: 1024 * 1024 * 1024,
        },
        {
          flags: '--fault-latency <ms>',
          description: 'rehearsal: add this latency to every answer',
          type: 'int',
          min: 0,
          max: 600_000,
        },
        {
          flags: '--fault-error-rate <share>',
          description: 'rehearsal: answer this share of requests (0..1) with 500/502/503',
          type: 'number',
        },
        {
          flags: '--fault-rate-limit <per-second>',
          description: 'rehearsal: answer 429 with Retry-After beyond this many requests per second',
          type: 'int',
          min: 1,
          max: 1_000_000,
        },
        {
          flags: '--fault-reset-rate <share>',
          description: 'rehearsal: process this share of requests (0..1), then reset the connection',
          type: 'number',
        },
        {
          flags: '--fault-seed <n>',
          description: 'rehearsal: seed for a reproducible sequence of faults',
          type: 'int',
          min: 0,
          max: 2 ** 31,
        },
      ],
      examples: [
        'docs-cli server start',
        'docs-cli server start --port 0 --data ./workspace.db --json',
        'docs-cli server start --import-root ./docs',
        'docs-cli server start --reference current --port 0 --json',
        'docs-cli server start --allow-fetch 10.20.0.0/16 --allow-fetch docs.internal',
        'docs-cli server start --fault-error-rate 0.2 --fault-rate-limit 20 --fault-latency 100',
      ],
      async run(ctx, { opts }) {
        const { startServer } = await import('../../server/start.js');
        for (const key of ['faultErrorRate', 'faultResetRate'] as const) {
          const share = opts[key] as number | undefined;
          if (share !== undefined && (share < 0 || share > 1))
            throw new UsageError(
              `--${key === 'faultErrorRate' ? 'fault-error-rate' : 'fault-reset-rate'}: must be from 0 to 1`,
            );
        }
        const allowFetch = opts.allowFetch ?? [];
        const { FetchPolicy } = await import('../../server/fetch/policy.js');
        try {
          FetchPolicy.fromAllowList(allowFetch);
        } catch (error) {
          throw new UsageError(`--allow-fetch: ${(error as Error).message}`);
        }
        // Before the data file is created and seeded: a busy port must leave nothing behind.
        await checkPortFree(opts.port, opts.host);
        const file = dataFile(ctx, opts);
        const server = await startServer({
          allowFetch,
          maxBodyBytes: opts.maxBody,
          faults: {
            latencyMs: opts.faultLatency,
            errorRate: opts.faultErrorRate,
            rateLimit: opts.faultRateLimit,
            resetRate: opts.faultResetRate,
            seed: opts.faultSeed,
          },
          file,
          port: opts.port,
          host: opts.host,
          demo: opts.demo !== false,
          reference: opts.reference,
          importRoot: opts.importRoot ? resolve(String(opts.importRoot)) : undefined,
          log: (line) => ctx.io.stderr.write(`${line}\n`),
        }).catch((error: unknown) => {
          throw storeOpenError(error, file);
        });
        if (opts.json)
          ctx.io.stdout.write(
            `${JSON.stringify({ url: server.url, token: server.token, organization: server.orgId })}\n`,
          );
        else ctx.io.stdout.write(`URL: ${server.url}\nToken: ${server.token}\nOrganization: ${server.orgId}\n`);
        // Never suggest typing the token into a command line: it would stay in the shell history.
        ctx.hint(
          `\nexport DOCS_CLI_API_URL=${server.url}\nread -rs DOCS_CLI_TOKEN && export DOCS_CLI_TOKEN    # paste the token above (not echoed, not in history)\nPress Ctrl-C to stop.`,
        );
        await server.closed(ctx.signal);
        return { kind: 'none' };
      },
    }),
    defineCommand({
      name: 'users',
      summary: 'Create a user in the store and add them to its organization',
      effect: 'local',
      output: 'resource',
      options: [
        { flags: '--name <name>', description: 'display name', required: true, limit: { min: 1 } },
        { flags: '--email <email>', description: 'e-mail address', required: true },
        {
          flags: '--role <role>',
          description: 'organization role (guest for none)',
          choices: ['admin', 'create', 'review', 'edit', 'comment', 'read', 'guest'],
          default: 'read',
        },
        dataOption,
      ],
      examples: ['docs-cli server users --name "Ann Writer" --email ann@example.com --role edit'],
      async run(ctx, { opts }) {
        const service = await openStore(ctx, opts);
        try {
          const { createUser, findUser } = await import('../../server/store/users.js');
          const { addMember } = await import('../../server/store/organizations.js');
          if (!/^[^@\s]+@[^@\s]+$/.test(opts.email)) throw new UsageError('--email: not an e-mail address');
          if (findUser(service.db, opts.email))
            throw new ConflictError(`a user with e-mail ${opts.email} already exists`);
          const now = new Date();
          const user = service.db.tx(() => {
            const u = createUser(service.db, { displayName: opts.name, email: opts.email }, now);
            addMember(service.db, service.orgId, u.id, opts.role === 'guest' ? null : opts.role, now);
            return u;
          });
          return resource({
            id: user.id,
            displayName: user.display_name,
            email: user.email,
            organization: service.orgId,
            role: opts.role,
          });
        } finally {
          service.close();
        }
      },
    }),
    defineCommand({
      name: 'token',
      summary: 'Issue a token for a user, or revoke one',
      description: 'The plain token is printed once; the store keeps only its hash.',
      effect: 'local',
      output: 'resource',
      options: [
        { flags: '--user <id-or-email>', description: 'user to issue a token for' },
        {
          flags: '--revoke <token-id>',
          description: 'revoke the token with this id instead (see docs-cli server tokens)',
        },
        { flags: '--label <label>', description: 'label kept with the token', default: 'cli' },
        dataOption,
      ],
      examples: ['docs-cli server token --user reed@demo.docs-cli.dev', 'docs-cli server token --revoke <token-id>'],
      async run(ctx, { opts }) {
        const wanted = opts.revoke ? { revoke: opts.revoke } : opts.user ? { user: opts.user } : undefined;
        if (!wanted || (opts.user && opts.revoke)) throw new UsageError('give either --user or --revoke');
        const service = await openStore(ctx, opts);
        try {
          const tokens = await import('../../server/auth/tokens.js');
          if (wanted.revoke !== undefined) {
            // Tokens never go on argv (they would show in the process list and shell history).
            if (wanted.revoke.startsWith('dct_'))
              throw new UsageError(
                '--revoke takes the token id, never the token',
                'list the ids with docs-cli server tokens',
              );
            if (!tokens.revokeToken(service.db, wanted.revoke, new Date()))
              throw new NotFoundError('no active token with that id');
            return message('token revoked');
          }
          const { findUser } = await import('../../server/store/users.js');
          const user = findUser(service.db, wanted.user);
          if (!user) throw new NotFoundError(`no user ${wanted.user}`);
          const issued = tokens.issueToken(service.db, user.id, opts.label, new Date());
          return resource({ id: issued.id, token: issued.token, user: user.id, email: user.email });
        } finally {
          service.close();
        }
      },
    }),
    defineCommand({
      name: 'tokens',
      summary: 'List the tokens of the store (never their values)',
      effect: 'local',
      output: 'list',
      options: [dataOption],
      examples: ['docs-cli server tokens', 'docs-cli server tokens --data ./workspace.db -o json'],
      async run(ctx, { opts }) {
        const service = await openStore(ctx, opts);
        const rows = service.db
          .all<{ id: string; email: string; label: string; created_at: string; revoked_at: string | null }>(
            'SELECT t.id, u.email, t.label, t.created_at, t.revoked_at FROM tokens t JOIN users u ON u.id = t.user_id ORDER BY t.seq',
          )
          .map((r) => ({
            id: r.id,
            user: r.email,
            label: r.label,
            createdAt: r.created_at,
            revokedAt: r.revoked_at ?? '',
          }));
        service.close();
        return {
          kind: 'list',
          view: tokenView,
          pages: async function* (_size, start) {
            singlePage(start);
            yield { items: rows, count: rows.length };
          },
        };
      },
    }),
  ],
};

/** Fails with one line when the address cannot be bound (busy port, unknown host). */
async function checkPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const { createServer } = await import('node:net');
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        reject(
          new CliError(
            `port ${port} on ${host} is already in use`,
            ExitCode.failure,
            'stop the other server, or choose another --port (0 picks a free one)',
          ),
        );
      else if (error.code === 'EACCES')
        reject(
          new CliError(
            `not allowed to listen on port ${port} of ${host}`,
            ExitCode.failure,
            'choose a port above 1023',
          ),
        );
      else reject(new UsageError(`--host ${host}: cannot listen there (${error.code ?? error.message})`));
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
