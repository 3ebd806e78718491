/** Every failure the CLI reports, and the one place that maps failures to exit codes. */

export const ExitCode = {
  ok: 0,
  failure: 1,
  usage: 2,
  notFound: 3,
  auth: 4,
  conflict: 5,
  rateLimited: 6,
  interrupted: 130,
} as const;

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
    readonly hint?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Bad flags, broken limits, missing input in non-interactive mode: exit 2, nothing sent. */
export class UsageError extends CliError {
  constructor(message: string, hint?: string) {
    super(message, ExitCode.usage, hint);
  }
}

export class NotFoundError extends CliError {
  constructor(message: string, hint?: string) {
    super(message, ExitCode.notFound, hint);
  }
}

export class AuthError extends CliError {
  constructor(message: string, hint?: string) {
    super(message, ExitCode.auth, hint);
  }
}

export class ConflictError extends CliError {
  constructor(message: string, hint?: string) {
    super(message, ExitCode.conflict, hint);
  }
}

/** A non-2xx answer from the service, after any retries. */
export class ApiError extends CliError {
  constructor(
    readonly status: number,
    message: string,
    readonly method: string,
    readonly url: string,
    hint?: string,
  ) {
    super(message, exitCodeForStatus(status), hint ?? hintForStatus(status));
  }
}

/** The request never got an answer: connection refused, DNS, timeout, reset. */
export class NetworkError extends CliError {
  constructor(message: string) {
    super(message, ExitCode.failure);
  }
}

/**
 * An answer without the shape the reference gives it (a list whose `items` is not a list): turned
 * into one line naming the request by Context.unreadableAnswer.
 */
export class AnswerShapeError extends TypeError {}

/** Thrown after `--dry-run` printed the request it would have sent. */
export class DryRunStop extends Error {
  constructor() {
    super('dry run');
  }
}

export class InterruptedError extends CliError {
  constructor(message = 'interrupted') {
    super(message, ExitCode.interrupted);
  }
}

export function exitCodeForStatus(status: number): number {
  if (status === 400 || status === 413 || status === 422) return ExitCode.usage;
  if (status === 401 || status === 403) return ExitCode.auth;
  if (status === 404) return ExitCode.notFound;
  if (status === 409 || status === 412) return ExitCode.conflict;
  if (status === 429) return ExitCode.rateLimited;
  return ExitCode.failure;
}

function hintForStatus(status: number): string | undefined {
  if (status === 401) return 'run docs-cli auth login, or set DOCS_CLI_TOKEN';
  if (status === 429) return 'the service is rate limiting requests; try again later';
  return undefined;
}

export function exitCodeFor(error: unknown): number {
  if (error instanceof DryRunStop) return ExitCode.ok;
  if (error instanceof CliError) return error.exitCode;
  return ExitCode.failure;
}

/** The first line of any error's message: what `docs-cli: ...` shows. */
export function oneLine(error: unknown): string {
  const message =
    error instanceof CliError
      ? error.message
      : `unexpected error: ${error instanceof Error ? error.message : String(error)}`;
  return message.split(/\r?\n/)[0]!.slice(0, 1000);
}

/** The same failure (and exit code) with a note on what it left behind added to its message. */
export function withNote(error: unknown, note: string): Error {
  if (error instanceof CliError) return new CliError(`${error.message} (${note})`, error.exitCode, error.hint);
  return new Error(`${error instanceof Error ? error.message : String(error)} (${note})`);
}
