import type { CommandSpec, GroupSpec } from '../spec.js';

/**
 * Space commands owned by the content group (import, search, links) and its sub-groups
 * (`spaces content`, `spaces comments`). Filled in by that group.
 */
export const spaceExtraCommands: CommandSpec[] = [];
export const spaceSubgroups: GroupSpec[] = [];
