/**
 * The interface's limits, shared by the service (400 on violation) and the CLI (exit 2 before
 * any request). Lengths count characters (code points).
 */
export interface TextLimit {
  min?: number;
  max?: number;
  pattern?: RegExp;
  patternText?: string;
}

/** The largest page (markdown, front matter included) the service reads: a push checks it first. */
export const MAX_PAGE_BYTES = 1024 * 1024;

/**
 * Arrays and objects nested in a JSON body the service reads: a JSON document at the 32 levels of
 * blocks it may hold needs at most about 140 (four a level for expandable blocks).
 */
export const MAX_JSON_DEPTH = 256;

/**
 * Redirects one `.gitbook.yaml` may hold, and one site (live and draft together): generous for real
 * repositories (a public one holds 824, migrated ones 5,000 and more), bounded so a file or a member
 * cannot grow every published 404 or `check` without end.
 */
export const MAX_CONFIG_REDIRECTS = 50_000;
export const MAX_SITE_REDIRECTS = 50_000;

/**
 * One emoji (with modifiers, ZWJ sequences, flags, keycaps) or the reference's codepoint form
 * (`1f389`, `1f468-200d-1f4bb`); `abc` is neither. Made at first use: a regular expression with
 * Unicode property classes costs about a millisecond to build (several when it is the first to
 * need ICU), and most commands check no emoji.
 */
let emoji: RegExp | undefined;
const emojiPattern = () =>
  (emoji ??=
    /^(?:(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|[#*0-9]\uFE0F?\u20E3)(?:\p{Emoji_Modifier}|\uFE0F|\u200D\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{E0020}-\u{E007F}])*)+$|^[0-9a-f]{4,6}(?:-[0-9a-f]{4,6})*$/iu);
const EMOJI_TEXT = 'must be an emoji (or its codepoint, like 1f389)';

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';

export const LIMITS = {
  spaceTitle: { min: 1, max: 50 },
  /** An address to listen on: a host name or an IP address (IPv6 with or without brackets). */
  listenHost: {
    min: 1,
    max: 253,
    pattern:
      /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[?[0-9A-Fa-f:.]+\]?)$/,
    patternText: 'a host name or an IP address',
  },
  spaceEmoji: {
    max: 50,
    get pattern() {
      return emojiPattern();
    },
    patternText: EMOJI_TEXT,
  },
  reaction: {
    min: 1,
    max: 50,
    get pattern() {
      return emojiPattern();
    },
    patternText: EMOJI_TEXT,
  },
  collectionTitle: { max: 50 },
  collectionDescription: { max: 100 },
  organizationTitle: { min: 2, max: 255 },
  organizationHostname: {
    min: 3,
    max: 32,
    pattern: /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/,
    patternText: 'must be lowercase letters, digits and hyphens',
  },
  logoUrl: { max: 2048 },
  searchQuery: { min: 1, max: 512 },
  changeRequestSubject: { max: 100 },
  siteTitle: { min: 2, max: 128 },
  siteHostname: {
    max: 512,
    pattern: new RegExp(`^(?:${LABEL}\\.)+${LABEL}$`),
    patternText: 'must be a host name like docs.example.com',
  },
  siteBasename: { min: 1, max: 100 },
  siteProxy: {
    max: 512,
    pattern: /^[a-z0-9.-]+(?::\d+)?(?:\/[^/\s]+)+\/?$/i,
    patternText: 'must be a host name followed by one or more path segments, like example.com/docs',
  },
  sectionTitle: { min: 2, max: 128 },
  sectionPath: { min: 1, max: 100 },
  sectionDescription: { max: 256 },
  condition: { min: 1, max: 1024 },
  sectionGroupTitle: { min: 1, max: 100 },
  iconName: { max: 50 },
  shareLinkName: { max: 50 },
  /** Site MCP servers (reference 0.202.0): name, URL, each header's value, how many headers. */
  mcpServerName: { min: 1, max: 100 },
  mcpServerUrl: { max: 2048 },
  mcpHeaderName: {
    min: 1,
    max: 256,
    pattern: /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/,
    patternText: 'must be an HTTP header name',
  },
  mcpHeaderValue: { min: 1, max: 512, pattern: /^[^\r\n\0]*$/, patternText: 'must not hold a line break or NUL' },
  mcpHeaders: { max: 32 },
  mcpServersPerSite: { max: 50 },
  teamTitle: { min: 1, max: 64 },
  translationTitle: { min: 1, max: 100 },
  openapiSlug: {
    min: 1,
    max: 100,
    pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    patternText: 'must be lowercase letters and digits in words joined by single hyphens',
  },
  openapiSourceUrl: { max: 2048 },
  integrationName: {
    max: 100,
    pattern: /^[a-zA-Z0-9_.-]+$/,
    patternText: 'must be letters, digits, hyphens, underscores and dots',
  },
  integrationTitle: { min: 2, max: 30 },
  integrationDescription: { max: 100 },
  integrationSummary: { max: 2048 },
  blockDomain: {
    max: 100,
    pattern: /^[a-zA-Z0-9_.-]+$/,
    patternText: 'must be letters, digits, hyphens, underscores and dots',
  },
  listLimit: { min: 0, max: 1000 },
} satisfies Record<string, TextLimit>;

/** The rule a value breaks, phrased like the service's messages; undefined when it passes. */
export function checkText(value: string, limit: TextLimit): string | undefined {
  const len = [...value].length;
  if (limit.min !== undefined && len < limit.min)
    return limit.min === 1 ? 'must not be empty' : `must be at least ${limit.min} characters`;
  if (limit.max !== undefined && len > limit.max) return `must be at most ${limit.max} characters`;
  if (limit.pattern && !limit.pattern.test(value)) return limit.patternText ?? `must match ${limit.pattern}`;
  return undefined;
}
