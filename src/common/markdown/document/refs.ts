import type { ContentRef } from './model.js';

/**
 * A link destination as a content reference, and back: `/pages/<id>` (with an optional `#anchor`)
 * is a page, `#anchor` an anchor of the same page, `/files/<id>` a file, anything else a URL.
 * `urlOf(refOf(url)) === url` for every destination.
 */
export function refOf(url: string, kinds: 'any' | 'image' = 'any'): ContentRef {
  const file = idAfter(url, '/files/');
  if (file !== undefined) return { kind: 'file', file };
  if (kinds === 'image') return { kind: 'url', url };
  if (url.startsWith('#')) return { kind: 'anchor', anchor: url.slice(1) };
  const hash = url.indexOf('#');
  const page = idAfter(hash < 0 ? url : url.slice(0, hash), '/pages/');
  if (page === undefined) return { kind: 'url', url };
  return hash < 0 ? { kind: 'page', page } : { kind: 'anchor', page, anchor: url.slice(hash + 1) };
}

function idAfter(url: string, prefix: string): string | undefined {
  if (!url.startsWith(prefix)) return undefined;
  const id = url.slice(prefix.length);
  return id && !/[/?#\s]/.test(id) ? id : undefined;
}

/** The destination of a reference: the inverse of `refOf`. */
export function urlOf(ref: ContentRef): string {
  switch (ref.kind) {
    case 'url':
      return ref.url;
    case 'page':
      return `/pages/${ref.page}`;
    case 'anchor':
      return ref.page === undefined ? `#${ref.anchor}` : `/pages/${ref.page}#${ref.anchor}`;
    case 'file':
      return `/files/${ref.file}`;
  }
}
