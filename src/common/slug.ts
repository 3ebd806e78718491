/** A URL-safe slug: lower-case letters and digits joined by `-` (`fallback` when nothing is left). */
export function slugify(name: string, fallback = 'page'): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/**
 * Ids for a page's headings in document order: the slug of the heading's text (`section` when
 * nothing is left), then `-1`, `-2`... for repeats. Rendered pages, documents and search share it.
 */
export function headingIds(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = slugify(text, 'section');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n ? `${base}-${n}` : base;
  };
}
