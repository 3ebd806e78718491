import { slugify as slug } from '../../common/slug.js';

/** A URL path segment from a title: lowercase words joined by hyphens, at most 90 characters. */
export function slugify(title: string, fallback: string): string {
  return slug(title, '').slice(0, 90).replace(/-+$/, '') || fallback;
}

/** `base`, or `base-2`, `base-3`... the first one not in `taken`. */
export function uniquePath(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
