/**
 * The site-level Git Sync file, `docs.yaml` at the root of a site's folder (reference
 * 0.202.0, `GitSyncSiteConfig`): the site's title and its structure of section groups, sections,
 * spaces and external links, each with a stable key, each space pointing at the folder of its
 * content. Parsed and checked here against the rules the reference lists (every problem one line
 * naming the node's key), and written in one canonical form, or, over a file that exists, edited
 * in place so that what did not change keeps its text.
 */
import { type Document, isMap, isScalar, isSeq, parse as parseYaml, parseDocument, stringify } from 'yaml';
import { yamlMessage } from '../yaml-message.js';

export const SITE_CONFIG_FILE = 'docs.yaml';
/** The name the reference gives the file, read when `docs.yaml` is absent. */
export const SITE_CONFIG_ALIAS = 'gitbook-docs.yaml';
/** Largest site file read (GitBook's own documentation site's is 5 KB). */
export const MAX_SITE_CONFIG_BYTES = 1024 * 1024;

/** Reference `TranslationLanguage`. */
// biome-ignore format: a list of codes
export const SITE_LANGUAGES = [
  'en', 'fr', 'de', 'es', 'it', 'pt', 'pt-br', 'ru', 'ja', 'zh', 'zh-tw', 'yue', 'ko', 'ar', 'hi', 'nl', 'pl', 'tr',
  'sv', 'no', 'da', 'fi', 'el', 'cs', 'hu', 'ro', 'th', 'vi', 'id', 'ms', 'he', 'uk', 'sk', 'bg', 'hr', 'lt', 'lv',
  'et', 'sl',
] as const;

export interface SiteSpaceNode {
  type: 'space';
  key: string;
  title: string;
  path: string;
  default?: boolean;
  hidden?: boolean;
  draft?: boolean;
  condition?: string;
  localizedTitle?: Record<string, string>;
  content: { directory: string | null; language?: string };
}

export interface SiteSectionNode {
  type: 'section';
  key: string;
  title: string;
  path: string;
  default?: boolean;
  description?: string;
  icon?: string;
  condition?: string;
  localizedTitle?: Record<string, string>;
  localizedDescription?: Record<string, string>;
  children?: SiteSpaceNode[];
}

export interface SiteSectionGroupNode {
  type: 'section-group';
  key: string;
  title: string;
  icon?: string;
  draft?: boolean;
  localizedTitle?: Record<string, string>;
  children?: Array<SiteSectionGroupNode | SiteSectionNode | SiteExternalLinkNode>;
}

export interface SiteExternalLinkNode {
  type: 'external-link';
  key: string;
  title: string;
  url: string;
  description?: string;
  icon?: string;
  draft?: boolean;
  condition?: string;
  localizedTitle?: Record<string, string>;
  localizedDescription?: Record<string, string>;
}

export type SiteNode = SiteSectionGroupNode | SiteSectionNode | SiteSpaceNode | SiteExternalLinkNode;

export interface SiteConfig {
  $schema?: string;
  version?: 1;
  site: { title: string; structure: SiteNode[] };
}

/** What is wrong with a site file: one line per rule broken. */
export class SiteConfigError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems[0] ?? 'not a site file'}`);
  }
}

type Rule = { kind: 'string'; min?: number; max?: number } | { kind: 'boolean' } | { kind: 'localized'; max: number };
const str = (min?: number, max?: number): Rule => ({ kind: 'string', min, max });
const BOOL: Rule = { kind: 'boolean' };

/** The scalar fields of each node type with the reference's limits (`content` and `children` apart). */
const FIELDS: Record<SiteNode['type'], Record<string, Rule>> = {
  'section-group': {
    key: str(1),
    title: str(1, 100),
    icon: str(0, 50),
    draft: BOOL,
    localizedTitle: { kind: 'localized', max: 128 },
  },
  section: {
    key: str(1),
    title: str(2, 128),
    path: str(1, 100),
    default: BOOL,
    description: str(0, 256),
    icon: str(0, 50),
    condition: str(0, 1024),
    localizedTitle: { kind: 'localized', max: 128 },
    localizedDescription: { kind: 'localized', max: 256 },
  },
  space: {
    key: str(1),
    title: str(1),
    path: str(1, 100),
    default: BOOL,
    hidden: BOOL,
    draft: BOOL,
    condition: str(0, 1024),
    localizedTitle: { kind: 'localized', max: 128 },
  },
  'external-link': {
    key: str(1),
    title: str(2, 128),
    url: str(1, 2048),
    description: str(0, 256),
    icon: str(0, 50),
    draft: BOOL,
    condition: str(0, 1024),
    localizedTitle: { kind: 'localized', max: 128 },
    localizedDescription: { kind: 'localized', max: 256 },
  },
};
const REQUIRED: Record<SiteNode['type'], string[]> = {
  'section-group': ['key', 'title'],
  section: ['key', 'title', 'path'],
  space: ['key', 'title', 'path', 'content'],
  'external-link': ['key', 'title', 'url'],
};
const NODE_TYPES = Object.keys(FIELDS) as Array<SiteNode['type']>;
const LANGUAGES: ReadonlySet<string> = new Set(SITE_LANGUAGES);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const json = (v: unknown) => JSON.stringify(v);

/**
 * A space's directory as one form (`guides/v2`, or `/guides` for the repository root): `./`,
 * repeated and trailing slashes dropped. Undefined when it leaves the site folder (`..`).
 */
export function normalDirectory(directory: string): string | undefined {
  const rooted = directory.startsWith('/');
  const parts = directory.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.includes('..')) return undefined;
  const joined = parts.join('/');
  return rooted ? `/${joined}` : joined || '.';
}

/** The text of a site file read and checked; throws SiteConfigError naming every problem. */
export function parseSiteConfig(text: string, file = SITE_CONFIG_FILE): SiteConfig {
  let data: unknown;
  try {
    data = parseYaml(text, { uniqueKeys: true, maxAliasCount: 100 });
  } catch (error) {
    // The YAML reader recurses: text nested thousands deep overflows its stack.
    if (error instanceof RangeError || /Maximum call stack size exceeded/.test(String((error as Error).message)))
      throw new SiteConfigError(file, ['nests too deeply to read as a site file']);
    throw new SiteConfigError(file, [`not valid YAML (${yamlMessage(error)})`]);
  }
  const problems = siteConfigProblems(data);
  if (problems.length) throw new SiteConfigError(file, problems);
  return data as SiteConfig;
}

/** Every rule of the reference that `data` breaks, one line each (empty when it is a valid site file). */
export function siteConfigProblems(data: unknown): string[] {
  const out: string[] = [];
  if (!isObject(data)) return ['must be a mapping with a "site" entry'];
  for (const name of Object.keys(data))
    if (!['$schema', 'version', 'site'].includes(name)) out.push(`unknown entry "${name}" at the top level`);
  if (data.$schema !== undefined && typeof data.$schema !== 'string') out.push('$schema must be a URL');
  if (data.version !== undefined && data.version !== 1)
    out.push(`version ${json(data.version)} is not supported (only 1)`);
  const site = data.site;
  if (!isObject(site)) return [...out, 'site: must be a mapping with title and structure'];
  for (const name of Object.keys(site))
    if (name !== 'title' && name !== 'structure') out.push(`site: unknown entry "${name}"`);
  if (typeof site.title !== 'string' || site.title.trim() === '') out.push('site.title: must be a non-empty text');
  if (!Array.isArray(site.structure)) return [...out, 'site.structure: must be a list of nodes'];
  const nodes = site.structure as unknown[];

  const keys = new Map<string, number>();
  const sections: Array<Record<string, unknown>> = [];
  const directories = new Map<string, { key: string; language: unknown }>();
  const visit = (node: unknown, where: string, parent: 'root' | 'section' | 'group' | 'nested-group') => {
    if (!isObject(node) || typeof node.type !== 'string' || !NODE_TYPES.includes(node.type as SiteNode['type'])) {
      out.push(`${where}: must be a node with type ${NODE_TYPES.join(', ')}`);
      return;
    }
    const type = node.type as SiteNode['type'];
    const key = typeof node.key === 'string' && node.key !== '' ? node.key : undefined;
    const name = key !== undefined ? `${type} "${key}"` : `${where} (${type})`;
    if (key !== undefined) keys.set(key, (keys.get(key) ?? 0) + 1);
    for (const field of REQUIRED[type]) if (node[field] === undefined) out.push(`${name}: ${field} is required`);
    for (const [field, value] of Object.entries(node)) {
      if (field === 'type' || (field === 'children' && type !== 'space' && type !== 'external-link')) continue;
      if (field === 'content' && type === 'space') continue;
      const rule = FIELDS[type][field];
      if (!rule) {
        out.push(`${name}: unknown field "${field}"`);
        continue;
      }
      const problem = fieldProblem(rule, value);
      if (problem) out.push(`${name}: ${field} ${problem}`);
    }
    if (type === 'external-link' && typeof node.url === 'string' && !/^https?:\/\/[^\s/]+/i.test(node.url))
      out.push(`${name}: url must be an absolute http(s) URL`);
    if (type === 'space') spaceContent(node, name, key, directories, out);
    if (type === 'section') sections.push(node);

    // Where each type may stand.
    if (parent === 'section' && type !== 'space')
      out.push(`${name}: a section holds only spaces (nest sections in a section group instead)`);
    if ((parent === 'group' || parent === 'nested-group') && type === 'space')
      out.push(`${name}: a section group holds sections, section groups and external links, not spaces`);
    if (parent === 'nested-group' && type === 'section-group') {
      // Nothing below a node that may not stand here is read (so no depth of nesting recurses far).
      out.push(`${name}: section groups nest only one level deep`);
      return;
    }

    if (node.children !== undefined && (type === 'section' || type === 'section-group')) {
      if (!Array.isArray(node.children)) {
        out.push(`${name}: children must be a list of nodes`);
        return;
      }
      const inner = type === 'section' ? 'section' : parent === 'root' ? 'group' : 'nested-group';
      node.children.forEach((child, i) => visit(child, `${where}.children[${i}]`, inner));
      if (type === 'section') oneDefault(node.children, `${name}: `, 'its spaces', out);
    }
  };
  nodes.forEach((node, i) => visit(node, `site.structure[${i}]`, 'root'));

  for (const [key, count] of keys)
    if (count > 1) out.push(`key "${key}" is used by ${count} nodes; every key must be unique in the file`);
  const topSpaces = nodes.filter((n): n is Record<string, unknown> => isObject(n) && n.type === 'space');
  if (sections.length) {
    for (const space of topSpaces)
      out.push(
        `space ${json(space.key)}: the site has sections, so every space belongs inside one (no space at the top level)`,
      );
    oneDefault(sections, '', 'the sections of the site', out);
  } else {
    const link = nodes.find((n) => isObject(n) && n.type === 'external-link') as Record<string, unknown> | undefined;
    if (link || nodes.some((n) => isObject(n) && n.type === 'section-group' && hasLink(n)))
      out.push(
        `external-link ${json(link?.key ?? 'in a section group')}: external links need a site with at least one section`,
      );
    oneDefault(topSpaces, '', 'the top-level spaces', out);
  }
  return out;
}

/** Whether a section group holds an external link, itself or in a group it nests (groups nest one level). */
const hasLink = (group: Record<string, unknown>, depth = 0): boolean =>
  Array.isArray(group.children) &&
  group.children.some(
    (c) =>
      isObject(c) && (c.type === 'external-link' || (c.type === 'section-group' && depth < 1 && hasLink(c, depth + 1))),
  );

function fieldProblem(rule: Rule, value: unknown): string | undefined {
  if (rule.kind === 'boolean') return typeof value === 'boolean' ? undefined : 'must be true or false';
  if (rule.kind === 'localized') {
    if (!isObject(value)) return 'must be a mapping of language to text';
    for (const [language, text] of Object.entries(value)) {
      if (!LANGUAGES.has(language)) return `names ${json(language)}, not a language code of the reference`;
      if (typeof text !== 'string' || text.length > rule.max)
        return `${language} must be a text of at most ${rule.max} characters`;
    }
    return undefined;
  }
  if (typeof value !== 'string') return 'must be a text';
  if (rule.min !== undefined && value.length < rule.min)
    return rule.min === 1 ? 'must not be empty' : `must have at least ${rule.min} characters`;
  if (rule.max !== undefined && value.length > rule.max) return `must have at most ${rule.max} characters`;
  return undefined;
}

function spaceContent(
  node: Record<string, unknown>,
  name: string,
  key: string | undefined,
  directories: Map<string, { key: string; language: unknown }>,
  out: string[],
): void {
  const content = node.content;
  if (content === undefined) return;
  if (!isObject(content)) {
    out.push(`${name}: content must be a mapping with a directory`);
    return;
  }
  for (const field of Object.keys(content))
    if (field !== 'directory' && field !== 'language') out.push(`${name}: content has an unknown field "${field}"`);
  const { directory, language } = content;
  if (language !== undefined && (typeof language !== 'string' || !LANGUAGES.has(language)))
    out.push(
      `${name}: content.language ${json(language)} is not a language code of the reference (en, fr, pt-br, ...)`,
    );
  if (directory === null) return;
  if (typeof directory !== 'string' || directory === '') {
    out.push(`${name}: content.directory must be a folder path, or null for content outside the repository`);
    return;
  }
  const normal = normalDirectory(directory);
  if (normal === undefined) {
    out.push(`${name}: content.directory ${json(directory)} has a .. segment; directories stay inside the repository`);
    return;
  }
  const other = directories.get(normal);
  if (!other) directories.set(normal, { key: key ?? name, language });
  else if (other.language !== language)
    out.push(
      `${name}: shares the directory ${json(directory)} with space ${json(other.key)} but not its language ` +
        `(${json(language ?? null)} and ${json(other.language ?? null)}); one directory is read as one language`,
    );
}

function oneDefault(siblings: unknown[], prefix: string, what: string, out: string[]): void {
  const nodes = siblings.filter(isObject);
  if (nodes.length === 0) return;
  const defaults = nodes.filter((n) => n.default === true);
  if (defaults.length === 1) return;
  if (defaults.length === 0) out.push(`${prefix}exactly one of ${what} must be default: true (none is)`);
  else
    out.push(
      `${prefix}exactly one of ${what} must be default: true (${defaults.map((n) => json(n.key)).join(', ')} are)`,
    );
}

/** Every space node of the structure, in order, with the section (if any) it belongs to. */
export function siteSpaces(config: SiteConfig): Array<{ space: SiteSpaceNode; section?: SiteSectionNode }> {
  const out: Array<{ space: SiteSpaceNode; section?: SiteSectionNode }> = [];
  const visit = (nodes: SiteNode[], section?: SiteSectionNode) => {
    for (const node of nodes) {
      if (node.type === 'space') out.push(section ? { space: node, section } : { space: node });
      else if (node.type === 'section') visit(node.children ?? [], node);
      else if (node.type === 'section-group') visit(node.children ?? []);
    }
  };
  visit(config.site.structure);
  return out;
}

/** Every node of the structure, depth first. */
export function siteNodes(config: SiteConfig): SiteNode[] {
  const out: SiteNode[] = [];
  const visit = (nodes: SiteNode[]) => {
    for (const node of nodes) {
      out.push(node);
      if (node.type === 'section' || node.type === 'section-group') visit(node.children ?? []);
    }
  };
  visit(config.site.structure);
  return out;
}

/** The order fields are written in, per type (anything else is dropped from the canonical form). */
const ORDER: Record<SiteNode['type'], string[]> = {
  'section-group': ['type', 'key', 'title', 'localizedTitle', 'icon', 'draft', 'children'],
  section: [
    'type',
    'key',
    'title',
    'localizedTitle',
    'description',
    'localizedDescription',
    'icon',
    'path',
    'default',
    'condition',
    'children',
  ],
  space: ['type', 'key', 'title', 'localizedTitle', 'path', 'default', 'hidden', 'draft', 'condition', 'content'],
  'external-link': [
    'type',
    'key',
    'title',
    'localizedTitle',
    'description',
    'localizedDescription',
    'icon',
    'url',
    'draft',
    'condition',
  ],
};
const FLAGS = new Set(['default', 'hidden', 'draft']);

function canonicalNode(node: SiteNode): Record<string, unknown> {
  const source = node as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of ORDER[node.type]) {
    const value = source[field];
    // A flag that is false says what its absence says.
    if (value === undefined || (FLAGS.has(field) && value !== true)) continue;
    if (field === 'children') {
      const children = value as SiteNode[];
      if (children.length) out.children = children.map(canonicalNode);
    } else if (field === 'content') {
      const content = value as SiteSpaceNode['content'];
      const directory = content.directory === null ? null : canonicalDirectory(content.directory);
      out.content = content.language !== undefined ? { directory, language: content.language } : { directory };
    } else out[field] = value;
  }
  return out;
}

/** `./guides` for a folder of the site, `/guides` from the repository root. */
const canonicalDirectory = (directory: string) => {
  const normal = normalDirectory(directory) ?? directory;
  return normal.startsWith('/') || normal === '.' ? normal : `./${normal}`;
};

/** The config in its one written form: fields in the reference's order, false flags left out. */
export function canonicalSiteConfig(config: SiteConfig): SiteConfig {
  return {
    ...(config.$schema !== undefined ? { $schema: config.$schema } : {}),
    version: 1,
    site: {
      title: config.site.title,
      structure: config.site.structure.map((n) => canonicalNode(n) as unknown as SiteNode),
    },
  };
}

/** The file's text, the same bytes for the same site. */
export function siteConfigText(config: SiteConfig): string {
  return stringify(canonicalSiteConfig(config), { lineWidth: 0, indentSeq: true });
}

/** Two configs that say the same (however each was written). */
export const sameSiteConfig = (a: SiteConfig, b: SiteConfig): boolean =>
  JSON.stringify(canonicalSiteConfig(a)) === JSON.stringify(canonicalSiteConfig(b));

/** Whether two scalars of a site file say the same (`guides` and `./guides` are one folder). */
const sameScalar = (field: string | undefined, a: unknown, b: unknown): boolean =>
  a === b ||
  (field === 'directory' &&
    typeof a === 'string' &&
    typeof b === 'string' &&
    normalDirectory(a) !== undefined &&
    normalDirectory(a) === normalDirectory(b));

/**
 * `node` (of `doc`) made to say `target`, reusing what already says it: maps keep their order and
 * comments, and a list of nodes is matched by `key`; what changed is set, what is gone is removed
 * (a `false` flag says what its absence says, so it stays), what is new comes last.
 */
function edited(doc: Document, node: unknown, target: unknown, field?: string): unknown {
  if (Array.isArray(target)) {
    if (!isSeq(node)) return doc.createNode(target);
    const byKey = new Map<unknown, unknown>();
    for (const item of node.items) if (isMap(item)) byKey.set(item.get('key'), item);
    node.items = target.map((item, i) => {
      const key = item && typeof item === 'object' ? (item as { key?: unknown }).key : undefined;
      return edited(doc, key !== undefined ? byKey.get(key) : node.items[i], item) as never;
    });
    return node;
  }
  if (target !== null && typeof target === 'object') {
    if (!isMap(node)) return doc.createNode(target);
    const wanted = target as Record<string, unknown>;
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      const falseFlag = FLAGS.has(key) && isScalar(pair.value) && pair.value.value === false;
      if (!(key in wanted) && !falseFlag) node.delete(pair.key);
    }
    for (const [key, value] of Object.entries(wanted)) {
      if (value === undefined) continue;
      const current = node.get(key, true);
      const next = current === undefined ? doc.createNode(value) : edited(doc, current, value, key);
      if (next !== current) node.set(key, next);
    }
    return node;
  }
  return isScalar(node) && sameScalar(field, node.value, target) ? node : doc.createNode(target);
}

/**
 * The text of `config` written over the file `previous`: the fields, nodes and comments whose
 * values did not change keep their text and order (a file GitBook wrote stays GitBook's but for
 * what changed); a file that does not read as YAML is written anew.
 */
export function editedSiteConfigText(previous: string, config: SiteConfig): string {
  const doc = parseDocument(previous);
  if (doc.errors.length || !isMap(doc.contents)) return siteConfigText(config);
  const target: Record<string, unknown> = { ...canonicalSiteConfig(config) };
  if (!doc.has('version')) delete target.version;
  doc.contents = edited(doc, doc.contents, target) as typeof doc.contents;
  return doc.toString({ lineWidth: 0, indentSeq: true });
}
