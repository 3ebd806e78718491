import { notFound } from '../../errors.js';
import { userFileHeaders } from '../../headers.js';
import type { Router } from '../../router.js';
import { integrationAssets } from '../../store/extensions/integrations.js';

/** Media type from the first bytes; the publish body carries images as bare base64. */
function sniff(bytes: Buffer): string {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  if (/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(bytes.subarray(0, 512).toString('utf8'))) return 'image/svg+xml';
  return 'application/octet-stream';
}

/** Icons and preview images of integrations; the integration id in the path is unguessable. */
export function registerAssetRoutes(router: Router): void {
  router.get(
    '/v1/integration-assets/:integrationId/:asset',
    (ctx) => {
      const row = integrationAssets(ctx.svc.db, ctx.params.integrationId!);
      const asset = ctx.params.asset!;
      let base64: string | null | undefined;
      if (row && asset === 'icon') base64 = row.icon;
      const preview = /^preview-(\d)$/.exec(asset);
      if (row && preview) base64 = (JSON.parse(row.preview_images) as string[])[Number(preview[1])];
      if (!base64) throw notFound('asset not found');
      const bytes = Buffer.from(base64, 'base64');
      // SVG may carry script: sandboxed, and an attachment when opened (an <img> still shows it).
      return { status: 200, raw: bytes, headers: userFileHeaders(sniff(bytes), asset) };
    },
    { public: true },
  );
}
