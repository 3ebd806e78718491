/**
 * An SVG written to a folder (`sites export`, the embedded publish) as an image only: opened from
 * the folder, an SVG document runs its script with the folder's origin, while an SVG shown through
 * `<image>` runs none and loads nothing. The file becomes a small SVG that shows the original,
 * byte for byte, as a `data:` image of the same size; pages that show it with `<img>` look the same.
 */
import { gunzipSync } from 'node:zlib';

/** A length or a view box as SVG writes them (digits, units, separators): nothing else is copied. */
const LENGTH = /^\s*[\d.]+(?:e[+-]?\d+)?(?:px|pt|pc|mm|cm|in|em|ex|%)?\s*$/i;
const VIEW_BOX = /^[\d\s,.eE+-]+$/;

/** The value of `name` on the root `<svg ...>` tag, or undefined. */
function rootAttribute(root: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(root);
  return m ? (m[1] ?? m[2]) : undefined;
}

/** Whether a file written at `path` with this type is opened as an SVG document. */
export const isSvgFile = (path: string, contentType: string): boolean =>
  /\.svgz?$/i.test(path) || /^image\/svg\+xml\b/i.test(contentType);

/** An `.svgz` is gzipped SVG: shown from its text (at most 16 MiB of it, a bomb goes no further). */
function svgBytes(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  try {
    return gunzipSync(bytes, { maxOutputLength: 16 * 1024 * 1024 });
  } catch {
    return new Uint8Array();
  }
}

export function svgAsImage(written: Uint8Array): string {
  const bytes = svgBytes(written);
  const text = Buffer.from(bytes).toString('utf8');
  const root = /<svg\b[^>]*>/i.exec(text)?.[0] ?? '';
  const width = rootAttribute(root, 'width');
  const height = rootAttribute(root, 'height');
  const viewBox = rootAttribute(root, 'viewBox');
  const size = [
    width && LENGTH.test(width) ? ` width="${width.trim()}"` : '',
    height && LENGTH.test(height) ? ` height="${height.trim()}"` : '',
    viewBox && VIEW_BOX.test(viewBox) ? ` viewBox="${viewBox.trim()}"` : '',
  ].join('');
  const data = `data:image/svg+xml;base64,${Buffer.from(bytes).toString('base64')}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${size}>` +
    `<image width="100%" height="100%" href="${data}" xlink:href="${data}"/></svg>\n`
  );
}
