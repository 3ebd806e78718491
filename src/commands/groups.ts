import { answersTo, type GroupContents, type GroupSpec } from './spec.js';

/** A top-level group: its header here, its commands loaded only when a command of it runs. */
export interface GroupEntry {
  readonly name: string;
  readonly aliases?: readonly string[];
  /** One line, shown in the top-level help. */
  readonly summary: string;
  load(): Promise<GroupContents>;
}

/**
 * The one registry of command groups, in help order. `docs-cli spaces list` loads the spaces
 * module and nothing else; help, completion and the reference load them all.
 */
export const GROUPS: readonly GroupEntry[] = [
  {
    name: 'auth',
    summary: 'Log in to a service, and show or forget the stored token',
    load: async () => (await import('./auth/index.js')).contents,
  },
  {
    name: 'config',
    summary: 'List, switch, show and remove profiles; set the default organization',
    load: async () => (await import('./config/index.js')).contents,
  },
  {
    name: 'orgs',
    summary: 'List, show and update organizations',
    load: async () => (await import('./orgs/index.js')).contents,
  },
  {
    name: 'members',
    summary: 'List and manage organization members',
    load: async () => (await import('./members/index.js')).contents,
  },
  {
    name: 'teams',
    summary: 'Manage teams and bulk-edit their membership',
    load: async () => (await import('./teams/index.js')).contents,
  },
  {
    name: 'collections',
    summary: 'Organize spaces into (nested) collections',
    load: async () => (await import('./collections/index.js')).contents,
  },
  {
    name: 'spaces',
    summary: 'Create, organize, delete and restore spaces',
    load: async () => (await import('./spaces/index.js')).contents,
  },
  {
    name: 'change-requests',
    aliases: ['cr'],
    summary: 'Create, review, update and merge change requests',
    load: async () => (await import('./change-requests/index.js')).contents,
  },
  {
    name: 'check',
    summary: 'Find what a push or a publish of a docs folder would refuse or break (no service needed)',
    load: async () => (await import('./check/index.js')).contents,
  },
  {
    name: 'sites',
    summary: 'Manage and publish sites, their structure and share links',
    load: async () => (await import('./sites/index.js')).contents,
  },
  {
    name: 'preview',
    summary: 'Serve a local docs folder as its published site, reloading as files change',
    load: async () => (await import('./preview/index.js')).contents,
  },
  {
    name: 'translations',
    summary: 'Manage translation settings',
    load: async () => (await import('./translations/index.js')).contents,
  },
  {
    name: 'openapi',
    summary: 'Publish and inspect OpenAPI specifications',
    load: async () => (await import('./openapi/index.js')).contents,
  },
  {
    name: 'integrations',
    summary: 'Publish, list and install integrations',
    load: async () => (await import('./integrations/index.js')).contents,
  },
  {
    name: 'api',
    summary: 'Send raw requests to the service (docs-cli api <path>)',
    load: async () => (await import('./api/index.js')).contents,
  },
  {
    name: 'mcp',
    summary: "Serve docs-cli's commands as MCP tools for agents (stdio or loopback HTTP); configure MCP clients",
    load: async () => (await import('./mcp/index.js')).contents(commandTree),
  },
  {
    name: 'completion',
    summary: 'Shell completion scripts (bash, zsh, fish), and their installation',
    load: async () => (await import('./completion/index.js')).contents(commandTree),
  },
  {
    name: 'server',
    summary: 'Run the embedded service over HTTP and administer its users and tokens',
    load: async () => (await import('./server/index.js')).contents,
  },
];

function header(entry: GroupEntry): GroupSpec {
  return { name: entry.name, aliases: entry.aliases, summary: entry.summary, commands: [] };
}

/** The group's contents; its `more` too, unless `command` names one of the others. */
async function loaded(entry: GroupEntry, command?: string): Promise<GroupSpec> {
  const { more, ...contents } = await entry.load();
  const found = [...contents.commands, ...(contents.groups ?? [])].some(answersTo(command));
  if (!more || found) return { ...header(entry), ...contents };
  const extra = await more();
  return {
    ...header(entry),
    commands: [...contents.commands, ...extra.commands],
    groups: [...(contents.groups ?? []), ...(extra.groups ?? [])],
  };
}

/** The group a word names, by name or alias. */
export function groupNamed(word: string | undefined): GroupEntry | undefined {
  return GROUPS.find(answersTo(word));
}

/**
 * The tree for one invocation: the group `word` names, loaded (with what it loads only for other
 * commands than `command`); the others as bare headers.
 */
export async function treeFor(word: string | undefined, command?: string): Promise<GroupSpec[]> {
  const wanted = groupNamed(word);
  return Promise.all(GROUPS.map((entry) => (entry === wanted ? loaded(entry, command) : header(entry))));
}

/** The whole command tree, every group loaded (completion, the reference, tests). */
export function commandTree(): Promise<GroupSpec[]> {
  return Promise.all(GROUPS.map((entry) => loaded(entry)));
}
