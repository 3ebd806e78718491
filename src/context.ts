import { wrapAtSpaces } from './output/wrap.js';
import { ApiClient } from './api/client.js';
import type { Transport } from './api/transport.js';
import { FileCapabilities } from './api/capabilities.js';
import { cacheDir, localStorePath } from './config/paths.js';
import { VERSION } from './version.js';
import { readConfig, resolveSettings, type GlobalFlags, type Settings } from './config/profiles.js';
import { AnswerShapeError, AuthError, NetworkError, UsageError } from './errors.js';
import { clientTuning } from './config/tuning.js';
import { inCi } from './common/ci.js';
import type { IO } from './io.js';
import { withPager } from './output/pager.js';
import { type Progress, terminalProgress } from './output/progress.js';
import { createPrompter, isInteractive, type Prompter } from './prompt.js';

export interface GlobalOptions extends GlobalFlags {
  input: boolean;
  verbose: boolean;
  /** `--quiet`: warnings summed up per kind (see `quietWarnings`). */
  quiet?: boolean;
  color: boolean;
  /** `--no-pager` sets false. */
  pager?: boolean;
}

/** Where a wrong organization id came from, for the "organization ... not found" remedy. */
const ORG_SOURCES: Record<string, string | undefined> = {
  flag: 'the organization came from --org',
  env: 'the organization came from DOCS_CLI_ORG',
  profile: 'the organization is the default of the profile (docs-cli config set-org, or --org)',
};

/** Everything a command may touch. Built once per invocation; expensive parts are lazy. */
export class Context {
  private cachedSettings?: Settings;
  private cachedApi?: ApiClient;
  private cachedOrg?: string;
  readonly prompter: Prompter;
  /** The warnings said so far (for a report of the run: GitHub's annotations). */
  readonly warned: string[] = [];
  /** Set by `--dry-run`: mutations are printed, not sent. */
  dryRun = false;
  /** Set by `--yes`. */
  yes = false;

  constructor(
    readonly io: IO,
    readonly env: NodeJS.ProcessEnv,
    readonly globals: GlobalOptions,
    readonly signal?: AbortSignal,
  ) {
    this.prompter = createPrompter(isInteractive(io, env, !globals.input));
  }

  get settings(): Settings {
    this.cachedSettings ??= resolveSettings(this.globals, this.env, readConfig(this.env));
    return this.cachedSettings;
  }

  get verbose(): boolean {
    return this.globals.verbose || this.env.DOCS_CLI_DEBUG === '1';
  }

  /** The request layer for the active profile (HTTP, or the embedded workspace in-process). */
  api(): ApiClient {
    if (this.cachedApi) return this.cachedApi;
    const s = this.settings;
    const env = this.env;
    const tuning = clientTuning(env);
    // A CI job that forgot DOCS_CLI_API_URL must not run against the embedded workspace, whatever
    // the current profile is; acting as another member of the embedded workspace names it on the
    // command line: --profile local.
    if (s.embedded && s.tokenSource === 'env' && s.profileSource !== 'flag') {
      throw new UsageError(
        'DOCS_CLI_TOKEN is set but no API URL is: refusing to run against the embedded workspace',
        'set DOCS_CLI_API_URL (or --api-url) to the service the token belongs to, or unset DOCS_CLI_TOKEN (--profile local to use it there)',
      );
    }
    const transport: () => Promise<Transport> = s.embedded
      ? async () =>
          (await import('./api/transport-local.js')).openLocalTransport(localStorePath(env), env.DOCS_CLI_REFERENCE)
      : async () => {
          const { HttpTransport } = await import('./api/transport-http.js');
          return new HttpTransport(s.apiUrl!, {
            connectTimeoutMs: Math.min(tuning.timeoutMs, 10_000),
            requestTimeoutMs: tuning.timeoutMs,
          });
        };
    if (!s.embedded && !s.token) {
      throw new AuthError(`not logged in: no token for ${s.apiUrl}`, 'run docs-cli auth login, or set DOCS_CLI_TOKEN');
    }
    this.cachedApi = new ApiClient({
      baseUrl: s.embedded ? 'local://embedded' : s.apiUrl!,
      token: s.token,
      // Which reference's operations the service answers: remembered per profile and service.
      ...(s.embedded ? {} : { capabilities: capabilitiesOf(env, s.profileName, s.apiUrl!) }),
      transport,
      log: this.verbose ? (line) => this.io.stderr.write(`${line}\n`) : undefined,
      dryRun: this.dryRun ? (text) => this.io.stdout.write(text) : undefined,
      maxRetries: tuning.maxRetries,
      retryBaseMs: tuning.retryBaseMs,
      maxAnswerBytes: tuning.maxAnswerBytes,
      maxDownloadBytes: tuning.maxDownloadBytes,
      timeoutMs: tuning.timeoutMs,
      organizationHint: ORG_SOURCES[s.orgSource],
      unauthorizedHint:
        s.tokenSource === 'env'
          ? `${s.embedded ? 'the embedded workspace' : `the service at ${s.apiUrl}`} refused DOCS_CLI_TOKEN: check that it belongs to this service and is not revoked`
          : undefined,
      signal: this.signal,
    });
    return this.cachedApi;
  }

  /** The organization for org-scoped commands: --org, DOCS_CLI_ORG, the profile, or the only one. */
  async org(): Promise<string> {
    if (this.cachedOrg) return this.cachedOrg;
    if (this.settings.org) return (this.cachedOrg = this.settings.org);
    // The embedded workspace has one organization, known without a request.
    const known = this.settings.embedded ? await this.api().knownOrganization() : undefined;
    if (known) return (this.cachedOrg = known);
    // Without a default the only organization is used; several need --org.
    const page = await this.api().get<{ items: Array<{ id: string; title: string }> }>('/orgs', { limit: 2 });
    if (page.items.length === 1) return (this.cachedOrg = page.items[0]!.id);
    if (page.items.length === 0) throw new UsageError('you belong to no organization');
    throw new UsageError(
      'you belong to several organizations: choose one with --org <id>',
      'or set a default with docs-cli config set-org <id>',
    );
  }

  /** Long text for a person: through the pager on a terminal, straight to stdout otherwise. */
  async printPaged(text: string): Promise<void> {
    await withPager(this.io, this.globals.pager !== false, async (io) => io.stdout.write(text));
  }

  /**
   * Whether long lists of warnings are summed up, one line per kind with its count and the command
   * that lists them: with --quiet, and in CI off a terminal; never with --verbose.
   */
  get quietWarnings(): boolean {
    if (this.verbose) return false;
    return Boolean(this.globals.quiet) || (inCi(this.env) && !this.io.stderr.isTTY);
  }

  /** Something the user must know even in a pipeline (work skipped, data kept): stderr, always. */
  warn(message: string): void {
    this.warned.push(message);
    this.io.stderr.write(`docs-cli: warning: ${message}\n`);
  }

  /**
   * Warnings of a few kinds: one line each, in order (at most `cap` in all, then how many more and
   * `lister`, the command that lists them all), or with quietWarnings one line per kind that has
   * several: its count, the first, and `lister`. Every one is kept in `warned`.
   */
  warnAll(warnings: ReadonlyArray<{ kind: string; message: string }>, lister: string, cap = Infinity): void {
    if (!this.quietWarnings) {
      for (const { message } of warnings.slice(0, cap)) this.warn(message);
      if (warnings.length > cap) this.warn(`and ${warnings.length - cap} more (${lister} lists them all)`);
      this.warned.push(...warnings.slice(cap).map((w) => w.message));
      return;
    }
    const byKind = new Map<string, string[]>();
    for (const { kind, message } of warnings) {
      this.warned.push(message);
      byKind.set(kind, [...(byKind.get(kind) ?? []), message]);
    }
    for (const [kind, messages] of byKind) {
      const line =
        messages.length === 1
          ? messages[0]
          : `${messages.length} × ${kind}, the first: ${messages[0]} (${lister} lists them all)`;
      this.io.stderr.write(`docs-cli: warning: ${line}\n`);
    }
  }

  /** Hints: stderr, and only on a terminal. */
  hint(message: string): void {
    if (this.io.stderr.isTTY) this.io.stderr.write(`${wrapAtSpaces(message, this.io.stderr.columns)}\n`);
  }

  /** One progress line on the terminal, rewritten in place; call `done()` to erase it. */
  progress(): Progress {
    return terminalProgress(this.io);
  }

  /** Asks before destructive work; `--yes` skips, and without a terminal `--yes` is required. */
  async confirm(message: string): Promise<void> {
    if (this.yes || this.dryRun) return;
    if (!this.prompter.interactive) {
      throw new UsageError(
        `${message.replace(/\?$/, '')}: confirmation required`,
        'use --yes to confirm in non-interactive mode',
      );
    }
    if (!(await this.prompter.confirm(message))) throw new UsageError('cancelled: nothing was changed');
  }

  /**
   * Asks about a resource by its name (`Delete space "Handbook" (3 pages)?`). The name costs a
   * request, so it is looked up only when a person is really asked; scripts see the id.
   */
  async confirmAbout(question: (name: string) => string, id: string, describe: () => Promise<string>): Promise<void> {
    if (this.yes || this.dryRun) return;
    const name = this.prompter.interactive ? await describe().catch(() => id) : id;
    await this.confirm(question(name));
  }

  /**
   * A TypeError or RangeError after a service answered (a field null or of another type where
   * the reference says otherwise, nesting too deep) becomes one line about that answer, never a
   * JavaScript message. The embedded workspace is ours: its answers are not blamed.
   */
  unreadableAnswer(error: unknown): NetworkError | undefined {
    const answered = this.cachedApi?.lastAnswered;
    if (!answered || this.settings.embedded) return undefined;
    if (!(error instanceof TypeError) && !(error instanceof RangeError)) return undefined;
    const missing = /Cannot read propert\w* of (null|undefined)/.exec(error.message)?.[1];
    const what =
      error instanceof AnswerShapeError
        ? error.message
        : error instanceof RangeError
          ? 'it is nested too deeply'
          : missing
            ? `a field the CLI reads is ${missing}`
            : 'a field the CLI reads has another type';
    const problem = new NetworkError(`${answered}: the service's answer is not what the reference describes (${what})`);
    problem.cause = error; // shown with --verbose
    return problem;
  }

  async close(): Promise<void> {
    await this.cachedApi?.close();
  }
}

/** The profile's record of the operations its service answers (file name: the profile's, made safe). */
function capabilitiesOf(env: NodeJS.ProcessEnv, profile: string, apiUrl: string): FileCapabilities {
  const name = Buffer.from(profile).toString('base64url').slice(0, 120) || 'default';
  return new FileCapabilities(`${cacheDir(env)}/capabilities/${name}.json`, `${apiUrl} docs-cli ${VERSION}`);
}
