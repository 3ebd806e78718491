import * as api from '../../api/organizations.js';
import type { Organization } from '../../api/types.js';
import { byId, view } from '../../output/view.js';
import { ROLE_VALUES } from '../../common/enums.js';
import { LIMITS } from '../../common/limits.js';
import { defined, nullableRole, requireSome } from '../position.js';
import { arg, option, defineCommand, list, resource, type GroupContents } from '../spec.js';
import { orgExtraCommands, orgSubgroups } from './extra.js';
import { orgPullCommand } from './pull.js';
import { auditActionsCommand, auditCommand } from './audit.js';

export const orgView = view<Organization>(
  'organization',
  [
    ['ID', (o) => o.id],
    ['TITLE', (o) => o.title],
    ['TYPE', (o) => o.type],
    ['PLAN', (o) => o.plan],
    ['HOSTNAME', (o) => o.hostname],
  ],
  byId,
);

const orgArg = arg({
  name: 'org',
  description: 'organization id (default: --org, DOCS_CLI_ORG or the profile)',
  required: false,
});

const onOff = <const F extends string>(flag: F, what: string) =>
  option({ flags: `--${flag} <on|off>`, description: what, choices: ['on', 'off'] });
const toBool = (v: string | undefined) => (v === undefined ? undefined : v === 'on');

export const contents: GroupContents = {
  commands: [
    defineCommand({
      name: 'list',
      summary: 'List the organizations you belong to',
      effect: 'read',
      output: 'list',
      examples: ['docs-cli orgs list', 'docs-cli orgs list -o ids'],
      async run(ctx) {
        return list(orgView, (q) => api.listOrganizations(ctx.api(), q));
      },
    }),
    defineCommand({
      name: 'get',
      summary: 'Show an organization',
      effect: 'read',
      output: 'resource',
      args: [orgArg],
      examples: ['docs-cli orgs get', 'docs-cli orgs get <org-id> -o json'],
      async run(ctx, { args }) {
        return resource(await api.getOrganization(ctx.api(), args.org ?? (await ctx.org())), orgView);
      },
    }),
    defineCommand({
      name: 'update',
      summary: 'Update the title, domains, hostname, default role and settings of an organization',
      effect: 'write',
      output: 'resource',
      args: [orgArg],
      options: [
        { flags: '--title <title>', description: 'title (2 to 255 characters)', limit: LIMITS.organizationTitle },
        {
          flags: '--email-domain <domain>',
          description: 'e-mail domain whose users may join (repeatable; replaces the list)',
          type: 'list',
        },
        { flags: '--no-email-domains', description: 'clear the e-mail domains' },
        {
          flags: '--hostname <name>',
          description: 'default hostname for public content (3 to 32)',
          limit: LIMITS.organizationHostname,
        },
        {
          flags: '--default-role <role>',
          description: 'role of new members (guest for none)',
          choices: [...ROLE_VALUES, 'guest'],
        },
        { flags: '--logo <url>', description: 'logo URL (at most 2048; "none" removes it)', limit: LIMITS.logoUrl },
        { flags: '--default-site <site>', description: 'site shown by default ("none" removes it)', limit: { min: 1 } },
        onOff('sso', 'enforce SSO organization-wide'),
        onOff('ai', 'enable AI features'),
        onOff('invite-links', 'enable invite links'),
      ],
      examples: [
        'docs-cli orgs update --title "Acme Docs"',
        'docs-cli orgs update --email-domain acme.com --email-domain acme.io --default-role read',
      ],
      async run(ctx, { args, opts }) {
        const body = defined({
          title: opts.title,
          emailDomains: opts.emailDomains === false ? [] : opts.emailDomain,
          hostname: opts.hostname,
          defaultRole: nullableRole(opts.defaultRole),
          logo: opts.logo === 'none' ? null : opts.logo,
          defaultContent:
            opts.defaultSite === undefined
              ? undefined
              : opts.defaultSite === 'none'
                ? null
                : { type: 'site', site: opts.defaultSite },
          sso: toBool(opts.sso),
          ai: toBool(opts.ai),
          inviteLinks: toBool(opts.inviteLinks),
        });
        requireSome(
          body,
          '--title, --email-domain, --hostname, --default-role, --logo, --default-site, --sso, --ai, --invite-links',
        );
        return resource(await api.updateOrganization(ctx.api(), args.org ?? (await ctx.org()), body), orgView);
      },
    }),
    ...orgExtraCommands,
    orgPullCommand,
    auditCommand,
    auditActionsCommand,
  ],
  groups: orgSubgroups,
};
