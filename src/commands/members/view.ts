import type { Member, MemberSpace, MemberTeam } from '../../api/members.js';
import { view } from '../../output/view.js';

export const roleLabel = (role: string | null) => role ?? 'guest';

export const memberView = view<Member>(
  'member',
  [
    ['ID', (m) => m.id],
    ['NAME', (m) => m.user.displayName],
    ['EMAIL', (m) => m.user.email],
    ['ROLE', (m) => roleLabel(m.role)],
    ['TEAMS', (m) => m.teams],
    ['SPACES', (m) => m.spaces],
    ['JOINED', (m) => m.joinedAt],
    ['LAST SEEN', (m) => m.lastSeenAt],
  ],
  (m) => m.id,
);

export const memberSpaceView = view<MemberSpace>(
  'space',
  [
    ['ID', (s) => s.space.id],
    ['TITLE', (s) => `${s.space.emoji ? `${s.space.emoji} ` : ''}${s.space.title}`],
    ['PERMISSION', (s) => s.permission],
    ['VISIBILITY', (s) => s.space.visibility],
  ],
  (s) => s.space.id,
);

export const memberTeamView = view<MemberTeam>(
  'team',
  [
    ['ID', (t) => t.team.id],
    ['TITLE', (t) => t.team.title],
    ['ROLE', (t) => t.member.role],
    ['MEMBERS', (t) => t.team.members],
  ],
  (t) => t.team.id,
);
