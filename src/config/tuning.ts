import { UsageError } from '../errors.js';

export interface ClientTuning {
  timeoutMs: number;
  maxRetries?: number;
  retryBaseMs?: number;
  maxAnswerBytes?: number;
  maxDownloadBytes?: number;
}

const MIB = 1024 * 1024;
const mib = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * MIB));

/**
 * DOCS_CLI_TIMEOUT (seconds, for a request and its whole answer), DOCS_CLI_MAX_RETRIES,
 * DOCS_CLI_RETRY_DELAY_MS, DOCS_CLI_MAX_ANSWER_MB and DOCS_CLI_MAX_DOWNLOAD_MB, checked: a typo is exit 2.
 */
export function clientTuning(env: NodeJS.ProcessEnv): ClientTuning {
  return {
    timeoutMs: (number(env, 'DOCS_CLI_TIMEOUT', { min: 0.001, max: 86_400, integer: false }) ?? 30) * 1000,
    maxRetries: number(env, 'DOCS_CLI_MAX_RETRIES', { min: 0, max: 100, integer: true }),
    retryBaseMs: number(env, 'DOCS_CLI_RETRY_DELAY_MS', { min: 0, max: 600_000, integer: true }),
    maxAnswerBytes: mib(number(env, 'DOCS_CLI_MAX_ANSWER_MB', { min: 0.001, max: 4096, integer: false })),
    maxDownloadBytes: mib(number(env, 'DOCS_CLI_MAX_DOWNLOAD_MB', { min: 0.001, max: 65_536, integer: false })),
  };
}

function number(
  env: NodeJS.ProcessEnv,
  name: string,
  rule: { min: number; max: number; integer: boolean },
): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw.trim());
  const kind = rule.integer ? 'a whole number' : 'a number';
  if (
    raw.trim() === '' ||
    !Number.isFinite(value) ||
    (rule.integer && !Number.isInteger(value)) ||
    value < rule.min ||
    value > rule.max
  ) {
    throw new UsageError(`${name}: must be ${kind} from ${rule.min} to ${rule.max}, got ${JSON.stringify(raw)}`);
  }
  return value;
}
