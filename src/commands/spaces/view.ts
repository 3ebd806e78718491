import type { Space } from '../../api/types.js';
import { byId, view } from '../../output/view.js';

export const spaceView = view<Space>(
  'space',
  [
    ['ID', (s) => s.id],
    ['TITLE', (s) => `${s.emoji ? `${s.emoji} ` : ''}${s.title}`],
    ['VISIBILITY', (s) => s.visibility],
    ['COLLECTION', (s) => s.parent],
    ['UPDATED', (s) => s.updatedAt],
  ],
  byId,
);
