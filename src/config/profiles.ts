import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from '../errors.js';
import { configDir } from './paths.js';

export const LOCAL_PROFILE = 'local';

export interface Profile {
  /** Base URL of the service; absent means the embedded workspace. */
  apiUrl?: string;
  token?: string;
  org?: string;
}

export interface ConfigData {
  currentProfile?: string;
  profiles: Record<string, Profile>;
}

export function configFile(env: NodeJS.ProcessEnv): string {
  return join(configDir(env), 'config.json');
}

/** Plain read of the config file: the hot path of every command, so no conf/ajv here. */
export function readConfig(env: NodeJS.ProcessEnv): ConfigData {
  const file = configFile(env);
  let text: string;
  try {
    // No config yet (the embedded default) is common: asked first, since the first exception a
    // process throws costs half a millisecond.
    if (!existsSync(file)) return { profiles: {} };
    text = readFileSync(file, 'utf8');
  } catch {
    return { profiles: {} };
  }
  try {
    const data = JSON.parse(text) as Partial<ConfigData>;
    return { currentProfile: data.currentProfile, profiles: data.profiles ?? {} };
  } catch {
    throw new UsageError(
      `the config file ${file} is not valid JSON`,
      'fix or delete it, then run docs-cli auth login again',
    );
  }
}

/** Changes the config through conf, which writes atomically with mode 0600. */
export async function updateConfig(env: NodeJS.ProcessEnv, change: (data: ConfigData) => void): Promise<ConfigData> {
  const { default: Conf } = await import('conf');
  const store = new Conf<ConfigData>({
    projectName: 'docs-cli',
    cwd: configDir(env),
    configName: 'config',
    configFileMode: 0o600,
    defaults: { profiles: {} },
  });
  const data: ConfigData = { currentProfile: store.get('currentProfile'), profiles: store.get('profiles') ?? {} };
  change(data);
  store.store = JSON.parse(JSON.stringify(data)) as ConfigData;
  return data;
}

export type Source = 'flag' | 'env' | 'profile' | 'default' | 'embedded';

export interface GlobalFlags {
  profile?: string;
  apiUrl?: string;
  org?: string;
}

/** The settings a command runs with, each with where it came from (flag > env > profile > default). */
export interface Settings {
  profileName: string;
  profileSource: Source;
  profile: Profile;
  apiUrl?: string;
  apiUrlSource: Source;
  token?: string;
  tokenSource: Source | 'none';
  org?: string;
  orgSource: Source | 'none';
  embedded: boolean;
}

export function resolveSettings(flags: GlobalFlags, env: NodeJS.ProcessEnv, config: ConfigData): Settings {
  const [profileName, profileSource] = pick<string>(
    [flags.profile, 'flag'],
    [env.DOCS_CLI_PROFILE, 'env'],
    [config.currentProfile, 'profile'],
  ) ?? [LOCAL_PROFILE, 'default'];
  const profile = config.profiles[profileName] ?? {};
  if (profileName !== LOCAL_PROFILE && !config.profiles[profileName] && !flags.apiUrl && !env.DOCS_CLI_API_URL) {
    throw new UsageError(
      `no profile named "${profileName}"`,
      'run docs-cli config list to see the profiles, or docs-cli auth login to create one',
    );
  }
  const apiUrlPick = pick<string>([flags.apiUrl, 'flag'], [env.DOCS_CLI_API_URL, 'env'], [profile.apiUrl, 'profile']);
  const apiUrl = apiUrlPick?.[0];
  // A profile's token and organization belong to the profile's service, never to another URL.
  const ownService = sameService(apiUrl, profile.apiUrl);
  const tokenPick = pick<string>([env.DOCS_CLI_TOKEN, 'env'], [ownService ? profile.token : undefined, 'profile']);
  const orgPick = pick<string>(
    [flags.org, 'flag'],
    [env.DOCS_CLI_ORG, 'env'],
    [ownService ? profile.org : undefined, 'profile'],
  );
  if (apiUrl !== undefined) validateApiUrl(apiUrl);
  return {
    profileName,
    profileSource,
    profile,
    apiUrl,
    apiUrlSource: apiUrlPick?.[1] ?? 'embedded',
    token: tokenPick?.[0],
    tokenSource: tokenPick?.[1] ?? 'none',
    org: orgPick?.[0],
    orgSource: orgPick?.[1] ?? 'none',
    embedded: apiUrl === undefined,
  };
}

const normalizeUrl = (url: string | undefined) => url?.replace(/\/+$/, '');
const sameService = (a: string | undefined, b: string | undefined) => normalizeUrl(a) === normalizeUrl(b);

function pick<T>(...candidates: Array<[T | undefined, Source]>): [T, Source] | undefined {
  for (const [value, source] of candidates) {
    if (value !== undefined && value !== '') return [value, source];
  }
  return undefined;
}

export function validateApiUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError(`invalid API URL "${url}": expected http(s)://host[:port]`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new UsageError(`invalid API URL "${url}": only http and https are supported`);
  }
  // Never sent (the token is what signs requests in), and errors show the URL: refused unshown.
  if (parsed.username || parsed.password) {
    throw new UsageError(
      `invalid API URL ${parsed.protocol}//${parsed.host}: it holds a user name or password, which is never sent; remove it and log in with a token`,
    );
  }
}
