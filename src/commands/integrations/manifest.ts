import { readFileText } from '../../read-input.js';
import { readFile } from 'node:fs/promises';
import { basename, dirname, extname, resolve } from 'node:path';
import type { PublishIntegrationBody } from '../../api/integrations.js';
import { INTEGRATION_SCOPES } from '../../common/integrations.js';
import { UsageError } from '../../errors.js';
import {
  INTEGRATION_CATEGORIES,
  INTEGRATION_RUNTIMES,
  INTEGRATION_TARGETS,
  INTEGRATION_VISIBILITIES,
} from '../../common/enums.js';
import { checkText, LIMITS, type TextLimit } from '../../common/limits.js';
import { yamlMessage } from '../../common/yaml-message.js';

/**
 * An integration manifest (YAML or JSON), as in `gitbook-manifest.yaml`:
 *
 *   name, title, description, summary, icon (image path), previewImages (image paths), script
 *   (path), organization, visibility, target, runtime, scopes, categories, blocks, contentSources,
 *   externalLinks, configurations, contentSecurityPolicy, secrets.
 *
 * Paths are relative to the manifest. A secret is `${{ env.NAME }}` or `{env: NAME}` (from the
 * environment) or `{file: path}` (a file's content); secrets never come from the command line.
 */
export interface Manifest {
  name: string;
  body: Omit<PublishIntegrationBody, 'organization'> & { organization?: string };
}

const KNOWN = new Set([
  'name',
  'title',
  'description',
  'summary',
  'icon',
  'previewImages',
  'script',
  'organization',
  'visibility',
  'target',
  'runtime',
  'scopes',
  'categories',
  'blocks',
  'contentSources',
  'externalLinks',
  'configurations',
  'contentSecurityPolicy',
  'secrets',
  '$schema',
]);
const MAX_SECRETS = 20;
const SECRET_NAME = /^[A-Za-z0-9_.-]{1,100}$/;
const ENV_REFERENCE = /^\$\{\{\s*env\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$/;

class ManifestReader {
  constructor(
    readonly file: string,
    readonly env: NodeJS.ProcessEnv,
  ) {}

  fail(field: string, rule: string): never {
    throw new UsageError(`${basename(this.file)}: ${field}: ${rule}`);
  }

  path(relative: string): string {
    return resolve(dirname(this.file), relative);
  }

  async read(field: string, relative: string, encoding: 'utf8' | 'base64'): Promise<string> {
    try {
      return await readFile(this.path(relative), encoding);
    } catch {
      return this.fail(field, `cannot read ${relative} (paths are relative to the manifest)`);
    }
  }

  text(doc: Record<string, unknown>, field: string, limit: TextLimit, required: true): string;
  text(doc: Record<string, unknown>, field: string, limit: TextLimit, required: false): string | undefined;
  text(doc: Record<string, unknown>, field: string, limit: TextLimit, required: boolean): string | undefined {
    const value = doc[field];
    if (value === undefined || value === null) return required ? this.fail(field, 'is required') : undefined;
    if (typeof value !== 'string') return this.fail(field, 'must be a string');
    const broken = checkText(value, limit);
    return broken ? this.fail(field, broken) : value;
  }

  oneOf<E extends string>(doc: Record<string, unknown>, field: string, values: readonly E[]): E | undefined {
    const value = doc[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string' || !(values as readonly string[]).includes(value))
      return this.fail(field, `must be one of ${values.join(', ')}`);
    return value as E;
  }

  list<E extends string>(doc: Record<string, unknown>, field: string, values: readonly E[]): E[] | undefined {
    const value = doc[field];
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value)) return this.fail(field, 'must be a list');
    for (const item of value) {
      if (typeof item !== 'string' || !(values as readonly string[]).includes(item))
        this.fail(field, `${JSON.stringify(item)} is not one of ${values.join(', ')}`);
    }
    if (new Set(value).size !== value.length) this.fail(field, 'must not repeat a value');
    return value as E[];
  }

  array(doc: Record<string, unknown>, field: string, max?: number): unknown[] | undefined {
    const value = doc[field];
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value)) return this.fail(field, 'must be a list');
    if (max !== undefined && value.length > max) this.fail(field, `must have at most ${max} items`);
    return value;
  }

  async secret(name: string, spec: unknown): Promise<string> {
    if (typeof spec === 'string') {
      const variable = ENV_REFERENCE.exec(spec.trim())?.[1];
      return variable ? this.fromEnv(name, variable) : spec;
    }
    if (typeof spec === 'object' && spec !== null && !Array.isArray(spec)) {
      const s = spec as { env?: unknown; file?: unknown };
      if (typeof s.env === 'string') return this.fromEnv(name, s.env);
      if (typeof s.file === 'string') return (await this.read(`secrets.${name}`, s.file, 'utf8')).replace(/\r?\n$/, '');
    }
    return this.fail(`secrets.${name}`, 'must be "${{ env.NAME }}", {env: NAME} or {file: path}');
  }

  fromEnv(name: string, variable: string): string {
    const value = this.env[variable];
    if (value === undefined) return this.fail(`secrets.${name}`, `environment variable ${variable} is not set`);
    return value;
  }
}

/**
 * Parser messages may quote the text (a secret, say): JSON's never shown, YAML's first line only
 * (position, no excerpt), none when `sensitive`.
 */
export async function parseDocument(file: string, text: string, sensitive = false): Promise<Record<string, unknown>> {
  let doc: unknown;
  try {
    if (extname(file).toLowerCase() === '.json') doc = JSON.parse(text);
    else doc = (await import('yaml')).parse(text, { maxAliasCount: 100 });
  } catch (error) {
    const json = extname(file).toLowerCase() === '.json';
    const detail = sensitive || json ? '' : `: ${yamlMessage(error)}`;
    throw new UsageError(`${basename(file)}: not valid ${json ? 'JSON' : 'YAML'}${detail}`);
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc))
    throw new UsageError(`${basename(file)}: must be a mapping of fields`);
  return doc as Record<string, unknown>;
}

/** Reads and checks a manifest against the interface's limits; nothing is sent when it fails. */
export async function loadManifest(
  file: string,
  env: NodeJS.ProcessEnv,
  extraSecrets: Record<string, string> = {},
): Promise<Manifest> {
  const text = await readFileText(file, '--file');
  const doc = await parseDocument(file, text);
  const r: ManifestReader = new ManifestReader(file, env);
  for (const key of Object.keys(doc)) if (!KNOWN.has(key)) r.fail(key, 'unknown field');

  const name = r.text(doc, 'name', { min: 1, ...LIMITS.integrationName }, true);
  const scriptPath = r.text(doc, 'script', { min: 1, max: 1024 }, true);
  const script = await r.read('script', scriptPath, 'utf8');
  if (script.trim() === '') r.fail('script', `${scriptPath} is empty`);
  const iconPath = r.text(doc, 'icon', { min: 1, max: 1024 }, false);
  const previewPaths = r.array(doc, 'previewImages', 3);
  const previewImages: string[] = [];
  for (const [i, p] of (previewPaths ?? []).entries()) {
    if (typeof p !== 'string') r.fail(`previewImages[${i}]`, 'must be a path to an image');
    previewImages.push(await r.read(`previewImages[${i}]`, p, 'base64'));
  }
  const externalLinks = r.array(doc, 'externalLinks', 5) as PublishIntegrationBody['externalLinks'];
  for (const [i, link] of (externalLinks ?? []).entries()) {
    if (typeof link?.url !== 'string' || typeof link?.label !== 'string')
      r.fail(`externalLinks[${i}]`, 'needs url and label');
  }
  const csp = doc.contentSecurityPolicy;
  if (csp !== undefined && typeof csp !== 'string' && (typeof csp !== 'object' || csp === null || Array.isArray(csp))) {
    r.fail('contentSecurityPolicy', 'must be a string or a mapping of directives');
  }
  const configurations = doc.configurations;
  if (
    configurations !== undefined &&
    (typeof configurations !== 'object' || configurations === null || Array.isArray(configurations))
  ) {
    r.fail('configurations', 'must be a mapping with account, space or site');
  }

  const secrets: Record<string, string> = {};
  const declared = doc.secrets;
  if (declared !== undefined && declared !== null) {
    if (typeof declared !== 'object' || Array.isArray(declared))
      r.fail('secrets', 'must be a mapping of names to values');
    for (const [key, spec] of Object.entries(declared as Record<string, unknown>))
      secrets[key] = await r.secret(key, spec);
  }
  Object.assign(secrets, extraSecrets);
  for (const key of Object.keys(secrets))
    if (!SECRET_NAME.test(key))
      r.fail('secrets', `name "${key}" must be 1 to 100 letters, digits, underscores, dots or hyphens`);
  if (Object.keys(secrets).length > MAX_SECRETS) r.fail('secrets', `must have at most ${MAX_SECRETS} entries`);

  const body: Manifest['body'] = {
    title: r.text(doc, 'title', LIMITS.integrationTitle, true),
    description: r.text(doc, 'description', LIMITS.integrationDescription, true),
    script,
  };
  const optional: Partial<Manifest['body']> = {
    summary: r.text(doc, 'summary', LIMITS.integrationSummary, false),
    organization: r.text(doc, 'organization', { min: 1, max: 100 }, false),
    runtime: r.oneOf(doc, 'runtime', INTEGRATION_RUNTIMES),
    visibility: r.oneOf(doc, 'visibility', INTEGRATION_VISIBILITIES),
    target: r.oneOf(doc, 'target', INTEGRATION_TARGETS),
    // The reference requires scopes; none is an empty list.
    scopes: r.list(doc, 'scopes', INTEGRATION_SCOPES) ?? [],
    categories: r.list(doc, 'categories', INTEGRATION_CATEGORIES),
    blocks: r.array(doc, 'blocks'),
    contentSources: r.array(doc, 'contentSources'),
    externalLinks,
    configurations: configurations as Record<string, unknown> | undefined,
    contentSecurityPolicy: csp as string | Record<string, string> | undefined,
    icon: iconPath === undefined ? undefined : await r.read('icon', iconPath, 'base64'),
    previewImages: previewPaths === undefined ? undefined : previewImages,
    secrets: Object.keys(secrets).length ? secrets : undefined,
  };
  for (const [key, value] of Object.entries(optional))
    if (value !== undefined) (body as Record<string, unknown>)[key] = value;
  return { name, body };
}

/** `KEY=VALUE` lines (dotenv style; `#` comments, optional quotes), or a JSON/YAML mapping by extension. */
export async function loadSecretsFile(file: string): Promise<Record<string, string>> {
  const text = await readFileText(file, '--secrets-file');
  const ext = extname(file).toLowerCase();
  if (ext === '.json' || ext === '.yaml' || ext === '.yml') {
    const doc = await parseDocument(file, text, true);
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(doc)) {
      if (typeof v !== 'string') throw new UsageError(`${basename(file)}: ${k}: must be a string`);
      out[k] = v;
    }
    return out;
  }
  const out: Record<string, string> = {};
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [, name, given] = /^(?:export\s+)?([^=\s]+)\s*=\s*(.*)$/.exec(line) ?? [];
    if (name === undefined || given === undefined)
      throw new UsageError(`${basename(file)}: line ${i + 1}: expected NAME=value`);
    out[name] = /^(["']).*\1$/.test(given) ? given.slice(1, -1) : given;
  }
  return out;
}

/** The body as `--dry-run` may print it: secret values masked. */
export function redactSecrets<T extends { secrets?: Record<string, string> }>(body: T): T {
  if (!body.secrets) return body;
  return { ...body, secrets: Object.fromEntries(Object.keys(body.secrets).map((k) => [k, '[redacted]'])) };
}
