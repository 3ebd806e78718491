import type { ApiClient, ListPage } from './client.js';
import { seg } from './paths.js';
import type { PageQuery, Role, Space, User } from './types.js';

export interface Member {
  object: 'member';
  id: string;
  role: Role | null;
  user: User;
  disabled: boolean;
  joinedAt: string;
  lastSeenAt?: string;
  sso: boolean;
  spaces: number;
  teams: number;
}

export interface MemberListQuery extends PageQuery {
  /** A role, or `guest` for members without one. */
  role?: Role | 'guest';
  search?: string;
  sort?: 'joinedAt' | 'lastSeenAt';
  order?: 'asc' | 'desc';
}

export interface MemberSpace {
  permission: Role;
  space: Space;
}

export interface MemberTeam {
  team: { object: 'team'; id: string; title: string; members: number; spaces: number; createdAt: string };
  member: { role: 'owner' | 'member' };
}

const base = (orgId: string) => `/orgs/${seg(orgId)}/members`;

export const listMembers = (api: ApiClient, orgId: string, q: MemberListQuery = {}) =>
  api.get<ListPage<Member>>(base(orgId), { ...q });
export const getMember = (api: ApiClient, orgId: string, userId: string) =>
  api.get<Member>(`${base(orgId)}/${seg(userId)}`);
export const updateMember = (api: ApiClient, orgId: string, userId: string, body: { role: Role | null }) =>
  api.patch<Member>(`${base(orgId)}/${seg(userId)}`, body);
export const removeMember = (api: ApiClient, orgId: string, userId: string) =>
  api.delete(`${base(orgId)}/${seg(userId)}`);
export const setSsoMember = (api: ApiClient, orgId: string, userId: string) =>
  api.post<Member>(`${base(orgId)}/${seg(userId)}/sso`);
export const listMemberSpaces = (
  api: ApiClient,
  orgId: string,
  userId: string,
  q: PageQuery & { order?: 'asc' | 'desc' } = {},
) => api.get<ListPage<MemberSpace>>(`${base(orgId)}/${seg(userId)}/spaces`, { ...q });
export const listMemberTeams = (
  api: ApiClient,
  orgId: string,
  userId: string,
  q: PageQuery & { title?: string } = {},
) => api.get<ListPage<MemberTeam>>(`${base(orgId)}/${seg(userId)}/teams`, { ...q });
