import { v } from '../validate.js';

const pointer = v.object({
  type: v.enum(['space', 'collection'] as const),
  space: v.string({ min: 1 }).opt(),
  collection: v.string({ min: 1 }).opt(),
});

/** The interface's ContentPosition: `{before?|after?: {type: 'space', space} | {type: 'collection', collection}}`. */
export const positionRule = v.object({ before: pointer.opt(), after: pointer.opt() });
