import type { Member } from '../../api/members.js';
import type { TeamRole } from '../../api/teams.js';
import type { Context } from '../../context.js';
import { NotFoundError, UsageError } from '../../errors.js';
import { TEAM_MEMBER_ROLES } from '../../common/enums.js';
import { readTextInput } from '../../read-input.js';

/**
 * The one roster reader of `teams members sync|add|remove`: a user id or e-mail per line, or a
 * spreadsheet export (CSV/TSV with an `email` or `id` column, found by its header). BOM, CRLF,
 * padding, blank lines, `#` comments and duplicates are fine; every entry keeps its line number.
 * Plain lines may start with `-` (remove) or `+` (add) where the command allows it, and with a
 * role column carry a role: `user owner` or `user,member`.
 */
export interface RosterEntry {
  ref: string;
  op: 'add' | 'remove';
  role?: TeamRole;
  /** 1-based line in the input; 0 for command-line arguments. */
  line: number;
}

export type RosterMode = 'add' | 'remove' | 'sync';

export interface RosterOptions {
  source: string;
  roleColumn?: boolean;
  /**
   * `add`: plain and `+` lines add, `-` lines remove. `remove`: plain and `-` lines remove.
   * `sync`: plain and `+` lines list the wanted users; `-` is refused (leave the user out).
   */
  mode: RosterMode;
}

/** Ids are case-sensitive, e-mails are not: that decides which duplicates fold. */
export const userKey = (ref: string) => (ref.includes('@') ? ref.toLowerCase() : ref);

const USER_COLUMNS = [
  'email',
  'e-mail',
  'email address',
  'e-mail address',
  'mail',
  'user email',
  'id',
  'user id',
  'userid',
  'user',
];
const DELIMITERS = [',', '\t', ';'];

interface Columns {
  delimiter: string;
  user: number;
  role?: number;
}

/** A header line names a user column (e-mail preferred over id); data lines use its delimiter. */
function headerColumns(line: string): Columns | undefined {
  for (const delimiter of DELIMITERS) {
    const names = splitRow(line, delimiter).map((f) => f.toLowerCase());
    const user = USER_COLUMNS.map((c) => names.indexOf(c)).find((i) => i >= 0);
    if (user === undefined) continue;
    const role = names.indexOf('role');
    return { delimiter, user, role: role >= 0 ? role : undefined };
  }
  return undefined;
}

/** One CSV row; double quotes around a field (with `""` inside) are removed. */
function splitRow(line: string, delimiter: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line.charAt(i);
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (ch === delimiter) {
      fields.push(field.trim());
      field = '';
    } else field += ch;
  }
  fields.push(field.trim());
  return fields;
}

export function parseRoster(text: string, opts: RosterOptions): RosterEntry[] {
  const entries = new Map<string, RosterEntry>();
  let columns: Columns | undefined;
  let first = true;
  for (const [i, raw] of text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n|\r/)
    .entries()) {
    const where = `${opts.source}:${i + 1}`;
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (!line) continue;
    if (first) {
      first = false;
      columns = headerColumns(line);
      if (columns) continue;
    }
    const parsed = columns ? csvEntry(line, columns, where, opts) : plainEntry(line, where, opts);
    if (!parsed) continue;
    const entry: RosterEntry = { ...parsed, line: i + 1 };
    if (entry.role !== undefined && !(TEAM_MEMBER_ROLES as readonly string[]).includes(entry.role)) {
      throw new UsageError(`${where}: role must be ${TEAM_MEMBER_ROLES.join(' or ')}, got "${entry.role}"`);
    }
    const key = `${entry.op}:${userKey(entry.ref)}`;
    const seen = entries.get(key);
    if (seen?.role && entry.role && seen.role !== entry.role) {
      throw new UsageError(
        `${where}: ${entry.ref} is listed with roles ${seen.role} (line ${seen.line}) and ${entry.role}`,
      );
    }
    if (!seen) entries.set(key, entry);
    else if (entry.role) seen.role = entry.role;
  }
  return [...entries.values()];
}

type Parsed = Omit<RosterEntry, 'line'> | undefined;

function csvEntry(line: string, columns: Columns, where: string, opts: RosterOptions): Parsed {
  const fields = splitRow(line, columns.delimiter);
  const ref = fields[columns.user] ?? '';
  // A spreadsheet row without a user (a trailing total, an empty cell) names nobody.
  if (!ref) return undefined;
  if (/\s/.test(ref)) throw new UsageError(`${where}: expected one user in the user column, got "${ref}"`);
  const role =
    opts.roleColumn && columns.role !== undefined ? fields[columns.role]?.toLowerCase() || undefined : undefined;
  return { ref, op: opts.mode === 'remove' ? 'remove' : 'add', role: role as TeamRole | undefined };
}

function plainEntry(line: string, where: string, opts: RosterOptions): Parsed {
  const prefix = line[0] === '-' || line[0] === '+' ? line[0] : '';
  const body = line.slice(prefix.length).trim();
  if ((prefix === '+' && opts.mode === 'remove') || (prefix === '-' && opts.mode === 'sync')) {
    throw new UsageError(
      `${where}: "${prefix}" lines are not accepted here${opts.mode === 'sync' ? '; sync removes every user the file does not list' : ''}`,
    );
  }
  const [ref, roleField, ...rest] = body.split(/[\s,]+/).filter(Boolean);
  if (!ref) throw new UsageError(`${where}: no user on this line`);
  if (rest.length || (roleField !== undefined && !opts.roleColumn)) {
    throw new UsageError(
      `${where}: expected one user per line${opts.roleColumn ? ' and an optional role' : ''}, got "${line}"`,
      opts.roleColumn ? undefined : 'use --role-column for "user role" lines',
    );
  }
  return {
    ref,
    op: prefix === '-' || opts.mode === 'remove' ? 'remove' : 'add',
    role: roleField as TeamRole | undefined,
  };
}

/** Reads `--file <path|->` (bounded, text only) and parses it. */
export async function readRoster(
  ctx: Context,
  file: string,
  opts: Omit<RosterOptions, 'source'>,
): Promise<RosterEntry[]> {
  return parseRoster(await readTextInput(ctx.io, file, '--file'), { ...opts, source: file === '-' ? 'stdin' : file });
}

export interface ResolvedEntry extends RosterEntry {
  member: Member;
}

export interface ResolvedRoster {
  known: ResolvedEntry[];
  /** Entries naming nobody in the organization. */
  unknown: RosterEntry[];
}

/** Matches entries to organization members by id or (case-insensitive) e-mail. */
export function resolveRoster(entries: RosterEntry[], orgMembers: Member[]): ResolvedRoster {
  const byRef = new Map<string, Member>();
  for (const m of orgMembers) {
    byRef.set(m.id, m);
    if (m.user.email) byRef.set(userKey(m.user.email), m);
  }
  const known: ResolvedEntry[] = [];
  const unknown: RosterEntry[] = [];
  for (const e of entries) {
    const member = byRef.get(userKey(e.ref));
    if (member) known.push({ ...e, member });
    else unknown.push(e);
  }
  return { known, unknown };
}

const where = (e: RosterEntry) => (e.line ? `${e.ref} (line ${e.line})` : `${e.ref} (argument)`);

function listed(unknown: RosterEntry[]): string {
  const shown = unknown.slice(0, 20).map(where);
  return shown.join(', ') + (unknown.length > shown.length ? ` and ${unknown.length - shown.length} more` : '');
}

/**
 * Unknown users fail the command (exit 3, nothing changed) unless `--skip-unknown`; skipped ones
 * are reported on stderr whether or not it is a terminal, so a script's log shows them.
 */
export function handleUnknown(ctx: Context, roster: ResolvedRoster, skipUnknown: boolean, source: string): void {
  const { unknown } = roster;
  if (!unknown.length) return;
  if (!skipUnknown) {
    throw new NotFoundError(
      `${unknown.length} user(s) in ${source} are not members of the organization: ${listed(unknown)}; nothing was changed`,
      'fix the list, or use --skip-unknown to ignore these users',
    );
  }
  ctx.io.stderr.write(`docs-cli: skipping ${unknown.length} unknown user(s): ${listed(unknown)}\n`);
}

/** An empty or all-skipped roster is refused: a broken pipe must never empty a team. */
export function refuseEmpty(roster: ResolvedRoster, allowEmpty: boolean, consequence: string): void {
  if (roster.known.length || allowEmpty) return;
  const skipped = roster.unknown.length ? ` (${roster.unknown.length} unknown user(s) skipped)` : '';
  throw new UsageError(
    `the user list names nobody${skipped}: refusing to ${consequence}`,
    'check the input; use --allow-empty if that is really meant',
  );
}
