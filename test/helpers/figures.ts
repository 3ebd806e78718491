import { appendFileSync } from 'node:fs';

/**
 * A figure a test measured (cases tried, requests answered, memory), printed with the test's
 * output and, when DOCS_CLI_FIGURES names a file, recorded there as one JSON line: that is how
 * `npm run reliability:doc` (scripts/reliability-doc.mjs) writes docs/reliability.md from a run
 * instead of from typed numbers.
 */
export function figure(name: string, text: string): void {
  console.log(`${name}: ${text}`);
  const file = process.env.DOCS_CLI_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify({ name, text })}\n`);
}
