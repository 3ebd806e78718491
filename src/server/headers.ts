/**
 * The service's security headers, by kind of answer. Every answer is `nosniff`; anything a user
 * provided (uploaded files, integration images, PDFs of their pages) is sandboxed and, unless it
 * is a raster image a browser shows safely, an attachment; published pages may load only the
 * site's own assets and may not be framed. `app.ts` adds the defaults to every answer.
 */

/** Raster images a browser displays without running anything; everything else downloads. */
export const SAFE_INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);

const NOSNIFF = { 'x-content-type-options': 'nosniff' } as const;

/** JSON answers (results and errors): nothing to render, nothing to frame. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  ...NOSNIFF,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/** A document that must not run or load anything (user-provided bytes), opened directly or framed. */
const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** `filename` for Content-Disposition: ASCII only, with the full name in `filename*`. */
function dispositionName(name: string): string {
  const ascii = name.replace(/[^\w.-]+/g, '_') || 'file';
  return `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const mediaType = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

/** Headers of a user-provided file: its type, sandboxed, inline only for safe raster images. */
export function userFileHeaders(contentType: string, name: string): Record<string, string> {
  const inline = SAFE_INLINE_TYPES.has(mediaType(contentType));
  return {
    'content-type': contentType,
    'content-disposition': `${inline ? 'inline' : 'attachment'}; ${dispositionName(name)}`,
    'content-security-policy': SANDBOX,
    ...NOSNIFF,
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  };
}

/**
 * A published page or asset: scripts, styles and fonts from the site's own origin only, images
 * from it and over https (the policy of the page itself, site/page.ts), no plugins, no forms, no
 * framing, no Referer (share keys are in URLs; external images get none either).
 */
export const PUBLISHED_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' https:",
    "font-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  ...NOSNIFF,
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

/**
 * An answer with the defaults of its kind under its own headers: JSON (and empty) answers get the
 * API headers; any other body without a policy of its own is treated as user-provided and sandboxed.
 */
export function withDefaultHeaders<R extends { raw?: unknown; headers?: Record<string, string> }>(reply: R): R {
  const own = reply.headers;
  if (reply.raw === undefined) return { ...reply, headers: own ? { ...API_HEADERS, ...own } : API_HEADERS };
  const base = own?.['content-security-policy'] ? NOSNIFF : { ...NOSNIFF, 'content-security-policy': SANDBOX };
  return { ...reply, headers: { ...base, ...own } };
}
