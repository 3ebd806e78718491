import { UsageError } from '../errors.js';

export interface ClientTuning {
  timeoutMs: number;
  maxRetries?: number;
  retryBaseMs?: number;
}

/** DOCS_CLI_TIMEOUT (seconds), DOCS_CLI_MAX_RETRIES and DOCS_CLI_RETRY_DELAY_MS, checked: a typo is exit 2. */
export function clientTuning(env: NodeJS.ProcessEnv): ClientTuning {
  return {
    timeoutMs: (number(env, 'DOCS_CLI_TIMEOUT', { min: 0.001, max: 86_400, integer: false }) ?? 30) * 1000,
    maxRetries: number(env, 'DOCS_CLI_MAX_RETRIES', { min: 0, max: 100, integer: true }),
    retryBaseMs: number(env, 'DOCS_CLI_RETRY_DELAY_MS', { min: 0, max: 600_000, integer: true }),
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
