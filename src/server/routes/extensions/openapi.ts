import { requireOrgRole } from '../../auth/access.js';
import { created, listBody, ok, resetContent, type Reply, type RouteContext } from '../../context.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { Router } from '../../router.js';
import { serializeOpenApiContent, serializeOpenApiSpec, serializeOpenApiVersion } from '../../serializers/openapi.js';
import {
  createSpecSource,
  deleteSpec,
  getSpecById,
  getSpecBySlug,
  getVersion,
  getVersionByPublicKey,
  listSpecs,
  listVersions,
  upsertSpecSource,
  type OpenApiSpecRow,
  type OpenApiVersionRow,
  type SpecSource,
} from '../../store/extensions/openapi.js';
// Processing, parsing and fetching (zlib, DNS, sockets, the address checks) load on use: the
// service's read path never needs them.
const jobs = () => import('../../content/openapi-jobs.js');
import { parseBody, v } from '../../validate.js';
import { checkText, LIMITS } from '../../../common/limits.js';
import { loadOrg } from '../load.js';

const sourceRule = v.object({
  url: v.string({ ...LIMITS.openapiSourceUrl, min: 1 }).opt(),
  text: v.string({ min: 1 }).opt(),
});

async function readSource(ctx: RouteContext, raw: { url?: string; text?: string }): Promise<SpecSource> {
  if ((raw.url === undefined) === (raw.text === undefined))
    throw badRequest('source: must have exactly one of url or text');
  if (raw.url !== undefined) {
    const [{ refuseSourceUrl }, { isRefusedDestination, refusedMessage }] = await Promise.all([
      import('../../content/openapi-source.js'),
      import('../../fetch/fetch.js'),
    ]);
    const refused = refuseSourceUrl(raw.url, ctx.svc.config);
    if (refused) throw badRequest(`source.url: ${refused}`);
    // Checked again by the fetch on every hop; refusing here answers 400 instead of a failed run.
    if (await isRefusedDestination(new URL(raw.url), ctx.svc.config.fetch))
      throw badRequest(`source.url: ${refusedMessage(new URL(raw.url))}`);
    return { url: raw.url };
  }
  return { text: raw.text! };
}

/** The organization, with the caller's role checked: `read` to look, `create` to change. */
function orgFor(ctx: RouteContext, write: boolean) {
  const org = loadOrg(ctx);
  requireOrgRole(
    ctx.svc.db,
    org.id,
    ctx.user.id,
    write ? 'create' : 'read',
    write ? 'change OpenAPI specifications' : 'view OpenAPI specifications',
  );
  return org;
}

function loadSpec(ctx: RouteContext, write = false): OpenApiSpecRow {
  const org = orgFor(ctx, write);
  const slug = ctx.params.specSlug!;
  const spec = getSpecBySlug(ctx.svc.db, org.id, slug);
  if (!spec) throw notFound(`OpenAPI specification ${slug} not found`);
  return spec;
}

function loadVersion(ctx: RouteContext): { spec: OpenApiSpecRow; version: OpenApiVersionRow } {
  const spec = loadSpec(ctx);
  const id = ctx.params.versionId ?? 'latest';
  const version = getVersion(ctx.svc.db, spec.id, id);
  if (!version)
    throw notFound(
      id === 'latest'
        ? `OpenAPI specification ${spec.slug} has no version yet`
        : `version ${id} of OpenAPI specification ${spec.slug} not found`,
    );
  return { spec, version };
}

function checkSlug(slug: string): void {
  const broken = checkText(slug, LIMITS.openapiSlug);
  if (broken) throw badRequest(`specSlug: ${broken}`);
}

/** Creates or replaces the source in one transaction, then processes after the answer. */
async function submit(
  ctx: RouteContext,
  orgId: string,
  slug: string,
  source: SpecSource,
  mustBeNew: boolean,
): Promise<OpenApiSpecRow> {
  const { scheduleProcessing } = await jobs();
  const now = ctx.svc.clock.now();
  const claimed = mustBeNew
    ? createSpecSource(ctx.svc.db, orgId, slug, source, now)
    : upsertSpecSource(ctx.svc.db, orgId, slug, source, now);
  if (!claimed) throw conflict(`slug: an OpenAPI specification "${slug}" already exists`);
  scheduleProcessing(ctx.svc, claimed.spec.id, claimed.job);
  return claimed.spec;
}

async function content(ctx: RouteContext): Promise<Reply> {
  const { version } = loadVersion(ctx);
  const { readStoredDocument } = await import('../../content/openapi-parse.js');
  const document = await readStoredDocument(version.document, version.media_type);
  return ok(serializeOpenApiContent(ctx.svc, version, document));
}

export function registerOpenApiRoutes(router: Router): void {
  const base = '/v1/orgs/:organizationId/openapi';

  router.get(base, (ctx) => {
    const org = orgFor(ctx, false);
    const result = listSpecs(ctx.svc.db, org.id, ctx.query.page({ order: false }));
    return ok(
      listBody(
        result.rows.map((s) => serializeOpenApiSpec(ctx.svc, ctx.user.id, s)),
        result.count,
        result.next,
      ),
    );
  });

  router.post(base, async (ctx) => {
    const org = orgFor(ctx, true);
    const body = parseBody({ slug: v.string(LIMITS.openapiSlug), source: sourceRule }, ctx.body);
    const spec = await submit(ctx, org.id, body.slug, await readSource(ctx, body.source), true);
    return created(serializeOpenApiSpec(ctx.svc, ctx.user.id, spec));
  });

  router.get(`${base}/:specSlug`, async (ctx) => {
    const spec = loadSpec(ctx);
    await (await jobs()).resumeIfStale(ctx.svc, spec);
    return ok(serializeOpenApiSpec(ctx.svc, ctx.user.id, getSpecById(ctx.svc.db, spec.id) ?? spec));
  });

  router.put(`${base}/:specSlug`, async (ctx) => {
    const org = orgFor(ctx, true);
    const slug = ctx.params.specSlug!;
    checkSlug(slug);
    const body = parseBody({ source: sourceRule }, ctx.body);
    const spec = await submit(ctx, org.id, slug, await readSource(ctx, body.source), false);
    return ok(serializeOpenApiSpec(ctx.svc, ctx.user.id, spec));
  });

  // Deleting removes what pages of every space may depend on: organization admins only, as for
  // the organization's other content (spaces, collections, sites, translations).
  router.delete(`${base}/:specSlug`, (ctx) => {
    const spec = loadSpec(ctx, true);
    requireOrgRole(ctx.svc.db, spec.org_id, ctx.user.id, 'admin', 'delete OpenAPI specifications');
    deleteSpec(ctx.svc.db, spec.id);
    return resetContent();
  });

  router.get(`${base}/:specSlug/versions`, (ctx) => {
    const spec = loadSpec(ctx);
    const result = listVersions(ctx.svc.db, spec.id, ctx.query.page({ order: false }));
    return ok(
      listBody(
        result.rows.map((ver) => serializeOpenApiVersion(ctx.svc, spec, ver)),
        result.count,
        result.next,
      ),
    );
  });

  router.get(`${base}/:specSlug/versions/latest`, (ctx) => {
    const { spec, version } = loadVersion(ctx);
    return ok(serializeOpenApiVersion(ctx.svc, spec, version));
  });
  router.get(`${base}/:specSlug/versions/latest/content`, content);
  router.get(`${base}/:specSlug/versions/:versionId`, (ctx) => {
    const { spec, version } = loadVersion(ctx);
    return ok(serializeOpenApiVersion(ctx.svc, spec, version));
  });
  router.get(`${base}/:specSlug/versions/:versionId/content`, content);

  // A version's `url`: the document as stored, for tools that fetch specs by URL.
  router.get(
    '/v1/openapi/documents/:documentKey',
    (ctx) => {
      const version = getVersionByPublicKey(ctx.svc.db, ctx.params.documentKey!);
      if (!version) throw notFound('document not found');
      return {
        status: 200,
        raw: Buffer.from(version.document, 'utf8'),
        headers: {
          'content-type': `${version.media_type}; charset=utf-8`,
          'content-disposition': `inline; filename="${version.filename.replace(/"/g, '')}"`,
        },
      };
    },
    { public: true },
  );
}
