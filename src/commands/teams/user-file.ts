import { readFile } from 'node:fs/promises';
import type { TeamRole } from '../../api/teams.js';
import type { Context } from '../../context.js';
import { UsageError } from '../../errors.js';
import { TEAM_MEMBER_ROLES } from '../../common/enums.js';

/**
 * A user list file: one user id or e-mail per line; blank lines and `#` comments are ignored.
 * `-user` asks for removal and `+user` (or plain `user`) for addition, where the command allows
 * it. With a role column a line is `user owner` or `user,member`.
 */
export interface UserEntry {
  ref: string;
  op: 'add' | 'remove';
  role?: TeamRole;
  line: number;
}

export interface ParseOptions {
  source: string;
  roleColumn?: boolean;
  /**
   * `add`: plain and `+` lines add, `-` lines remove. `remove`: plain and `-` lines remove.
   * `sync`: plain and `+` lines list the wanted users; `-` is refused (leave the user out).
   */
  mode: 'add' | 'remove' | 'sync';
}

/** Ids are case-sensitive, e-mails are not: that decides which duplicates fold. */
export const userKey = (ref: string) => (ref.includes('@') ? ref.toLowerCase() : ref);

export function parseUserList(text: string, opts: ParseOptions): UserEntry[] {
  const entries = new Map<string, UserEntry>();
  const lines = text.split(/\r?\n/);
  for (const [i, raw] of lines.entries()) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (!line) continue;
    const where = `${opts.source}:${i + 1}`;
    const prefix = line[0] === '-' || line[0] === '+' ? line[0] : '';
    const body = line.slice(prefix.length).trim();
    if ((prefix === '+' && opts.mode === 'remove') || (prefix === '-' && opts.mode === 'sync')) {
      throw new UsageError(`${where}: "${prefix}" lines are not accepted here${opts.mode === 'sync' ? '; sync removes every user the file does not list' : ''}`);
    }
    const op: UserEntry['op'] = prefix === '-' || opts.mode === 'remove' ? 'remove' : 'add';
    const fields = body.split(/[\s,]+/).filter(Boolean);
    const [ref, roleField, ...rest] = fields;
    if (!ref) throw new UsageError(`${where}: no user on this line`);
    if (rest.length || (roleField !== undefined && !opts.roleColumn)) {
      throw new UsageError(`${where}: expected one user per line${opts.roleColumn ? ' and an optional role' : ''}, got "${line}"`, opts.roleColumn ? undefined : 'use --role-column for "user role" lines');
    }
    if (roleField !== undefined && !(TEAM_MEMBER_ROLES as readonly string[]).includes(roleField)) {
      throw new UsageError(`${where}: role must be ${TEAM_MEMBER_ROLES.join(' or ')}, got "${roleField}"`);
    }
    const role = roleField as TeamRole | undefined;
    const key = `${op}:${userKey(ref)}`;
    const seen = entries.get(key);
    if (seen && seen.role && role && seen.role !== role) {
      throw new UsageError(`${where}: ${ref} is listed with roles ${seen.role} (line ${seen.line}) and ${role}`);
    }
    if (!seen) entries.set(key, { ref, op, role, line: i + 1 });
    else if (role) seen.role = role;
  }
  return [...entries.values()];
}

/** Reads `--file <path|->`; `-` is stdin. Unreadable files are usage errors. */
export async function readUserFile(ctx: Context, path: string): Promise<string> {
  if (path === '-') return ctx.io.stdin.readAll();
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}
