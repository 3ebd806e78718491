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
