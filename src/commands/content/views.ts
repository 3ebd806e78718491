import type { ChangeRequest } from '../../api/change-requests.js';
import type { Comment, Commenter, CommentReply } from '../../api/comments.js';
import type { ContentLocation, LinkUsage, Page, RevisionFile, SearchResult } from '../../api/content.js';
import { byId, view } from '../../output/view.js';

const firstLine = (text: string | undefined, max = 60) => {
  const line = (text ?? '').split('\n').find((l) => l.trim()) ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

export const changeRequestView = view<ChangeRequest>(
  'change request',
  [
    ['NUMBER', (c) => c.number],
    ['SUBJECT', (c) => c.subject],
    ['STATUS', (c) => c.status],
    ['OUTDATED', (c) => (c.outdated ? 'yes' : 'no')],
    ['AUTHOR', (c) => c.createdBy?.displayName],
    ['UPDATED', (c) => c.updatedAt],
  ],
  (c) => String(c.number),
);

export const pageView = view<Page>(
  'page',
  [
    ['ID', (p) => p.id],
    ['PATH', (p) => p.path],
    ['TITLE', (p) => `${p.emoji ? `${p.emoji} ` : ''}${p.title}`],
  ],
  byId,
);

export const fileView = view<RevisionFile>(
  'file',
  [
    ['ID', (f) => f.id],
    ['NAME', (f) => f.name],
    ['TYPE', (f) => f.contentType],
    ['SIZE', (f) => f.size],
  ],
  byId,
);

export const locationLabel = (l: ContentLocation | undefined) =>
  !l ? '' : l.kind === 'page' ? l.page?.path : l.kind === 'file' ? l.file?.name : l.kind === 'url' ? l.url : l.kind;

export const linkView = view<LinkUsage>(
  'link',
  [
    ['STATUS', (l) => l.status],
    ['TARGET', (l) => locationLabel(l.targetReference)],
    ['KIND', (l) => l.targetReference?.kind],
    ['FROM', (l) => l.locationReferences.map(locationLabel).join(', ')],
  ],
  (l) => locationLabel(l.targetReference) ?? '',
);

export const backlinkView = view<ContentLocation>(
  'backlink',
  [
    ['PAGE', locationLabel],
    ['ID', (l) => l.page?.id],
    ['TITLE', (l) => l.page?.title],
  ],
  (l) => l.page?.id ?? '',
);

export const searchView = view<SearchResult>(
  'result',
  [
    ['ID', (r) => r.id],
    ['PATH', (r) => r.path],
    ['TITLE', (r) => r.title],
    ['MATCH', (r) => firstLine(r.sections?.[0]?.body)],
  ],
  byId,
);

export const commentView = view<Comment>(
  'comment',
  [
    ['ID', (c) => c.id],
    ['STATUS', (c) => c.status],
    ['AUTHOR', (c) => c.postedBy.displayName],
    ['PAGE', (c) => c.target.page?.path],
    ['REPLIES', (c) => c.replies],
    ['REACTIONS', (c) => c.reactions.map((r) => `${r.emoji}${r.count}`).join(' ')],
    ['BODY', (c) => firstLine(c.body.markdown)],
  ],
  byId,
);

export const replyView = view<CommentReply>(
  'reply',
  [
    ['ID', (r) => r.id],
    ['AUTHOR', (r) => r.postedBy.displayName],
    ['POSTED', (r) => r.postedAt],
    ['REACTIONS', (r) => r.reactions.map((x) => `${x.emoji}${x.count}`).join(' ')],
    ['BODY', (r) => firstLine(r.body.markdown)],
  ],
  byId,
  'replies',
);

export const commenterView = view<Commenter>(
  'commenter',
  [
    ['ID', (m) => m.user.id],
    ['NAME', (m) => m.user.displayName],
    ['EMAIL', (m) => m.user.email],
    ['ROLE', (m) => m.role ?? 'guest'],
  ],
  (m) => m.user.id,
);
