import type { GroupSpec } from './spec.js';

/**
 * The groups by name, each loaded only when a command of it runs: `docs-cli spaces list` parses
 * the spaces commands and nothing else. Headers must match the groups (a test checks).
 */
export interface GroupEntry {
  name: string;
  aliases?: string[];
  summary: string;
  load(): Promise<GroupSpec>;
}

export const catalog: GroupEntry[] = [
  {
    name: 'auth',
    summary: 'Log in to a service, and show or forget the stored token',
    load: async () => (await import('./auth/index.js')).authGroup,
  },
  {
    name: 'config',
    summary: 'List, switch, show and remove profiles; set the default organization',
    load: async () => (await import('./config/index.js')).configGroup,
  },
  {
    name: 'orgs',
    summary: 'List, show and update organizations',
    load: async () => (await import('./orgs/index.js')).orgsGroup,
  },
  {
    name: 'members',
    summary: 'List and manage organization members',
    load: async () => (await import('./members/index.js')).membersGroup,
  },
  {
    name: 'teams',
    summary: 'Manage teams and bulk-edit their membership',
    load: async () => (await import('./teams/index.js')).teamsGroup,
  },
  {
    name: 'collections',
    summary: 'Organize spaces into (nested) collections',
    load: async () => (await import('./collections/index.js')).collectionsGroup,
  },
  {
    name: 'spaces',
    summary: 'Create, organize, delete and restore spaces',
    load: async () => (await import('./spaces/index.js')).spacesGroup,
  },
  {
    name: 'change-requests',
    aliases: ['cr'],
    summary: 'Create, review, update and merge change requests',
    load: async () => (await import('./change-requests/index.js')).changeRequestsGroup,
  },
  {
    name: 'sites',
    summary: 'Manage and publish sites, their structure and share links',
    load: async () => (await import('./sites/index.js')).sitesGroup,
  },
  {
    name: 'translations',
    summary: 'Manage translation settings',
    load: async () => (await import('./translations/index.js')).translationsGroup,
  },
  {
    name: 'openapi',
    summary: 'Publish and inspect OpenAPI specifications',
    load: async () => (await import('./openapi/index.js')).openapiGroup,
  },
  {
    name: 'integrations',
    summary: 'Publish, list and install integrations',
    load: async () => (await import('./integrations/index.js')).integrationsGroup,
  },
  {
    name: 'api',
    summary: 'Send raw requests to the service (docs-cli api <path>)',
    load: async () => (await import('./api/index.js')).apiGroup,
  },
  {
    name: 'completion',
    summary: 'Shell completion scripts (bash, zsh, fish), and their installation',
    load: async () => (await import('./completion/index.js')).completionGroup,
  },
  {
    name: 'server',
    summary: 'Run the embedded service over HTTP and administer its users and tokens',
    load: async () => (await import('./server/index.js')).serverGroup,
  },
];

/** The tree for one invocation: the group `word` names, loaded; the others as bare headers. */
export async function treeFor(word: string | undefined): Promise<GroupSpec[]> {
  return Promise.all(
    catalog.map(async (entry) =>
      entry.name === word || entry.aliases?.includes(word ?? '')
        ? entry.load()
        : { name: entry.name, aliases: entry.aliases, summary: entry.summary, commands: [] },
    ),
  );
}
