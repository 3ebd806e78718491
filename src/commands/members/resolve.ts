import { listMembers } from '../../api/members.js';
import type { Context } from '../../context.js';
import { NotFoundError } from '../../errors.js';

/** A member given by user id or e-mail; e-mails are looked up with one filtered list request. */
export async function resolveMemberId(ctx: Context, orgId: string, ref: string): Promise<string> {
  if (!ref.includes('@')) return ref;
  const page = await listMembers(ctx.api(), orgId, { search: ref, limit: 1000 });
  const match = page.items.find((m) => m.user.email?.toLowerCase() === ref.toLowerCase());
  if (!match) throw new NotFoundError(`no member with e-mail ${ref} in organization ${orgId}`);
  return match.id;
}
