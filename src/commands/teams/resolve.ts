import * as api from '../../api/teams.js';
import type { Context } from '../../context.js';
import { ApiError, NotFoundError } from '../../errors.js';

/** A team given by id or, failing that, by its exact title (case-insensitive). */
export async function resolveTeam(ctx: Context, orgId: string, ref: string): Promise<api.Team> {
  try {
    return await api.getTeam(ctx.api(), orgId, ref);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
  }
  const page = await api.listTeams(ctx.api(), orgId, { title: ref, limit: 1000 });
  const match = page.items.find((t) => t.title.toLowerCase() === ref.toLowerCase());
  if (!match) throw new NotFoundError(`team ${ref} not found`, 'see docs-cli teams list');
  return match;
}
