import { created, listBody, ok, resetContent, type RouteContext } from '../../context.js';
import { notFound } from '../../errors.js';
import type { Router } from '../../router.js';
import { serializeTranslation } from '../../serializers/translation.js';
import {
  createTranslation,
  deleteTranslation,
  getTranslation,
  listTranslations,
  updateTranslation,
  type TranslationRow,
} from '../../store/people/translations.js';
import { parseBody, v } from '../../validate.js';
import { LIMITS } from '../../../common/limits.js';
import { loadOrgAsAdmin, loadOrgAsMember } from './access.js';

/** Language codes: BCP 47 language with optional region/script, e.g. `fr`, `pt-br`, `zh-Hant`. */
const language = v.string({
  min: 2,
  max: 35,
  pattern: /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i,
  patternText: 'must be a language code like fr or pt-br',
});
const languages = v.array(language, { max: 100 });

/** Codes are case-insensitive; keep them lowercase and each once, in the given order. */
const normalise = (codes: string[]) => [...new Set(codes.map((c) => c.toLowerCase()))];

function load(ctx: RouteContext, orgId: string): TranslationRow {
  const id = ctx.params.translationSettingsId!;
  const row = getTranslation(ctx.svc.db, orgId, id);
  if (!row) throw notFound(`translation settings ${id} not found`);
  return row;
}

export function registerTranslationRoutes(router: Router): void {
  const base = '/v1/orgs/:organizationId/translations';

  router.get(base, (ctx) => {
    const { org, me } = loadOrgAsMember(ctx, 'list translation settings');
    const page = ctx.query.page({ order: false });
    const result = listTranslations(ctx.svc.db, org.id, { ...page, order: 'asc' });
    return ok(
      listBody(
        result.rows.map((t) => serializeTranslation(ctx.svc, t, me.role)),
        result.count,
        result.next,
      ),
    );
  });

  router.post(base, (ctx) => {
    const { org, me } = loadOrgAsAdmin(ctx, 'create translation settings');
    const body = parseBody({ title: v.string(LIMITS.translationTitle), languages: languages.opt() }, ctx.body);
    const id = createTranslation(
      ctx.svc.db,
      org.id,
      { title: body.title, languages: normalise(body.languages ?? []) },
      ctx.svc.clock.now(),
    );
    return created(serializeTranslation(ctx.svc, getTranslation(ctx.svc.db, org.id, id)!, me.role));
  });

  router.get(`${base}/:translationSettingsId`, (ctx) => {
    const { org, me } = loadOrgAsMember(ctx, 'read translation settings');
    return ok(serializeTranslation(ctx.svc, load(ctx, org.id), me.role));
  });

  router.put(`${base}/:translationSettingsId`, (ctx) => {
    const { org, me } = loadOrgAsAdmin(ctx, 'update translation settings');
    const row = load(ctx, org.id);
    const body = parseBody({ title: v.string(LIMITS.translationTitle), languages: languages.opt() }, ctx.body);
    updateTranslation(
      ctx.svc.db,
      row.id,
      { title: body.title, languages: body.languages && normalise(body.languages) },
      ctx.svc.clock.now(),
    );
    return ok(serializeTranslation(ctx.svc, getTranslation(ctx.svc.db, org.id, row.id)!, me.role));
  });

  router.delete(`${base}/:translationSettingsId`, (ctx) => {
    const { org } = loadOrgAsAdmin(ctx, 'delete translation settings');
    deleteTranslation(ctx.svc.db, load(ctx, org.id).id);
    return resetContent();
  });
}
