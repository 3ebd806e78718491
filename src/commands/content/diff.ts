/** A line-based unified diff through jsdiff (Myers' algorithm: linear memory, unlike an LCS table). */
import { structuredPatch } from 'diff';

/** Unified diff of two texts with `context` lines around changes; empty when they are equal. */
export function unifiedDiff(before: string, after: string, labels: { from: string; to: string }, context = 3): string {
  if (before === after) return '';
  const patch = structuredPatch(labels.from, labels.to, withNewline(before), withNewline(after), undefined, undefined, {
    context,
  });
  if (patch.hunks.length === 0) return '';
  const out = [`--- ${labels.from}`, `+++ ${labels.to}`];
  for (const h of patch.hunks) {
    // An empty side starts before line 1, as diff -u and git print it.
    out.push(
      `@@ -${h.oldLines ? h.oldStart : h.oldStart - 1},${h.oldLines} +${h.newLines ? h.newStart : h.newStart - 1},${h.newLines} @@`,
    );
    for (const line of h.lines) if (!line.startsWith('\\')) out.push(line);
  }
  return `${out.join('\n')}\n`;
}

const withNewline = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);

const COLOURS: Array<[RegExp, string]> = [
  [/^(diff |--- |\+\+\+ )/, '\x1b[1m'],
  [/^@@/, '\x1b[36m'],
  [/^\+/, '\x1b[32m'],
  [/^-/, '\x1b[31m'],
];

/** Colours a unified diff as git does on a terminal (headers bold, hunks cyan, + green, - red). */
export function colourDiff(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const colour = COLOURS.find(([pattern]) => pattern.test(line))?.[1];
      return colour && line ? `${colour}${line}\x1b[0m` : line;
    })
    .join('\n');
}
