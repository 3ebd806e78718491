import { membership } from '../auth/access.js';
import { atLeast } from '../auth/roles.js';
import type { Services } from '../context.js';
import type { OrganizationRow } from '../store/rows.js';
import { apiUrl, appUrl } from './urls.js';

export function serializeOrganization(svc: Services, viewerId: string, org: OrganizationRow) {
  const m = membership(svc.db, org.id, viewerId);
  const role = m?.role ?? null;
  const isMember = Boolean(m) && role !== null;
  const ownTeam = Boolean(
    svc.db.get(
      `SELECT 1 FROM team_members tm JOIN teams t ON t.id = tm.team_id WHERE t.org_id = ? AND tm.user_id = ? AND tm.role = 'owner'`,
      org.id,
      viewerId,
    ),
  );
  return {
    object: 'organization' as const,
    id: org.id,
    title: org.title,
    createdAt: org.created_at,
    emailDomains: JSON.parse(org.email_domains) as string[],
    ...(org.hostname ? { hostname: org.hostname } : {}),
    type: org.type,
    ...(org.use_case ? { useCase: org.use_case } : {}),
    ...(org.community_type ? { communityType: org.community_type } : {}),
    defaultRole: org.default_role,
    ...(org.default_content ? { defaultContent: JSON.parse(org.default_content) as unknown } : {}),
    sso: Boolean(org.sso),
    ai: Boolean(org.ai),
    inviteLinks: Boolean(org.invite_links),
    plan: org.plan,
    trial: { status: 'none' },
    urls: {
      location: apiUrl(svc, `/orgs/${org.id}`),
      app: appUrl(svc, `/o/${org.id}`),
      ...(org.logo ? { logo: org.logo } : {}),
    },
    permissions: {
      view: Boolean(m),
      admin: atLeast(role, 'admin'),
      ownTeam,
      createContent: atLeast(role, 'create'),
      createOpenAPISpec: atLeast(role, 'create'),
      ingestConversations: atLeast(role, 'admin'),
      viewBilling: atLeast(role, 'admin'),
      listMembers: isMember,
      listTeams: isMember,
      listIntegrations: isMember,
      listInstallations: isMember,
      installIntegration: atLeast(role, 'admin'),
    },
  };
}
