import * as api from '../../api/org-extras.js';
import type { Organization } from '../../api/types.js';
import { byId, view } from '../../output/view.js';
import { LIMITS } from '../../common/limits.js';
import { contents as memberCommands } from '../members/index.js';
import { defineCommand, list, message, resource, singlePage, type CommandSpec, type GroupSpec } from '../spec.js';

const searchView = view<api.OrgSearchResult>(
  'search result',
  [
    ['SPACE', (r) => r.id],
    ['TITLE', (r) => r.title],
    ['PAGES', (r) => r.pages.length],
    ['MATCHES', (r) => r.pages.map((p) => p.title).join(', ')],
  ],
  byId,
);

const domainOrgView = view<Organization>(
  'organization',
  [
    ['ID', (o) => o.id],
    ['TITLE', (o) => o.title],
    ['DOMAINS', (o) => o.emailDomains],
  ],
  byId,
);

const claimsView = view<{ serviceVisitorClaims?: string }>(
  'claims',
  [['CLAIMS', (c) => c.serviceVisitorClaims]],
  (c) => c.serviceVisitorClaims ?? '',
);

/** Organization commands owned by the people group (ping, search, by-email-domain, invites). */
export const orgExtraCommands: CommandSpec[] = [
  defineCommand({
    name: 'ping',
    summary: 'Mark yourself as seen in the organization and print your visitor claims (a JWT)',
    effect: 'write',
    output: 'resource',
    examples: ['docs-cli orgs ping', 'docs-cli orgs ping -o json --query serviceVisitorClaims'],
    async run(ctx) {
      return resource(await api.pingOrganization(ctx.api(), await ctx.org()), claimsView);
    },
  }),
  defineCommand({
    name: 'search',
    summary: 'Search the content of every space of the organization you can read',
    effect: 'read',
    output: 'list',
    args: [{ name: 'query', description: 'text to look for (at most 512 characters)', limit: LIMITS.searchQuery }],
    examples: ['docs-cli orgs search "rate limit"', 'docs-cli orgs search install -o json --query "[].pages[].title"'],
    async run(ctx, { args }) {
      const org = await ctx.org();
      return list(searchView, (q) => api.searchOrganization(ctx.api(), org, { query: args.query, ...q }));
    },
  }),
  defineCommand({
    name: 'by-email-domain',
    summary: 'List the organizations whose members may join with an e-mail domain',
    effect: 'read',
    output: 'list',
    args: [{ name: 'domain', description: 'e-mail domain, e.g. example.com', limit: { min: 1, max: 253 } }],
    examples: ['docs-cli orgs by-email-domain example.com', 'docs-cli orgs by-email-domain example.com -o ids'],
    async run(ctx, { args }) {
      return list(domainOrgView, async (q) => {
        singlePage(q.page);
        const { organizations } = await api.organizationsByEmailDomain(ctx.api(), args.domain);
        return { items: organizations, count: organizations.length };
      });
    },
  }),
];

const invitesGroup: GroupSpec = {
  name: 'invites',
  summary: 'Manage invite links of the organization',
  commands: [
    defineCommand({
      name: 'delete',
      summary: 'Delete an invite link so it can no longer be used',
      effect: 'destructive',
      output: 'none',
      args: [{ name: 'invite', description: 'invite link id' }],
      examples: ['docs-cli orgs invites delete <invite-id>', 'docs-cli orgs invites delete <invite-id> --yes'],
      async run(ctx, { args }) {
        const org = await ctx.org();
        await ctx.confirm(`Delete invite link ${args.invite}?`);
        await api.deleteLinkInvite(ctx.api(), org, args.invite);
        return message(`deleted invite link ${args.invite}`);
      },
    }),
  ],
};

// `orgs members ...` is the contract's spelling; `members ...` is the same group at the top level.
export const orgSubgroups: GroupSpec[] = [
  { name: 'members', summary: 'List and manage organization members (also docs-cli members)', ...memberCommands },
  invitesGroup,
];
