import type { CommandSpec, GroupSpec } from '../spec.js';

/** Organization commands owned by the people group (ping, search, by-email-domain, invites). */
export const orgExtraCommands: CommandSpec[] = [];
export const orgSubgroups: GroupSpec[] = [];
