/**
 * Command tests that assert the seed's (0.137.0) operations on purpose, so they do not run in the
 * suite's pass against the current reference (DOCS_CLI_TEST_REFERENCE=current, vitest project
 * `reference-current`): each asks the service itself for an operation 0.202.0 dropped and checks
 * what that operation answers. The jobs behind them are tested against the current reference
 * elsewhere (named in each reason). Keyed by file (from test/) and the test's full name, as
 * `describe > it`. The list is the only place tests are left out of that pass; an entry that no
 * longer names a test fails the pass (see reference-pass-setup.ts).
 */
export const SEED_ONLY_TESTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'commands/content/import.test.ts': {
    'import > answers 400 with a clear message for an unreachable URL and bad input, and changes nothing':
      'calls importContent itself for its 400 answers (bad source, missing url, a URL answering 404); under 0.202.0 the same jobs are import runs, whose failures e2e/reference-current-links-imports.test.ts checks',
    'import > needs the edit role to import':
      'calls importContent itself as a commenter; 0.202.0 has no importContent (the CLI imports a file: URL there by an import run, which needs the same role)',
    'import > imports a folder with the folder reader of docs as code: nested folders become nested pages, titles from leading headings, linked images become files':
      "asserts importContent's count of resources (files: 4 pages and an image, 5); an import run, 0.202.0's operation for the job, reports the pages it made (4), as e2e/reference-current-links-imports.test.ts checks",
    'links > shows a link to a missing page as broken, in the list and the stats':
      "reads listSpaceLinks's stats itself; 0.202.0 has no link listings (the same CLI jobs, computed: e2e/reference-current-links-imports.test.ts)",
    'import path safety over HTTP > refuses .., percent-encoded escapes and symlinks that leave --import-root':
      "the service's --import-root guards importContent, the seed's only operation that reads the service's disk; 0.202.0 has none, so there is nothing of the service's to guard",
    'import path safety over HTTP > refuses every file: import when the server has no --import-root':
      'calls importContent itself on a service without --import-root; 0.202.0 has no importContent',
    'demo content > gives the demo spaces pages with links, a file, a change request and a comment':
      "reads the demo space's links with listSpaceLinks itself; 0.202.0 has no link listings (the CLI computes them: e2e/reference-current-links-imports.test.ts, api/links-listings.test.ts)",
  },
};

/** Why the test is seed-only, or undefined when it runs in every pass. */
export function seedOnlyReason(file: string, fullName: string): string | undefined {
  return SEED_ONLY_TESTS[file]?.[fullName];
}
