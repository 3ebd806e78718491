import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSummary, type SummaryEntry } from '../../src/common/gitsync/summary.js';
/**
 * The real Git Sync repositories, in the folder DOCS_CLI_REAL_REPOS names (the tests that read
 * them skip without it; the project holds none of their content), and the space folders they
 * hold: gitbook-public-docs is a site of five.
 */
export const REAL_REPOS = process.env.DOCS_CLI_REAL_REPOS;

export const REAL_SPACES = [
  'audacity-support',
  'beefree-sdk-docs',
  'fluent-bit-docs',
  'fluentd-docs',
  'gitbook-public-docs/documentation',
  'gitbook-public-docs/developers',
  'gitbook-public-docs/guides',
  'gitbook-public-docs/changelog',
  'gitbook-public-docs/policies',
];

/** The files of the pages a Git Sync folder's SUMMARY.md lists, sorted. */
export function summaryPages(dir: string): string[] {
  const out = new Set<string>();
  const visit = (entries: SummaryEntry[]) => {
    for (const e of entries) {
      if (e.kind === 'page') out.add(e.path);
      visit(e.children);
    }
  };
  visit(parseSummary(readFileSync(join(dir, 'SUMMARY.md'), 'utf8')));
  return [...out].sort();
}
