import { commentersCommand, commentsGroup } from '../content/comments.js';
import { pullCommand } from '../content/docs-as-code.js';
import { contentReadCommands, importCommand, linksCommand, searchCommand } from '../content/reads.js';
import { spaceScope } from '../content/scope.js';
import type { CommandSpec, GroupSpec } from '../spec.js';

/** Space commands of the content group (import, pull, search, links, commenters) and its sub-groups. */
export const spaceExtraCommands: CommandSpec[] = [
  importCommand(spaceScope('docs-cli spaces')),
  pullCommand(spaceScope('docs-cli spaces')),
  searchCommand,
  linksCommand(spaceScope('docs-cli spaces')),
  commentersCommand(spaceScope('docs-cli spaces'), (rest) =>
    ['docs-cli spaces commenters <space-id>', rest].filter(Boolean).join(' '),
  ),
];

export const spaceSubgroups: GroupSpec[] = [
  {
    name: 'content',
    summary: 'Read the pages and files of a space',
    commands: contentReadCommands(spaceScope('docs-cli spaces content')),
  },
  commentsGroup(spaceScope('docs-cli spaces comments')),
];
