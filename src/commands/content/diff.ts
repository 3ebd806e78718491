/** A line-based unified diff (LCS), enough to review a change request page by page. */

type Op = { kind: ' ' | '-' | '+'; line: string };

function diffLines(a: string[], b: string[]): Op[] {
  const n = a.length;
  const m = b.length;
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  }
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      ops.push({ kind: ' ', line: a[i]! });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) ops.push({ kind: '-', line: a[i++]! });
    else ops.push({ kind: '+', line: b[j++]! });
  }
  while (i < n) ops.push({ kind: '-', line: a[i++]! });
  while (j < m) ops.push({ kind: '+', line: b[j++]! });
  return ops;
}

const splitLines = (text: string) => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));

/** Unified diff of two texts with `context` lines around changes; empty when they are equal. */
export function unifiedDiff(before: string, after: string, labels: { from: string; to: string }, context = 3): string {
  const a = splitLines(before);
  const b = splitLines(after);
  const ops = diffLines(a, b);
  if (ops.every((o) => o.kind === ' ')) return '';
  const out = [`--- ${labels.from}`, `+++ ${labels.to}`];
  let k = 0;
  while (k < ops.length) {
    if (ops[k]!.kind === ' ') {
      k++;
      continue;
    }
    let start = Math.max(0, k - context);
    let end = k;
    // Extend the hunk while changes are closer than 2*context lines apart.
    for (;;) {
      while (end < ops.length && ops[end]!.kind !== ' ') end++;
      let next = end;
      while (next < ops.length && ops[next]!.kind === ' ') next++;
      if (next < ops.length && next - end <= 2 * context) end = next;
      else break;
    }
    const stop = Math.min(ops.length, end + context);
    const hunk = ops.slice(start, stop);
    const aStart = ops.slice(0, start).filter((o) => o.kind !== '+').length;
    const bStart = ops.slice(0, start).filter((o) => o.kind !== '-').length;
    const aLen = hunk.filter((o) => o.kind !== '+').length;
    const bLen = hunk.filter((o) => o.kind !== '-').length;
    out.push(`@@ -${aLen ? aStart + 1 : aStart},${aLen} +${bLen ? bStart + 1 : bStart},${bLen} @@`);
    for (const o of hunk) out.push(o.kind + o.line);
    k = stop;
    start = stop;
  }
  return out.join('\n') + '\n';
}
