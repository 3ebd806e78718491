/**
 * The real Git Sync repositories (../shared/fixtures/real-repos, which .ci/run names in
 * DOCS_CLI_REAL_REPOS), and the space folders they hold: gitbook-public-docs is a site of five.
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
