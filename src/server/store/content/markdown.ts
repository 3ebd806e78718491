/** The little markdown understanding the service needs: titles, sections, plain text. */
import { slugify } from '../../../common/slug.js';

export { slugify };

/** Lines outside fenced code blocks, with their index. */
function proseLines(markdown: string): Array<{ line: string; index: number }> {
  const out: Array<{ line: string; index: number }> = [];
  let fenced = false;
  markdown.split(/\r?\n/).forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (!fenced) out.push({ line, index });
  });
  return out;
}

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;

export function firstHeading(markdown: string): string | undefined {
  for (const { line } of proseLines(markdown)) {
    const m = HEADING.exec(line);
    if (m) return inlineText(m[2]!);
  }
  return undefined;
}

/** The markdown without its first `# Title` line (the page title is shown separately). */
export function withoutTitle(markdown: string): string {
  const lines = markdown.split(/\r?\n/);
  const first = proseLines(markdown).find(({ line }) => line.trim() !== '');
  if (first && /^#\s+/.test(first.line)) lines.splice(first.index, 1);
  return lines.join('\n').replace(/^\s*\n/, '');
}

export interface Section {
  /** Anchor id, empty for the text before the first heading. */
  anchor: string;
  title: string;
  body: string;
}

/** Splits a page into the part before the first heading and one part per heading. */
export function sections(markdown: string): Section[] {
  const out: Section[] = [{ anchor: '', title: '', body: '' }];
  let fenced = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = fenced ? null : HEADING.exec(line);
    if (m) out.push({ anchor: slugify(inlineText(m[2]!)), title: inlineText(m[2]!), body: '' });
    else out[out.length - 1]!.body += line + '\n';
  }
  return out.map((s) => ({ ...s, body: plainText(s.body) })).filter((s) => s.title || s.body);
}

/** Inline markdown to text: links keep their text, emphasis and code marks go. */
export function inlineText(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|~~|`)/g, '')
    .trim();
}

export function plainText(markdown: string): string {
  return markdown
    .split(/\r?\n/)
    .filter((line) => !/^\s*(```|~~~)/.test(line))
    .map((line) => inlineText(line.replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+\.\s+)/, '')))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
