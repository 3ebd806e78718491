import type { ApiClient, ListPage } from './client.js';
import { seg } from './paths.js';
import type { Member } from './members.js';
import type { PageQuery } from './types.js';

export type TeamRole = 'owner' | 'member';

export interface Team {
  object: 'team';
  id: string;
  title: string;
  members: number;
  spaces: number;
  createdAt: string;
  permissions: { admin: boolean; view: boolean };
}

export interface TeamMember {
  organization: Member;
  team: { role: TeamRole };
  permissions: { view: boolean };
}

/** The bulk edit: users are ids or e-mails; a user both added and removed ends removed. */
export interface TeamMembersUpdate {
  add?: string[];
  remove?: string[];
  memberships?: Record<string, { role: TeamRole }>;
}

const base = (orgId: string) => `/orgs/${seg(orgId)}/teams`;

export const listTeams = (api: ApiClient, orgId: string, q: PageQuery & { owner?: string; title?: string } = {}) =>
  api.get<ListPage<Team>>(base(orgId), { ...q });
export const getTeam = (api: ApiClient, orgId: string, teamId: string) =>
  api.get<Team>(`${base(orgId)}/${seg(teamId)}`);
export const createTeam = (api: ApiClient, orgId: string, body: { title: string; members?: string[] }) =>
  api.put<Team>(base(orgId), body);
export const renameTeam = (api: ApiClient, orgId: string, teamId: string, title: string) =>
  api.patch<Team>(`${base(orgId)}/${seg(teamId)}`, { title });
export const deleteTeam = (api: ApiClient, orgId: string, teamId: string) =>
  api.delete(`${base(orgId)}/${seg(teamId)}`);
export const listTeamMembers = (api: ApiClient, orgId: string, teamId: string, q: PageQuery = {}) =>
  api.get<ListPage<TeamMember>>(`${base(orgId)}/${seg(teamId)}/members`, { ...q });
export const updateTeamMembers = (api: ApiClient, orgId: string, teamId: string, body: TeamMembersUpdate) =>
  api.put<void>(`${base(orgId)}/${seg(teamId)}/members`, body);
export const setTeamMember = (
  api: ApiClient,
  orgId: string,
  teamId: string,
  userId: string,
  body: { role?: TeamRole },
) => api.put<void>(`${base(orgId)}/${seg(teamId)}/members/${seg(userId)}`, body);
export const removeTeamMember = (api: ApiClient, orgId: string, teamId: string, userId: string) =>
  api.delete(`${base(orgId)}/${seg(teamId)}/members/${seg(userId)}`);
