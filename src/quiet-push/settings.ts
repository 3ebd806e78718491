import { readConfig, resolveSettings } from '../config/profiles.js';
import { clientTuning } from '../config/tuning.js';

/** The service a quiet push asks, as the full command would resolve it (no flag can name another). */
export interface QuietService {
  apiUrl: string;
  token: string;
  /** The most the full command would take of an answer (DOCS_CLI_MAX_ANSWER_MB), when set. */
  maxAnswerBytes?: number;
}

/**
 * Variables of docs-cli's that leave a no-op push's answer as it is without them (the client's
 * tuning when it reads: a typo there is the full command's usage error). Any other one
 * (--verbose's DOCS_CLI_DEBUG, the diagnostic counters, the embedded store's) is read by the full
 * command.
 */
const KNOWN = new Set([
  'DOCS_CLI_API_URL',
  'DOCS_CLI_TOKEN',
  'DOCS_CLI_CONFIG_DIR',
  'DOCS_CLI_PROFILE',
  'DOCS_CLI_ORG',
  'DOCS_CLI_PAGER',
  'DOCS_CLI_NO_PROMPT',
  'DOCS_CLI_REFERENCE',
  'DOCS_CLI_TIMEOUT',
  'DOCS_CLI_MAX_RETRIES',
  'DOCS_CLI_RETRY_DELAY_MS',
  'DOCS_CLI_MAX_ANSWER_MB',
  'DOCS_CLI_MAX_DOWNLOAD_MB',
  'DOCS_CLI_QUIET_PUSH',
  'DOCS_CLI_QUIET_PUSH_TRACE',
]);

/**
 * The service of the profile (flag > environment > profile, as src/config/profiles.ts resolves
 * it), or a reason to hand over: the embedded workspace (its revision is in the store the full
 * command opens), no token, a config that does not read, an unknown variable, GitHub Actions
 * (whose step outputs the full command writes).
 */
export function quietService(env: NodeJS.ProcessEnv): QuietService | string {
  for (const name of Object.keys(env)) if (name.startsWith('DOCS_CLI_') && !KNOWN.has(name)) return `${name} is set`;
  if (env.GITHUB_ACTIONS === 'true' && env.GITHUB_OUTPUT) return 'GitHub Actions';
  let settings: ReturnType<typeof resolveSettings>;
  let tuning: ReturnType<typeof clientTuning>;
  try {
    settings = resolveSettings({}, env, readConfig(env));
    tuning = clientTuning(env);
  } catch {
    return 'the settings do not resolve';
  }
  if (settings.embedded || settings.apiUrl === undefined) return 'the embedded workspace';
  if (!settings.token || /[\r\n\0]/.test(settings.token)) return 'no usable token';
  return {
    apiUrl: settings.apiUrl,
    token: settings.token,
    ...(tuning.maxAnswerBytes !== undefined ? { maxAnswerBytes: tuning.maxAnswerBytes } : {}),
  };
}
