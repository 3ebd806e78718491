import type { Team, TeamMember } from '../../api/teams.js';
import { byId, view } from '../../output/view.js';
import { roleLabel } from '../members/view.js';

export const teamView = view<Team>(
  'team',
  [
    ['ID', (t) => t.id],
    ['TITLE', (t) => t.title],
    ['MEMBERS', (t) => t.members],
    ['SPACES', (t) => t.spaces],
    ['CREATED', (t) => t.createdAt],
  ],
  byId,
);

export const teamMemberView = view<TeamMember>(
  'team member',
  [
    ['ID', (m) => m.organization.id],
    ['NAME', (m) => m.organization.user.displayName],
    ['EMAIL', (m) => m.organization.user.email],
    ['TEAM ROLE', (m) => m.team.role],
    ['ORG ROLE', (m) => roleLabel(m.organization.role)],
  ],
  (m) => m.organization.id,
);
