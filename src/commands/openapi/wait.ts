import type { ApiClient } from '../../api/client.js';
import { getOpenApiSpec, type OpenApiSpec } from '../../api/openapi.js';
import type { Context } from '../../context.js';
import { CliError, ExitCode, InterruptedError, UsageError } from '../../errors.js';

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** Polls the spec until processing is `complete`, reporting each state on stderr (terminal only). */
export async function waitForProcessing(
  ctx: Context,
  api: ApiClient,
  org: string,
  slug: string,
  timeoutSeconds: number,
  accepted?: OpenApiSpec,
): Promise<OpenApiSpec> {
  const deadline = Date.now() + timeoutSeconds * 1000;
  let delay = 50;
  let shown = '';
  if (accepted) {
    shown = accepted.processingState;
    ctx.hint(`${slug}: accepted, ${shown}…`);
  }
  for (;;) {
    const spec = await getOpenApiSpec(api, org, slug);
    if (spec.processingState !== shown) {
      shown = spec.processingState;
      ctx.hint(`${slug}: ${shown}${shown === 'complete' ? '' : '…'}`);
    }
    if (spec.processingState === 'complete') return spec;
    if (Date.now() >= deadline) {
      throw new CliError(
        `${slug}: still ${spec.processingState} after ${timeoutSeconds} s`,
        ExitCode.failure,
        `check later with docs-cli openapi get ${slug}`,
      );
    }
    await sleep(delay, ctx.signal);
    if (ctx.signal?.aborted) throw new InterruptedError();
    delay = Math.min(1000, Math.round(delay * 1.5));
  }
}

/** A failed processing as an exit: 2 for a document that does not parse, 1 for a failed fetch. */
export function failureOf(spec: OpenApiSpec): CliError | undefined {
  const code = spec.lastProcessErrorCode;
  if (!code) return undefined;
  const detail = spec.lastProcessErrorMessage ? `: ${spec.lastProcessErrorMessage}` : '';
  const kept = spec.lastVersion ? ` (the latest version is still ${spec.lastVersion})` : '';
  if (code === 'PARSE_ERROR')
    return new UsageError(`${spec.slug}: the document is not a valid OpenAPI document${detail}${kept}`);
  const what = code === 'FETCH_TIMEOUT' ? 'fetching the document timed out' : 'the document could not be fetched';
  return new CliError(`${spec.slug}: ${what}${detail}${kept}`, ExitCode.failure);
}
